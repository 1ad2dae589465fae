import type {
  CreateRecommendationBody,
  Recommendation,
  RecommendationList,
  UpdateRecommendationBody,
} from '@bitacora/api/schemas';
import {
  canAddRecommendation,
  RECOMMENDATION_MESSAGES as M,
  RECOMMENDATION_LIMITS,
  recommendationUrlProblem,
} from '@bitacora/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database as Db } from '../../platform/db/client.ts';
import { recommendations } from '../../platform/db/schema/index.ts';
import { invalidField, notFound } from '../../platform/http/errors.ts';

type Row = typeof recommendations.$inferSelect;

/** The blog a call acts on: its id and the hosts it answers on. */
export interface RecommendingBlog {
  id: number;
  subdomain: string;
  domain: string | null;
}

export function toRecommendationDto(row: Row): Recommendation {
  return {
    id: row.id,
    url: row.url,
    title: row.title,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The blog's own hosts: a recommendation of one of them would send readers back to it. */
function ownHosts(blog: RecommendingBlog, publicDomain: string): string[] {
  const hosts = [`${blog.subdomain}.${publicDomain.replace(/:\d+$/, '')}`];
  if (blog.domain) hosts.push(blog.domain);
  return hosts;
}

function checkOwnBlog(url: string, blog: RecommendingBlog, publicDomain: string): void {
  const problem = recommendationUrlProblem(url, ownHosts(blog, publicDomain));
  if (problem) throw invalidField('url', problem);
}

/** The blog's recommendations, oldest first: the order the blogger added them in. */
export async function listRecommendations(db: Db, blogId: number): Promise<Recommendation[]> {
  const rows = await db
    .select()
    .from(recommendations)
    .where(eq(recommendations.blogId, blogId))
    .orderBy(asc(recommendations.id));
  return rows.map(toRecommendationDto);
}

export async function recommendationList(db: Db, blogId: number): Promise<RecommendationList> {
  return {
    recommendations: await listRecommendations(db, blogId),
    limit: RECOMMENDATION_LIMITS.perBlog,
  };
}

/** Whether the blog recommends any site: its footer links the page only then. */
export async function hasRecommendations(db: Db, blogId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recommendations.id })
    .from(recommendations)
    .where(eq(recommendations.blogId, blogId))
    .limit(1);
  return row !== undefined;
}

type CreateData = Required<Pick<CreateRecommendationBody, 'url' | 'title'>> & { reason: string };

/**
 * Adds a recommendation; the 101st is refused at the address (400). Two adds racing past the
 * count may both land: the bound keeps the page and the file small, it guards nothing else.
 */
export async function createRecommendation(
  db: Db,
  blog: RecommendingBlog,
  publicDomain: string,
  input: CreateData,
): Promise<Recommendation> {
  checkOwnBlog(input.url, blog, publicDomain);
  const [counted] = await db
    .select({ n: count() })
    .from(recommendations)
    .where(eq(recommendations.blogId, blog.id));
  if (!canAddRecommendation(counted?.n ?? 0)) {
    throw invalidField('url', M.tooMany(RECOMMENDATION_LIMITS.perBlog));
  }
  const [row] = await db
    .insert(recommendations)
    .values({ blogId: blog.id, url: input.url, title: input.title, reason: input.reason })
    .returning();
  if (!row) throw new Error('recommendation insert returned nothing');
  return toRecommendationDto(row);
}

/** Changes the fields given; another blog's recommendation is not found (404). */
export async function updateRecommendation(
  db: Db,
  blog: RecommendingBlog,
  publicDomain: string,
  id: number,
  input: UpdateRecommendationBody & { reason?: string },
): Promise<Recommendation> {
  if (input.url !== undefined) checkOwnBlog(input.url, blog, publicDomain);
  const change: Partial<Pick<Row, 'url' | 'title' | 'reason'>> = {};
  if (input.url !== undefined) change.url = input.url;
  if (input.title !== undefined) change.title = input.title;
  if (input.reason !== undefined) change.reason = input.reason ?? '';
  const where = and(eq(recommendations.id, id), eq(recommendations.blogId, blog.id));
  const [row] =
    Object.keys(change).length === 0
      ? await db.select().from(recommendations).where(where)
      : await db.update(recommendations).set(change).where(where).returning();
  if (!row) throw notFound(M.notFound);
  return toRecommendationDto(row);
}

export async function deleteRecommendation(db: Db, blogId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(recommendations)
    .where(and(eq(recommendations.id, id), eq(recommendations.blogId, blogId)))
    .returning({ id: recommendations.id });
  if (deleted.length === 0) throw notFound(M.notFound);
}

/**
 * `/.well-known/recommendations.json` in Ghost's open shape: an array of `{ url, reason,
 * updated_at, created_at }`, the reason null when none was given.
 */
export function wellKnownRecommendations(list: readonly Recommendation[]) {
  return list.map((item) => ({
    url: item.url,
    reason: item.reason === '' ? null : item.reason,
    updated_at: item.updatedAt,
    created_at: item.createdAt,
  }));
}
