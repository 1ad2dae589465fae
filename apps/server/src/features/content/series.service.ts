import type { CreateSeriesData, UpdateSeriesData } from '@bitacora/api/schemas';
import { hasFeature, SERIES_MESSAGES, SERVER_MESSAGES } from '@bitacora/domain';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { posts, series, users } from '../../platform/db/schema/index.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import {
  assertSlugFree,
  mediaIdForAddress,
  offsetOf,
  slugExists,
  withSlugConflict,
} from './content-rules.ts';
import { draftsOnlyBy, publishedOrBy } from './draft-visibility.ts';
import { ownedRowForWrite } from './owned-row.ts';
import { claimSlug, forgetSlugHistory, recordSlugChange } from './slug-history.service.ts';

export const SERIES_NOT_FOUND = SERVER_MESSAGES.seriesNotFound;
export const SERIES_NEED_PRO = SERIES_MESSAGES.needPro;

type SeriesRow = typeof series.$inferSelect;

const postCount = count(posts.id);

/**
 * The posts of a series the reader's lists hold: others' drafts only for the admins, and
 * nothing from the trash.
 */
const seriesPostsReadable = (draftsBy: number | null) =>
  and(ne(posts.status, 'TRASHED'), draftsBy === null ? undefined : publishedOrBy(posts, draftsBy));

/** Series with author and the number of their posts `draftsBy` lets the reader see. */
function selectSeries(db: Queryable, draftsBy: number | null) {
  return db
    .select({ series, authorName: users.name, authorEmail: users.email, postCount })
    .from(series)
    .leftJoin(users, eq(users.id, series.authorId))
    .leftJoin(
      posts,
      and(
        eq(posts.seriesId, series.id),
        eq(posts.blogId, series.blogId),
        seriesPostsReadable(draftsBy),
      ),
    )
    .groupBy(series.id, users.id);
}

interface Joined {
  series: SeriesRow;
  authorName: string | null;
  authorEmail: string | null;
  postCount: number;
}

function toSeriesDto(row: Joined, seriesPosts: SeriesPostRow[] = []) {
  const { coverImageId: _cover, ...fields } = row.series;
  return {
    ...fields,
    postCount: row.postCount,
    posts: seriesPosts,
    author: row.authorEmail === null ? null : { name: row.authorName, email: row.authorEmail },
  };
}

/**
 * `GET /api/series`: the blog's series, newest change first, with author and post count (of the
 * posts the actor may read: an AUTHOR does not count another author's drafts).
 */
export async function listSeries(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: { page: number; limit: number },
) {
  const where = eq(series.blogId, blog.id);
  const [rows, [total]] = await Promise.all([
    selectSeries(db, draftsOnlyBy(actor))
      .where(where)
      .orderBy(desc(series.updatedAt), desc(series.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db.select({ value: count() }).from(series).where(where),
  ]);
  return { data: rows.map((row) => toSeriesDto(row)), total: total?.value ?? 0 };
}

type SeriesPostRow = Awaited<ReturnType<typeof postsOf>>[number];

/** A series' posts by sequence number, unnumbered ones last; `draftsBy` as for the count. */
function postsOf(db: Queryable, blog: Blog, seriesId: number, draftsBy: number | null) {
  return db
    .select({
      id: posts.id,
      uuid: posts.uuid,
      title: posts.title,
      slug: posts.slug,
      status: posts.status,
      sequenceNumber: posts.sequenceNumber,
    })
    .from(posts)
    .where(
      and(eq(posts.seriesId, seriesId), eq(posts.blogId, blog.id), seriesPostsReadable(draftsBy)),
    )
    .orderBy(sql`${posts.sequenceNumber} asc nulls last`, asc(posts.id));
}

/** `GET /api/series/uuid/{uuid}`, with the posts the actor may read, in order. */
export async function getSeries(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const draftsBy = draftsOnlyBy(actor);
  const [row] = await selectSeries(db, draftsBy).where(
    and(eq(series.blogId, blog.id), eq(series.uuid, uuid)),
  );
  if (!row) throw notFound(SERIES_NOT_FOUND);
  return toSeriesDto(row, await postsOf(db, blog, row.series.id, draftsBy));
}

/** Check-slug for series, in the active blog. */
export function seriesSlugExists(db: Database, blog: Blog, slug: string, excludeUuid?: string) {
  return slugExists(db, series, blog.id, slug, excludeUuid ? { uuid: excludeUuid } : {});
}

/**
 * `POST /api/series`. Series are a PRO feature: a FREE blog cannot start one
 * (403), though it keeps reading, editing and deleting the ones it has (say, after a downgrade).
 */
export async function createSeries(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: CreateSeriesData,
) {
  if (!hasFeature(blog.plan, 'series')) throw forbidden(SERIES_NEED_PRO);
  const uuid = await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      await assertSlugFree(tx, series, blog.id, input.slug);
      const [row] = await tx
        .insert(series)
        .values({
          blogId: blog.id,
          authorId: actor.userId,
          title: input.title,
          slug: input.slug,
          description: input.description ?? '',
          coverImage: input.coverImage ?? null,
          coverImageId: await mediaIdForAddress(tx, blog.id, input.coverImage),
          // None given: the database's trigger gives it the blog's main language.
          ...(input.language !== undefined && { language: input.language }),
        })
        .returning({ uuid: series.uuid });
      if (!row) throw new Error('insert returned no row');
      await claimSlug(tx, blog.id, 'series', input.slug);
      return row.uuid;
    }),
  );
  return getSeries(db, actor, blog, uuid);
}

