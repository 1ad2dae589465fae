import { DESIGN_MESSAGES } from '../messages/design.es.ts';
import { FIELD_MESSAGES } from '../messages/fields.es.ts';

/** How the blog's header sits: name and menu side by side, centred, or the name alone. */
export const HEADER_STYLES = ['classic', 'centered', 'minimal'] as const;
export type HeaderStyle = (typeof HEADER_STYLES)[number];

/** The home page's posts: one under another, or in a grid of cards. */
export const HOME_LAYOUTS = ['list', 'grid'] as const;
export type HomeLayout = (typeof HOME_LAYOUTS)[number];

export const LAYOUT_LIMITS = {
  footerText: 500,
  footerLinks: 10,
  footerLinkLabel: 60,
  footerLinkUrl: 500,
} as const;

export interface FooterLink {
  label: string;
  url: string;
}

/** The layout options every template honours (decision 061). */
export interface BlogLayout {
  headerStyle: HeaderStyle;
  homeLayout: HomeLayout;
  showAuthor: boolean;
  showReadingTime: boolean;
  showExcerpt: boolean;
  /** Plain text under the footer's links ('' for none). */
  footerText: string;
  footerLinks: FooterLink[];
}

export const LAYOUT_DEFAULTS: Readonly<BlogLayout> = Object.freeze({
  headerStyle: 'classic',
  homeLayout: 'list',
  showAuthor: true,
  showReadingTime: true,
  showExcerpt: true,
  footerText: '',
  footerLinks: [],
});

export const isHeaderStyle = (value: unknown): value is HeaderStyle =>
  (HEADER_STYLES as readonly unknown[]).includes(value);
export const isHomeLayout = (value: unknown): value is HomeLayout =>
  (HOME_LAYOUTS as readonly unknown[]).includes(value);

/**
 * A footer link's address: http(s) or a path on the blog (`/sobre-mi`), never `//host`,
 * `javascript:` or anything else. Null when it may be kept; else the Spanish sentence.
 */
export function footerLinkUrlIssue(url: string): string | null {
  const value = url.trim();
  if (value.includes('\0')) return FIELD_MESSAGES.forbiddenCharacters;
  if (value.length > LAYOUT_LIMITS.footerLinkUrl) {
    return DESIGN_MESSAGES.footerLinkUrlTooLong(LAYOUT_LIMITS.footerLinkUrl);
  }
  if (/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value)) return null;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return null;
  return DESIGN_MESSAGES.footerLinkUrlInvalid;
}

/** A footer link's label: text of 1 to LAYOUT_LIMITS.footerLinkLabel characters. */
export function footerLinkLabelIssue(label: string): string | null {
  const value = label.trim();
  if (value === '') return DESIGN_MESSAGES.footerLinkLabelRequired;
  if (value.includes('\0')) return FIELD_MESSAGES.forbiddenCharacters;
  if (value.length > LAYOUT_LIMITS.footerLinkLabel) {
    return DESIGN_MESSAGES.footerLinkLabelTooLong(LAYOUT_LIMITS.footerLinkLabel);
  }
  return null;
}

/**
 * The footer text: plain text of at most LAYOUT_LIMITS.footerText characters, without NUL bytes
 * (which the stored JSON cannot hold).
 */
export function footerTextIssue(text: string): string | null {
  if (text.includes('\0')) return FIELD_MESSAGES.forbiddenCharacters;
  return text.length > LAYOUT_LIMITS.footerText
    ? DESIGN_MESSAGES.footerTextTooLong(LAYOUT_LIMITS.footerText)
    : null;
}

/**
 * The layout as stored (a JSON object written by the settings or an import), with the defaults
 * for what is missing and anything that fails its rule left out.
 */
export function blogLayoutOf(stored: unknown): BlogLayout {
  const value = (stored !== null && typeof stored === 'object' ? stored : {}) as Record<
    string,
    unknown
  >;
  const flag = (key: 'showAuthor' | 'showReadingTime' | 'showExcerpt') =>
    typeof value[key] === 'boolean' ? value[key] : LAYOUT_DEFAULTS[key];
  const links = Array.isArray(value.footerLinks) ? value.footerLinks : [];
  return {
    headerStyle: isHeaderStyle(value.headerStyle) ? value.headerStyle : LAYOUT_DEFAULTS.headerStyle,
    homeLayout: isHomeLayout(value.homeLayout) ? value.homeLayout : LAYOUT_DEFAULTS.homeLayout,
    showAuthor: flag('showAuthor'),
    showReadingTime: flag('showReadingTime'),
    showExcerpt: flag('showExcerpt'),
    footerText:
      typeof value.footerText === 'string' && footerTextIssue(value.footerText) === null
        ? value.footerText
        : '',
    footerLinks: links
      .flatMap((link: unknown) => {
        if (link === null || typeof link !== 'object') return [];
        const { label, url } = link as Record<string, unknown>;
        if (typeof label !== 'string' || typeof url !== 'string') return [];
        if (footerLinkLabelIssue(label) !== null || footerLinkUrlIssue(url) !== null) return [];
        return [{ label: label.trim(), url: url.trim() }];
      })
      .slice(0, LAYOUT_LIMITS.footerLinks),
  };
}
