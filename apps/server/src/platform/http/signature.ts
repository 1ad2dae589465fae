import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The two halves of every token the server signs itself (the comment form's, the own-visit
 * link and mark, the export's download link): each keeps its own key and message, so their
 * formats and the tokens already out stay as they are.
 */

/** HMAC-SHA256 of `message` under `key`, in base64url. */
export function hmacSignature(key: Uint8Array, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

/**
 * Whether `given` is `expected` (a signature, a token), in a time that does not tell where
 * they differ.
 */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
