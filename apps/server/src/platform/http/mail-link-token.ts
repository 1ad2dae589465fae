import { createHash, randomBytes } from 'node:crypto';

/*
 * The tokens mailed links carry (comment notifications, newsletter subscribers): the token goes
 * in the mail, only its SHA-256 is stored, so a read of the table cannot follow a link.
 */

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token and the hash to store for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}
