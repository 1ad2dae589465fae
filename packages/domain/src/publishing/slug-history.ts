import type { Language } from '../constants/constants.ts';
import { languagePrefix } from '../languages/addresses.ts';
import { tagPath } from '../tags/tags.ts';

/** What keeps its old addresses when its slug changes. */
export const SLUG_REDIRECT_KINDS = ['post', 'page', 'series', 'category'] as const;
export type SlugRedirectKind = (typeof SLUG_REDIRECT_KINDS)[number];

/** How long an old address may be: the slug history's column. */
export const OLD_ADDRESS_MAX = 200;

/**
 * An old address that is a whole path of another site (an imported item's permalink there, such
 * as `/2024/02/etapa-1`), kept in the slug history beside old slugs; a slug never starts with `/`.
 */
export function isOldPath(slug: string): boolean {
  return slug.startsWith('/');
}

/**
 * A permalink (`https://old.example/2024/02/etapa-1/`, or a path) as the slug history keeps it:
 * the path's segments decoded, without empty ones or a trailing slash, so `/2024/02/etapa-1/`
 * and `/2024/02/etapa-1` are one address. Null for the home page, an address that cannot be
 * read, or one too long to keep.
 */
export function oldPathOf(permalink: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(permalink, 'http://old.invalid').pathname;
  } catch {
    return null;
  }
  let parts: string[];
  try {
    parts = pathname
      .split('/')
      .filter((part) => part !== '')
      .map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
  if (parts.length === 0 || parts.some((part) => part.includes('/'))) return null;
  const path = `/${parts.join('/')}`;
  return path.length <= OLD_ADDRESS_MAX ? path : null;
}

/** The public path of an item of `kind` with `slug`, as the blog serves it. */
export function publicPathOf(
  kind: SlugRedirectKind | 'tag',
  slug: string,
  /** The item's language and the blog's main one: another language's address has its code. */
  languages?: { language: Language; main: Language },
): string {
  const part = encodeURIComponent(slug);
  const prefix = languages ? languagePrefix(languages.language, languages.main) : '';
  switch (kind) {
    case 'post':
      return `${prefix}/blog/${part}`;
    case 'page':
      return `${prefix}/${part}`;
    case 'series':
      return `${prefix}/series/${part}`;
    case 'category':
      return `${prefix}/category/${part}`;
    case 'tag':
      return `${prefix}${tagPath(part)}`;
  }
}

/** Where an old address of an item of `kind` is on the blog: its old slug's path, or the path it keeps. */
export function oldAddressPath(
  kind: SlugRedirectKind,
  slug: string,
  languages?: { language: Language; main: Language },
): string {
  return isOldPath(slug)
    ? slug.split('/').map(encodeURIComponent).join('/')
    : publicPathOf(kind, slug, languages);
}

/**
 * Whether a slug change leaves an address behind: only one the public could have reached. A
 * draft's old slug was never public; series and categories have no draft state.
 */
export function keepsOldAddress(input: {
  kind: SlugRedirectKind;
  /** The item's status before the change, for posts and pages. */
  status?: string | null;
  oldSlug: string;
  newSlug: string;
  /** A post's or page's language before and after: a version moving language moves address. */
  oldLanguage?: Language;
  newLanguage?: Language;
}): boolean {
  if (input.oldSlug === input.newSlug && input.oldLanguage === input.newLanguage) return false;
  if (input.kind === 'post' || input.kind === 'page') return input.status === 'PUBLISHED';
  return true;
}
