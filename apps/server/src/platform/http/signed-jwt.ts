import { errors, type JWTPayload, jwtVerify, SignJWT } from 'jose';

/*
 * The tokens the server signs with its token key (sessions, login challenges, unlock links):
 * HS256 only, issued by Bitácora, each kind for its own audience so none can pass for another.
 */

const ISSUER = 'bitacora';

/** A token of `audience` naming `subject`, issued at `now` and valid `ttlSeconds`; sign it last. */
export function newSignedJwt(
  audience: string,
  subject: string,
  now: Date,
  ttlSeconds: number,
  claims: JWTPayload = {},
): SignJWT {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds);
}

/**
 * The claims of `token` when its signature, algorithm (so `alg: none` fails), issuer, audience
 * and expiry at `now` hold and it carries `requiredClaims`; null for anything else, never
 * throwing for bad input.
 */
export async function verifiedJwtClaims(
  secret: Uint8Array,
  token: string,
  audience: string,
  now: Date,
  requiredClaims: string[],
): Promise<JWTPayload | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience,
      currentDate: now,
      requiredClaims,
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
