import type { CommentAction } from '../comments/comments.ts';
import { COMMENT_ACTION_FAILURES } from '../comments/comments.ts';
import {
  BLOG_MESSAGES,
  CATEGORY_MESSAGES,
  COMMENT_MESSAGES,
  LOGIN_MESSAGES,
  MEDIA_MESSAGES,
  MENU_MESSAGES,
  mediaUploadHttpMessage,
  PAGE_MESSAGES,
  POST_MESSAGES,
  SERIES_MESSAGES,
  SETTINGS_MESSAGES,
  SIGNUP_MESSAGES,
  USER_MESSAGES,
} from '../messages.es.ts';

/**
 * The fields of the server's error body (`{ error, message?, details? }`,
 * docs/architecture.md#server-request).
 */
export type ServerTextField = 'error' | 'message' | 'details';

/**
 * Readable text from a value of an error body: a non-blank string, the strings in an array or
 * object (a validation's `details`, `{ message }` items, `{ field: [messages] }`) joined with ". ".
 */
function textOf(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (depth > 3 || value === null || typeof value !== 'object') return null;
  if (!Array.isArray(value) && 'message' in value) return textOf(value.message, depth + 1);
  const parts = Object.values(value)
    .map((item) => textOf(item, depth + 1))
    .filter((text): text is string => text !== null);
  return parts.length > 0 ? parts.join('. ') : null;
}

/**
 * The first field of a server error body, in `fields` order, that holds readable text; null
 * when the body is not an object or none does. Raw text bodies are not read (they may be an
 * HTML error page).
 */
export function readServerText(body: unknown, fields: readonly ServerTextField[]): string | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const record = body as Partial<Record<ServerTextField, unknown>>;
  for (const field of fields) {
    const text = textOf(record[field]);
    if (text !== null) return text;
  }
  return null;
}

/** The text of a thrown value: an Error's message or a string; null otherwise. */
export function errorText(cause: unknown): string | null {
  if (cause instanceof Error) return textOf(cause.message);
  return textOf(typeof cause === 'string' ? cause : null);
}

/** What went wrong with a login attempt, as the client sees it. */
export type LoginFailure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'http'; status: number; body?: unknown }
  | { kind: 'success-false'; error?: string | null }
  | { kind: 'incomplete' }
  | { kind: 'storage' };

/**
 * Login, in the spec's order: time-out; 401; 500 or above; another answer's `error` field
 * (else the authentication fallback); no answer; `success: false` with its error, else the
 * fallback; token or user missing; the session could not be stored.
 */
export function loginErrorMessage(failure: LoginFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return LOGIN_MESSAGES.timeout;
    case 'network':
      return LOGIN_MESSAGES.network;
    case 'http':
      if (failure.status === 401) return LOGIN_MESSAGES.invalidCredentials;
      if (failure.status >= 500) return LOGIN_MESSAGES.serverError;
      return readServerText(failure.body, ['error']) ?? LOGIN_MESSAGES.authFailed;
    case 'success-false':
      return textOf(failure.error) ?? LOGIN_MESSAGES.authFailed;
    case 'incomplete':
      return LOGIN_MESSAGES.incomplete;
    case 'storage':
      return LOGIN_MESSAGES.storage;
  }
}

export type SignupStep = 'captcha' | 'request-code' | 'verify-code' | 'create-account';

const SIGNUP_FALLBACKS: Record<SignupStep, string> = {
  captcha: SIGNUP_MESSAGES.captcha,
  'request-code': SIGNUP_MESSAGES.requestCode,
  'verify-code': SIGNUP_MESSAGES.verifyCode,
  'create-account': SIGNUP_MESSAGES.createAccount,
};

/** Signup: the server's error field, else the step's message. */
export function signupErrorMessage(step: SignupStep, body?: unknown): string {
  return readServerText(body, ['error']) ?? SIGNUP_FALLBACKS[step];
}

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

/** Comments load: the server's error text, else 'Error al cargar los comentarios'. */
export function commentsLoadErrorMessage(body?: unknown): string {
  return readServerText(body, ['error']) ?? COMMENT_MESSAGES.loadFailed;
}

/** Comment actions: the server's error text first, else the action's message. */
export function commentActionErrorMessage(action: CommentAction, body?: unknown): string {
  return readServerText(body, ['error']) ?? COMMENT_ACTION_FAILURES[action];
}

/** Blogs list: the server message, else 'No se pudo conectar al servidor. Intenta nuevamente.' */
export function blogsListErrorMessage(body?: unknown): string {
  return readServerText(body, ['message']) ?? BLOG_MESSAGES.listFailed;
}

/** Blog save: the server message or error, else 'Error al guardar blog'. */
export function blogSaveErrorMessage(body?: unknown): string {
  return readServerText(body, ['message', 'error']) ?? BLOG_MESSAGES.saveFailed;
}

/** Users save: the server's error text, else the alert's message. */
export function userSaveErrorMessage(body?: unknown): string {
  // A validation refusal names the field's problem in both (`message` first, as the blog save).
  return readServerText(body, ['message', 'error']) ?? USER_MESSAGES.saveFailed;
}

export type SettingsFailure = 'load' | 'save' | 'payment-link';

/** Settings: fixed messages per failure. */
export function settingsErrorMessage(failure: SettingsFailure): string {
  if (failure === 'load') return SETTINGS_MESSAGES.loadFailed;
  if (failure === 'save') return SETTINGS_MESSAGES.saveFailed;
  return SETTINGS_MESSAGES.paymentLinkFailed;
}

export type MediaUploadFailure =
  | { kind: 'no-token' }
  | { kind: 'http'; status: number; body: string }
  | { kind: 'network' };

/**
 * Media upload: no token, a non-ok answer as 'Error {status}: {body}' (the raw body text,
 * or the server's `error` when the body is JSON), or 'Error al subir la imagen'.
 */
export function mediaUploadErrorMessage(failure: MediaUploadFailure): string {
  if (failure.kind === 'no-token') return MEDIA_MESSAGES.missingToken;
  if (failure.kind === 'network') return MEDIA_MESSAGES.uploadFailed;
  return mediaUploadHttpMessage(failure.status, jsonErrorText(failure.body) ?? failure.body);
}

function jsonErrorText(body: string): string | null {
  try {
    return readServerText(JSON.parse(body), ['error', 'message']);
  } catch {
    return null;
  }
}
