import type { CommentAction } from '../comments/comments.ts';
import { COMMENT_ACTION_FAILURES } from '../comments/comments.ts';
import { COMMENT_MESSAGES } from '../messages/comments.es.ts';
import { readServerText } from './server-text.ts';

/** Comments load: the server's error text, else 'Error al cargar los comentarios'. */
export function commentsLoadErrorMessage(body?: unknown): string {
  return readServerText(body, ['error']) ?? COMMENT_MESSAGES.loadFailed;
}

/** Comment actions: the server's error text first, else the action's message. */
export function commentActionErrorMessage(action: CommentAction, body?: unknown): string {
  return readServerText(body, ['error']) ?? COMMENT_ACTION_FAILURES[action];
}

/** A failed reply or deletion: the server's text, else ours (docs/product.md#comment-messages). */
export function commentReplyErrorMessage(body?: unknown): string {
  return readServerText(body, ['error']) ?? COMMENT_MESSAGES.replyFailed;
}
export function commentDeleteErrorMessage(body?: unknown): string {
  return readServerText(body, ['error']) ?? COMMENT_MESSAGES.deleteFailed;
}
