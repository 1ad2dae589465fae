import { blogRefSchema } from '@bitacora/api/schemas';
import type { Role } from '@bitacora/domain';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { IdentityRow } from '../../../platform/cache/identity-cache.ts';
import type { Database } from '../../../platform/db/client.ts';
import { prepared } from '../../../platform/db/prepared.ts';
import type { Blog } from '../../../platform/db/rows.ts';
import { blogMembers, blogs, sessions, users } from '../../../platform/db/schema/index.ts';
import type { AppContext } from '../../../platform/http/app-env.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { isJsonContentType, jsonBody } from '../../../platform/http/json-body.ts';

export const BLOG_NOT_FOUND = SERVER_MESSAGES.blogNotFound;
export const NO_BLOG_SELECTED = SERVER_MESSAGES.noBlogSelected;

export type BlogRef = string | number;

/** Reads a blog reference (uuid or numeric id); anything else is a 404, not a 500. */
export function parseBlogRef(value: unknown): BlogRef {
  const parsed = blogRefSchema.safeParse(value);
  if (!parsed.success) throw notFound(BLOG_NOT_FOUND);
  return parsed.data;
}

async function bodyBlogId(c: AppContext): Promise<unknown> {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(c.req.method)) return undefined;
  if (!isJsonContentType(c.req.header('content-type'))) return undefined;
  const body = await jsonBody(c, undefined);
  return body && typeof body === 'object' ? (body as Record<string, unknown>).blogId : undefined;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The blog references of a blog-scoped call: the `blogId` query or body parameter, then the
 * `X-Blog-Id` header. The first names the active blog; a second must name the same one.
 */
export async function scopedBlogRefs(c: AppContext): Promise<unknown[]> {
  const header = c.req.header('x-blog-id');
  const param = c.req.query('blogId') ?? (await bodyBlogId(c));
  return [param, header].filter(present);
}

/** Does `ref` name `blog`? Ids compare as numbers, uuids without regard to case. */
export function refNamesBlog(ref: BlogRef, blog: Blog): boolean {
  return typeof ref === 'number' ? ref === blog.id : ref.toLowerCase() === blog.uuid.toLowerCase();
}

/**
 * One round trip for the request's identity: the token's user and session, the blog `ref` names
 * and the user's membership in it. Each part is null when it does not exist.
 */
export async function selectUserInBlog(
  db: Database,
  token: { userUuid: string; sessionId: string },
  ref: BlogRef,
): Promise<IdentityRow> {
  const byId = typeof ref === 'number';
  const statement = prepared(db, byId ? 'user_in_blog_by_id' : 'user_in_blog_by_uuid', (name) =>
    db
      .select({ user: users, session: sessions, blog: blogs, memberRole: blogMembers.role })
      .from(users)
      .leftJoin(
        sessions,
        and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id)),
      )
      .leftJoin(
        blogs,
        byId ? eq(blogs.id, sql.placeholder('ref')) : eq(blogs.uuid, sql.placeholder('ref')),
      )
      .leftJoin(
        blogMembers,
        and(eq(blogMembers.blogId, blogs.id), eq(blogMembers.userId, users.id)),
      )
      .where(eq(users.uuid, sql.placeholder('userUuid')))
      .prepare(name),
  );
  const [row] = await statement.execute({ ref, ...token });
  return {
    user: row?.user ?? null,
    session: row?.session ?? null,
    blog: row?.blog ?? null,
    memberRole: (row?.memberRole as Role | null | undefined) ?? null,
  };
}
