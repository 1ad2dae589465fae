import type { TwoFactorEnrolment } from '@bitacora/api/schemas';
import {
  describeDevice,
  LOGIN_MESSAGES,
  SERVER_MESSAGES,
  TWO_FACTOR_MESSAGES,
} from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { CAPTCHA_INCORRECT, checkCaptcha, consumeCaptcha } from '../../platform/captcha/captcha.ts';
import type { User } from '../../platform/db/rows.ts';
import { users } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { httpError, tooManyRequests, unauthorized } from '../../platform/http/errors.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { lockedMail, newDeviceCodeMail } from '../../platform/mail/templates.ts';
import { createLoginLimiter } from '../../platform/rate-limit/login-limiter.ts';
import { sendCapped, takeRecipientMail } from '../../platform/rate-limit/recipient-mail-cap.ts';
import {
  createSecondFactorLimiter,
  SECOND_FACTOR_LIMITS,
} from '../../platform/rate-limit/second-factor-limiter.ts';
import { isKnownDevice, rememberDevice } from './known-devices.service.ts';
import {
  CHALLENGE_TTL_SECONDS,
  type ChallengeClaims,
  type LoginStep,
  newChallengeId,
  signChallenge,
  verifyChallenge,
} from './login-challenge.ts';
import { getDummyHash, verifyPassword } from './password.ts';
import { type SessionOrigin, startSession } from './sessions.service.ts';
import {
  checkSecondFactor,
  confirmEnrolment,
  isTwoFactorRequired,
  startEnrolment,
  twoFactorKeyOf,
} from './two-factor.service.ts';
import { keyedHash, sameHash } from './two-factor-crypto.ts';
import { signUnlockToken, UNLOCK_TTL_HOURS, verifyUnlockToken } from './unlock-token.ts';
import { sessionRole, toSessionUser } from './users.service.ts';

export const INVALID_CREDENTIALS = LOGIN_MESSAGES.invalidCredentials;
export const TOO_MANY_ATTEMPTS = SERVER_MESSAGES.tooManyRequests;

/** Tries of one challenge's code, counted before each check. */
export const CHALLENGE_MAX_TRIES = 5;
const CHALLENGE_WINDOW_MS = CHALLENGE_TTL_SECONDS * 1000;

type SessionUser = ReturnType<typeof toSessionUser>;

export type LoginResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; reason: 'step'; step: LoginStep; challenge: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'captcha'; message: string };

type LoginDeps = Pick<
  AppDeps,
  | 'db'
  | 'jwtSecret'
  | 'twoFactorKey'
  | 'rateLimitStore'
  | 'now'
  | 'mailer'
  | 'newDeviceCode'
  | 'captcha'
  | 'publicOrigin'
  | 'logger'
>;

interface SignIn extends SessionOrigin {
  /** The panel's long-lived random id for this browser, when it sent one. */
  device?: string | null;
}

/** Opens the session of a sign-in that passed every check, remembering its device. */
async function completeSignIn(
  deps: LoginDeps,
  user: User,
  deviceHash: string | null,
  origin: SessionOrigin,
): Promise<{ token: string; user: SessionUser }> {
  if (deviceHash) await rememberDevice(deps.db, user.id, deviceHash, deps.now());
  const role = await sessionRole(deps.db, user);
  const { token } = await startSession(deps, user, origin);
  return { token, user: toSessionUser(user, role) };
}

/**
 * The step a user whose password is right still has ahead, or null to sign in now. A mailbox
 * proved in this very request (signup's code, a new account's invitation link) is the proof the
 * new-device code asks for; it stands in for nothing else.
 */
async function nextStep(
  deps: LoginDeps,
  user: User,
  deviceHash: string | null,
  mailboxProven: boolean,
): Promise<LoginStep | null> {
  if (user.twoFactorEnabledAt) return 'two-factor';
  if (await isTwoFactorRequired(deps.db, user)) return 'enrol';
  if (!deps.newDeviceCode || mailboxProven) return null;
  if (deviceHash && (await isKnownDevice(deps.db, user.id, deviceHash))) return null;
  return 'email-code';
}

/**
 * Login. The attempt is counted before the password is checked, so a limited caller learns
 * nothing and parallel guesses check no more than the limit; unknown emails cost a hash like
 * known ones and count the same. An account under attack asks for a solved captcha instead of
 * refusing its owner. With the password right, a user with two-factor (or required to have
 * it, or on a new device when NEW_DEVICE_CODE is on) gets a challenge for the next step
 * instead of a session.
 */
