import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'bitacora';
/** Its own audience, so an unlock link can never pass for a session token or the reverse. */
const AUDIENCE = 'bitacora-unlock';
export const UNLOCK_TTL_HOURS = 24;

/** The link in the lock mail: names the account's email, signed, valid for a day. */
export function signUnlockToken(secret: Uint8Array, email: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(email)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + UNLOCK_TTL_HOURS * 3600)
    .sign(secret);
}

/** The email an unlock link names, or null for anything that is not a valid, current one. */
export async function verifyUnlockToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'exp'],
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
