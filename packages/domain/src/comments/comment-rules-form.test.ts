import { describe, expect, it } from 'vitest';
import { COMMENT_RULES_MESSAGES as M } from '../messages/blogs.es.ts';
import {
  blockExpiryDay,
  blockExpiryOf,
  parseHeldWords,
  validateBlockedEmail,
  validateBlockedIp,
  validateCloseAfterDays,
  validateHeldWords,
  validateMaxLinks,
} from './comment-rules-form.ts';

describe('comment rules as typed in the settings', () => {
  it('takes 0 to 50 links, whole numbers only', () => {
    expect(validateMaxLinks('0')).toBeNull();
    expect(validateMaxLinks(' 50 ')).toBeNull();
    expect(validateMaxLinks('51')).toBe(M.maxLinksTooMany(50));
    expect(validateMaxLinks('-1')).toBe(M.maxLinksNegative);
    expect(validateMaxLinks('2,5')).toBe(M.maxLinksNotInteger);
    expect(validateMaxLinks('')).toBe(M.maxLinksNotNumber);
    expect(validateMaxLinks('dos')).toBe(M.maxLinksNotNumber);
  });

  it('closes never when the days are empty, else after 1 to 3650 days', () => {
    expect(validateCloseAfterDays('')).toBeNull();
    expect(validateCloseAfterDays('30')).toBeNull();
    expect(validateCloseAfterDays('0')).toBe(M.daysTooFew);
    expect(validateCloseAfterDays('3651')).toBe(M.daysTooMany(3650));
  });

  it('reads held words one a line or comma separated, without blanks or repeats', () => {
    expect(parseHeldWords('casino\n  apuestas  online , casino,\n\n')).toEqual([
      'casino',
      'apuestas online',
    ]);
    expect(validateHeldWords(['a'.repeat(61)])).toBe(M.heldWordTooLong(60));
    expect(validateHeldWords(Array.from({ length: 201 }, (_, i) => `p${i}`))).toBe(
      M.heldWordsTooMany(200),
    );
  });

  it('checks emails and addresses to block', () => {
    expect(validateBlockedEmail('spam@ejemplo.com')).toBeNull();
    expect(validateBlockedEmail(' ')).toBe(M.emailRequired);
    expect(validateBlockedEmail('spam@')).toBe(M.emailInvalid);
    expect(validateBlockedIp('203.0.113.7')).toBeNull();
    expect(validateBlockedIp('2001:db8::1')).toBeNull();
    expect(validateBlockedIp('::ffff:203.0.113.7')).toBeNull();
    expect(validateBlockedIp('256.1.1.1')).toBe(M.ipInvalid);
    expect(validateBlockedIp('2001:db8::1::2')).toBe(M.ipInvalid);
    expect(validateBlockedIp('no-es-ip')).toBe(M.ipInvalid);
  });

  it('ends a block at the end of the chosen day in the blog zone', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    expect(blockExpiryOf('', 'Europe/Madrid', now)).toEqual({ expiresAt: null, error: null });
    expect(blockExpiryOf('2026-12-31', 'Europe/Madrid', now)).toEqual({
      expiresAt: '2026-12-31T22:59:00.000Z',
      error: null,
    });
    expect(blockExpiryOf('2026-11-25', 'Europe/Madrid', now).error).toBe(M.expiryPast);
    expect(blockExpiryOf('31/12/2026', 'Europe/Madrid', now).error).toBe(M.expiryInvalid);
    expect(blockExpiryDay('2026-12-31T22:59:00.000Z', 'Europe/Madrid')).toBe('2026-12-31');
  });
});
