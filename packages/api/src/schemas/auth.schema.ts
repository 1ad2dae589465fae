import {
  ACCOUNT_FIELD_MESSAGES,
  FIELD_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_MESSAGES,
  ROLES,
  SIGNUP_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';
import { subdomainInput } from './blog.schema.ts';
import {
  emailInput,
  idSchema,
  newPasswordInput,
  safeString,
  TEXT_LIMITS,
  uuidSchema,
} from './common.schema.ts';

/** The login form's one message for a missing email or password. */
const LOGIN_REQUIRED = LOGIN_MESSAGES.required;

/** The user as the session keeps it (stored under `authUser`). */
export const sessionUserSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `POST /api/auth/login`. The email is trimmed and lower-cased; its format is not checked. */
export const loginBodySchema = z.object({
  email: safeString({
    required: LOGIN_REQUIRED,
    nonEmpty: true,
    max: TEXT_LIMITS.email,
    tooLong: FIELD_MESSAGES.emailTooLong(TEXT_LIMITS.email),
  }).toLowerCase(),
  password: safeString({
    trim: false,
    required: LOGIN_REQUIRED,
    nonEmpty: true,
    max: TEXT_LIMITS.password,
    tooLong: FIELD_MESSAGES.passwordTooLong(TEXT_LIMITS.password),
  }),
  /** The solved ALTCHA payload, asked only after many failures on the account. */
  captcha: z.string().max(10_000).optional(),
  /**
   * The panel's long-lived random id for this browser: a sign-in from one not seen before may
   * need an emailed code (NEW_DEVICE_CODE). Optional; a caller without one is always new.
   */
  device: safeString({ max: 100 }).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/**
 * What a successful login answers. A failed one is a 401 `{ error }`, a 429 with Retry-After,
 * or a 403 `{ error, captchaRequired: true }` when the account asks for the captcha.
 */
export const loginResponseSchema = z.object({
  success: z.boolean(),
  token: z.string(),
  user: sessionUserSchema,
  error: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The steps a sign-in may need after the password (docs/decisions/009-two-factor-sign-in.md). */
export const LOGIN_STEPS = ['two-factor', 'email-code', 'enrol'] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/**
 * A login whose password was right but that needs another step: 200 with no session yet, and a
 * challenge (10 minutes, this user and step only) for `POST /api/auth/login/verify`.
 */
export const loginStepResponseSchema = z.object({
  success: z.literal(false),
  step: z.enum(LOGIN_STEPS),
  challenge: z.string(),
});
export type LoginStepResponse = z.infer<typeof loginStepResponseSchema>;

/** Either answer of a 200 login. */
export type LoginAnswer = LoginResponse | LoginStepResponse;

const challengeInput = () =>
  safeString({
    required: TWO_FACTOR_MESSAGES.challengeInvalid,
    nonEmpty: true,
    max: 2000,
  });

/** `POST /api/auth/login/verify`: the step's code (TOTP, recovery or emailed). */
export const loginVerifyBodySchema = z.object({
  challenge: challengeInput(),
  code: safeString({ required: TWO_FACTOR_MESSAGES.codeRequired, nonEmpty: true, max: 32 }),
});
export type LoginVerifyBody = z.input<typeof loginVerifyBodySchema>;

/** A completed second step: as a login, plus the recovery codes of an enrolment at sign-in. */
export const loginVerifyResponseSchema = loginResponseSchema.extend({
  recoveryCodes: z.array(z.string()).optional(),
});
export type LoginVerifyResponse = z.infer<typeof loginVerifyResponseSchema>;

/** `POST /api/auth/login/enrol`: the enrolment of a sign-in at step 'enrol'. */
export const loginEnrolBodySchema = z.object({ challenge: challengeInput() });
export type LoginEnrolBody = z.input<typeof loginEnrolBodySchema>;

/**
 * `POST /api/auth/request-otp`: the email and the solved ALTCHA payload
 * (docs/architecture.md#captcha).
 */
export const requestOtpBodySchema = z.object({
  email: emailInput(),
  captcha: safeString({ required: SIGNUP_MESSAGES.captcha, nonEmpty: true, max: 10_000 }),
});
export type RequestOtpBody = z.input<typeof requestOtpBodySchema>;

/** `POST /api/auth/verify-otp`: the emailed 6-digit code. */
export const verifyOtpBodySchema = z.object({
  email: emailInput(),
  code: safeString({ required: ACCOUNT_FIELD_MESSAGES.codeRequired, nonEmpty: true }).regex(
    /^\d{6}$/,
    {
      error: ACCOUNT_FIELD_MESSAGES.codeSixDigits,
    },
  ),
});
/** `POST /api/auth/unlock`: the token from the lock mail's link. */
export const unlockBodySchema = z.object({
  token: safeString({
    required: ACCOUNT_FIELD_MESSAGES.unlockLinkInvalid,
    nonEmpty: true,
    max: 2_000,
  }),
});
export type UnlockBody = z.input<typeof unlockBodySchema>;

export type VerifyOtpBody = z.input<typeof verifyOtpBodySchema>;

/** `POST /api/auth/signup`: account and blog in one step (signup's step 3). */
export const signupBodySchema = z.object({
  email: emailInput(),
  password: newPasswordInput(),
  name: safeString({
    required: FIELD_MESSAGES.nameRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.name,
    tooLong: FIELD_MESSAGES.nameTooLong(TEXT_LIMITS.name),
  }),
  blogName: safeString({
    required: ACCOUNT_FIELD_MESSAGES.blogNameRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.name,
    tooLong: ACCOUNT_FIELD_MESSAGES.blogNameTooLong(TEXT_LIMITS.name),
  }),
  subdomain: subdomainInput(),
  /** The panel's device id, as at login: the browser that proved the address is then known. */
  device: safeString({ max: 100 }).optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

/**
 * The sign-in a signup or an accepted invitation ends with: a session as login answers it, or,
 * for an account that needs one, the login step still to do and its challenge for
 * `POST /api/auth/login/verify` (docs/decisions/054-signed-in-after-signup.md).
 */
export const entrySignInSchema = z.union([
  z.object({ token: z.string(), user: sessionUserSchema }),
  z.object({ step: z.enum(LOGIN_STEPS), challenge: z.string() }),
]);
export type EntrySignIn = z.infer<typeof entrySignInSchema>;

/** A 201 signup: the spec's message, the new blog, and the session (or step) it ends with. */
export const signupResponseSchema = z
  .object({ success: z.literal(true), message: z.string(), blogUuid: uuidSchema })
  .and(entrySignInSchema);
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/** `POST /api/password/forgot`. */
export const forgotPasswordBodySchema = z.object({ email: emailInput() });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** `POST /api/password/reset`: the token from the emailed link and the new password. */
export const resetPasswordBodySchema = z.object({
  token: safeString({ required: PASSWORD_MESSAGES.resetFailed, nonEmpty: true, max: 500 }),
  password: newPasswordInput(),
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;
