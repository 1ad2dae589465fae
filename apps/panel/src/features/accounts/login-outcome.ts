import { isApiError, type LoginResponse, type SessionUser } from '@bitacora/api';
import { type LoginFailure, loginErrorMessage } from '@bitacora/domain';
import { PATHS } from '../../paths.ts';

export type LoginOutcome =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; message: string };

/** Login: what an answer means, in the spec's order of checks. */
export function readLoginAnswer(answer: Partial<LoginResponse> | null | undefined): LoginOutcome {
  if (answer?.success === false) {
    return {
      ok: false,
      message: loginErrorMessage({ kind: 'success-false', error: answer.error }),
    };
  }
  if (!answer?.token || !answer.user) {
    return { ok: false, message: loginErrorMessage({ kind: 'incomplete' }) };
  }
  return { ok: true, token: answer.token, user: answer.user };
}

/** Login: the message for a call that failed (time-out, no answer, or an error status). */
export function loginFailureMessage(error: unknown): string {
  let failure: LoginFailure = { kind: 'network' };
  if (isApiError(error)) {
    if (error.kind === 'timeout') failure = { kind: 'timeout' };
    else if (error.kind === 'http')
      failure = { kind: 'http', status: error.status, body: error.body };
  }
  return loginErrorMessage(failure);
}

/** SUPER_ADMIN lands on its blog list, anyone else on the dashboard (docs/product.md#login). */
export function landingPathFor(user: Pick<SessionUser, 'role'>): string {
  return user.role === 'SUPER_ADMIN' ? PATHS.superAdminBlogs : PATHS.dashboard;
}
