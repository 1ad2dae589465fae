import { LOGIN_MESSAGES } from '../messages/login.es.ts';
import { SIGNUP_MESSAGES } from '../messages/signup.es.ts';
import { readServerText, textOf } from './server-text.ts';

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
