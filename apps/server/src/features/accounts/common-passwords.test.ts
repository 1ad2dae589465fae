import { describe, expect, it } from 'vitest';
import { isCommonPassword, passwordIssue } from './common-passwords.ts';

describe('common passwords', () => {
  it('refuses the head and the tail of the ranked top 10 000, in any case', () => {
    for (const password of ['123456', 'password', 'dragon', 'Football', '24081990', 'monkey']) {
      expect(isCommonPassword(password)).toBe(true);
    }
    expect(passwordIssue('Dragon')).toBe(
      'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
    );
  });

  it('refuses common Spanish passwords too', () => {
    for (const password of ['contraseña', 'tequiero', 'barcelona']) {
      expect(isCommonPassword(password)).toBe(true);
    }
  });

  it('accepts a password nobody has on a list, and checks length first', () => {
    expect(passwordIssue('Bitácora-de-Ana-2026')).toBeNull();
    expect(passwordIssue('abc')).toBe('La contraseña debe tener al menos 6 caracteres');
  });
});
