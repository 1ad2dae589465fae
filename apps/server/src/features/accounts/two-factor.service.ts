import { randomInt } from 'node:crypto';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@bitacora/api/schemas';
import { TWO_FACTOR_MESSAGES } from '@bitacora/domain';
import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import type { Queryable } from '../../platform/db/client.ts';
import type { User } from '../../platform/db/rows.ts';
import {
  blogMembers,
  platformSettings,
  settings,
  twoFactorRecoveryCodes,
  users,
} from '../../platform/db/schema/index.ts';
import type { AppDeps } from '../../platform/http/app-env.ts';
import { badRequest, conflict, tooManyRequests } from '../../platform/http/errors.ts';
import { verifyPassword } from './password.ts';
import { decryptSecret, encryptSecret, keyedHash, twoFactorKeyFrom } from './two-factor-crypto.ts';

/*
 * Two-factor sign-in: TOTP as every authenticator app reads it (SHA-1, 6 digits, 30 s steps,
 * one step of drift either way), a code of a step already used refused, and ten single-use
 * recovery codes. See docs/decisions/009-two-factor-sign-in.md.
 */

export const TOTP_ISSUER = 'Bitácora';
const TOTP_PERIOD = 30;
const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be read as one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_HALF = 5;
/** Code checks from 'Mi perfil' (enable, disable, new codes): per user, in 15 minutes. */
const PROFILE_TRIES = { max: 10, windowMs: 15 * 60_000 };

type KeyDeps = Pick<AppDeps, 'jwtSecret' | 'twoFactorKey'>;

/** The key that seals secrets and hashes codes: the configured one, or one from the token key. */
export function twoFactorKeyOf(deps: KeyDeps): Uint8Array {
  return deps.twoFactorKey ?? twoFactorKeyFrom(deps.jwtSecret);
}

function totpFor(secret: string, label: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A new 160-bit TOTP secret in base32, as authenticator apps take it. */
function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** What enrolment shows: the QR code (an SVG data address), the otpauth address and the key. */
async function enrolmentFor(secret: string, email: string): Promise<TwoFactorEnrolment> {
  const otpauthUrl = totpFor(secret, email).toString();
  // Loaded at the first enrolment: no start or sign-in draws a QR code.
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return {
    secret,
    otpauthUrl,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** A TOTP code typed with or without spaces: its six digits, or null. */
function asTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** The time step `code` belongs to within the allowed drift, or null when it matches none. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, 'check');
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

/**
 * Records `step` as the last one used, only when it is later than the last: one statement, so
 * two requests racing with the same code cannot both pass.
 */
async function acceptStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return updated.length === 1;
}

/** Checks a TOTP code against a sealed secret and spends its step. */
async function checkTotp(
  deps: Pick<AppDeps, 'db'> & KeyDeps,
  user: Pick<User, 'id'>,
  sealed: string | null,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!sealed) return false;
  const secret = decryptSecret(twoFactorKeyOf(deps), sealed);
  if (!secret) return false;
  const step = matchingStep(secret, code, now);
  return step !== null && (await acceptStep(deps.db, user.id, step));
}

/** Ten new recovery codes, 'abcde-fghij'. */
function newRecoveryCodes(): string[] {
  const half = () =>
    Array.from(
      { length: RECOVERY_HALF },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A recovery code as typed (any case, spaces or hyphens), in the form it is hashed in. */
function normalizeRecoveryCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]+/g, '');
  return plain.length === RECOVERY_HALF * 2 &&
    [...plain].every((ch) => RECOVERY_ALPHABET.includes(ch))
    ? plain
    : null;
}

/** Replaces the user's recovery codes with ten new ones; answers them, the only time they show. */
async function replaceRecoveryCodes(
  db: Queryable,
  key: Uint8Array,
  userId: number,
  now: Date,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: keyedHash(key, 'recovery-code', normalizeRecoveryCode(code) as string),
      createdAt: now,
    })),
  );
  return codes;
}

