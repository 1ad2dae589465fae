import { UNSAVED_UPLOAD_MAX_AGE_HOURS } from '@bitacora/domain';
import { and, eq, isNull, like, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { contentRevisions, media, pages, posts, series } from '../../platform/db/schema/index.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { removeFiles } from '../../platform/storage/storage.ts';
import { mediaKeys } from './media.service.ts';

const BATCH = 200;

/** What every address of a stored image holds: its key's file name without the size or type. */
export function uploadName(storageKey: string): string {
  return (storageKey.split('/').at(-1) ?? storageKey).replace(/\.[a-z]+$/, '');
}

/** Whether any content of the blog, its revisions included, names the file. */
function usedIn(blogId: number, pattern: string): SQL {
  const named = (...columns: Parameters<typeof like>[0][]) =>
    or(...columns.map((column) => like(column, pattern)));
  const exists = (query: SQL) => sql`exists (${query})`;
  return or(
    exists(
      sql`select 1 from ${posts} where ${and(eq(posts.blogId, blogId), named(posts.content, posts.image, posts.socialImage))}`,
    ),
    exists(
      sql`select 1 from ${pages} where ${and(eq(pages.blogId, blogId), named(pages.content, pages.image))}`,
    ),
    exists(
      sql`select 1 from ${series} where ${and(eq(series.blogId, blogId), named(series.description, series.coverImage))}`,
    ),
    exists(
      sql`select 1 from ${contentRevisions} where ${and(
        eq(contentRevisions.blogId, blogId),
        sql`${contentRevisions.fields}::text like ${pattern}`,
      )}`,
    ),
  ) as SQL;
}

/**
 * Images uploaded into a post, page or series that was never saved (the editor sends them with
 * the item's type and no `entityId`) and that no content shows a day later: the draft was
 * abandoned, and the library should not keep them. Library uploads (`general`) and uploads for
 * a saved item are never removed here. Returns how many went.
 */
export async function sweepUnusedUploads(options: {
  db: Database;
  storage: MediaStorage;
  now: Date;
}): Promise<number> {
  const { db, storage } = options;
  const before = new Date(options.now.getTime() - UNSAVED_UPLOAD_MAX_AGE_HOURS * 3_600_000);
  const candidates = await db
    .select()
    .from(media)
    .where(
      and(ne(media.entityType, 'general'), isNull(media.entityId), lt(media.createdAt, before)),
    )
    .limit(BATCH);
  let removed = 0;
  for (const row of candidates) {
    // One statement looks and removes: content saved meanwhile keeps its image.
    const [gone] = await db
      .delete(media)
      .where(
        and(
          eq(media.id, row.id),
          isNull(media.entityId),
          not(usedIn(row.blogId, `%${uploadName(row.storageKey)}%`)),
        ),
      )
      .returning();
    if (!gone) {
      // Shown somewhere: the image is the library's now, and is not looked at again.
      await db
        .update(media)
        .set({ entityType: 'general' })
        .where(and(eq(media.id, row.id), isNull(media.entityId)));
      continue;
    }
    await removeFiles(storage, mediaKeys(gone));
    removed += 1;
  }
  return removed;
}
