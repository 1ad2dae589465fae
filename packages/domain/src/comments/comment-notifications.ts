import type { CommentStatus } from '../constants/constants.ts';

/**
 * Who hears of a new comment, and how (docs/decisions/025-comment-notifications.md). Each
 * member of a blog chooses in their profile: a mail per comment (the default), one daily
 * digest, or nothing.
 */
export const COMMENT_NOTIFICATION_MODES = ['EACH', 'DIGEST', 'OFF'] as const;
export type CommentNotificationMode = (typeof COMMENT_NOTIFICATION_MODES)[number];
export const DEFAULT_COMMENT_NOTIFICATION_MODE: CommentNotificationMode = 'EACH';

export const COMMENT_NOTIFICATION_MODE_LABELS: Record<CommentNotificationMode, string> = {
  EACH: 'Cada comentario',
  DIGEST: 'Un resumen diario',
  OFF: 'Ninguno',
};

/** How long each mailed link works. */
export const COMMENT_LINK_TTL_DAYS = {
  /** 'Aprobar' and 'Abrir la cola de moderación' in a staff member's mail. */
  moderation: 7,
  /** The visitor's confirmation of a reply subscription. */
  confirm: 7,
  /** 'Dejar de recibir avisos' in a reply mail: long, since a reply may come months later. */
  unsubscribe: 90,
} as const;

/** A member of the comment's blog, as the notification rule needs them. */
export interface NotifiableMember {
  userId: number;
  email: string;
  role: 'ADMIN' | 'AUTHOR';
  mode: CommentNotificationMode;
}

/** What the rule needs of the comment. */
export interface NotifiableComment {
  status: CommentStatus;
  isStaffReply: boolean;
  authorEmail: string;
  /** The post's author (null once their account is gone). */
  postAuthorId: number | null;
}

/**
 * Whether a comment is news for the blog's staff: the blog's own replies are not, and neither is
 * what went straight to Spam (staff look there when they want to; a flood would otherwise mail).
 */
export function commentIsNews(comment: Pick<NotifiableComment, 'status' | 'isStaffReply'>) {
  return !comment.isStaffReply && comment.status !== 'SPAM';
}

/**
 * Who a new comment concerns, whatever their choice of mail: the post's author and the blog's
 * admins, each once, never the person who wrote it (a member commenting as a visitor).
 */
export function commentAudience<M extends NotifiableMember>(
  comment: NotifiableComment,
  members: readonly M[],
): M[] {
  if (!commentIsNews(comment)) return [];
  const writer = comment.authorEmail.trim().toLowerCase();
  const seen = new Set<number>();
  const audience: M[] = [];
  for (const member of members) {
    const concerned = member.role === 'ADMIN' || member.userId === comment.postAuthorId;
    if (!concerned || seen.has(member.userId)) continue;
    if (member.email.trim().toLowerCase() === writer) continue;
    seen.add(member.userId);
    audience.push(member);
  }
  return audience;
}

/** Of the audience, who gets a mail for this comment now (the others wait for a digest, or not). */
export function commentMailRecipients<M extends NotifiableMember>(
  comment: NotifiableComment,
  members: readonly M[],
): M[] {
  return commentAudience(comment, members).filter((member) => member.mode === 'EACH');
}

/** Whether a stored value is a mode, for values read from the database or a request. */
export function isCommentNotificationMode(value: unknown): value is CommentNotificationMode {
  return (COMMENT_NOTIFICATION_MODES as readonly unknown[]).includes(value);
}

/**
 * The day a digest covers: the UTC day before `now`'s, as [since, until). One digest per user
 * per covered day, whichever instance or hour sends it.
 */
export function digestWindow(now: Date): { day: string; since: Date; until: Date } {
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const since = new Date(until.getTime() - 24 * 60 * 60_000);
  return { day: since.toISOString().slice(0, 10), since, until };
}