/** Spends one recovery code: one conditional update, so a code passes once however it races. */
async function useRecoveryCode(
  deps: Pick<AppDeps, 'db'> & KeyDeps,
  userId: number,
  input: string,
  now: Date,
): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const used = await deps.db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, keyedHash(twoFactorKeyOf(deps), 'recovery-code', code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

/**
 * The second factor of a user who has it on: a TOTP code (its step spent) or an unused
 * recovery code (spent). False for anything else.
 */
export async function checkSecondFactor(
  deps: Pick<AppDeps, 'db'> & KeyDeps,
  user: Pick<User, 'id' | 'twoFactorSecret' | 'twoFactorEnabledAt'>,
  input: string,
  now: Date,
): Promise<boolean> {
  if (!user.twoFactorEnabledAt) return false;
  const totp = asTotpCode(input);
  if (totp) return checkTotp(deps, user, user.twoFactorSecret, totp, now);
  return useRecoveryCode(deps, user.id, input, now);
}

/** Must this user sign in with two-factor: the platform asks it of all, or one of their blogs does. */
export async function isTwoFactorRequired(db: Queryable, user: Pick<User, 'id'>): Promise<boolean> {
  if (await isRequiredByPlatform(db)) return true;
  const [row] = await db
    .select({ blogId: blogMembers.blogId })
    .from(blogMembers)
    .innerJoin(settings, eq(settings.blogId, blogMembers.blogId))
    .where(and(eq(blogMembers.userId, user.id), eq(settings.requireTwoFactor, true)))
    .limit(1);
  return row !== undefined;
}

export async function isRequiredByPlatform(db: Queryable): Promise<boolean> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row?.requireTwoFactor ?? false;
}

/** `PUT /api/platform-settings` (SUPER_ADMIN). */
export async function setRequiredByPlatform(db: Queryable, required: boolean): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ id: 1, requireTwoFactor: required })
    .onConflictDoUpdate({ target: platformSettings.id, set: { requireTwoFactor: required } });
}

/** Reads the user again, as the database has it now. */
async function freshUser(db: Queryable, userId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('user missing');
  return user;
}

/** `GET /api/two-factor`: on or off, recovery codes left, and whether it is required. */
export async function twoFactorStatus(
  db: Queryable,
  user: Pick<User, 'id'>,
): Promise<TwoFactorStatus> {
  const current = await freshUser(db, user.id);
  const [left] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, user.id), isNull(twoFactorRecoveryCodes.usedAt)));
  return {
    enabled: current.twoFactorEnabledAt !== null,
    recoveryCodesLeft: current.twoFactorEnabledAt ? Number(left?.n ?? 0) : 0,
    required: await isTwoFactorRequired(db, user),
  };
}

/**
 * Enrolment's first half: a new secret, kept aside (sealed) until a code from the app confirms
 * it. Calling it again replaces the secret not yet confirmed.
 */