async function seriesForWrite(
  db: Queryable,
  actor: Actor,
  blog: Blog,
  uuid: string,
  permission: 'update:series:own' | 'delete:series:own',
) {
  const [row] = await db
    .select()
    .from(series)
    .where(and(eq(series.uuid, uuid), eq(series.blogId, blog.id)));
  return ownedRowForWrite(row, actor, permission, SERIES_NOT_FOUND);
}

/**
 * `PATCH /api/series/uuid/{uuid}`: any subset; `coverImage: null` or `removeCoverImage` clears it.
 */
export async function updateSeries(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  input: UpdateSeriesData,
) {
  await withSlugConflict(input.slug, () =>
    db.transaction(async (tx) => {
      const current = await seriesForWrite(tx, actor, blog, uuid, 'update:series:own');
      if (input.slug !== undefined && input.slug !== current.slug)
        await assertSlugFree(tx, series, blog.id, input.slug, current.id);
      const changes: Partial<typeof series.$inferInsert> = {
        ...(input.title !== undefined && { title: input.title }),
        ...(input.slug !== undefined && { slug: input.slug }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.coverImage !== undefined && { coverImage: input.coverImage }),
        ...(input.language !== undefined && { language: input.language }),
      };
      // The cover is linked to the blog's media row it shows, so deleting that image clears it.
      if (input.coverImage !== undefined)
        changes.coverImageId = await mediaIdForAddress(tx, blog.id, input.coverImage);
      if (input.removeCoverImage === true && input.coverImage === undefined) {
        changes.coverImage = null;
        changes.coverImageId = null;
      }
      if (Object.keys(changes).length > 0)
        await tx
          .update(series)
          .set(changes)
          .where(and(eq(series.id, current.id), eq(series.blogId, blog.id)));
      if (input.slug !== undefined)
        await recordSlugChange(tx, {
          blogId: blog.id,
          kind: 'series',
          targetId: current.id,
          oldSlug: current.slug,
          newSlug: input.slug,
        });
    }),
  );
  return getSeries(db, actor, blog, uuid);
}

/**
 * `DELETE /api/series/uuid/{uuid}`: its posts stay, unlinked (no series, no sequence
 * number), in the same transaction as the delete.
 */
export async function deleteSeries(db: Database, actor: Actor, blog: Blog, uuid: string) {
  await db.transaction(async (tx) => {
    const row = await seriesForWrite(tx, actor, blog, uuid, 'delete:series:own');
    await forgetSlugHistory(tx, 'series', [row.id]);
    await tx
      .update(posts)
      .set({ seriesId: null, sequenceNumber: null })
      .where(and(eq(posts.seriesId, row.id), eq(posts.blogId, blog.id)));
    await tx.delete(series).where(and(eq(series.id, row.id), eq(series.blogId, blog.id)));
  });
}
