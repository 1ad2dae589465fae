import type { CommentStatus } from '../constants/constants.ts';
import { COMMENT_MESSAGES } from '../messages.es.ts';

export const COMMENT_ACTIONS = ['approve', 'reject', 'spam', 'not-spam'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

/** Where each action leads, and from which statuses it is offered. */
const TRANSITIONS: Record<CommentAction, { from: readonly CommentStatus[]; to: CommentStatus }> = {
  approve: { from: ['PENDING', 'REJECTED'], to: 'APPROVED' },
  reject: { from: ['PENDING', 'APPROVED'], to: 'REJECTED' },
  spam: { from: ['PENDING', 'APPROVED', 'REJECTED'], to: 'SPAM' },
  // 'No es spam': the score and the form's timing misjudge people; staff send them back to the
  // queue, where they are approved or rejected as any other (docs/decisions/050-not-spam.md).
  'not-spam': { from: ['SPAM'], to: 'PENDING' },
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
  'not-spam': 'No es spam',
};

/** The accessible name of an action's button on a row: 'Aprobar el comentario de Ana'. */
export function commentActionRowLabel(action: CommentAction, authorName: string): string {
  return action === 'not-spam'
    ? `El comentario de ${authorName} no es spam`
    : `${COMMENT_ACTION_LABELS[action]} el comentario de ${authorName}`;
}

/**
 * The confirmation each action asks first; null for the ones that ask nothing: approving (it
 * offers to undo) and 'No es spam' (the comment only goes back to the queue).
 */
export const COMMENT_ACTION_CONFIRMATIONS: Record<CommentAction, string | null> = {
  approve: COMMENT_MESSAGES.confirmApprove,
  reject: COMMENT_MESSAGES.confirmReject,
  spam: COMMENT_MESSAGES.confirmSpam,
  'not-spam': null,
};

/** Whether an action on one comment asks for a confirmation first. */
export function commentActionAsks(action: CommentAction): boolean {
  return action !== 'approve' && COMMENT_ACTION_CONFIRMATIONS[action] !== null;
}

/** The fallback message of each failed action (docs/product.md#comment-messages). */
export const COMMENT_ACTION_FAILURES: Record<CommentAction, string> = {
  approve: COMMENT_MESSAGES.approveFailed,
  reject: COMMENT_MESSAGES.rejectFailed,
  spam: COMMENT_MESSAGES.spamFailed,
  'not-spam': COMMENT_MESSAGES.notSpamFailed,
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

/** What one bulk request does to the selected comments: an action, or deleting them. */
export const COMMENT_BULK_ACTIONS = [...COMMENT_ACTIONS, 'delete'] as const;
export type CommentBulkAction = (typeof COMMENT_BULK_ACTIONS)[number];

/** The most comments one bulk request names: one page of the list at its largest. */
export const COMMENT_BULK_MAX = 100;

/**
 * The status an approval's undo gives back: the one the comment had, when it is still the
 * approved comment that approval made (and approval comes from that status); else null.
 */
export function undoApproveStatus(
  current: CommentStatus,
  previous: CommentStatus,
): CommentStatus | null {
  return current === 'APPROVED' && TRANSITIONS.approve.from.includes(previous) ? previous : null;
}

const plural = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

/** What a bulk action did, for the toast: 'Comentario aprobado', '3 comentarios aprobados'. */
export function commentBulkDoneMessage(action: CommentBulkAction | 'unapprove', n: number): string {
  switch (action) {
    case 'approve':
      return plural(n, 'Comentario aprobado', 'comentarios aprobados');
    case 'reject':
      return plural(n, 'Comentario rechazado', 'comentarios rechazados');
    case 'spam':
      return plural(n, 'Comentario marcado como spam', 'comentarios marcados como spam');
    case 'not-spam':
      return plural(n, 'Comentario devuelto a moderación', 'comentarios devueltos a moderación');
    case 'delete':
      return plural(n, 'Comentario eliminado', 'comentarios eliminados');
    case 'unapprove':
      return n === 1 ? 'Aprobación deshecha' : `Aprobación de ${n} comentarios deshecha`;
  }
}

/** The comments a bulk action left as they were, since their status does not allow it. */
export function commentBulkSkippedMessage(n: number): string {
  return n === 1
    ? '1 comentario no cambió: su estado no lo permite'
    : `${n} comentarios no cambiaron: su estado no lo permite`;
}

/**
 * The confirmation a bulk action asks first; approving (it can be undone) and 'No es spam' (back
 * to the queue) ask nothing.
 */
export function commentBulkConfirmation(action: CommentBulkAction, n: number): string | null {
  if (n === 1 && action !== 'approve') {
    return action === 'delete'
      ? COMMENT_MESSAGES.confirmDelete
      : COMMENT_ACTION_CONFIRMATIONS[action];
  }
  switch (action) {
    case 'approve':
    case 'not-spam':
      return null;
    case 'reject':
      return `¿Estás seguro de que quieres rechazar estos ${n} comentarios?`;
    case 'spam':
      return `¿Estás seguro de que quieres marcar estos ${n} comentarios como spam?`;
    case 'delete':
      return `¿Estás seguro de que quieres eliminar estos ${n} comentarios? Sus respuestas también se eliminarán.`;
  }
}

/** How far back the comments screen counts what went to Spam, for staff to look it over. */
export const RECENT_SPAM_DAYS = 7;

/**
 * The comments screen's note when recent comments went to Spam: the score misjudges some
 * people, so staff are told and can rescue them with 'No es spam' (docs/decisions/050-not-spam.md).
 */
export function recentSpamMessage(n: number): string {
  const what = n === 1 ? '1 comentario fue' : `${n} comentarios fueron`;
  return `${what} a Spam en los últimos ${RECENT_SPAM_DAYS} días. Revísalos por si alguno no lo es.`;
}

/** The sidebar badge's accessible name: '1 comentario pendiente', '3 comentarios pendientes'. */
export function pendingCommentsLabel(n: number): string {
  return n === 1 ? '1 comentario pendiente' : `${n} comentarios pendientes`;
}

/** The bulk bar's buttons. */
export const COMMENT_BULK_LABELS: Record<CommentBulkAction, string> = {
  approve: 'Aprobar',
  reject: 'Rechazar',
  spam: 'Marcar como spam',
  'not-spam': 'No es spam',
  delete: 'Eliminar',
};
