import { trashCutoff } from '@bitacora/domain';
import { and, eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { pages, posts } from '../../platform/db/schema/index.ts';
import { forgetPreviewLinks } from './preview-links.service.ts';
import { forgetSlugHistory } from './slug-history.service.ts';

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
  for (const [kind, gone] of [
    ['post', gonePosts],
    ['page', gonePages],
  ] as const) {
    const ids = gone.map((row) => row.id);
    await forgetSlugHistory(db, kind, ids);
    await forgetPreviewLinks(db, kind, ids);
  }
  return { posts: gonePosts.length, pages: gonePages.length };
}
