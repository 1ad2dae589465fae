import { isLanguage, itemPath, type Language } from '@bitacora/domain';
import type { Site } from './site.ts';

/*
 * The blog's addresses of its posts and pages, each in its language
 * (docs/decisions/074-language-addresses.md): every link the pages, feeds and sitemap make to an
 * item comes from here, the rule itself from the domain's `itemPath`.
 */

/** A stored item's language; the blog's main one should a row hold anything else. */
export const languageOf = (value: string, main: Language): Language =>
  isLanguage(value) ? value : main;

/** A post's own address on its blog: `/blog/{slug}`, or `/{lang}/blog/{slug}`. */
export const postPath = (site: Site, post: { slug: string; language: string }): string =>
  itemPath('post', post.slug, languageOf(post.language, site.language), site.language);

/** A page's own address on its blog: `/{slug}`, or `/{lang}/{slug}`. */
export const pagePath = (site: Site, page: { slug: string; language: string }): string =>
  itemPath('page', page.slug, languageOf(page.language, site.language), site.language);
