import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_MESSAGES } from '@bitacora/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { badRequest, httpError, tooManyRequests } from '../../platform/http/errors.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import { resetMail } from '../../platform/mail/templates.ts';
import { sendCapped, takeRecipientMail } from '../../platform/rate-limit/recipient-mail-cap.ts';
import { passwordIssue } from './common-passwords.ts';
import { hashPassword } from './password.ts';
import { endAllSessions } from './sessions.service.ts';

/** A 400 for one field whose `error` is the field's message (the screens show `error`). */
const fieldError = (path: string, message: string) =>
  httpError(400, { error: message, details: [{ path, message }] });

const MINUTE = 60_000;
export const RESET_TTL_MS = 60 * MINUTE;
export const RESET_LIMITS = {
  /** Links mailed to one address; more requests are answered the same and mail nothing. */
  perEmail: { max: 3, windowMs: 60 * MINUTE },
  /** Requests from one client address, known emails or not: 429 beyond it. */
  perAddress: { max: 10, windowMs: 15 * MINUTE },
} as const;

export const FORGOT_ANSWER = PASSWORD_MESSAGES.forgotSent;
export const LINK_INVALID = PASSWORD_MESSAGES.resetFailed;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

type Deps = Pick<AppDeps, 'db' | 'rateLimitStore' | 'now' | 'mailer' | 'publicOrigin' | 'logger'>;

/**
 * `POST /api/password/forgot`. The caller always gets the same answer; the link is issued and
 * mailed after the answer, so a known email takes no longer to answer than an unknown one.
 */
export async function forgotPassword(deps: Deps, input: { email: string; address: string }) {
  const now = deps.now();
  const store = deps.rateLimitStore;
  const addressKey = `reset:address:${input.address}`;
  const perAddress = await store.hit(addressKey, RESET_LIMITS.perAddress.windowMs, now);
  if (perAddress.count > RESET_LIMITS.perAddress.max) {
    const wait = Math.ceil((perAddress.resetAt.getTime() - now.getTime()) / 1000);
    throw tooManyRequests(undefined, Math.max(1, wait));
  }
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, input.email));
  if (!user) return;
  issueResetLink(deps, user, now).catch((error: unknown) =>
    (deps.logger ?? stderrLogger).error({ err: error }, 'contraseña: enlace no enviado'),
  );
}

async function issueResetLink(
  deps: Deps,
  user: { id: number; email: string; name: string },
  now: Date,
): Promise<void> {
  const perEmail = await deps.rateLimitStore.hit(
    `reset:email:${user.email}`,
    RESET_LIMITS.perEmail.windowMs,
    now,
  );
  if (perEmail.count > RESET_LIMITS.perEmail.max) return;
  // Three an hour would still let anyone send 72 a day to someone else's inbox.
  const taken = await takeRecipientMail(deps.rateLimitStore, 'passwordReset', user.email, 0, now);
  if (!taken.allowed) return;
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    // Only the newest link works: earlier unused ones die.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      createdAt: now,
    });
  });
  const link = `${deps.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await sendCapped(taken, () =>
    deps.mailer.send(resetMail(user.email, user.name, link, RESET_TTL_MS / MINUTE)),
  );
}

/**
 * `POST /api/password/reset`: a valid, unused, unexpired token sets the password, ends every
 * session (their rows, and passwordChangedAt for their tokens) and kills this and every other
 * outstanding link of the user.
 */
export async function resetPassword(
  deps: Pick<AppDeps, 'db' | 'now'>,
  input: { token: string; password: string },
): Promise<void> {
  const now = deps.now();
  const hash = tokenHash(input.token);
  const live = and(
    eq(passwordResetTokens.tokenHash, hash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
  );
  const [found] = await deps.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(live);
  if (!found) throw badRequest(LINK_INVALID);
  const weak = passwordIssue(input.password);
  if (weak) throw fieldError('password', weak);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw badRequest(LINK_INVALID);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, used.userId));
    await endAllSessions(tx, used.userId, now);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
  });
}
