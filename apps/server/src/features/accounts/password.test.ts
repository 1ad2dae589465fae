import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, SCRYPT_LOG_N, scryptLogN, verifyPassword } from './password.ts';

describe('scrypt cost', () => {
  it('is N = 2^15 unless SCRYPT_LOG_N says otherwise, and always in production', () => {
    expect(SCRYPT_LOG_N).toBe(15);
    expect(scryptLogN({})).toBe(15);
    expect(scryptLogN({ SCRYPT_LOG_N: ' ' })).toBe(15);
    expect(scryptLogN({ SCRYPT_LOG_N: '10' })).toBe(10);
    expect(scryptLogN({ SCRYPT_LOG_N: '10', NODE_ENV: 'production' })).toBe(15);
  });

  it('refuses a cost out of range', () => {
    for (const text of ['9', '21', '12.5', 'bajo'])
      expect(() => scryptLogN({ SCRYPT_LOG_N: text })).toThrow(/SCRYPT_LOG_N/);
  });

  it('verifies a hash by the parameters it carries, whatever the cost new hashes get', async () => {
    const hash = await hashPassword('Una-clave-larga-9');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${scryptLogN()}\\$8\\$1\\$`));
    expect(await verifyPassword('Una-clave-larga-9', hash)).toBe(true);
    expect(await verifyPassword('Otra-clave-larga-9', hash)).toBe(false);
    // A hash made at the production cost (N = 2^15) of "Demo1234!".
    const full = hashAt(15, 'Demo1234!');
    expect(await verifyPassword('Demo1234!', full)).toBe(true);
    expect(await verifyPassword('Demo1234?', full)).toBe(false);
  });
});

function hashAt(logN: number, password: string): string {
  const salt = randomBytes(16);
  const N = 2 ** logN;
  const key = scryptSync(password.normalize('NFC'), salt, 32, {
    N,
    r: 8,
    p: 1,
    maxmem: 256 * N * 8,
  });
  return ['scrypt', logN, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
