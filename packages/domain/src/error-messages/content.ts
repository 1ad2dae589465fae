import { PAGE_MESSAGES, POST_MESSAGES, SERIES_MESSAGES } from '../messages/posts.es.ts';
import { errorText, readServerText } from './server-text.ts';

export type ContentEntity = 'post' | 'page' | 'series';

const CONTENT_SAVE_FALLBACKS: Record<ContentEntity, string> = {
  post: POST_MESSAGES.saveFailed,
  page: PAGE_MESSAGES.saveFailed,
  series: SERIES_MESSAGES.saveFailed,
};

const CONTENT_LOAD_FALLBACKS: Record<ContentEntity, string> = {
  post: POST_MESSAGES.loadFailed,
  page: PAGE_MESSAGES.loadFailed,
  series: SERIES_MESSAGES.loadFailed,
};

/** A failed call: the server's body when there was an answer, and the thrown value. */
export interface CallFailure {
  body?: unknown;
  cause?: unknown;
}

/**
 * Posts, pages and series save banner: the server message, else the server error, else the
 * error's text, else 'Error saving post', 'Error saving page' or 'Error al guardar la serie'.
 */
export function contentSaveErrorMessage(entity: ContentEntity, failure: CallFailure = {}): string {
  return (
    readServerText(failure.body, ['message', 'error']) ??
    errorText(failure.cause) ??
    CONTENT_SAVE_FALLBACKS[entity]
  );
}

/** Load fallbacks: the server's text first, else 'Error al cargar el post' and its kin. */
export function contentLoadErrorMessage(entity: ContentEntity, failure: CallFailure = {}): string {
  return readServerText(failure.body, ['message', 'error']) ?? CONTENT_LOAD_FALLBACKS[entity];
}
