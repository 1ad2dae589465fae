import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { pages, posts } from '../../platform/db/schema/index.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import { publishedPostSaved } from '../../platform/post-saved.ts';
import { postPublished } from '../newsletter/index.ts';
import { CONTENT_EVENTS } from './events.ts';
import { pageRevisionFields, postRevisionFields, recordRevision } from './revisions.service.ts';
import { tagsOfPosts } from './tags.service.ts';

/**
 * A post was saved, published, trashed or restored: in the same transaction, a job of kind
 * `content.post-changed` whose handler (the fediverse's) reads the post as it then stands, once
 * committed. Content announces; who listens owns what is done.
 */
export async function postChanged(tx: Queryable, postId: number): Promise<void> {
  const [post] = await tx
    .select({ blogId: posts.blogId, uuid: posts.uuid })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post) return;
  await enqueueJob(tx, {
    kind: CONTENT_EVENTS.postChanged,
    blogId: post.blogId,
    payload: { uuid: post.uuid },
  });
}

export type SavedContent = { kind: 'post'; id: number } | { kind: 'page'; id: number };

export interface ContentSave {
  /** Who the revision is kept under: the writer, or the author for the scheduled minute. */
  authorId: number | null;
  autosave: boolean;
  now: Date;
  /** The save published it (a post's subscribers are mailed once, whoever published it). */
  published: boolean;
}

/**
 * What every save of a post or page leaves beside its row, in the save's transaction: the row as
 * it now stands, kept as a revision, on publication the post's subscriber mails, and the news of a
 * post's change ({@link postChanged}). The panel's
 * saves and the publication at the scheduled minute both come through here, so a post published
 * either way has the same history and the same mails.
 */
export async function contentSaved(
  tx: Queryable,
  target: SavedContent,
  save: ContentSave,
): Promise<void> {
  if (target.kind === 'post') {
    const [row] = await tx.select().from(posts).where(eq(posts.id, target.id));
    if (!row) throw new Error('saved post not found');
    const tags = (await tagsOfPosts(tx, [row.id])).get(row.id) ?? [];
    await recordRevision(tx, {
      blogId: row.blogId,
      target: { postId: row.id },
      revision: row.revision,
      authorId: save.authorId,
      autosave: save.autosave,
      fields: postRevisionFields(
        row,
        tags.map((tag) => tag.name),
      ),
      now: save.now,
    });
    if (save.published) await postPublished(tx, { id: row.id, blogId: row.blogId });
    // Told to who follows the post's changes (an autosave is not a save).
    if (!save.autosave) await postChanged(tx, row.id);
    // Every save of a published post (its publication, an edit): the features that listen.
    if (row.status === 'PUBLISHED' && !save.autosave) await publishedPostSaved(tx, row);
    return;
  }
  const [row] = await tx.select().from(pages).where(eq(pages.id, target.id));
  if (!row) throw new Error('saved page not found');
  await recordRevision(tx, {
    blogId: row.blogId,
    target: { pageId: row.id },
    revision: row.revision,
    authorId: save.authorId,
    autosave: save.autosave,
    fields: pageRevisionFields(row),
    now: save.now,
  });
}
