import { LOGIN_MESSAGES, SERVER_MESSAGES } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-env.ts';
import { getDummyHash, verifyPassword } from '../auth/password.ts';
import { users } from '../db/schema/index.ts';
import { createLoginLimiter } from '../rate-limit/login-limiter.ts';
import { startSession } from './sessions.service.ts';
import { sessionRole, toSessionUser } from './users.service.ts';

export const INVALID_CREDENTIALS = LOGIN_MESSAGES.invalidCredentials;
export const TOO_MANY_ATTEMPTS = SERVER_MESSAGES.tooManyRequests;

export type LoginResult =
  | { ok: true; token: string; user: ReturnType<typeof toSessionUser> }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'limited'; retryAfterSeconds: number };

/**
 * Login. Rate limits are checked before the password, so a locked-out caller learns
 * nothing; unknown emails cost a hash like known ones.
 */
export async function login(
  deps: Pick<AppDeps, 'db' | 'jwtSecret' | 'rateLimitStore' | 'now'>,
  input: { email: string; password: string; address: string; userAgent?: string | null },
): Promise<LoginResult> {
  const limiter = createLoginLimiter(deps.rateLimitStore);
  const now = deps.now();
  const wait = await limiter.blockedFor(input.email, input.address, now);
  if (wait !== null) return { ok: false, reason: 'limited', retryAfterSeconds: wait };

  const [user] = await deps.db.select().from(users).where(eq(users.email, input.email));
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !valid) {
    await limiter.recordFailure(input.email, input.address, now);
    return { ok: false, reason: 'invalid' };
  }
  await limiter.recordSuccess(input.email, input.address);
  const role = await sessionRole(deps.db, user);
  const { token } = await startSession(deps, user, {
    address: input.address,
    userAgent: input.userAgent,
  });
  return { ok: true, token, user: toSessionUser(user, role) };
}
