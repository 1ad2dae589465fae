import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, keyedHash, sameHash } from './two-factor-crypto.ts';

describe('two-factor keys', () => {
  const key = randomBytes(32);

  it('seals a secret so only the same key opens it, and a changed byte opens nothing', () => {
    const sealed = encryptSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(encryptSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(decryptSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(decryptSecret(randomBytes(32), sealed)).toBeNull();
    const [version, iv, data, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(decryptSecret(key, [version, iv, flipped, tag].join('.'))).toBeNull();
    expect(decryptSecret(key, 'v2.a.b.c')).toBeNull();
    expect(decryptSecret(key, 'basura')).toBeNull();
  });

  it('hashes each purpose with its own key', () => {
    const device = keyedHash(key, 'device', 'abc');
    expect(device).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash(key, 'device', 'abc')).toBe(device);
    expect(keyedHash(key, 'recovery-code', 'abc')).not.toBe(device);
    expect(sameHash(device, keyedHash(key, 'device', 'abc'))).toBe(true);
    expect(sameHash(device, keyedHash(key, 'device', 'abd'))).toBe(false);
    expect(sameHash(device, '')).toBe(false);
  });
});
