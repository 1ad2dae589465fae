import type {
  BulkCommentsData,
  BulkCommentsResult,
  CommentBulkRefusals,
} from '@bitacora/api/schemas';
import {
  applyCommentAction,
  BULK_MESSAGES,
  type CommentStatus,
  RECENT_SPAM_DAYS,
  undoApproveStatus,
} from '@bitacora/domain';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { comments, posts } from '../../platform/db/schema/index.ts';
import { httpError } from '../../platform/http/errors.ts';
import { type Actor, can } from '../../platform/http/policy.ts';
import { commentsShown } from './comment-notifications.service.ts';

/*
 * Moderation of many comments at once (docs/decisions/024-comment-moderation-at-speed.md). As
 * with posts (decision 016), who may act is all or nothing: every named comment must be one the
 * actor moderates in this blog, or nothing changes and a 409 names the refused ones. What the
 * status allows is per comment: one that the action does not apply to is left as it is and
 * reported, since a page of mixed statuses is what a moderator selects.
 */

/** `POST /comments/bulk`: approve, reject, mark as spam, delete, or undo an approval. */
export async function bulkComments(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: BulkCommentsData,
): Promise<BulkCommentsResult> {
  const uuids = input.action === 'unapprove' ? input.items.map((i) => i.uuid) : input.uuids;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: comments.id,
        uuid: comments.uuid,
        status: comments.status,
        postAuthorId: posts.authorId,
      })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      // A trashed post's comments are out of moderation, as by the single actions.
      .where(
        and(
          eq(comments.blogId, blog.id),
          inArray(comments.uuid, uuids),
          ne(posts.status, 'TRASHED'),
        ),
      )
      .orderBy(comments.id)
      .for('update', { of: comments });
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    const refused: CommentBulkRefusals['refused'] = [];
    for (const uuid of uuids) {
      const row = byUuid.get(uuid);
      if (!row) refused.push({ uuid, reason: 'not-found' });
      else if (!can(actor, 'moderate:comment:own', { authorId: row.postAuthorId }))
        refused.push({ uuid, reason: 'forbidden' });
    }
    if (refused.length > 0) {
      throw httpError(409, { error: BULK_MESSAGES.refused, details: { refused } });
    }

    const changed: BulkCommentsResult['changed'] = [];
    const skipped: BulkCommentsResult['skipped'] = [];
    if (input.action === 'delete') {
      // A reply named with its parent goes with the parent; it is counted once.
      const ids = rows.map((row) => row.id);
      await tx.delete(comments).where(and(eq(comments.blogId, blog.id), inArray(comments.id, ids)));
      for (const row of rows) changed.push({ uuid: row.uuid, from: row.status as CommentStatus });
      return { action: input.action, count: changed.length, changed, skipped };
    }

    // One update per target status: the rows are locked, so the statuses read are current.
    const targets = new Map<CommentStatus, number[]>();
    const previous = new Map(
      input.action === 'unapprove' ? input.items.map((i) => [i.uuid, i.status]) : [],
    );
    for (const row of rows) {
      const status = row.status as CommentStatus;
      const next =
        input.action === 'unapprove'
          ? undoApproveStatus(status, previous.get(row.uuid) ?? status)
          : applyCommentAction(status, input.action);
      if (next === null) {
        skipped.push({ uuid: row.uuid, status });
        continue;
      }
      targets.set(next, [...(targets.get(next) ?? []), row.id]);
      changed.push({ uuid: row.uuid, from: status });
    }
    for (const [status, ids] of targets) {
      await tx
        .update(comments)
        .set({ status })
        .where(and(eq(comments.blogId, blog.id), inArray(comments.id, ids)));
    }
    // Replies now visible are mailed to their threads' subscribers.
    await commentsShown(tx, targets.get('APPROVED') ?? []);
    return { action: input.action, count: changed.length, changed, skipped };
  });
}

/**
 * `GET /comments/pending-count`: the comments waiting for moderation that the actor moderates
 * (an AUTHOR: on its own posts), leaving out those of trashed posts, as the list does; and, in
 * the same read, those that went to Spam in the last RECENT_SPAM_DAYS days, so staff hear of
 * what the score held (docs/decisions/050-not-spam.md).
 */
export async function pendingCommentCount(db: Database, actor: Actor, blog: Blog, now: Date) {
  const since = new Date(now.getTime() - RECENT_SPAM_DAYS * 86_400_000);
  const conditions = [
    eq(comments.blogId, blog.id),
    inArray(comments.status, ['PENDING', 'SPAM']),
    ne(posts.status, 'TRASHED'),
  ];
  if (!can(actor, 'moderate:comment:any')) conditions.push(eq(posts.authorId, actor.userId));
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${comments.status} = 'PENDING')`.mapWith(Number),
      spam: sql<number>`count(*) filter (where ${comments.status} = 'SPAM' and ${gte(comments.createdAt, since)})`.mapWith(
        Number,
      ),
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(...conditions));
  return { count: row?.pending ?? 0, spam: row?.spam ?? 0 };
}
