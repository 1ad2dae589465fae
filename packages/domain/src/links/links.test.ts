import { describe, expect, it } from 'vitest';
import { ALLOWED_LINK_SCHEMES, DEFAULT_LINK_URL, isAllowedLinkUrl } from './links.ts';

describe('isAllowedLinkUrl', () => {
  it.each([
    'http://ejemplo.com',
    'https://ejemplo.com/año?q=ñ',
    'HTTPS://EJEMPLO.COM',
    'ftp://archivos.ejemplo.com',
    'ftps://archivos.ejemplo.com',
    'mailto:ana@ejemplo.com',
    'tel:+34600000000',
    'callto:ana',
    'sms:+34600000000',
    'cid:imagen1',
    'xmpp:ana@ejemplo.com',
  ])('accepts %j', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(true);
  });

  it('covers every listed scheme', () => {
    for (const scheme of ALLOWED_LINK_SCHEMES) {
      expect(isAllowedLinkUrl(`${scheme}:x`)).toBe(true);
    }
  });

  it.each(['/sobre-mi', '../otro', '#notas', '?p=2', 'www.ejemplo.com', 'pagina.html'])(
    'accepts the relative %j',
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(true);
    },
  );

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'java\u200bscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
  ])('refuses %j', (url) => {
    expect(isAllowedLinkUrl(url)).toBe(false);
  });

  it('refuses empty input and a bare scheme such as the prompt default', () => {
    expect(isAllowedLinkUrl('')).toBe(false);
    expect(isAllowedLinkUrl('   ')).toBe(false);
    expect(isAllowedLinkUrl(null)).toBe(false);
    expect(isAllowedLinkUrl(undefined)).toBe(false);
    expect(isAllowedLinkUrl(DEFAULT_LINK_URL)).toBe(false);
    expect(isAllowedLinkUrl('mailto:')).toBe(false);
  });
});
