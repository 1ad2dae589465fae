import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSignature, sameSecret } from './signature.ts';

describe('hmacSignature', () => {
  it('is HMAC-SHA256 in base64url, and changes with the key and the message', () => {
    const key = new TextEncoder().encode('secreto');
    const expected = createHmac('sha256', key).update('export:1:2').digest('base64url');
    expect(hmacSignature(key, 'export:1:2')).toBe(expected);
    expect(hmacSignature(key, 'export:1:3')).not.toBe(expected);
    expect(hmacSignature(new TextEncoder().encode('otro'), 'export:1:2')).not.toBe(expected);
  });
});

describe('sameSecret', () => {
  it('accepts only the same string', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'ab')).toBe(false);
    expect(sameSecret('abc', '')).toBe(false);
    // Same length in characters, not in bytes.
    expect(sameSecret('abc', 'ab\u00e9')).toBe(false);
  });
});
