import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'bitacora';
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
}

/** Signs a session token: HS256, 7 days, iss/aud/iat, subject = user uuid. */
export function signToken(
  secret: Uint8Array,
  user: TokenSubject,
  now = new Date(),
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ pca: user.passwordChangedAt.getTime() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.uuid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .sign(secret);
}

/**
 * Verifies signature, algorithm (HS256 only, so `alg: none` fails), issuer, audience and
 * expiry. Returns null for any token that is not valid, never throws for bad input.
 */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
  now = new Date(),
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
    if (typeof payload.pca !== 'number') return null;
    return { userUuid: payload.sub, issuedAt: payload.iat, passwordChangedAt: payload.pca };
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
