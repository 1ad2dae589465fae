import { newSignedJwt, verifiedJwtClaims } from '../../platform/http/signed-jwt.ts';

/** Its own audience, so an unlock link can never pass for a session token or the reverse. */
const AUDIENCE = 'bitacora-unlock';
export const UNLOCK_TTL_HOURS = 24;

/** The link in the lock mail: names the account's email, signed, valid for a day. */
export function signUnlockToken(secret: Uint8Array, email: string, now: Date): Promise<string> {
  return newSignedJwt(AUDIENCE, email, now, UNLOCK_TTL_HOURS * 3600).sign(secret);
}

/** The email an unlock link names, or null for anything that is not a valid, current one. */
export async function verifyUnlockToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<string | null> {
  const payload = await verifiedJwtClaims(secret, token, AUDIENCE, now, ['sub', 'exp']);
  return typeof payload?.sub === 'string' ? payload.sub : null;
}
