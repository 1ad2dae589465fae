import { describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES } from '../messages/design.es.ts';
import {
  CODE_INJECTION_MAX_BYTES,
  codeInjectionIssue,
  normalizeScriptOrigin,
  SCRIPT_ORIGINS_MAX,
  scriptOriginsOf,
} from './code-injection.ts';

describe('code injection', () => {
  it('keeps HTML up to its size and refuses more, counting bytes', () => {
    expect(codeInjectionIssue('<script>console.log(1)</script>')).toBeNull();
    expect(codeInjectionIssue('a'.repeat(CODE_INJECTION_MAX_BYTES))).toBeNull();
    expect(codeInjectionIssue('ñ'.repeat(CODE_INJECTION_MAX_BYTES / 2 + 1))).toBe(
      DESIGN_MESSAGES.codeInjectionTooLong(20),
    );
  });
});

describe('script origins', () => {
  it('reads an https origin alone, normalised', () => {
    expect(normalizeScriptOrigin('https://CDN.Example.com/')).toBe('https://cdn.example.com');
    expect(normalizeScriptOrigin(' https://stats.example.com:8443 ')).toBe(
      'https://stats.example.com:8443',
    );
  });

  it('refuses other schemes, paths, queries, credentials, wildcards and bare names', () => {
    for (const value of [
      'http://cdn.example.com',
      'cdn.example.com',
      'https://cdn.example.com/lib.js',
      'https://cdn.example.com?x=1',
      'https://user@cdn.example.com',
      'https://*.example.com',
      'https://intranet',
      'javascript:alert(1)',
      'https://exa mple.com',
      'https://[::1',
      '',
    ]) {
      expect(normalizeScriptOrigin(value), value).toBeNull();
    }
  });

  it('takes a list without repeats, and says which entry is wrong or that there are too many', () => {
    expect(scriptOriginsOf([])).toEqual({ origins: [] });
    expect(scriptOriginsOf(['https://a.example.com', 'https://A.example.com/'])).toEqual({
      origins: ['https://a.example.com'],
    });
    expect(scriptOriginsOf(['https://a.example.com', 'http://b.example.com'])).toEqual({
      issue: DESIGN_MESSAGES.scriptOriginInvalid('http://b.example.com'),
      index: 1,
    });
    const many = Array.from(
      { length: SCRIPT_ORIGINS_MAX + 1 },
      (_, i) => `https://s${i}.example.com`,
    );
    expect(scriptOriginsOf(many)).toEqual({
      issue: DESIGN_MESSAGES.scriptOriginsTooMany(SCRIPT_ORIGINS_MAX),
    });
    expect(DESIGN_MESSAGES.scriptOriginInvalid('ftp://x')).toContain('https://');
  });
});
