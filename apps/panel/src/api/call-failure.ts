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

/** A 4xx answer: the server refused the request itself, and asking again gets the same. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500;
}

/** The server's own text of a failed call, or null (a fallback is the screen's). */
export function serverText(error: unknown): string | null {
  return isApiError(error) && error.fromServer ? error.error : null;
}

/**
 * A refused save's messages by field: the validation 400's `details` (`{ path, message }`,
 * docs/decisions/013-one-validation-error-body.md), the first message of each path.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const details = isApiError(error) ? error.details : undefined;
  if (!Array.isArray(details)) return {};
  const errors: Record<string, string> = {};
  for (const item of details as unknown[]) {
    if (item === null || typeof item !== 'object') continue;
    const { path, message } = item as { path?: unknown; message?: unknown };
    if (typeof path === 'string' && typeof message === 'string') errors[path] ??= message;
  }
  return errors;
}
