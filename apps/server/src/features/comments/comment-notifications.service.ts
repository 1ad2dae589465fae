import {
  COMMENT_LINK_TTL_DAYS,
  COMMENT_NOTIFICATION_MESSAGES,
  COMMENT_STATUS_LABELS,
  type CommentNotificationMode,
  type CommentStatus,
  commentAudience,
  commentIsNews,
  commentMailRecipients,
  digestWindow,
  isCommentNotificationMode,
  itemPath,
  type Language,
  normalizeLanguage,
  PANEL_SCREENS,
  type Role,
} from '@bitacora/domain';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  backgroundJobs,
  blogMembers,
  blogs,
  commentMailLinks,
  commentSubscriptions,
  comments,
  posts,
  settings,
  users,
} from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { linkTokenHash, newLinkToken } from '../../platform/http/mail-link-token.ts';
import { can } from '../../platform/http/policy.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { sendCapped, takeRecipientMail } from '../../platform/rate-limit/recipient-mail-cap.ts';
import {
  commentDigestMail,
  commentReplyMail,
  type DigestItem,
  newCommentMail,
  replySubscriptionConfirmMail,
} from './mail.ts';
import { REPLY_LINK_PAGE_MESSAGES } from './reply-link-pages.ts';

/*
 * Comment notifications (docs/decisions/025-comment-notifications.md). A write that makes news
 * only enqueues a job in the same transaction, so the request never waits on SMTP and a crash
 * loses nothing. A job that mails several people records each one mailed in its progress (or
 * fans out one job per mail, each with its own dedupe key), so a retry never mails twice someone
 * already mailed.
 */

export const COMMENT_JOBS = {
  /** A new comment: mails each recipient who wants one, once (the progress lists them). */
  notify: 'comment-notify',
  /** One member's digest of one day. */
  digest: 'comment-digest',
  /** A visitor's confirmation of a reply subscription. */
  confirm: 'comment-subscription-confirm',
  /** A visible reply: enqueues one job per subscriber of its thread. */
  reply: 'comment-reply',
  /** One subscriber's mail about one reply. */
  replyMail: 'comment-reply-mail',
  /** Hourly: the digests of the day before are enqueued, and expired comment links deleted. */
  digests: 'comment-digests.enqueue',
} as const;

/**
 * Hourly, and at start: a digest is one job per member and day whatever the instances, so the
 * day's are enqueued as soon as it ends, and by a start after a night the server was down.
 */
export const commentSchedules: readonly Schedule[] = [
  { kind: COMMENT_JOBS.digests, everyMs: 60 * 60_000, atStart: true },
];

const DAY_MS = 24 * 60 * 60_000;

export type CommentLinkPurpose = 'APPROVE' | 'QUEUE' | 'CONFIRM' | 'UNSUBSCRIBE';

/** The address segment of each kind of link (`/api/comment-links/{segment}/{token}`). */
export const LINK_SEGMENTS: Record<CommentLinkPurpose, string> = {
  APPROVE: 'approve',
  QUEUE: 'queue',
  CONFIRM: 'confirm',
  UNSUBSCRIBE: 'unsubscribe',
};

/** New links in one insert: the tokens go in the mail, only their hashes in the table. */
async function issueLinks(
  db: Queryable,
  origin: string,
  links: readonly {
    purpose: CommentLinkPurpose;
    blogId: number;
    commentId: number;
    userId?: number;
  }[],
  ttlDays: number,
  now: Date,
): Promise<string[]> {
  const tokens = links.map(() => newLinkToken());
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS);
  await db.insert(commentMailLinks).values(
    links.map((link, i) => ({
      ...link,
      tokenHash: (tokens[i] as { tokenHash: string }).tokenHash,
      expiresAt,
      createdAt: now,
    })),
  );
  return links.map(
    (link, i) => `${origin}/api/comment-links/${LINK_SEGMENTS[link.purpose]}/${tokens[i]?.token}`,
  );
}

/** A new link: the token goes in the mail, only its hash in the table. */
async function issueLink(
  db: Queryable,
  origin: string,
  values: {
    purpose: CommentLinkPurpose;
    blogId: number;
    commentId: number;
    userId?: number;
    subscriptionId?: number;
  },
  ttlDays: number,
  now: Date,
): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await db.insert(commentMailLinks).values({
    ...values,
    tokenHash,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
    createdAt: now,
  });
  return `${origin}/api/comment-links/${LINK_SEGMENTS[values.purpose]}/${token}`;
}

