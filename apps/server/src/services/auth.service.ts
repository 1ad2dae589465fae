import { LOGIN_MESSAGES, SERVER_MESSAGES } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import { getDummyHash, verifyPassword } from '../auth/password.ts';
import { signUnlockToken, UNLOCK_TTL_HOURS, verifyUnlockToken } from '../auth/unlock-token.ts';
import { CAPTCHA_INCORRECT, checkCaptcha, consumeCaptcha } from '../captcha/captcha.ts';
import { users } from '../db/schema/index.ts';
import { lockedMail } from '../mail/templates.ts';
import { createLoginLimiter } from '../rate-limit/login-limiter.ts';
import { startSession } from './sessions.service.ts';
import { sessionRole, toSessionUser } from './users.service.ts';

export const INVALID_CREDENTIALS = LOGIN_MESSAGES.invalidCredentials;
export const TOO_MANY_ATTEMPTS = SERVER_MESSAGES.tooManyRequests;

export type LoginResult =
  | { ok: true; token: string; user: ReturnType<typeof toSessionUser> }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number }
  | { ok: false; reason: 'captcha'; message: string };

type Deps = Pick<
  AppDeps,
  'db' | 'jwtSecret' | 'rateLimitStore' | 'now' | 'captcha' | 'mailer' | 'publicOrigin'
>;

/**
 * Login. The attempt is counted before the password is checked, so a limited caller learns
 * nothing and parallel guesses check no more than the limit; unknown emails cost a hash like
 * known ones and count the same. An account under attack asks for a solved captcha instead of
 * refusing its owner.
 */
export async function login(
  deps: Deps,
  input: {
    email: string;
    password: string;
    captcha?: string | undefined;
    address: string;
    userAgent?: string | null;
  },
): Promise<LoginResult> {
  const limiter = createLoginLimiter(deps.rateLimitStore);
  const now = deps.now();
  const attempt = await limiter.begin(input.email, input.address, now);
  if (!attempt.allowed) {
    return { ok: false, reason: 'limited', retryAfterSeconds: attempt.retryAfterSeconds };
  }
  if (attempt.captchaNeeded) {
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
        console.error('[acceso] aviso de bloqueo no enviado', error),
      );
    }
    return { ok: false, reason: 'invalid' };
  }
  await limiter.succeeded(input.email, input.address);
  const role = await sessionRole(deps.db, user);
  const { token } = await startSession(deps, user, {
    address: input.address,
    userAgent: input.userAgent,
  });
  return { ok: true, token, user: toSessionUser(user, role) };
}

async function mailUnlockLink(
  deps: Deps,
  user: { email: string; name: string },
  now: Date,
): Promise<void> {
  const token = await signUnlockToken(deps.jwtSecret, user.email, now);
  const link = `${deps.publicOrigin}/login?desbloquear=${encodeURIComponent(token)}`;
  await deps.mailer.send(lockedMail(user.email, user.name, link, UNLOCK_TTL_HOURS));
}

/** The lock mail's link: the account stops asking for the captcha. False for a bad link. */
export async function unlockAccount(deps: Deps, token: string): Promise<boolean> {
  const email = await verifyUnlockToken(deps.jwtSecret, token, deps.now());
  if (email === null) return false;
  await createLoginLimiter(deps.rateLimitStore).unlock(email);
  return true;
}