export async function login(
  deps: LoginDeps,
  input: SignIn & { email: string; password: string; captcha?: string | undefined },
): Promise<LoginResult> {
  const limiter = createLoginLimiter(deps.rateLimitStore);
  const now = deps.now();
  const attempt = await limiter.begin(input.email, input.address, now);
  if (!attempt.allowed) {
    return { ok: false, reason: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };
  }
  // Guessed second factors ask the captcha again too: a known password alone buys no guesses.
  const captchaNeeded =
    attempt.captchaNeeded ||
    (await createSecondFactorLimiter(deps.rateLimitStore).captchaNeeded(
      input.email,
      input.address,
      now,
    ));
  if (captchaNeeded) {
    if (!input.captcha)
      return { ok: false, reason: 'captcha', message: LOGIN_MESSAGES.captchaRequired };
    const check = await checkCaptcha(deps.captcha, input.captcha, now);
    if (!check.ok || !(await consumeCaptcha(deps.db, check, now))) {
      return { ok: false, reason: 'captcha', message: CAPTCHA_INCORRECT };
    }
  }

  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !valid) {
    const { justLocked } = await limiter.failed(input.email, now);
    if (justLocked && user) {
      mailUnlockLink(deps, user, now).catch((error: unknown) =>
        (deps.logger ?? stderrLogger).error({ err: error }, 'acceso: aviso de bloqueo no enviado'),
      );
    }
    return { ok: false, reason: 'invalid' };
  }
  await limiter.succeeded(input.email, input.address);
  return signInVerified(deps, user, { ...input, captchaSolved: captchaNeeded });
}

export type SignInResult = Extract<LoginResult, { ok: true } | { reason: 'step' }>;

/**
 * The sign-in of a user whose password was just checked (login, an accepted invitation) or
 * chosen (signup): a session when nothing more is asked, else the next step's challenge, by
 * the same rules for every way in. `mailboxProven` only when this request proved the address.
 */
export async function signInVerified(
  deps: LoginDeps,
  user: User,
  input: SignIn & { captchaSolved?: boolean; mailboxProven?: boolean },
): Promise<SignInResult> {
  const now = deps.now();
  const key = twoFactorKeyOf(deps);
  const deviceHash = input.device ? keyedHash(key, 'device', input.device) : null;
  const step = await nextStep(deps, user, deviceHash, input.mailboxProven === true);
  if (step === null) return { ok: true, ...(await completeSignIn(deps, user, deviceHash, input)) };

  const id = newChallengeId();
  let codeHash: string | null = null;
  if (step === 'email-code') {
    const code = await mailDeviceCode(deps, user, input.userAgent ?? null, now);
    codeHash = keyedHash(key, 'email-code', `${id}:${code}`);
  }
  const challenge = await signChallenge(
    deps.jwtSecret,
    {
      id,
      userUuid: user.uuid,
      step,
      passwordChangedAt: user.passwordChangedAt.getTime(),
      deviceHash,
      codeHash,
      captchaSolved: input.captchaSolved === true,
    },
    now,
  );
  return { ok: false, reason: 'step', step, challenge };
}

/** A signup's or an accepted invitation's answer: the session as login gives it, or the step. */
export function entrySignIn(
  result: SignInResult,
): { token: string; user: SessionUser } | { step: LoginStep; challenge: string } {
  return result.ok
    ? { token: result.token, user: result.user }
    : { step: result.step, challenge: result.challenge };
}

/**
 * The new-device code of the user's current mail window, mailed at the window's first sign-in
 * only: later sign-ins in the window take the code already sent, so a known password cannot
 * flood the owner's inbox. The code is derived, not stored: keyed by the user, the password
 * instant and the window.
 */
async function mailDeviceCode(
  deps: LoginDeps,
  user: User,
  userAgent: string | null,
  now: Date,
): Promise<string> {
  const { windowMs } = SECOND_FACTOR_LIMITS.codeMail;
  const window = Math.floor(now.getTime() / windowMs);
  const seed = keyedHash(
    twoFactorKeyOf(deps),
    'email-code',
    `window:${user.id}:${user.passwordChangedAt.getTime()}:${window}`,
  );
  const code = String(Number.parseInt(seed.slice(0, 12), 16) % 1_000_000).padStart(6, '0');
  const mailKey = `new-device-mail:${user.id}:${window}`;
  const mails = await deps.rateLimitStore.hit(mailKey, windowMs, now);
  if (mails.count > 1) return code;
  const taken = await takeRecipientMail(deps.rateLimitStore, 'newDeviceCode', user.email, 0, now);
  if (!taken.allowed) {
    await deps.rateLimitStore.release(mailKey);
    throw tooManyRequests(SERVER_MESSAGES.codeMailsToday, taken.retryAfterSeconds);
  }
  try {
    await sendCapped(taken, () =>
      deps.mailer.send(
        newDeviceCodeMail(user.email, code, CHALLENGE_TTL_SECONDS / 60, describeDevice(userAgent)),
      ),
    );
  } catch (error) {
    // The next sign-in of the window tries the mail again.
    await deps.rateLimitStore.release(mailKey);
    (deps.logger ?? stderrLogger).error({ err: error }, 'acceso: código de dispositivo no enviado');
    throw httpError(503, { error: TWO_FACTOR_MESSAGES.emailFailed });
  }
  return code;
}