const blogOrigin = (deps: Pick<AppDeps, 'publicOrigin' | 'publicDomain'>, subdomain: string) =>
  `${new URL(deps.publicOrigin).protocol}//${subdomain}.${deps.publicDomain}`;

const postLink = (
  deps: Pick<AppDeps, 'publicOrigin' | 'publicDomain'>,
  subdomain: string,
  slug: string,
) => `${blogOrigin(deps, subdomain)}/blog/${encodeURIComponent(slug)}`;

/** The panel's comments; with a blog, the panel makes it the active one (`?blog=`) if it is the user's. */
const queueLink = (origin: string, blogUuid?: string) =>
  `${origin}${PANEL_SCREENS.comments.path}${blogUuid ? `?blog=${encodeURIComponent(blogUuid)}` : ''}`;

// ——— The hooks the comment service calls, inside its transaction ———

/** What the hooks need of a comment just written. */
export interface WrittenComment {
  id: number;
  blogId: number;
  parentId: number | null;
  status: string;
  isStaffReply: boolean;
  authorEmail: string;
}

/**
 * A comment was just stored: staff hear of it if it is news, the visitor's subscription (if
 * asked for and not spam) waits for its confirmation, and a reply already visible is mailed to
 * its thread's subscribers.
 */
export async function commentWritten(
  tx: Queryable,
  comment: WrittenComment,
  options: { notifyReplies?: boolean } = {},
): Promise<void> {
  const status = comment.status as CommentStatus;
  if (commentIsNews({ status, isStaffReply: comment.isStaffReply })) {
    await enqueueJob(tx, {
      kind: COMMENT_JOBS.notify,
      payload: { commentId: comment.id },
      blogId: comment.blogId,
      dedupeKey: `${COMMENT_JOBS.notify}:${comment.id}`,
    });
  }
  if (options.notifyReplies && status !== 'SPAM' && !comment.isStaffReply) {
    const [subscription] = await tx
      .insert(commentSubscriptions)
      .values({ commentId: comment.id, email: comment.authorEmail.trim().toLowerCase() })
      .returning({ id: commentSubscriptions.id });
    if (subscription) {
      await enqueueJob(tx, {
        kind: COMMENT_JOBS.confirm,
        payload: { subscriptionId: subscription.id },
        blogId: comment.blogId,
        dedupeKey: `${COMMENT_JOBS.confirm}:${subscription.id}`,
      });
    }
  }
  if (status === 'APPROVED') await commentShown(tx, comment);
}

/**
 * Stores a visitor's comment with the jobs it causes ({@link commentWritten}). The common case,
 * a comment that is news and nothing more, is one statement: the comment and its job inserted
 * together by a data-modifying WITH, atomic without the three extra round trips of a
 * transaction (on the embedded database every statement takes the server's one thread).
 */
export async function storeVisitorComment(
  db: AppDeps['db'],
  values: {
    blogId: number;
    postId: number;
    parentId: number | null;
    authorName: string;
    authorEmail: string;
    content: string;
    status: string;
    ipHash: string;
  },
  options: { notifyReplies?: boolean } = {},
): Promise<{ id: number; uuid: string }> {
  const status = values.status as CommentStatus;
  const onlyNews =
    !options.notifyReplies &&
    commentIsNews({ status, isStaffReply: false }) &&
    !(status === 'APPROVED' && values.parentId !== null);
  if (!onlyNews) {
    return db.transaction(async (tx) => {
      const [inserted] = await tx.insert(comments).values(values).returning();
      if (!inserted) throw new Error('insert returned no row');
      await commentWritten(tx, inserted, options);
      return inserted;
    });
  }
  const result = await db.execute<{ id: number; uuid: string }>(sql`
    with inserted as (
      insert into ${comments} (blog_id, post_id, parent_id, author_name, author_email, content, status, ip_hash)
      values (${values.blogId}, ${values.postId}, ${values.parentId}, ${values.authorName},
        ${values.authorEmail}, ${values.content}, ${values.status}, ${values.ipHash})
      returning id, uuid
    ), job as (
      insert into ${backgroundJobs} (kind, payload, blog_id, dedupe_key)
      select ${COMMENT_JOBS.notify}, jsonb_build_object('commentId', id), ${values.blogId},
        ${`${COMMENT_JOBS.notify}:`} || id
      from inserted
    )
    select id, uuid from inserted`);
  const rows = Array.isArray(result)
    ? (result as { id: number; uuid: string }[])
    : (result as unknown as { rows: { id: number; uuid: string }[] }).rows;
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return { id: Number(row.id), uuid: String(row.uuid) };
}

