import type { CommentAction, CreateCommentData, ListCommentsParams } from '@bitacora/api/schemas';
import {
  applyCommentAction,
  COMMENT_ACTION_FAILURES,
  COMMENT_STATUS_LABELS,
  type CommentStatus,
  type FormTiming,
  replyParentProblem,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { and, count, desc, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContentVersions } from '../../platform/cache/content-versions.ts';
import type { Database } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { comments, posts, users } from '../../platform/db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import { type Actor, can } from '../../platform/http/policy.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { contentChanged, offsetOf } from '../content/index.ts';
import {
  commentShown,
  commentWritten,
  storeVisitorComment,
} from './comment-notifications.service.ts';
import { hitPostLimit, screenComment } from './comment-rules.ts';

export const COMMENT_NOT_FOUND = SERVER_MESSAGES.commentNotFound;
export const COMMENT_POST_NOT_FOUND = SERVER_MESSAGES.postNotFound;

const parents = alias(comments, 'parent');

/**
 * A comment as staff see it (docs/architecture.md#entities): `post` carries the post's uuid and
 * title; a reply names its parent.
 */
function selectComments(db: Database) {
  return db
    .select({
      comment: comments,
      postUuid: posts.uuid,
      postTitle: posts.title,
      postAuthorId: posts.authorId,
      parentUuid: parents.uuid,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(parents, eq(parents.id, comments.parentId));
}
/**
 * A comment of a post in the trash is out of moderation, its counts included, until the post
 * is restored (docs/decisions/014-scheduling-and-trash.md): it is kept, not shown.
 */
const postNotTrashed = ne(posts.status, 'TRASHED');

type Joined = Awaited<ReturnType<ReturnType<typeof selectComments>['where']>>[number];

function toCommentDto({ comment, postUuid, postTitle, parentUuid }: Joined) {
  return {
    uuid: comment.uuid,
    authorName: comment.authorName,
    authorEmail: comment.authorEmail,
    content: comment.content,
    post: { uuid: postUuid, title: postTitle },
    createdAt: comment.createdAt,
    status: comment.status as CommentStatus,
    parentUuid,
    isStaffReply: comment.isStaffReply,
    kind: comment.kind as 'comment' | 'mencion',
    sourceUrl: comment.sourceUrl,
  };
}

/**
 * The comment a reply answers, by uuid, checked by the domain's rule against the reply's post:
 * a 400 in Spanish when it cannot take one.
 */
async function replyParent(db: Database, uuid: string, post: { id: number; blogId: number }) {
  const [parent] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      status: comments.status,
    })
    .from(comments)
    .where(and(eq(comments.uuid, uuid), eq(comments.blogId, post.blogId)));
  const problem = replyParentProblem(
    parent && { ...parent, status: parent.status as CommentStatus },
    post.id,
  );
  if (problem !== null || !parent) {
    throw badRequest(problem ?? SERVER_MESSAGES.badRequest, [
      { path: 'parentUuid', message: problem },
    ]);
  }
  return parent;
}

export { addressHash } from '../../platform/http/address-hash.ts';

/**
 * `POST /api/comments` (visitors): only a published post takes comments; anything else,
 * a draft included, is 404. The text is stored as plain text (escaped wherever it is shown).
 * The blog's rules (features/comments/comment-rules.ts) may refuse it or decide its first status; the
 * answer says APPROVED or PENDING only, so a comment sent to SPAM learns nothing.
 */
export async function createComment(
  db: Database,
  input: CreateCommentData,
  meta: {
    ipHash: string;
    timing: FormTiming;
    now: Date;
    rateLimitStore: RateLimitStore;
    /** Starts this instance's worker on the mails the comment causes. */
    wakeJobs?: (() => void) | undefined;
    versions: ContentVersions;
    /** The member session cookie the request came with (blogs where only members comment). */
    memberToken?: string | undefined;
  },
) {
  const [post] = await db
    .select({
      id: posts.id,
      blogId: posts.blogId,
      commentsClosed: posts.commentsClosed,
      publishedAt: posts.publishedAt,
    })
    .from(posts)
    .where(and(eq(posts.uuid, input.postUuid), eq(posts.status, 'PUBLISHED')));
  if (!post) throw notFound(COMMENT_POST_NOT_FOUND);
  const parent = input.parentUuid ? await replyParent(db, input.parentUuid, post) : null;
  const { status, authorEmail } = await screenComment(db, { ...input, ...meta, post });
  await hitPostLimit(meta.rateLimitStore, post.id, meta.now);
  // The mails it causes are jobs stored with it: none is lost, none delays the answer.
  const row = await storeVisitorComment(
    db,
    {
      blogId: post.blogId,
      postId: post.id,
      parentId: parent?.id ?? null,
      authorName: input.authorName,
      authorEmail,
      content: input.content,
      status,
      ipHash: meta.ipHash,
    },
    { notifyReplies: input.notifyReplies },
  );
  meta.wakeJobs?.();
  // The visitors' POST names no blog, so its route cannot move the blog's version; a comment
  // approved at once (a known commenter) must show on the cached pages now, not when they expire.
  if (status === 'APPROVED') await contentChanged(meta.versions, post.blogId);
  return { uuid: row.uuid, status: status === 'APPROVED' ? status : ('PENDING' as const) };
}

/** An AUTHOR sees and moderates the comments on its own posts; ADMIN all of the blog's. */
const ownPostsOnly = (actor: Actor) => !can(actor, 'moderate:comment:any');

/**
 * `GET /comments?status=&search=`: the blog's comments, newest first, a page at a time; '' or
 * none for every status. `search` is found anywhere in the author's name, the email or the
 * text, as typed (its `%` and `_` are plain characters). The total counts every match.
 */
export async function listComments(
  db: Database,
  actor: Actor,
  blog: Blog,
  input: Pick<ListCommentsParams, 'status' | 'page' | 'limit' | 'search'>,
) {
  const conditions: SQL[] = [eq(comments.blogId, blog.id), postNotTrashed];
  if (input.status) conditions.push(eq(comments.status, input.status));
  if (input.search) {
    const pattern = containsPattern(input.search);
    const matches = or(
      ilike(comments.authorName, pattern),
      ilike(comments.authorEmail, pattern),
      ilike(comments.content, pattern),
    );
    if (matches) conditions.push(matches);
  }
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
  const found = await moderatable(db, actor, blog, uuid);
  const current = found.comment.status as CommentStatus;
  const next = applyCommentAction(current, action);
  if (next === null) throw conflict(impossibleMessage(action, current));
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(comments)
      .set({ status: next })
      .where(and(where, eq(comments.status, current)))
      .returning();
    if (row && next === 'APPROVED') await commentShown(tx, row);
    return row;
  });
  if (!updated) throw conflict(`${COMMENT_ACTION_FAILURES[action]}: su estado acaba de cambiar`);
  return toCommentDto({ ...found, comment: updated });
}

