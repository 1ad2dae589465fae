import { isApiError } from '@bitacora/api';
import type { CallFailure } from '@bitacora/domain';

/** What domain's message mappers read from a failed call: the server's body and the error. */
export function failureOf(error: unknown): CallFailure {
  return isApiError(error) ? { body: error.body, cause: error } : { cause: error };
}

/** The server's body of a failed call, for mappers that read only the body. */
export function bodyOf(error: unknown): unknown {
  return isApiError(error) ? error.body : undefined;
}

/**
 * A 401/403: the API hook has already cleared the session and gone to /login, so the screen
 * shows nothing more for it.
 */
export function isSessionEnd(error: unknown): boolean {
  return isApiError(error) && error.isUnauthorized;
}

/** A 404 answer. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status === 404;
}

/** The server's own text of a failed call, or null (a fallback is the screen's). */
export function serverText(error: unknown): string | null {
  return isApiError(error) && error.fromServer ? error.error : null;
}