/**
 * A comment became visible (stored approved, or approved by staff): if it is a reply, its
 * thread's subscribers hear of it, once whatever happens to it later.
 */
export async function commentShown(
  tx: Queryable,
  comment: Pick<WrittenComment, 'id' | 'blogId' | 'parentId'>,
): Promise<void> {
  if (comment.parentId === null) return;
  await enqueueJob(tx, {
    kind: COMMENT_JOBS.reply,
    payload: { replyId: comment.id },
    blogId: comment.blogId,
    dedupeKey: `${COMMENT_JOBS.reply}:${comment.id}`,
  });
}

/** {@link commentShown} for many comments at once, by id (a bulk approval). */
export async function commentsShown(tx: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const replies = await tx
    .select({ id: comments.id, blogId: comments.blogId, parentId: comments.parentId })
    .from(comments)
    .where(and(inArray(comments.id, [...ids]), isNotNull(comments.parentId)));
  for (const reply of replies) await commentShown(tx, reply);
}

// ——— Who may moderate, from the stored membership ———

/** The member's right to moderate a comment on a post by `postAuthorId`, read now. */
export async function mayModerate(
  db: Queryable,
  userId: number,
  blogId: number,
  postAuthorId: number | null,
): Promise<boolean> {
  const [user] = await db
    .select({ uuid: users.uuid, isSuperAdmin: users.isSuperAdmin, role: blogMembers.role })
    .from(users)
    .leftJoin(blogMembers, and(eq(blogMembers.userId, users.id), eq(blogMembers.blogId, blogId)))
    .where(eq(users.id, userId));
  if (!user) return false;
  const role = user.isSuperAdmin ? 'SUPER_ADMIN' : ((user.role as Role | null) ?? null);
  const actor = { userId, userUuid: user.uuid, isSuperAdmin: user.isSuperAdmin, role, blogId };
  return can(actor, 'moderate:comment:own', { authorId: postAuthorId });
}

/** The blog's members as the notification rule reads them. */
async function membersOf(db: Queryable, blogId: number) {
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      role: blogMembers.role,
      mode: users.commentNotifications,
    })
    .from(blogMembers)
    .innerJoin(users, eq(users.id, blogMembers.userId))
    .where(eq(blogMembers.blogId, blogId))
    .orderBy(asc(users.id));
  return rows.map((row) => ({
    ...row,
    role: row.role as 'ADMIN' | 'AUTHOR',
    mode: (isCommentNotificationMode(row.mode) ? row.mode : 'EACH') as CommentNotificationMode,
  }));
}

/** A comment with what the mails and the digest show of its post and blog. */
const COMMENT_IN_CONTEXT = {
  comment: comments,
  postTitle: posts.title,
  postSlug: posts.slug,
  postAuthorId: posts.authorId,
  blogName: blogs.name,
  subdomain: blogs.subdomain,
};

