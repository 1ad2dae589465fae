import fs from 'node:fs';
import { MIN_PASSWORD_LENGTH, SERVER_MESSAGES } from '@bitacora/domain';

let list: Set<string> | undefined;

/**
 * The bundled list (lower-case, one per line), loaded on first use: the 10 000 most frequent
 * passwords of zxcvbn's ranked dictionary (@zxcvbn-ts/language-common 4.1.3, built from leaked
 * password corpora; MIT, see common-passwords.LICENSE.txt), then common Spanish passwords and
 * words that ranking under-represents.
 */
function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return list;
}

/** True when the password (case-insensitively) is on the bundled list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFC').toLowerCase());
}

/** The server's check of a new password; null when acceptable, else the Spanish reason. */
export function passwordIssue(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres`;
  }
  if (isCommonPassword(password)) {
    return SERVER_MESSAGES.passwordTooCommon;
  }
  return null;
}
