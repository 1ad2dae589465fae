import { describe, expect, it } from 'vitest';
import { PROFILE_LINK_MESSAGES } from '../messages.es.ts';
import {
  checkProfileLink,
  mergeProfileLinks,
  PROFILE_LINK_KEYS,
  PROFILE_LINK_LABELS,
  profileLinksErrors,
  profileLinksWithAll,
  storedProfileLinks,
} from './profile-links.ts';

const refused = (message: string) => ({ ok: false, message });
const kept = (link: string | null) => ({ ok: true, link });

describe('checkProfileLink', () => {
  it('reads empty, blank, null and undefined as unset', () => {
    for (const value of ['', '   ', null, undefined]) {
      expect(checkProfileLink('website', value)).toEqual(kept(null));
    }
  });

  it('keeps an absolute https:// address as typed, trimmed', () => {
    expect(checkProfileLink('website', ' https://ana.example/ ')).toEqual(
      kept('https://ana.example/'),
    );
    expect(checkProfileLink('github', 'https://github.com/ana')).toEqual(
      kept('https://github.com/ana'),
    );
    expect(checkProfileLink('linkedin', 'HTTPS://www.linkedin.com/in/ana-peña')).toEqual(
      kept('HTTPS://www.linkedin.com/in/ana-peña'),
    );
    expect(checkProfileLink('x', 'https://x.com/ana?ref=blog#top')).toEqual(
      kept('https://x.com/ana?ref=blog#top'),
    );
    expect(checkProfileLink('website', 'https://ñandú.example/😀')).toEqual(
      kept('https://ñandú.example/😀'),
    );
  });

  it('refuses http with its own message', () => {
    expect(checkProfileLink('website', 'http://ana.example')).toEqual(
      refused('La dirección del sitio web debe empezar por https://'),
    );
    expect(checkProfileLink('github', 'http://github.com/ana')).toEqual(
      refused(PROFILE_LINK_MESSAGES.notHttps('de GitHub')),
    );
  });

  it('refuses other schemes, relative addresses and what is no address', () => {
    const message = 'Escribe la dirección completa de Instagram, empezando por https://';
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/ana',
      '/perfil',
      '//instagram.com/ana',
      'instagram.com/ana',
      '@ana',
      'https:instagram.com/ana',
      'https://',
      'https://localhost/ana',
      'https://instagram.com./ana',
      'https://instagram.com/a b',
      'https://instagram.com/a\tb',
      'https://instagram.com/a\u0000b',
    ]) {
      expect(checkProfileLink('instagram', value), value).toEqual(refused(message));
    }
  });

  it('refuses a user or a password in the address', () => {
    const message = 'La dirección de X no puede llevar usuario ni contraseña';
    expect(checkProfileLink('x', 'https://ana@x.com/ana')).toEqual(refused(message));
    expect(checkProfileLink('x', 'https://ana:secreto@x.com/ana')).toEqual(refused(message));
    expect(checkProfileLink('x', 'https://:secreto@x.com/ana')).toEqual(refused(message));
  });

  it('keeps 300 characters and refuses 301', () => {
    const head = 'https://ana.example/';
    const at300 = head + 'a'.repeat(300 - head.length);
    expect(checkProfileLink('website', at300)).toEqual(kept(at300));
    expect(checkProfileLink('website', `${at300}a`)).toEqual(
      refused('La dirección del sitio web no puede superar los 300 caracteres'),
    );
  });

  it('turns a Mastodon handle into its profile address, the server lower-cased', () => {
    expect(checkProfileLink('mastodon', '@ana@mastodon.social')).toEqual(
      kept('https://mastodon.social/@ana'),
    );
    expect(checkProfileLink('mastodon', ' Ana_P@Masto.Example.ORG ')).toEqual(
      kept('https://masto.example.org/@Ana_P'),
    );
    expect(checkProfileLink('mastodon', 'https://mastodon.social/@ana')).toEqual(
      kept('https://mastodon.social/@ana'),
    );
  });

  it('holds a Mastodon handle to the 300 characters of its address', () => {
    // '@u@host' becomes 'https://host/@u': eight characters longer.
    const host = `${'h'.repeat(280)}.example`;
    const fits = `@${'u'.repeat(300 - 10 - host.length)}@${host}`;
    expect(checkProfileLink('mastodon', fits)).toEqual(
      kept(`https://${host}/@${fits.slice(1, fits.indexOf('@', 1))}`),
    );
    expect(checkProfileLink('mastodon', `@u${fits.slice(1)}`)).toEqual(
      refused(PROFILE_LINK_MESSAGES.tooLong('de Mastodon', 300)),
    );
  });

  it('says what Mastodon takes when a value is neither an address nor a handle', () => {
    for (const value of ['@ana', '@ana@', '@ana@servidor', 'ana@@mastodon.social']) {
      expect(checkProfileLink('mastodon', value), value).toEqual(
        refused(PROFILE_LINK_MESSAGES.mastodon),
      );
    }
    // A handle is Mastodon's only: elsewhere it is no address.
    expect(checkProfileLink('github', '@ana@mastodon.social').ok).toBe(false);
  });
});

describe('profileLinksErrors', () => {
  it('names every refused field with its message, and nothing when all pass', () => {
    expect(
      profileLinksErrors({
        website: 'https://ana.example',
        x: '',
        mastodon: null,
        github: undefined,
      }),
    ).toEqual({});
    expect(
      profileLinksErrors({ website: 'http://ana.example', linkedin: 'javascript:alert(1)' }),
    ).toEqual({
      website: 'La dirección del sitio web debe empezar por https://',
      linkedin: 'Escribe la dirección completa de LinkedIn, empezando por https://',
    });
  });
});

describe('storedProfileLinks', () => {
  it('keeps only the six keys with links the rule keeps as they are', () => {
    expect(
      storedProfileLinks({
        website: 'https://ana.example',
        x: 'javascript:alert(1)',
        mastodon: '@ana@mastodon.social',
        instagram: 42,
        github: '',
        facebook: 'https://facebook.com/ana',
      }),
    ).toEqual({ website: 'https://ana.example' });
  });

  it('reads anything but an object as no links', () => {
    for (const value of [null, undefined, 'https://ana.example', ['https://ana.example'], 3]) {
      expect(storedProfileLinks(value)).toEqual({});
    }
  });
});

describe('mergeProfileLinks', () => {
  it('keeps what the change leaves out, sets what it gives and unsets a null', () => {
    expect(
      mergeProfileLinks(
        { website: 'https://ana.example', x: 'https://x.com/ana' },
        { x: null, github: 'https://github.com/ana' },
      ),
    ).toEqual({ website: 'https://ana.example', github: 'https://github.com/ana' });
    expect(mergeProfileLinks({ x: 'https://x.com/ana' }, {})).toEqual({ x: 'https://x.com/ana' });
  });
});

describe('profileLinksWithAll', () => {
  it('answers the six keys, null for each unset one', () => {
    expect(profileLinksWithAll({ github: 'https://github.com/ana' })).toEqual({
      website: null,
      x: null,
      mastodon: null,
      instagram: null,
      linkedin: null,
      github: 'https://github.com/ana',
    });
  });

  it('has a label for each key, in the fields’ order', () => {
    expect(Object.keys(PROFILE_LINK_LABELS)).toEqual([...PROFILE_LINK_KEYS]);
  });
});
