import { isLanguage, itemPath, type Language, languagePrefix } from '@bitacora/domain';
import type { Site } from './site.ts';

/*
 * The blog's addresses of its posts and pages, each in its language
 * (docs/decisions/074-language-addresses.md): every link the pages, feeds and sitemap make to an
 * item comes from here, the rule itself from the domain's `itemPath`.
 */

/** Where every blog's host takes webmentions (features/webmentions); its pages name it. */
export const WEBMENTION_PATH = '/webmention';

/** A stored item's language; the blog's main one should a row hold anything else. */
export const languageOf = (value: string, main: Language): Language =>
  isLanguage(value) ? value : main;

/** A post's own address on its blog: `/blog/{slug}`, or `/{lang}/blog/{slug}`. */
export const postPath = (site: Site, post: { slug: string; language: string }): string =>
  itemPath('post', post.slug, languageOf(post.language, site.language), site.language);

/** A page's own address on its blog: `/{slug}`, or `/{lang}/{slug}`. */
export const pagePath = (site: Site, page: { slug: string; language: string }): string =>
  itemPath('page', page.slug, languageOf(page.language, site.language), site.language);

/**
 * One of the blog's own addresses (`/search`, `/feed.xml`) as the page's language has it: under
 * its code when it is not the main one, so a page's links stay in its language.
 */
export const pageLanguagePath = (site: Site, path: string): string =>
  `${languagePrefix(site.pageLanguage, site.language)}${path}`;
