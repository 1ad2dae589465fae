import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Values the server keeps but must not leave readable in a copy of the database (a seller's
 * payment tokens, a TOTP secret): AES-256-GCM under a key of 32 bytes, each key derived for one
 * purpose from a master key, so a value sealed for one use never opens for another.
 */

const derived = new WeakMap<Uint8Array, Map<string, Buffer>>();

/** The 32-byte key of `master` for `purpose` (HKDF-SHA-256), computed once per pair. */
export function purposeKey(master: Uint8Array, purpose: string): Buffer {
  let byPurpose = derived.get(master);
  if (!byPurpose) {
    byPurpose = new Map();
    derived.set(master, byPurpose);
  }
  let key = byPurpose.get(purpose);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', master, '', purpose, 32));
    byPurpose.set(purpose, key);
  }
  return key;
}

/** `v1.{iv}.{ciphertext}.{tag}`, base64url: the version lets the format change later. */
export function sealWith(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, data, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The value again, or null when it was not sealed with this key (or was tampered with). */
export function openWith(key: Buffer, sealed: string): string | null {
  const [version, iv, data, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** The master key used when the app is given none: one derived from the token key, for tests. */
export function sealKeyFrom(jwtSecret: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', jwtSecret, '', 'bitacora seal key', 32));
}