export async function startEnrolment(
  deps: Pick<AppDeps, 'db'> & KeyDeps,
  user: Pick<User, 'id'>,
): Promise<TwoFactorEnrolment> {
  const current = await freshUser(deps.db, user.id);
  if (current.twoFactorEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  const secret = newTotpSecret();
  await deps.db
    .update(users)
    .set({ twoFactorPendingSecret: encryptSecret(twoFactorKeyOf(deps), secret) })
    .where(eq(users.id, user.id));
  return enrolmentFor(secret, current.email);
}

/**
 * Enrolment's second half: a code of the secret shown confirms it; two-factor is then on and the
 * ten recovery codes are answered, once. False when the code does not match.
 */
export async function confirmEnrolment(
  deps: Pick<AppDeps, 'db' | 'now'> & KeyDeps,
  user: Pick<User, 'id'>,
  input: string,
): Promise<string[] | null> {
  const now = deps.now();
  const current = await freshUser(deps.db, user.id);
  if (current.twoFactorEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
  if (!current.twoFactorPendingSecret) throw conflict(TWO_FACTOR_MESSAGES.noSetup);
  const code = asTotpCode(input);
  if (!code || !(await checkTotp(deps, current, current.twoFactorPendingSecret, code, now)))
    return null;
  return deps.db.transaction(async (tx) => {
    // Only the request that moves the pending secret turns it on; a racing twin finds none.
    const moved = await tx
      .update(users)
      .set({
        twoFactorSecret: current.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: now,
      })
      .where(and(eq(users.id, user.id), isNull(users.twoFactorEnabledAt)))
      .returning({ id: users.id });
    if (moved.length === 0) throw conflict(TWO_FACTOR_MESSAGES.alreadyOn);
    return replaceRecoveryCodes(tx, twoFactorKeyOf(deps), user.id, now);
  });
}

/** Counts a code check from 'Mi perfil' first, and refuses past the limit. */
async function countProfileTry(deps: Pick<AppDeps, 'rateLimitStore'>, userId: number, now: Date) {
  const tries = await deps.rateLimitStore.hit(
    `two-factor:profile:${userId}`,
    PROFILE_TRIES.windowMs,
    now,
  );
  if (tries.count > PROFILE_TRIES.max) {
    throw tooManyRequests(
      TWO_FACTOR_MESSAGES.tooManyTries,
      Math.max(1, Math.ceil((tries.resetAt.getTime() - now.getTime()) / 1000)),
    );
  }
}

/** The user proves it is them again: their password, a TOTP code or a recovery code. */
async function checkProof(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimitStore'> & KeyDeps,
  user: User,
  proof: { password?: string; code?: string },
): Promise<void> {
  const now = deps.now();
  await countProfileTry(deps, user.id, now);
  const ok =
    proof.password !== undefined
      ? await verifyPassword(proof.password, user.passwordHash)
      : proof.code !== undefined && (await checkSecondFactor(deps, user, proof.code, now));
  if (!ok) throw badRequest(TWO_FACTOR_MESSAGES.proofWrong);
}

/** The password asked again from 'Mi perfil', counted as a profile try. */
async function checkPassword(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimitStore'>,
  user: Pick<User, 'id'>,
  password: string,
): Promise<void> {
  await countProfileTry(deps, user.id, deps.now());
  const current = await freshUser(deps.db, user.id);
  if (!(await verifyPassword(password, current.passwordHash)))
    throw badRequest(TWO_FACTOR_MESSAGES.proofWrong);
}

/**
 * Enrolment from 'Mi perfil': the password first, so a session alone cannot turn two-factor on
 * (a stolen one would lock the owner out).
 */
export async function startEnrolmentFromProfile(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimitStore'> & KeyDeps,
  user: Pick<User, 'id'>,
  password: string,
): Promise<TwoFactorEnrolment> {
  await checkPassword(deps, user, password);
  return startEnrolment(deps, user);
}

/** Enrolment's confirmation from 'Mi perfil', with the password again and its tries counted. */
export async function enableTwoFactor(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimitStore'> & KeyDeps,
  user: Pick<User, 'id'>,
  { code, password }: { code: string; password: string },
): Promise<string[]> {
  await checkPassword(deps, user, password);
  const codes = await confirmEnrolment(deps, user, code);
  if (!codes) throw badRequest(TWO_FACTOR_MESSAGES.codeInvalid);
  return codes;
}

/** Turns two-factor off (not while it is required), forgetting the secret and the codes. */
export async function disableTwoFactor(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimitStore'> & KeyDeps,
  user: Pick<User, 'id'>,
  proof: { password?: string; code?: string },
): Promise<void> {
  const current = await freshUser(deps.db, user.id);
  if (!current.twoFactorEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  if (await isTwoFactorRequired(deps.db, current))
    throw conflict(TWO_FACTOR_MESSAGES.cannotDisable);
  await checkProof(deps, current, proof);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: null,
        twoFactorLastStep: null,
      })
      .where(eq(users.id, user.id));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
  });
}

/** Ten new recovery codes in place of the old ones, which stop working. */
export async function regenerateRecoveryCodes(
  deps: Pick<AppDeps, 'db' | 'now' | 'rateLimitStore'> & KeyDeps,
  user: Pick<User, 'id'>,
  proof: { password?: string; code?: string },
): Promise<string[]> {
  const current = await freshUser(deps.db, user.id);
  if (!current.twoFactorEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notOn);
  await checkProof(deps, current, proof);
  return deps.db.transaction((tx) =>
    replaceRecoveryCodes(tx, twoFactorKeyOf(deps), user.id, deps.now()),
  );
}
