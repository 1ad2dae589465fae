import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { pages, posts } from '../../platform/db/schema/index.ts';
import { postPublished } from '../newsletter/index.ts';

export interface PublishedNow {
  posts: { id: number; blogId: number }[];
  pages: { id: number; blogId: number }[];
}

/**
 * Publishes every SCHEDULED post and page whose minute has come, once. Each table is one
 * conditional UPDATE: when several instances sweep together, PostgreSQL makes the second wait
 * on a row the first is changing and then re-checks `status = 'SCHEDULED'`, which no longer
 * holds, so each row is claimed by exactly one of them (docs/decisions/014-scheduling-and-trash.md).
 * The publication date is the scheduled time, not the sweep's. The revision moves on, so a form
 * still open on the scheduled version is told the post changed instead of saving over it. The
 * posts' subscriber mails are enqueued in the same transaction: published means mailed.
 */
export async function publishDueContent(db: Database, now: Date): Promise<PublishedNow> {
  return db.transaction((tx) => publishDue(tx, now));
}

async function publishDue(db: Queryable, now: Date): Promise<PublishedNow> {
  const duePosts = await db
    .update(posts)
    .set({
      status: 'PUBLISHED',
      publishedAt: sql`${posts.publishAt}`,
      publishAt: null,
      revision: sql`${posts.revision} + 1`,
    })
    .where(and(eq(posts.status, 'SCHEDULED'), lte(posts.publishAt, now)))
    .returning({ id: posts.id, blogId: posts.blogId });
  for (const post of duePosts) await postPublished(db, post);
  const duePages = await db
    .update(pages)
    .set({
      status: 'PUBLISHED',
      publishedAt: sql`${pages.publishAt}`,
      publishAt: null,
      revision: sql`${pages.revision} + 1`,
    })
    .where(and(eq(pages.status, 'SCHEDULED'), lte(pages.publishAt, now)))
    .returning({ id: pages.id, blogId: pages.blogId });
  return { posts: duePosts, pages: duePages };
}

/** The blogs whose public pages changed in a sweep, once each. */
export function blogsOf(published: PublishedNow): number[] {
  return [...new Set([...published.posts, ...published.pages].map((row) => row.blogId))];
}
