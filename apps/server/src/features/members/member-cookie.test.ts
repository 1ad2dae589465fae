import { describe, expect, it } from 'vitest';
import { memberCookieIn } from './members.service.ts';

describe('memberCookieIn', () => {
  it('reads the member cookie alone, first or among others', () => {
    expect(memberCookieIn('bitacora_member=abc')).toBe('abc');
    expect(memberCookieIn('tema=oscuro; bitacora_member=abc; otra=1')).toBe('abc');
    expect(memberCookieIn('tema=oscuro;bitacora_member=abc')).toBe('abc');
    expect(memberCookieIn('tema=oscuro;\t bitacora_member=abc  ')).toBe('abc');
  });

  it('keeps an equals sign inside the value', () => {
    expect(memberCookieIn('bitacora_member=a=b; x=1')).toBe('a=b');
  });

  it('is undefined without the cookie, or when the name only ends another name or sits in a value', () => {
    expect(memberCookieIn(undefined)).toBeUndefined();
    expect(memberCookieIn('')).toBeUndefined();
    expect(memberCookieIn('tema=oscuro')).toBeUndefined();
    expect(memberCookieIn('otro_bitacora_member=abc')).toBeUndefined();
    expect(memberCookieIn('nota=bitacora_member=abc')).toBeUndefined();
    expect(memberCookieIn('bitacora_member =abc')).toBeUndefined();
  });

  it('reads the real cookie after a look-alike earlier in the header', () => {
    expect(memberCookieIn('nota=bitacora_member=falso; bitacora_member=cierto')).toBe('cierto');
  });

  it('reads an empty value as empty', () => {
    expect(memberCookieIn('bitacora_member=; x=1')).toBe('');
  });
});
