import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openWith, purposeKey, sealKeyFrom, sealWith } from './seal.ts';

describe('sealed values', () => {
  const master = sealKeyFrom(randomBytes(32));

  it('open with the key of their purpose only, and never twice alike', () => {
    const key = purposeKey(master, 'bitacora payment tokens');
    const sealed = sealWith(key, 'APP_USR-1585551492-030918-ñ');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('APP_USR');
    expect(sealWith(key, 'APP_USR-1585551492-030918-ñ')).not.toBe(sealed);
    expect(openWith(key, sealed)).toBe('APP_USR-1585551492-030918-ñ');
    expect(openWith(purposeKey(master, 'otro uso'), sealed)).toBeNull();
    expect(
      openWith(purposeKey(sealKeyFrom(randomBytes(32)), 'bitacora payment tokens'), sealed),
    ).toBeNull();
  });

  it('refuse a tampered or unknown form', () => {
    const key = purposeKey(master, 'x');
    const [version, iv, data, tag] = sealWith(key, 'secreto').split('.');
    expect(openWith(key, [version, iv, `${data}A`, tag].join('.'))).toBeNull();
    expect(openWith(key, ['v2', iv, data, tag].join('.'))).toBeNull();
    expect(openWith(key, 'v1.solo')).toBeNull();
  });
});