/** A comment of the active blog, its post not in the trash, that the actor may moderate. */
async function moderatable(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const [found] = await selectComments(db).where(
    and(eq(comments.uuid, uuid), eq(comments.blogId, blog.id), postNotTrashed),
  );
  if (!found) throw notFound(COMMENT_NOT_FOUND);
  if (!can(actor, 'moderate:comment:own', { authorId: found.postAuthorId })) throw forbidden();
  return found;
}

/**
 * `POST /comments/{uuid}/replies`: the blog's answer, written by its staff (an ADMIN on any
 * comment, an AUTHOR on its own posts'). It is APPROVED at once, under the staff member's
 * name, and marked as the blog's reply.
 */
export async function createStaffReply(
  db: Database,
  actor: Actor,
  blog: Blog,
  uuid: string,
  input: { content: string },
) {
  const found = await moderatable(db, actor, blog, uuid);
  const parent = await replyParent(db, uuid, {
    id: found.comment.postId,
    blogId: blog.id,
  });
  const [staff] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, actor.userId));
  if (!staff) throw forbidden();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        blogId: blog.id,
        postId: found.comment.postId,
        parentId: parent.id,
        authorName: staff.name,
        authorEmail: staff.email,
        content: input.content,
        status: 'APPROVED',
        isStaffReply: true,
      })
      .returning();
    if (!inserted) throw new Error('insert returned no row');
    await commentWritten(tx, inserted);
    return inserted;
  });
  return toCommentDto({ ...found, comment: row, parentUuid: found.comment.uuid });
}

/**
 * `DELETE /comments/{uuid}`: the comment goes, its replies with it (the foreign key cascades).
 * The same people who moderate it may delete it.
 */
export async function deleteComment(db: Database, actor: Actor, blog: Blog, uuid: string) {
  const found = await moderatable(db, actor, blog, uuid);
  await db.delete(comments).where(eq(comments.id, found.comment.id));
}