/** A comment with its post and blog, as the mails show them. */
async function commentInContext(db: Queryable, commentId: number) {
  const [row] = await db
    .select({
      ...COMMENT_IN_CONTEXT,
      postStatus: posts.status,
      postLanguage: posts.language,
      mainLanguage: settings.language,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(blogs, eq(blogs.id, comments.blogId))
    .leftJoin(settings, eq(settings.blogId, comments.blogId))
    .where(eq(comments.id, commentId));
  if (!row) return null;
  const language = normalizeLanguage(row.postLanguage);
  const path = itemPath('post', row.postSlug, language, normalizeLanguage(row.mainLanguage));
  return { ...row, language, path };
}

// ——— The jobs ———

type Deps = Pick<
  AppDeps,
  'db' | 'mailer' | 'now' | 'publicOrigin' | 'publicDomain' | 'wakeJobs' | 'rateLimitStore'
>;

/** The handlers of the comment mail jobs, by kind. */
export function commentNotificationJobs(deps: Deps): Record<string, JobHandler> {
  const { db } = deps;

  /**
   * One job per comment mails every recipient in turn; the progress, the job's checkpoint,
   * lists those already mailed, so a retry after a failure mails only the others. The
   * recipients and their choices are read when the job runs: a choice changed since the
   * comment counts.
   */
  const notify: JobHandler = async ({ job, reportProgress }) => {
    const { commentId } = job.payload as { commentId: number };
    const sent = new Set((job.progress as { sent?: number[] } | null)?.sent ?? []);
    const found = await commentInContext(db, commentId);
    if (!found || found.postStatus === 'TRASHED') return { mailed: sent.size };
    const rule = {
      status: found.comment.status as CommentStatus,
      isStaffReply: found.comment.isStaffReply,
      authorEmail: found.comment.authorEmail,
      postAuthorId: found.postAuthorId,
    };
    const recipients = commentMailRecipients(rule, await membersOf(db, found.comment.blogId));
    const days = COMMENT_LINK_TTL_DAYS.moderation;
    for (const member of recipients) {
      if (sent.has(member.userId)) continue;
      // Visitors decide how many comments come: a member is mailed a few dozen a day at most,
      // the rest wait in the panel as every comment does.
      const taken = await takeRecipientMail(
        deps.rateLimitStore,
        'newComment',
        member.email,
        found.comment.blogId,
        deps.now(),
      );
      if (!taken.allowed) {
        sent.add(member.userId);
        continue;
      }
      const base = { blogId: found.comment.blogId, commentId, userId: member.userId };
      const pending = found.comment.status === 'PENDING';
      const purposes: CommentLinkPurpose[] = pending ? ['QUEUE', 'APPROVE'] : ['QUEUE'];
      const [queue = '', approve = null] = await issueLinks(
        db,
        deps.publicOrigin,
        purposes.map((purpose) => ({ ...base, purpose })),
        days,
        deps.now(),
      );
      await sendCapped(taken, () =>
        deps.mailer.send(
          newCommentMail({
            to: member.email,
            name: member.name,
            blogName: found.blogName,
            postTitle: found.postTitle,
            authorName: found.comment.authorName,
            content: found.comment.content,
            approveLink: approve,
            queueLink: queue,
            days,
          }),
        ),
      );
      sent.add(member.userId);
      // After the last one the job's completion is the record.
      if (recipients.some((m) => !sent.has(m.userId))) await reportProgress({ sent: [...sent] });
    }
    return { mailed: sent.size };
  };

  const digest: JobHandler = async ({ job }) => {
    const { userId, day } = job.payload as { userId: number; day: string };
    const [user] = await db
      .select({ email: users.email, name: users.name, mode: users.commentNotifications })
      .from(users)
      .where(eq(users.id, userId));
    if (user?.mode !== 'DIGEST') return { sent: 0 };
    const since = new Date(`${day}T00:00:00Z`);
    const items = await digestItems(
      deps,
      { userId, email: user.email },
      since,
      new Date(since.getTime() + DAY_MS),
    );
    if (items.length === 0) return { sent: 0 };
    await deps.mailer.send(
      commentDigestMail({
        to: user.email,
        name: user.name,
        day,
        items,
        queueLink: queueLink(deps.publicOrigin),
      }),
    );
    return { sent: items.length };
  };

  const confirm: JobHandler = async ({ job }) => {
    const { subscriptionId } = job.payload as { subscriptionId: number };
    const [subscription] = await db
      .select()
      .from(commentSubscriptions)
      .where(eq(commentSubscriptions.id, subscriptionId));
    if (!subscription || subscription.confirmedAt || subscription.unsubscribedAt) {
      return { sent: false };
    }
    const found = await commentInContext(db, subscription.commentId);
    if (!found) return { sent: false };
    // Anyone can type any address in a comment form: the blog mails it a few a day, no more.
    const taken = await takeRecipientMail(
      deps.rateLimitStore,
      'replyConfirm',
      subscription.email,
      found.comment.blogId,
      deps.now(),
    );
    if (!taken.allowed) return { sent: false, capped: true };
    const days = COMMENT_LINK_TTL_DAYS.confirm;
    const link = await issueLink(
      db,
      deps.publicOrigin,
      {
        purpose: 'CONFIRM',
        blogId: found.comment.blogId,
        commentId: found.comment.id,
        subscriptionId,
      },
      days,
      deps.now(),
    );
    await sendCapped(taken, () =>
      deps.mailer.send(
        replySubscriptionConfirmMail({
          to: subscription.email,
          name: found.comment.authorName,
          blogName: found.blogName,
          postTitle: found.postTitle,
          language: found.language,
          link,
          days,
        }),
      ),
    );
    return { sent: true };
  };

  const reply: JobHandler = async ({ job }) => {
    const { replyId } = job.payload as { replyId: number };
    const found = await commentInContext(db, replyId);
    const parentId = found?.comment.parentId ?? null;
    if (!found || parentId === null || found.comment.status !== 'APPROVED') return { mailed: 0 };
    // The thread: the comment answered and its other replies; each address once, never the
    // reply's own writer.
    const subscribers = await db
      .select({ id: commentSubscriptions.id, email: commentSubscriptions.email })
      .from(commentSubscriptions)
      .innerJoin(comments, eq(comments.id, commentSubscriptions.commentId))
      .where(
        and(
          or(eq(comments.id, parentId), eq(comments.parentId, parentId)),
          ne(comments.id, replyId),
          isNotNull(commentSubscriptions.confirmedAt),
          isNull(commentSubscriptions.unsubscribedAt),
        ),
      )
      .orderBy(asc(commentSubscriptions.id));
    const writer = found.comment.authorEmail.trim().toLowerCase();
    const seen = new Set<string>([writer]);
    let mailed = 0;
    for (const subscriber of subscribers) {
      if (seen.has(subscriber.email)) continue;
      seen.add(subscriber.email);
      mailed += 1;
      await enqueueJob(db, {
        kind: COMMENT_JOBS.replyMail,
        payload: { replyId, subscriptionId: subscriber.id },
        blogId: found.comment.blogId,
        dedupeKey: `${COMMENT_JOBS.replyMail}:${replyId}:${subscriber.id}`,
      });
    }
    if (mailed > 0) deps.wakeJobs?.();
    return { mailed };
  };

  const replyMail: JobHandler = async ({ job }) => {
    const { replyId, subscriptionId } = job.payload as { replyId: number; subscriptionId: number };
    const found = await commentInContext(db, replyId);
    if (found?.comment.status !== 'APPROVED' || found.postStatus !== 'PUBLISHED') {
      return { sent: false };
    }
    const [subscription] = await db
      .select({
        email: commentSubscriptions.email,
        commentId: commentSubscriptions.commentId,
        name: comments.authorName,
        unsubscribedAt: commentSubscriptions.unsubscribedAt,
      })
      .from(commentSubscriptions)
      .innerJoin(comments, eq(comments.id, commentSubscriptions.commentId))
      .where(eq(commentSubscriptions.id, subscriptionId));
    if (!subscription || subscription.unsubscribedAt) return { sent: false };
    const taken = await takeRecipientMail(
      deps.rateLimitStore,
      'replyNotice',
      subscription.email,
      found.comment.blogId,
      deps.now(),
    );
    if (!taken.allowed) return { sent: false, capped: true };
    const unsubscribeLink = await issueLink(
      db,
      deps.publicOrigin,
      {
        purpose: 'UNSUBSCRIBE',
        blogId: found.comment.blogId,
        commentId: subscription.commentId,
        subscriptionId,
      },
      COMMENT_LINK_TTL_DAYS.unsubscribe,
      deps.now(),
    );
    await sendCapped(taken, () =>
      deps.mailer.send(
        commentReplyMail({
          to: subscription.email,
          name: subscription.name,
          blogName: found.blogName,
          postTitle: found.postTitle,
          language: found.language,
          replyAuthor: found.comment.authorName,
          isStaffReply: found.comment.isStaffReply,
          content: found.comment.content,
          postLink: `${blogOrigin(deps, found.subdomain)}${found.path}#comentario-${found.comment.uuid}`,
          unsubscribeLink,
        }),
      ),
    );
    return { sent: true };
  };

  return {
    [COMMENT_JOBS.notify]: notify,
    [COMMENT_JOBS.digest]: digest,
    [COMMENT_JOBS.confirm]: confirm,
    [COMMENT_JOBS.reply]: reply,
    [COMMENT_JOBS.replyMail]: replyMail,
    [COMMENT_JOBS.digests]: async () => {
      const now = deps.now();
      return {
        digests: await enqueueCommentDigests(db, now),
        links: await purgeCommentLinks(db, now),
      };
    },
  };
}

/**
 * A digest member's comments of [since, until): every blog they administer, their own posts on
 * the others; news only, not their own, posts not in the trash; oldest first.
 */
async function digestItems(
  deps: Deps,
  user: { userId: number; email: string },
  since: Date,
  until: Date,
): Promise<DigestItem[]> {
  const memberships = await deps.db
    .select({ blogId: blogMembers.blogId })
    .from(blogMembers)
    .where(eq(blogMembers.userId, user.userId));
  if (memberships.length === 0) return [];
  const rows = await deps.db
    .select(COMMENT_IN_CONTEXT)
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .innerJoin(blogs, eq(blogs.id, comments.blogId))
    .where(
      and(
        inArray(
          comments.blogId,
          memberships.map((m) => m.blogId),
        ),
        gte(comments.createdAt, since),
        lt(comments.createdAt, until),
        ne(posts.status, 'TRASHED'),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const byBlog = new Map<number, Awaited<ReturnType<typeof membersOf>>>();
  const items: DigestItem[] = [];
  for (const row of rows) {
    let members = byBlog.get(row.comment.blogId);
    if (!members) {
      members = await membersOf(deps.db, row.comment.blogId);
      byBlog.set(row.comment.blogId, members);
    }
    const audience = commentAudience(
      {
        status: row.comment.status as CommentStatus,
        isStaffReply: row.comment.isStaffReply,
        authorEmail: row.comment.authorEmail,
        postAuthorId: row.postAuthorId,
      },
      members,
    );
    if (!audience.some((m) => m.userId === user.userId)) continue;
    items.push({
      blogName: row.blogName,
      postTitle: row.postTitle,
      authorName: row.comment.authorName,
      content: row.comment.content,
      statusLabel: COMMENT_STATUS_LABELS[row.comment.status as CommentStatus],
      postLink: postLink(deps, row.subdomain, row.postSlug),
    });
  }
  return items;
}

/**
 * The periodic step: each member who chose the digest gets a job for the day before, keyed by
 * member and day, so every instance may run it every hour and one mail goes out per day.
 */
export async function enqueueCommentDigests(
  db: Queryable,
  now: Date,
  wake?: () => void,
): Promise<number> {
  const { day } = digestWindow(now);
  const rows = await db
    .selectDistinct({ userId: users.id })
    .from(users)
    .innerJoin(blogMembers, eq(blogMembers.userId, users.id))
    .where(eq(users.commentNotifications, 'DIGEST'));
  for (const row of rows) {
    await enqueueJob(db, {
      kind: COMMENT_JOBS.digest,
      payload: { userId: row.userId, day },
      dedupeKey: `${COMMENT_JOBS.digest}:${row.userId}:${day}`,
      runAt: now,
    });
  }
  if (rows.length > 0) wake?.();
  return rows.length;
}

/** How long a link's row outlives its expiry, like the other mailed links. */
const LINK_RETENTION_MS = 30 * DAY_MS;

/** Deletes comment links expired more than 30 days ago. */
export async function purgeCommentLinks(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(commentMailLinks)
    .where(lt(commentMailLinks.expiresAt, new Date(now.getTime() - LINK_RETENTION_MS)))
    .returning({ id: commentMailLinks.id });
  return gone.length;
}

// ——— The preference ———

export async function getCommentNotificationMode(
  db: Queryable,
  userId: number,
): Promise<CommentNotificationMode> {
  const [row] = await db
    .select({ mode: users.commentNotifications })
    .from(users)
    .where(eq(users.id, userId));
  return row && isCommentNotificationMode(row.mode) ? row.mode : 'EACH';
}

export async function setCommentNotificationMode(
  db: Queryable,
  userId: number,
  mode: CommentNotificationMode,
): Promise<CommentNotificationMode> {
  await db.update(users).set({ commentNotifications: mode }).where(eq(users.id, userId));
  return mode;
}

// ——— Following a link ———

export type LinkOutcome =
  | { ok: true; message: string; redirect?: string }
  | { ok: false; status: 400 | 403 | 404 | 409 | 410; message: string };

const M = COMMENT_NOTIFICATION_MESSAGES;

/** The link's row if it is of `purpose`, or why it cannot be used (`consume` also marks it used). */
async function findLink(db: Queryable, token: string, purpose: CommentLinkPurpose, now: Date) {
  const [link] = await db
    .select()
    .from(commentMailLinks)
    .where(
      and(
        eq(commentMailLinks.tokenHash, linkTokenHash(token)),
        eq(commentMailLinks.purpose, purpose),
      ),
    );
  if (!link) return { problem: { ok: false, status: 404, message: M.linkInvalid } as const };
  if (link.expiresAt.getTime() <= now.getTime()) {
    const message = purpose === 'CONFIRM' ? M.confirmExpired : M.linkExpired;
    return { problem: { ok: false, status: 410, message } as const };
  }
  return { link };
}

/** Marks a link used unless another request did first: single use under concurrency. */
async function consume(db: Queryable, linkId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(commentMailLinks)
    .set({ usedAt: now })
    .where(and(eq(commentMailLinks.id, linkId), isNull(commentMailLinks.usedAt)))
    .returning({ id: commentMailLinks.id });
  return rows.length > 0;
}

const USED = { ok: false, status: 410, message: M.linkUsed } as const;

/**
 * What an approve link would do, checked without using it (the page a GET shows): the comment
 * summary to show, or why it cannot be done.
 */
export async function checkApproveLink(
  db: Queryable,
  token: string,
  now: Date,
): Promise<
  | { ok: true; authorName: string; content: string; postTitle: string; blogName: string }
  | Extract<LinkOutcome, { ok: false }>
> {
  const found = await findLink(db, token, 'APPROVE', now);
  if (found.problem) return found.problem;
  const { link } = found;
  if (link.usedAt) return USED;
  const context = await commentInContext(db, link.commentId);
  if (!context) return { ok: false, status: 404, message: M.commentGone };
  const userId = link.userId;
  if (userId === null || !(await mayModerate(db, userId, link.blogId, context.postAuthorId))) {
    return { ok: false, status: 403, message: M.notAllowed };
  }
  const status = context.comment.status as CommentStatus;
  if (status !== 'PENDING') {
    return { ok: false, status: 409, message: M.notPending(COMMENT_STATUS_LABELS[status]) };
  }
  return {
    ok: true,
    authorName: context.comment.authorName,
    content: context.comment.content,
    postTitle: context.postTitle,
    blogName: context.blogName,
  };
}

/**
 * The approve link's POST: the recipient must still be able to moderate the comment; the link is
 * used up and the comment approved (from PENDING only, as the panel would) in one transaction.
 */
export async function followApproveLink(
  db: AppDeps['db'],
  token: string,
  now: Date,
): Promise<LinkOutcome & { blogId?: number }> {
  const checked = await checkApproveLink(db, token, now);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const found = await findLink(tx, token, 'APPROVE', now);
    if (found.problem) return found.problem;
    if (!(await consume(tx, found.link.id, now))) return USED;
    const [approved] = await tx
      .update(comments)
      .set({ status: 'APPROVED' })
      .where(and(eq(comments.id, found.link.commentId), eq(comments.status, 'PENDING')))
      .returning();
    if (!approved) {
      return { ok: false, status: 409, message: M.notPending(COMMENT_STATUS_LABELS.APPROVED) };
    }
    await commentShown(tx, approved);
    return { ok: true, message: M.approved, blogId: approved.blogId };
  });
}

/** The queue link: used up on the way to the panel's comments, where sign-in is asked if needed. */
export async function followQueueLink(
  db: Queryable,
  origin: string,
  token: string,
  now: Date,
): Promise<LinkOutcome> {
  const found = await findLink(db, token, 'QUEUE', now);
  if (found.problem) return found.problem;
  if (found.link.usedAt || !(await consume(db, found.link.id, now))) return USED;
  const [blog] = await db
    .select({ uuid: blogs.uuid })
    .from(blogs)
    .where(eq(blogs.id, found.link.blogId));
  return { ok: true, message: M.openPanel, redirect: queueLink(origin, blog?.uuid) };
}

/**
 * What a visitor's link answers: `message` in Spanish for the API's JSON, `page` the same in
 * `language`, the language of the post commented on, for the page a person reads.
 */
export type VisitorLinkOutcome =
  | { ok: true; message: string; page: string; language: Language }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409 | 410;
      message: string;
      page: string;
      language: Language;
    };

/** A step of a visitor's link: the page a GET shows, or what the POST does. */
type VisitorLinkStep = (
  db: Queryable,
  token: string,
  purpose: 'CONFIRM' | 'UNSUBSCRIBE',
  now: Date,
) => Promise<VisitorLinkOutcome>;

/**
 * The language of the post a visitor's link is about, whatever the link's state; Spanish for a
 * token that names no link.
 */
async function visitorLinkLanguage(db: Queryable, token: string): Promise<Language> {
  const [row] = await db
    .select({ language: posts.language })
    .from(commentMailLinks)
    .innerJoin(comments, eq(comments.id, commentMailLinks.commentId))
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(commentMailLinks.tokenHash, linkTokenHash(token)));
  return normalizeLanguage(row?.language);
}

