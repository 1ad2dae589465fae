import { describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES } from '../messages/design.es.ts';
import { FIELD_MESSAGES } from '../messages/fields.es.ts';
import {
  blogLayoutOf,
  footerLinkLabelIssue,
  footerLinkUrlIssue,
  footerTextIssue,
  isHeaderStyle,
  isHomeLayout,
  LAYOUT_DEFAULTS,
  LAYOUT_LIMITS,
} from './layout.ts';

describe('blog layout', () => {
  it('reads nothing stored as the defaults: classic header, a list, everything shown', () => {
    for (const stored of [undefined, null, {}, 'x', 3]) {
      expect(blogLayoutOf(stored)).toEqual(LAYOUT_DEFAULTS);
    }
    expect(LAYOUT_DEFAULTS).toMatchObject({
      headerStyle: 'classic',
      homeLayout: 'list',
      showAuthor: true,
      showReadingTime: true,
      showExcerpt: true,
    });
  });

  it('keeps what passes its rule and leaves out the rest', () => {
    expect(
      blogLayoutOf({
        headerStyle: 'centered',
        homeLayout: 'grid',
        showAuthor: false,
        showReadingTime: 'no',
        showExcerpt: false,
        footerText: 'Hecho en Quito',
        footerLinks: [
          { label: ' Sobre mí ', url: '/sobre-mi ' },
          { label: 'Mal', url: 'javascript:alert(1)' },
          { label: '', url: '/x' },
          'nada',
          null,
          { label: 'Mastodon', url: 'https://mastodon.social/@yo' },
        ],
      }),
    ).toEqual({
      headerStyle: 'centered',
      homeLayout: 'grid',
      showAuthor: false,
      showReadingTime: true,
      showExcerpt: false,
      footerText: 'Hecho en Quito',
      footerLinks: [
        { label: 'Sobre mí', url: '/sobre-mi' },
        { label: 'Mastodon', url: 'https://mastodon.social/@yo' },
      ],
    });
    expect(blogLayoutOf({ headerStyle: 'huge', homeLayout: 'masonry' })).toEqual(LAYOUT_DEFAULTS);
    expect(blogLayoutOf({ footerText: 'x'.repeat(501) }).footerText).toBe('');
    const many = Array.from({ length: 12 }, (_, i) => ({ label: `L${i}`, url: `/p${i}` }));
    expect(blogLayoutOf({ footerLinks: many }).footerLinks).toHaveLength(LAYOUT_LIMITS.footerLinks);
  });

  it('names the header styles and home layouts', () => {
    expect(isHeaderStyle('minimal')).toBe(true);
    expect(isHeaderStyle('Minimal')).toBe(false);
    expect(isHomeLayout('grid')).toBe(true);
    expect(isHomeLayout(null)).toBe(false);
  });

  it('takes footer links to http(s) addresses or the blog’s own paths only', () => {
    for (const url of ['https://ejemplo.com', 'http://ejemplo.com/a?b=1', '/sobre-mi', '/']) {
      expect(footerLinkUrlIssue(url), url).toBeNull();
    }
    for (const url of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil',
      'ftp://x',
      'sobre-mi',
      'https://',
      '',
    ]) {
      expect(footerLinkUrlIssue(url), url).toBe(DESIGN_MESSAGES.footerLinkUrlInvalid);
    }
    expect(footerLinkUrlIssue(`/${'a'.repeat(500)}`)).toBe(
      DESIGN_MESSAGES.footerLinkUrlTooLong(500),
    );
  });

  it('limits the link labels and the footer text', () => {
    expect(footerLinkLabelIssue('Contacto')).toBeNull();
    expect(footerLinkLabelIssue('  ')).toBe(DESIGN_MESSAGES.footerLinkLabelRequired);
    expect(footerLinkLabelIssue('x'.repeat(61))).toBe(DESIGN_MESSAGES.footerLinkLabelTooLong(60));
    // NUL bytes: the stored JSON cannot hold them.
    expect(footerLinkLabelIssue('a\u0000b')).toBe(FIELD_MESSAGES.forbiddenCharacters);
    expect(footerLinkUrlIssue('/a\u0000b')).toBe(FIELD_MESSAGES.forbiddenCharacters);
    expect(footerTextIssue('a\u0000b')).toBe(FIELD_MESSAGES.forbiddenCharacters);
    expect(footerTextIssue('x'.repeat(500))).toBeNull();
    expect(footerTextIssue('x'.repeat(501))).toBe(DESIGN_MESSAGES.footerTextTooLong(500));
    expect(DESIGN_MESSAGES.footerLinksTooMany(10)).toContain('10');
  });
});
