import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { openWith, purposeKey, sealWith } from '../../platform/secrets/seal.ts';

/*
 * The keys of two-factor sign-in. The TOTP secret is kept encrypted (AES-256-GCM) so a copy of
 * the database alone does not give away anyone's second factor; recovery codes, emailed codes
 * and device ids are kept as keyed hashes (HMAC-SHA-256) for the same reason. Every key is
 * derived from the one two-factor key (TWO_FACTOR_KEY, or generated into DATA_DIR), each for
 * one purpose, so a value made for one use never passes for another.
 */

export type KeyPurpose = 'secret' | 'recovery-code' | 'email-code' | 'device';

const keyFor = (master: Uint8Array, purpose: KeyPurpose): Buffer =>
  purposeKey(master, `bitacora two-factor ${purpose}`);

/** The key used when the app is given none: one derived from the token key, for tests. */
export function twoFactorKeyFrom(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', jwtSecret, '', 'bitacora two-factor key', 32));
}

/** `v1.{iv}.{ciphertext}.{tag}`, base64url: the version lets the format change later. */
export function encryptSecret(master: Uint8Array, plain: string): string {
  return sealWith(keyFor(master, 'secret'), plain);
}

/** The secret again, or null when it was not made with this key (or was tampered with). */
export function decryptSecret(master: Uint8Array, sealed: string): string | null {
  return openWith(keyFor(master, 'secret'), sealed);
}

/** A keyed hash in hex (64 characters), for a value that is looked up or compared. */
export function keyedHash(master: Uint8Array, purpose: KeyPurpose, value: string): string {
  return createHmac('sha256', keyFor(master, purpose)).update(value).digest('hex');
}

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