/** The challenge's user, when the challenge is valid and the password has not changed since. */
async function challengeUser(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'now'>,
  challenge: string,
): Promise<{ claims: ChallengeClaims; user: User }> {
  const claims = await verifyChallenge(deps.jwtSecret, challenge, deps.now());
  if (!claims) throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
  const [user] = await deps.db.select().from(users).where(eq(users.uuid, claims.userUuid));
  if (!user || user.passwordChangedAt.getTime() !== claims.passwordChangedAt)
    throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
  return { claims, user };
}

/** `POST /api/auth/login/enrol`: the QR code and key for a sign-in at step 'enrol'. */
export async function enrolAtLogin(
  deps: LoginDeps,
  challenge: string,
): Promise<TwoFactorEnrolment> {
  const { claims, user } = await challengeUser(deps, challenge);
  if (claims.step !== 'enrol' || user.twoFactorEnabledAt)
    throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
  return startEnrolment(deps, user);
}

export type VerifyResult = { token: string; user: SessionUser; recoveryCodes?: string[] };

/**
 * `POST /api/auth/login/verify`: the second step of a sign-in. Each try is counted before the
 * code is looked at, at most {@link CHALLENGE_MAX_TRIES} per challenge however many arrive at
 * once; a challenge that let someone in is spent.
 */
export async function verifyLogin(
  deps: LoginDeps,
  input: SessionOrigin & { challenge: string; code: string },
): Promise<VerifyResult> {
  const now = deps.now();
  const { claims, user } = await challengeUser(deps, input.challenge);
  const tries = await deps.rateLimitStore.hit(
    `login-challenge:tries:${claims.id}`,
    CHALLENGE_WINDOW_MS,
    now,
  );
  if (tries.count > CHALLENGE_MAX_TRIES) throw tooManyRequests(TWO_FACTOR_MESSAGES.tooManyTries);
  // Enrolment's code is of a secret the caller was just shown: not a guess worth counting.
  const guessed = claims.step !== 'enrol';
  const limiter = createSecondFactorLimiter(deps.rateLimitStore);
  if (guessed) {
    const attempt = await limiter.begin(user.email, input.address, claims.captchaSolved, now);
    if (!attempt.allowed && attempt.reason === 'limited')
      throw tooManyRequests(
        TWO_FACTOR_MESSAGES.tooManyCodes(Math.ceil(attempt.retryAfterSeconds / 60)),
        attempt.retryAfterSeconds,
      );
    if (!attempt.allowed) throw httpError(403, { error: TWO_FACTOR_MESSAGES.captchaAgain });
  }

  let recoveryCodes: string[] | undefined;
  let passed = false;
  if (claims.step === 'two-factor') {
    passed = await checkSecondFactor(deps, user, input.code, now);
  } else if (claims.step === 'email-code') {
    const code = input.code.replace(/\s+/g, '');
    passed =
      /^\d{6}$/.test(code) &&
      claims.codeHash !== null &&
      sameHash(
        keyedHash(twoFactorKeyOf(deps), 'email-code', `${claims.id}:${code}`),
        claims.codeHash,
      );
  } else {
    if (user.twoFactorEnabledAt) throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
    if (!user.twoFactorPendingSecret) throw unauthorized(TWO_FACTOR_MESSAGES.noSetup);
    const codes = await confirmEnrolment(deps, user, input.code);
    passed = codes !== null;
    recoveryCodes = codes ?? undefined;
  }
  if (!passed) throw unauthorized(TWO_FACTOR_MESSAGES.codeInvalid);
  if (guessed) await limiter.succeeded(user.email, input.address);

  const uses = await deps.rateLimitStore.hit(
    `login-challenge:used:${claims.id}`,
    CHALLENGE_WINDOW_MS,
    now,
  );
  if (uses.count > 1) throw unauthorized(TWO_FACTOR_MESSAGES.challengeInvalid);
  const fresh = (await deps.db.select().from(users).where(eq(users.id, user.id)))[0] ?? user;
  const signedIn = await completeSignIn(deps, fresh, claims.deviceHash, input);
  return recoveryCodes ? { ...signedIn, recoveryCodes } : signedIn;
}

async function mailUnlockLink(
  deps: LoginDeps,
  user: { email: string; name: string },
  now: Date,
): Promise<void> {
  // One a window would still be 24 a day for whoever keeps guessing; the captcha stays either way.
  const taken = await takeRecipientMail(deps.rateLimitStore, 'accountLock', user.email, 0, now);
  if (!taken.allowed) return;
  const token = await signUnlockToken(deps.jwtSecret, user.email, now);
  const link = `${deps.publicOrigin}/login?desbloquear=${encodeURIComponent(token)}`;
  await sendCapped(taken, () =>
    deps.mailer.send(lockedMail(user.email, user.name, link, UNLOCK_TTL_HOURS)),
  );
}

/** The lock mail's link: the account stops asking for the captcha. False for a bad link. */
export async function unlockAccount(deps: LoginDeps, token: string): Promise<boolean> {
  const email = await verifyUnlockToken(deps.jwtSecret, token, deps.now());
  if (email === null) return false;
  await createLoginLimiter(deps.rateLimitStore).unlock(email);
  return true;
}