/** The answer of one step in the link's language: `key` names the same sentence in each. */
async function visitorAnswer(
  db: Queryable,
  token: string,
  outcome: LinkOutcome,
  key: keyof (typeof REPLY_LINK_PAGE_MESSAGES)['es'],
): Promise<VisitorLinkOutcome> {
  const language = await visitorLinkLanguage(db, token);
  return { ...outcome, page: REPLY_LINK_PAGE_MESSAGES[language][key], language };
}

/** Which sentence of the pages a refusal is. */
const refusalKey = (message: string, purpose: 'CONFIRM' | 'UNSUBSCRIBE') =>
  message === M.linkUsed
    ? 'linkUsed'
    : message === M.confirmExpired
      ? 'confirmExpired'
      : message === M.linkExpired && purpose === 'UNSUBSCRIBE'
        ? 'unsubscribeExpired'
        : 'linkInvalid';

/** Whether a visitor's link can be followed, for the page a GET shows. */
export const checkVisitorLink: VisitorLinkStep = async (db, token, purpose, now) => {
  const found = await findLink(db, token, purpose, now);
  if (found.problem)
    return visitorAnswer(db, token, found.problem, refusalKey(found.problem.message, purpose));
  if (purpose === 'CONFIRM' && found.link.usedAt) return visitorAnswer(db, token, USED, 'linkUsed');
  return purpose === 'CONFIRM'
    ? visitorAnswer(db, token, { ok: true, message: M.confirmTitle }, 'confirmText')
    : visitorAnswer(db, token, { ok: true, message: M.unsubscribeTitle }, 'unsubscribeTitle');
};

