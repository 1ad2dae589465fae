import type { CommentStatus } from '../constants/constants.ts';
import { COMMENT_MESSAGES } from '../messages.es.ts';

export const COMMENT_ACTIONS = ['approve', 'reject', 'spam'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

/** Where each action leads, and from which statuses it is offered. */
const TRANSITIONS: Record<CommentAction, { from: readonly CommentStatus[]; to: CommentStatus }> = {
  approve: { from: ['PENDING', 'REJECTED'], to: 'APPROVED' },
  reject: { from: ['PENDING', 'APPROVED'], to: 'REJECTED' },
  spam: { from: ['PENDING', 'APPROVED', 'REJECTED'], to: 'SPAM' },
};

/** The actions a comment in `status` offers, in the order the row shows them. */
export function availableCommentActions(status: CommentStatus): CommentAction[] {
  return COMMENT_ACTIONS.filter((action) => TRANSITIONS[action].from.includes(status));
}

/** The status an action leads to, or null when the action is not offered for `status`. */
export function applyCommentAction(
  status: CommentStatus,
  action: CommentAction,
): CommentStatus | null {
  const transition = TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : null;
}

/** The Spanish label of each status (docs/product.md#comments). */
export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  PENDING: 'Pendiente',
  APPROVED: 'Aprobado',
  REJECTED: 'Rechazado',
  SPAM: 'Spam',
};

/** The button label of each action. */
export const COMMENT_ACTION_LABELS: Record<CommentAction, string> = {
  approve: 'Aprobar',
  reject: 'Rechazar',
  spam: 'Spam',
};

/** The confirmation each action asks first. */
export const COMMENT_ACTION_CONFIRMATIONS: Record<CommentAction, string> = {
  approve: COMMENT_MESSAGES.confirmApprove,
  reject: COMMENT_MESSAGES.confirmReject,
  spam: COMMENT_MESSAGES.confirmSpam,
};

/** The fallback message of each failed action (docs/product.md#comment-messages). */
export const COMMENT_ACTION_FAILURES: Record<CommentAction, string> = {
  approve: COMMENT_MESSAGES.approveFailed,
  reject: COMMENT_MESSAGES.rejectFailed,
  spam: COMMENT_MESSAGES.spamFailed,
};

export type CommentStatusFilter = CommentStatus | '';

/** The status filter; '' (Todos) sends an empty status (docs/product.md#comments). */
export const COMMENT_FILTER_OPTIONS: readonly { value: CommentStatusFilter; label: string }[] = [
  { value: '', label: 'Todos' },
  { value: 'PENDING', label: COMMENT_STATUS_LABELS.PENDING },
  { value: 'APPROVED', label: COMMENT_STATUS_LABELS.APPROVED },
  { value: 'REJECTED', label: COMMENT_STATUS_LABELS.REJECTED },
  { value: 'SPAM', label: COMMENT_STATUS_LABELS.SPAM },
];

/** Post column: the post's title, else the raw reference, else '-' (docs/product.md#comments). */
export function commentPostLabel(post: unknown): string {
  if (post !== null && typeof post === 'object') {
    const title = (post as { title?: unknown }).title;
    return typeof title === 'string' && title.trim() !== '' ? title : '-';
  }
  if (typeof post === 'string' && post.trim() !== '') return post;
  if (typeof post === 'number') return String(post);
  return '-';
}

/** What a reply's parent must be: a top-level comment of the same post, shown on the blog. */
export interface ReplyParent {
  postId: number;
  parentId: number | null;
  status: CommentStatus;
}

/**
 * Why `parent` cannot take a reply on post `postId`, or null when it can. Replies go one level
 * deep only, and answer only what visitors can read (docs/product.md#comment-replies).
 */
export function replyParentProblem(parent: ReplyParent | undefined, postId: number): string | null {
  if (!parent || parent.postId !== postId) return COMMENT_MESSAGES.replyParentNotFound;
  if (parent.parentId !== null) return COMMENT_MESSAGES.replyToReply;
  if (parent.status !== 'APPROVED') return COMMENT_MESSAGES.replyToHidden;
  return null;
}
