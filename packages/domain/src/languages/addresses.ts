import { LANGUAGES, type Language } from '../constants/constants.ts';
import { LANGUAGE_LOCALES } from '../dates/dates.ts';
import { isLanguage } from './languages.ts';

/*
 * Where each language's version of a text lives on the public blog
 * (docs/decisions/074-language-addresses.md): the main language at the addresses blogs always
 * had, every other one under its code (`/en/blog/{slug}`, `/en/{slug}`, `/en/`).
 */

/** Each language named in itself, as a reader of it looks for it in a switcher. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  es: 'Español',
  en: 'English',
  fr: 'Français',
  pt: 'Português',
};

/** The start of the public addresses of `language`'s items: '' for the main one, else `/xx`. */
export function languagePrefix(language: Language, main: Language): string {
  return language === main ? '' : `/${language}`;
}

/**
 * An address without its language's code (`/en/blog/x` is `/blog/x`, `/en/search.json` is
 * `/search.json`), any other as it is: what {@link languagePrefix} put before it, taken off.
 */
export function withoutLanguagePrefix(path: string): string {
  // Every code has two letters: only a first segment of two is worth reading.
  if (path.length < 4 || path[3] !== '/') return path;
  return isLanguage(path.slice(1, 3)) ? path.slice(3) : path;
}

/**
 * The public address of a post or page in `language` on a blog whose main language is `main`:
 * `/blog/{slug}` and `/{slug}` for the main language, `/{lang}/blog/{slug}` and `/{lang}/{slug}`
 * for the others. The slug is encoded here; nowhere else builds an item's address.
 */
export function itemPath(
  kind: 'post' | 'page',
  slug: string,
  language: Language,
  main: Language,
): string {
  const prefix = languagePrefix(language, main);
  const encoded = encodeURIComponent(slug);
  return kind === 'post' ? `${prefix}/blog/${encoded}` : `${prefix}/${encoded}`;
}

/** Open Graph's name of a language's locale (`og:locale`): es_ES, en_US, fr_FR, pt_PT. */
export function ogLocale(language: Language): string {
  return LANGUAGE_LOCALES[language].replace('-', '_');
}

/** A published version of a text and its address (a path or an absolute URL). */
export interface LanguageVersion {
  language: Language;
  href: string;
}

/** One `<link rel="alternate" hreflang>`: a language code, or `x-default`. */
export interface HreflangLink {
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * The published versions of one text in the order of {@link LANGUAGES}, one per language;
 * nothing when there is only one (a text alone in its language names no alternates).
 */
export function translationVersions(versions: readonly LanguageVersion[]): LanguageVersion[] {
  const ordered = LANGUAGES.flatMap((language) => {
    const version = versions.find((v) => v.language === language);
    return version ? [version] : [];
  });
  return ordered.length > 1 ? ordered : [];
}

/**
 * The hreflang links every version of a text carries, the same on each (so each names every
 * other and itself): one per published version, then `x-default` at the main language's version
 * when it is among them. Nothing when the text has a single published version.
 */
export function hreflangLinks(
  versions: readonly LanguageVersion[],
  main: Language,
): HreflangLink[] {
  const shown = translationVersions(versions);
  const links: HreflangLink[] = shown.map((v) => ({ hreflang: v.language, href: v.href }));
  const fallback = shown.find((v) => v.language === main);
  return fallback ? [...links, { hreflang: 'x-default', href: fallback.href }] : links;
}
