import { createHash } from 'node:crypto';
import { SIGNUP_MESSAGES } from '@bitacora/domain';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { captchaUses } from '../db/schema/index.ts';

/** How long a challenge may be solved and sent; a used one is remembered this long. */
export const CAPTCHA_TTL_MS = 10 * 60_000;
/**
 * The secret number is drawn from 0…maxnumber: a browser hashing SHA-256 in the widget's
 * workers finds it in well under a second on average, a bot pays that for every try.
 */
export const CAPTCHA_MAX_NUMBER = 100_000;

export const CAPTCHA_INCORRECT = SIGNUP_MESSAGES.captcha;

export interface CaptchaConfig {
  hmacKey: string;
  maxNumber: number;
}

/** `GET /api/captcha/challenge`: an ALTCHA (v1) challenge, signed and expiring. */
export function createCaptchaChallenge(config: CaptchaConfig, now: Date) {
  return createChallenge({
    hmacKey: config.hmacKey,
    maxnumber: config.maxNumber,
    expires: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
}

const payloadSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().min(0),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export type CaptchaCheck =
  | { ok: true; key: string; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'expired' | 'invalid' };

/**
 * Checks the widget's payload (base64 JSON) against our key and the clock, without storing
 * anything: `consumeCaptcha` marks it used once the rest of the request is accepted.
 */
export async function checkCaptcha(
  config: CaptchaConfig,
  payload: string,
  now: Date,
): Promise<CaptchaCheck> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.number > config.maxNumber) {
    return { ok: false, reason: 'malformed' };
  }
  const params = new URLSearchParams(parsed.data.salt.split('?')[1] ?? '');
  const expires = Number(params.get('expires'));
  if (!Number.isInteger(expires) || expires <= 0) return { ok: false, reason: 'malformed' };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  // A challenge cannot promise a longer life than we give out (clock skew aside).
  if (expiresAt.getTime() > now.getTime() + CAPTCHA_TTL_MS + 60_000) {
    return { ok: false, reason: 'invalid' };
  }
  let valid = false;
  try {
    valid = await verifySolution(parsed.data, config.hmacKey, false);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'invalid' };
  const key = createHash('sha256').update(parsed.data.challenge).digest('hex');
  return { ok: true, key, expiresAt };
}

/**
 * Marks a checked challenge used; false when it already was (a replay). One statement, so
 * two concurrent requests with the same payload cannot both pass.
 */
export async function consumeCaptcha(
  db: Queryable,
  check: { key: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.delete(captchaUses).where(lte(captchaUses.expiresAt, now));
  const inserted = await db
    .insert(captchaUses)
    .values({ hash: check.key, expiresAt: check.expiresAt })
    .onConflictDoNothing()
    .returning({ hash: captchaUses.hash });
  return inserted.length === 1;
}
