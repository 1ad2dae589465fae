import {
  type CommentStatus,
  commentingClosed,
  type FormTiming,
  initialCommentStatus,
  isBlocked,
  SERVER_MESSAGES,
  spamScore,
} from '@bitacora/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { comments, posts } from '../../platform/db/schema/index.ts';
import { forbidden, notFound, tooManyRequests } from '../../platform/http/errors.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { blogCommentSettings } from '../blogs/index.ts';
import { memberForSession } from '../members/index.ts';
import { issueFormToken } from './comment-form-token.ts';

/** Visitors' comments per client address: 5 in 10 minutes. */
export const COMMENT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
/** Comments on one post from everyone: a flood spread over many addresses still stops. */
export const POST_COMMENT_RATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

export const COMMENTS_CLOSED = SERVER_MESSAGES.commentsClosed;
export const COMMENT_REFUSED = SERVER_MESSAGES.commentRefused;
export const COMMENTS_MEMBERS_ONLY = SERVER_MESSAGES.commentsMembersOnly;

async function hitLimit(
  store: RateLimitStore,
  key: string,
  limit: { max: number; windowMs: number },
  now: Date,
  message: string,
) {
  const window = await store.hit(key, limit.windowMs, now);
  if (window.count > limit.max) {
    const wait = Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(message, wait);
  }
}

/** The per-address limit, counted before anything else is read. */
export const hitAddressLimit = (store: RateLimitStore, address: string, now: Date) =>
  hitLimit(store, `comment:${address}`, COMMENT_RATE_LIMIT, now, SERVER_MESSAGES.tooManyComments);

/** The per-post limit, once the post is known. */
export const hitPostLimit = (store: RateLimitStore, postId: number, now: Date) =>
  hitLimit(
    store,
    `comment-post:${postId}`,
    POST_COMMENT_RATE_LIMIT,
    now,
    SERVER_MESSAGES.tooManyCommentsOnPost,
  );

/** `GET /api/comments/form-token/{uuid}`: the form's signed time, for a published post only. */
export async function formTokenFor(db: Queryable, secret: Uint8Array, postUuid: string, now: Date) {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.uuid, postUuid), eq(posts.status, 'PUBLISHED')));
  if (!post) throw notFound(SERVER_MESSAGES.postNotFound);
  return { token: issueFormToken(secret, postUuid, now) };
}

/** Whether this email has an approved comment on the blog (the «known commenter» rule). */
async function knownCommenter(db: Queryable, blogId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.blogId, blogId),
        eq(comments.status, 'APPROVED'),
        sql`lower(${comments.authorEmail}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The blog's rules on a new comment (docs/decisions/023-comment-rules-and-spam.md): a closed
 * post or blog is a 403 with COMMENTS_CLOSED, a blocked email or address a 403 with a neutral
 * message, both storing nothing; otherwise the status the comment starts in. On a blog where
 * only members comment, the request's member session is the commenter: without one (or with
 * members off) it is a 403, and the comment carries the member's email whatever the form said.
 */
export async function screenComment(
  db: Queryable,
  input: {
    post: { blogId: number; commentsClosed: boolean; publishedAt: Date | null };
    authorName: string;
    authorEmail: string;
    content: string;
    ipHash: string;
    timing: FormTiming;
    now: Date;
    /** The member session cookie the request came with, on the blog's host. */
    memberToken?: string | undefined;
  },
): Promise<{ status: CommentStatus; reason: string; authorEmail: string }> {
  const { rules, membersOnly, membersOpen } = await blogCommentSettings(db, input.post.blogId);
  if (commentingClosed(rules, input.post, input.now) !== null) throw forbidden(COMMENTS_CLOSED);
  let authorEmail = input.authorEmail;
  if (membersOnly) {
    const member =
      membersOpen && input.memberToken
        ? await memberForSession(db, input.post.blogId, input.memberToken, input.now)
        : null;
    if (!member) throw forbidden(COMMENTS_MEMBERS_ONLY);
    authorEmail = member.email;
  }
  if (isBlocked(rules, { email: authorEmail, ipHash: input.ipHash }, input.now)) {
    throw forbidden(COMMENT_REFUSED);
  }
  const known =
    rules.autoApproveKnown && (await knownCommenter(db, input.post.blogId, authorEmail));
  const verdict = initialCommentStatus({
    rules,
    content: input.content,
    spam: spamScore(input).spam,
    timing: input.timing,
    knownCommenter: known,
  });
  return { ...verdict, authorEmail };
}