/**
 * The visitor's POST: confirming starts the mails (the link is used up); unsubscribing stops
 * them and may be repeated with the same link until it expires, answering the same.
 */
export const followVisitorLink: VisitorLinkStep = async (db, token, purpose, now) => {
  const found = await findLink(db, token, purpose, now);
  if (found.problem)
    return visitorAnswer(db, token, found.problem, refusalKey(found.problem.message, purpose));
  const { link } = found;
  if (link.subscriptionId === null)
    return visitorAnswer(
      db,
      token,
      { ok: false, status: 404, message: M.linkInvalid },
      'linkInvalid',
    );
  if (purpose === 'CONFIRM') {
    if (link.usedAt || !(await consume(db, link.id, now)))
      return visitorAnswer(db, token, USED, 'linkUsed');
    await stampOnce(db, link.subscriptionId, 'confirmedAt', now);
    return visitorAnswer(db, token, { ok: true, message: M.confirmed }, 'confirmed');
  }
  await consume(db, link.id, now);
  await stampOnce(db, link.subscriptionId, 'unsubscribedAt', now);
  return visitorAnswer(db, token, { ok: true, message: M.unsubscribed }, 'unsubscribed');
};

/** Sets a subscription's confirmation or its end, the first time only: a repeat keeps the date. */
async function stampOnce(
  db: Queryable,
  subscriptionId: number,
  column: 'confirmedAt' | 'unsubscribedAt',
  now: Date,
): Promise<void> {
  await db
    .update(commentSubscriptions)
    .set({ [column]: now })
    .where(and(eq(commentSubscriptions.id, subscriptionId), isNull(commentSubscriptions[column])));
}
