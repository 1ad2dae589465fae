import { describe, expect, it } from 'vitest';
import { normalizeSocialLink, socialLinkMessage, validateSocialLink } from './social-links.ts';

describe('normalizeSocialLink', () => {
  it('keeps an empty field empty', () => {
    expect(normalizeSocialLink('twitter', '')).toBe('');
    expect(normalizeSocialLink('twitter', '   ')).toBe('');
    expect(normalizeSocialLink('facebook', null)).toBe('');
    expect(normalizeSocialLink('instagram', undefined)).toBe('');
  });

  it('turns a handle, with or without @, into the profile address', () => {
    expect(normalizeSocialLink('twitter', '@usuario')).toBe('https://x.com/usuario');
    expect(normalizeSocialLink('twitter', ' usuario_2 ')).toBe('https://x.com/usuario_2');
    expect(normalizeSocialLink('instagram', '@cuaderno.viaje')).toBe(
      'https://www.instagram.com/cuaderno.viaje',
    );
    expect(normalizeSocialLink('facebook', 'mi.pagina')).toBe('https://www.facebook.com/mi.pagina');
    expect(normalizeSocialLink('patreon', 'ana-escribe')).toBe(
      'https://www.patreon.com/ana-escribe',
    );
  });

  it('keeps a web address, and completes one typed without https://', () => {
    expect(normalizeSocialLink('twitter', 'https://twitter.com/bitacora')).toBe(
      'https://twitter.com/bitacora',
    );
    expect(normalizeSocialLink('facebook', 'http://facebook.com/p?id=1')).toBe(
      'http://facebook.com/p?id=1',
    );
    expect(normalizeSocialLink('instagram', 'instagram.com/ana')).toBe('https://instagram.com/ana');
  });

  it('refuses what is neither: spaces, other schemes, a bare scheme, a host without a dot', () => {
    for (const value of [
      'mi usuario',
      'javascript:alert(1)',
      'https://',
      'https://localhost/x',
      'ftp://x.com/a',
      '@@doble',
      'https://x.com/a b',
      'ñandú',
      '😀',
    ]) {
      expect(normalizeSocialLink('twitter', value), value).toBeNull();
    }
  });

  it('holds each network to its own handle length (Twitter 15, Instagram 30)', () => {
    expect(normalizeSocialLink('twitter', `@${'a'.repeat(15)}`)).toBe(
      `https://x.com/${'a'.repeat(15)}`,
    );
    expect(normalizeSocialLink('twitter', `@${'a'.repeat(16)}`)).toBeNull();
    expect(normalizeSocialLink('instagram', 'a'.repeat(30))).not.toBeNull();
    expect(normalizeSocialLink('instagram', 'a'.repeat(31))).toBeNull();
    // A dot is fine on Instagram, not in a Twitter handle.
    expect(normalizeSocialLink('twitter', 'a.b')).toBeNull();
  });
});

describe('validateSocialLink', () => {
  it('says what to write, naming the network; nothing for a good value', () => {
    expect(validateSocialLink('twitter', 'mi usuario')).toBe(
      'Escribe una dirección que empiece por https:// o tu usuario de Twitter (@usuario).',
    );
    expect(validateSocialLink('facebook', 'no vale')).toBe(socialLinkMessage('facebook'));
    expect(socialLinkMessage('facebook')).toContain('Facebook');
    expect(validateSocialLink('instagram', '@ana')).toBeNull();
    expect(validateSocialLink('patreon', '')).toBeNull();
  });
});
