import { createHmac } from 'node:crypto';
import type { CommentAction, CreateCommentData, ListCommentsParams } from '@bitacora/api/schemas';
import {
  applyCommentAction,
  COMMENT_ACTION_FAILURES,
  COMMENT_STATUS_LABELS,
  type CommentStatus,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { and, count, desc, eq, ne, type SQL } from 'drizzle-orm';
import { type Actor, can } from '../auth/policy.ts';
import type { Database } from '../db/client.ts';
import type { Blog } from '../db/rows.ts';
import { comments, posts } from '../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { offsetOf } from './content-rules.ts';

export const COMMENT_NOT_FOUND = SERVER_MESSAGES.commentNotFound;
export const COMMENT_POST_NOT_FOUND = SERVER_MESSAGES.postNotFound;

/**
 * A comment as staff see it (docs/architecture.md#entities): `post` carries the post's uuid and
 * title.
 */
function selectComments(db: Database) {
  return db
    .select({
      comment: comments,
      postUuid: posts.uuid,
      postTitle: posts.title,
      postAuthorId: posts.authorId,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId));
}
/**
 * A comment of a post in the trash is out of moderation, its counts included, until the post
 * is restored (docs/decisions/014-scheduling-and-trash.md): it is kept, not shown.
 */
const postNotTrashed = ne(posts.status, 'TRASHED');

type Joined = Awaited<ReturnType<ReturnType<typeof selectComments>['where']>>[number];

function toCommentDto({ comment, postUuid, postTitle }: Joined) {
  return {
    uuid: comment.uuid,
    authorName: comment.authorName,
    authorEmail: comment.authorEmail,
    content: comment.content,
    post: { uuid: postUuid, title: postTitle },
    createdAt: comment.createdAt,
    status: comment.status as CommentStatus,
  };
}

/** A keyed hash of the visitor's address, so abuse can be traced without keeping the address. */
export const addressHash = (secret: Uint8Array, address: string) =>
  createHmac('sha256', secret).update(address).digest('hex');

/**
 * `POST /api/comments` (visitors): only a published post takes comments; anything else,
 * a draft included, is 404. The text is stored as plain text (escaped wherever it is shown)
 * and waits as PENDING for moderation.
 */
export async function createComment(
  db: Database,
  input: CreateCommentData,
  meta: { ipHash: string },
) {
  const [post] = await db
    .select({ id: posts.id, blogId: posts.blogId })
    .from(posts)
    .where(and(eq(posts.uuid, input.postUuid), eq(posts.status, 'PUBLISHED')));
  if (!post) throw notFound(COMMENT_POST_NOT_FOUND);
  const [row] = await db
    .insert(comments)
    .values({
      blogId: post.blogId,
      postId: post.id,
      authorName: input.authorName,
      authorEmail: input.authorEmail,
      content: input.content,
      status: 'PENDING',
      ipHash: meta.ipHash,
    })
    .returning({ uuid: comments.uuid });
  if (!row) throw new Error('insert returned no row');
  return { uuid: row.uuid, status: 'PENDING' as const };
}

/** An AUTHOR sees and moderates the comments on its own posts; ADMIN all of the blog's. */
const ownPostsOnly = (actor: Actor) => !can(actor, 'moderate:comment:any');

/**
 * `GET /comments?status=`: the blog's comments, newest first; '' or none for every status. The
 * total is what the panel counts (the pending ones with `status=PENDING`).
 */
export async function listComments(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: Pick<ListCommentsParams, 'status' | 'page' | 'limit'>,
) {
  const conditions: SQL[] = [eq(comments.blogId, blog.id), postNotTrashed];
  if (input.status) conditions.push(eq(comments.status, input.status));
  if (ownPostsOnly(actor)) conditions.push(eq(posts.authorId, actor.userId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectComments(db)
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db
      .select({ value: count() })
      .from(comments)
      .innerJoin(posts, eq(posts.id, comments.postId))
      .where(where),
  ]);
  return { data: rows.map(toCommentDto), total: total?.value ?? 0 };
}

/** Why an action is not possible from a status, in the words of the panel. */
function impossibleMessage(action: CommentAction, status: CommentStatus): string {
  return `${COMMENT_ACTION_FAILURES[action]}: el comentario está en estado «${COMMENT_STATUS_LABELS[status]}»`;
}

/**
 * `PATCH /comments/{uuid}/{action}`: the domain's transition table decides; an action not
 * offered from the current status is a 409. The update is conditional on the status read, so
 * two moderators acting at once cannot both win. A trashed post's comment is not found.
 */
export async function moderateComment(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  action: CommentAction,
) {
  const where = and(eq(comments.uuid, uuid), eq(comments.blogId, blog.id));
  const [found] = await selectComments(db).where(and(where, postNotTrashed));
  if (!found) throw notFound(COMMENT_NOT_FOUND);
  if (!can(actor, 'moderate:comment:own', { authorId: found.postAuthorId })) throw forbidden();
  const current = found.comment.status as CommentStatus;
  const next = applyCommentAction(current, action);
  if (next === null) throw conflict(impossibleMessage(action, current));
  const [updated] = await db
    .update(comments)
    .set({ status: next })
    .where(and(where, eq(comments.status, current)))
    .returning();
  if (!updated) throw conflict(`${COMMENT_ACTION_FAILURES[action]}: su estado acaba de cambiar`);
  return toCommentDto({ ...found, comment: updated });
}
