import { CATEGORY_MESSAGES, MENU_MESSAGES } from '../messages/categories.es.ts';
import { readServerText } from './server-text.ts';

/** Menu load: the server message, else the fallback. */
export function menuLoadErrorMessage(body?: unknown): string {
  return readServerText(body, ['message', 'error']) ?? MENU_MESSAGES.loadFailed;
}

/**
 * Menu save: details, then message, then the fallback. Our server always sends a Spanish
 * `error` too; it is read after `message`, before the fallback.
 */
export function menuSaveErrorMessage(body?: unknown): string {
  return readServerText(body, ['details', 'message', 'error']) ?? MENU_MESSAGES.saveFailed;
}

export type CategorySaveFailure =
  | { kind: 'no-blog' }
  | { kind: 'no-blog-id' }
  | { kind: 'server'; body?: unknown };

/**
 * Categories save: no blog selected, no blog id, or the server's error field else
 * 'Error al guardar la categoría'.
 */
export function categorySaveErrorMessage(failure: CategorySaveFailure): string {
  if (failure.kind === 'no-blog') return CATEGORY_MESSAGES.noBlog;
  if (failure.kind === 'no-blog-id') return CATEGORY_MESSAGES.blogIdMissing;
  return readServerText(failure.body, ['error']) ?? CATEGORY_MESSAGES.saveFailed;
}

/**
 * Categories delete: the server's error field (why it refused, e.g. posts with nowhere to
 * go) else 'Error deleting category'.
 */
export function categoryDeleteErrorMessage(body?: unknown): string {
  return readServerText(body, ['error']) ?? CATEGORY_MESSAGES.deleteFailed;
}
