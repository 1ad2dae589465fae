import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/*
 * The keys of two-factor sign-in. The TOTP secret is kept encrypted (AES-256-GCM) so a copy of
 * the database alone does not give away anyone's second factor; recovery codes, emailed codes
 * and device ids are kept as keyed hashes (HMAC-SHA-256) for the same reason. Every key is
 * derived from the one two-factor key (TWO_FACTOR_KEY, or generated into DATA_DIR), each for
 * one purpose, so a value made for one use never passes for another.
 */

export type KeyPurpose = 'secret' | 'recovery-code' | 'email-code' | 'device';

const derived = new WeakMap<Uint8Array, Map<KeyPurpose, Buffer>>();

function keyFor(master: Uint8Array, purpose: KeyPurpose): Buffer {
  let byPurpose = derived.get(master);
  if (!byPurpose) {
    byPurpose = new Map();
    derived.set(master, byPurpose);
  }
  let key = byPurpose.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', master, '', `bitacora two-factor ${purpose}`, 32));
    byPurpose.set(purpose, key);
  }
  return key;
}

/** The key used when the app is given none: one derived from the token key, for tests. */
export function twoFactorKeyFrom(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', jwtSecret, '', 'bitacora two-factor key', 32));
}

/** `v1.{iv}.{ciphertext}.{tag}`, base64url: the version lets the format change later. */
export function encryptSecret(master: Uint8Array, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(master, 'secret'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret again, or null when it was not made with this key (or was tampered with). */
export function decryptSecret(master: Uint8Array, sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFor(master, 'secret'),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
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
