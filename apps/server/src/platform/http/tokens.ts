import { newSignedJwt, verifiedJwtClaims } from './signed-jwt.ts';

const AUDIENCE = 'bitacora-panel';
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenSubject {
  uuid: string;
  passwordChangedAt: Date;
}

export interface VerifiedToken {
  userUuid: string;
  issuedAt: number;
  /** The user's passwordChangedAt (ms) when the token was minted. */
  passwordChangedAt: number;
  /** The server-side session the token belongs to (`sessions.id`). */
  sessionId: string;
}

/**
 * Signs a session token: HS256, 7 days, iss/aud/iat, subject = user uuid, `sid` = the session
 * row. Only `startSession` (features/accounts/sessions.service.ts) calls it, once the row exists.
 */
export function signToken(
  secret: Uint8Array,
  user: TokenSubject,
  sessionId: string,
  now = new Date(),
): Promise<string> {
  return newSignedJwt(AUDIENCE, user.uuid, now, TOKEN_TTL_SECONDS, {
    pca: user.passwordChangedAt.getTime(),
    sid: sessionId,
  }).sign(secret);
}

/** Verified tokens per secret, so a session's later requests skip the signature check. */
const verified = new WeakMap<Uint8Array, Map<string, { claims: VerifiedToken; exp: number }>>();
const VERIFIED_CACHE_SIZE = 10_000;

function rememberVerified(secret: Uint8Array, token: string, claims: VerifiedToken, exp: number) {
  let bySecret = verified.get(secret);
  if (!bySecret) {
    bySecret = new Map();
    verified.set(secret, bySecret);
  }
  if (bySecret.size >= VERIFIED_CACHE_SIZE) {
    const oldest = bySecret.keys().next().value;
    if (oldest !== undefined) bySecret.delete(oldest);
  }
  bySecret.set(token, { claims, exp });
}

/**
 * Verifies signature, algorithm (HS256 only, so `alg: none` fails), issuer, audience and
 * expiry. Returns null for any token that is not valid, never throws for bad input. A token
 * verified before is only checked for expiry again: its signature and claims cannot change.
 */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): Promise<VerifiedToken | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const known = verified.get(secret)?.get(token);
  if (known) return nowSeconds < known.exp ? known.claims : null;
  const payload = await verifiedJwtClaims(secret, token, AUDIENCE, now, ['sub', 'iat', 'exp']);
  if (!payload) return null;
  if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
  if (typeof payload.pca !== 'number' || typeof payload.exp !== 'number') return null;
  // Tokens minted before sessions were kept on the server carry no `sid`: they sign in again.
  if (typeof payload.sid !== 'string') return null;
  const claims = {
    userUuid: payload.sub,
    issuedAt: payload.iat,
    passwordChangedAt: payload.pca,
    sessionId: payload.sid,
  };
  rememberVerified(secret, token, claims, payload.exp);
  return claims;
}
