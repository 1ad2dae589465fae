import type { ApiClient } from '../client.ts';
import type {
  ForgotPasswordBody,
  LoginAnswer,
  LoginBody,
  LoginEnrolBody,
  LoginVerifyBody,
  LoginVerifyResponse,
  RequestOtpBody,
  ResetPasswordBody,
  SignupBody,
  SignupResponse,
  UnlockBody,
  VerifyOtpBody,
} from '../schemas/auth.schema.ts';
import type { MessageResponse } from '../schemas/common.schema.ts';
import type { TwoFactorEnrolment } from '../schemas/two-factor.schema.ts';

/**
 * `POST /api/auth/login`: no token, no credentials cookie; a 401 means wrong credentials. A 200
 * is a session, or a step still to do (two-factor, emailed code, enrolment) with its challenge.
 */
export function login(client: ApiClient, body: LoginBody): Promise<LoginAnswer> {
  return client.request('/api/auth/login', { method: 'POST', body, anonymous: true });
}

/** `POST /api/auth/unlock`: the lock mail's link; the account stops asking for the captcha. */
export function unlock(client: ApiClient, body: UnlockBody): Promise<MessageResponse> {
  return client.request('/api/auth/unlock', { method: 'POST', body, anonymous: true });
}

/** `POST /api/auth/login/verify`: the step's code; answers like a login (a 401 is a wrong code). */
export function verifyLogin(
  client: ApiClient,
  body: LoginVerifyBody,
): Promise<LoginVerifyResponse> {
  return client.request('/api/auth/login/verify', { method: 'POST', body, anonymous: true });
}

/** `POST /api/auth/login/enrol`: the QR code and key of a sign-in at step 'enrol'. */
export function enrolAtLogin(client: ApiClient, body: LoginEnrolBody): Promise<TwoFactorEnrolment> {
  return client.request('/api/auth/login/enrol', { method: 'POST', body, anonymous: true });
}

/** `POST /api/auth/request-otp`: emails a one-time code; `captcha` is the solved ALTCHA payload. */
export function requestOtp(client: ApiClient, body: RequestOtpBody): Promise<MessageResponse> {
  return client.request('/api/auth/request-otp', { method: 'POST', body });
}

/** `POST /api/auth/verify-otp`: checks the emailed code. */
export function verifyOtp(client: ApiClient, body: VerifyOtpBody): Promise<MessageResponse> {
  return client.request('/api/auth/verify-otp', { method: 'POST', body });
}

/** `POST /api/auth/signup`: creates the account and its blog, and signs the new blogger in. */
export function signup(client: ApiClient, body: SignupBody): Promise<SignupResponse> {
  return client.request('/api/auth/signup', { method: 'POST', body });
}

/** `POST /api/password/forgot`: sends a reset link if the email exists. */
export function forgotPassword(
  client: ApiClient,
  body: ForgotPasswordBody,
): Promise<MessageResponse> {
  return client.request('/api/password/forgot', { method: 'POST', body });
}

/** `POST /api/password/reset`: sets a new password with the link's token. */
export function resetPassword(
  client: ApiClient,
  body: ResetPasswordBody,
): Promise<MessageResponse> {
  return client.request('/api/password/reset', { method: 'POST', body });
}
