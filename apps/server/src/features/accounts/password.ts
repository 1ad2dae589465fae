import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 (about 32 MiB and tens of ms per hash). */
export const SCRYPT_LOG_N = 15;

/**
 * The N new hashes are made with. The test suite sets SCRYPT_LOG_N lower (vitest.config.ts):
 * every file hashes the demo accounts and many sign in, and the cost is what makes that slow,
 * not what the tests are about. A hash carries its own parameters, so verifying is
 * the same code either way. A production server always hashes at the full cost.
 */
export function scryptLogN(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.SCRYPT_LOG_N?.trim();
  if (!text || env.NODE_ENV === 'production') return SCRYPT_LOG_N;
  const logN = Number(text);
  if (!Number.isInteger(logN) || logN < 10 || logN > 20)
    throw new Error(`SCRYPT_LOG_N must be a whole number from 10 to 20 (got "${text}")`);
  return logN;
}
const LOG_N = scryptLogN();
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  return new Promise<Buffer>((resolve, reject) => {
    // maxmem must exceed 128·N·r bytes, which is Node's default limit at N = 2^15.
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N, r, p, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password as `scrypt$logN$r$p$salt$hash` (base64url), so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![logN, r, p].every((n) => Number.isInteger(n) && n > 0) || logN > 20) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, logN, r, p);
  return timingSafeEqual(actual, expected);
}

/** A real hash of a random password: unknown emails are checked against it so they take as long. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
