import { randomUUID } from 'node:crypto';

/** A new challenge id. */
export const newChallengeId = (): string => randomUUID();

import { LOGIN_STEPS, type LoginStep } from '@bitacora/api/schemas';
import { newSignedJwt, verifiedJwtClaims } from '../../platform/http/signed-jwt.ts';

/*
 * The challenge of a sign-in that needs a second step: a short-lived token signed with the
 * token key but for another audience, so it can never pass for a session token (nor one for
 * the other way round). It names the user, the step and the password instant, and carries the
 * emailed code's keyed hash for the email step, so the server keeps no state for it besides
 * its tries.
 */

const AUDIENCE = 'bitacora-login-challenge';
export const CHALLENGE_TTL_SECONDS = 10 * 60;

export type { LoginStep };

export interface ChallengeClaims {
  /** The challenge's own id: its tries and its single use are counted under it. */
  id: string;
  userUuid: string;
  step: LoginStep;
  /** The user's passwordChangedAt (ms) at sign-in: a password change voids the challenge. */
  passwordChangedAt: number;
  /** The device's keyed hash, remembered once the sign-in completes. */
  deviceHash: string | null;
  /** The emailed code's keyed hash (step email-code). */
  codeHash: string | null;
  /** The sign-in solved a captcha: its codes are checked even once guessing asks for one. */
  captchaSolved: boolean;
  /** When it stops being accepted (s since the epoch). */
  expiresAt: number;
}

export function signChallenge(
  secret: Uint8Array,
  claims: Omit<ChallengeClaims, 'expiresAt'>,
  now: Date,
): Promise<string> {
  return newSignedJwt(AUDIENCE, claims.userUuid, now, CHALLENGE_TTL_SECONDS, {
    stp: claims.step,
    pca: claims.passwordChangedAt,
    ...(claims.deviceHash && { dev: claims.deviceHash }),
    ...(claims.codeHash && { ech: claims.codeHash }),
    ...(claims.captchaSolved && { cap: true }),
  })
    .setJti(claims.id)
    .sign(secret);
}

const isStep = (value: unknown): value is LoginStep =>
  typeof value === 'string' && (LOGIN_STEPS as readonly string[]).includes(value);

/** The claims of a valid, unexpired challenge; null for anything else. Never throws on input. */
export async function verifyChallenge(
  secret: Uint8Array,
  challenge: string,
  now: Date,
): Promise<ChallengeClaims | null> {
  const payload = await verifiedJwtClaims(secret, challenge, AUDIENCE, now, ['sub', 'jti', 'exp']);
  if (!payload) return null;
  if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
  if (!isStep(payload.stp) || typeof payload.pca !== 'number') return null;
  if (typeof payload.exp !== 'number') return null;
  return {
    id: payload.jti,
    userUuid: payload.sub,
    step: payload.stp,
    passwordChangedAt: payload.pca,
    deviceHash: typeof payload.dev === 'string' ? payload.dev : null,
    codeHash: typeof payload.ech === 'string' ? payload.ech : null,
    captchaSolved: payload.cap === true,
    expiresAt: payload.exp,
  };
}
