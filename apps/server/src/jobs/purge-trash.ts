import { trashCutoff } from '@bitacora/domain';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { pages, posts, previewLinks, slugRedirects } from '../db/schema/index.ts';

/**
 * Deletes for good the posts (with their comments) and pages that have been in the trash for
 * 30 days, with their old addresses and preview links. Safe on every instance at once: a row
 * deleted twice is deleted once. Nothing public changes (a trashed item is already off the
 * blog), so no cache moves.
 */
export async function purgeTrash(
  db: Queryable,
  now: Date,
): Promise<{ posts: number; pages: number }> {
  const cutoff = trashCutoff(now);
  const gonePosts = await db
    .delete(posts)
    .where(and(eq(posts.status, 'TRASHED'), lt(posts.trashedAt, cutoff)))
    .returning({ id: posts.id });
  const gonePages = await db
    .delete(pages)
    .where(and(eq(pages.status, 'TRASHED'), lt(pages.trashedAt, cutoff)))
    .returning({ id: pages.id });
  await forgetLinksOf(db, 'post', gonePosts);
  await forgetLinksOf(db, 'page', gonePages);
  return { posts: gonePosts.length, pages: gonePages.length };
}

/** The slug history and preview links of items deleted for good point at nothing any more. */
async function forgetLinksOf(db: Queryable, kind: 'post' | 'page', gone: { id: number }[]) {
  if (gone.length === 0) return;
  const ids = gone.map((row) => row.id);
  await db
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), inArray(slugRedirects.targetId, ids)));
  await db
    .delete(previewLinks)
    .where(and(eq(previewLinks.kind, kind), inArray(previewLinks.targetId, ids)));
}
