import { isApiError } from '@bitacora/api';
import { POST_MESSAGES } from '@bitacora/domain';

export type BlogFailureAction =
  /** A 401/403: the session has ended and the API hook went to /login. */
  | { kind: 'none' }
  /** The blog is gone: forget it, alert, and go to /blogs. */
  | { kind: 'leave'; message: string }
  /** Anything else: alert and stay. */
  | { kind: 'alert'; message: string };

/**
 * What the panel does when the active blog cannot be fetched. A screen with its own message
 * (the dashboard's, with the status) leaves on every failure.
 */
export function blogFailureAction(
  error: unknown,
  missingMessage?: (status: number) => string,
): BlogFailureAction {
  if (isApiError(error) && error.isUnauthorized) return { kind: 'none' };
  const status = isApiError(error) ? error.status : 0;
  if (missingMessage) return { kind: 'leave', message: missingMessage(status) };
  if (status === 404) return { kind: 'leave', message: POST_MESSAGES.blogNotFound };
  return { kind: 'alert', message: POST_MESSAGES.blogFailed };
}
