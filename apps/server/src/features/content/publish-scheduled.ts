import { and, eq, lte, sql } from 'drizzle-orm';
import type { ContentVersions } from '../../platform/cache/content-versions.ts';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { pages, posts } from '../../platform/db/schema/index.ts';
import { contentChanged } from './content-changed.ts';
import { contentSaved } from './content-saved.ts';

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
 * still open on the scheduled version is told the post changed instead of saving over it. Each row
 * then goes through the same step as a publication from the panel ({@link contentSaved}), in the
 * same transaction: its revision is kept under its author, and a post's subscriber mails are
 * enqueued (published means mailed). Once committed, the blogs' cached pages go.
 */
export async function publishDueContent(
  db: Database,
  now: Date,
  versions?: ContentVersions,
): Promise<PublishedNow> {
  const published = await db.transaction((tx) => publishDue(tx, now));
  // Feed, sitemap and every cached page of those blogs are built again from now on.
  for (const blogId of blogsOf(published)) await contentChanged(versions, blogId);
  return published;
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
    .returning({ id: posts.id, blogId: posts.blogId, authorId: posts.authorId });
  for (const post of duePosts) {
    await contentSaved(db, { kind: 'post', id: post.id }, publication(post.authorId, now, true));
  }
  const duePages = await db
    .update(pages)
    .set({
      status: 'PUBLISHED',
      publishedAt: sql`${pages.publishAt}`,
      publishAt: null,
      revision: sql`${pages.revision} + 1`,
    })
    .where(and(eq(pages.status, 'SCHEDULED'), lte(pages.publishAt, now)))
    .returning({ id: pages.id, blogId: pages.blogId, authorId: pages.authorId });
  for (const page of duePages) {
    await contentSaved(db, { kind: 'page', id: page.id }, publication(page.authorId, now, false));
  }
  return { posts: duePosts.map(withoutAuthor), pages: duePages.map(withoutAuthor) };
}

const publication = (authorId: number | null, now: Date, published: boolean) => ({
  authorId,
  autosave: false,
  now,
  published,
});

function withoutAuthor(row: { id: number; blogId: number }) {
  return { id: row.id, blogId: row.blogId };
}

/** The blogs whose public pages changed in a sweep, once each. */
function blogsOf(published: PublishedNow): number[] {
  return [...new Set([...published.posts, ...published.pages].map((row) => row.blogId))];
}
