import { tagPath } from '../tags/tags.ts';

/** What keeps its old addresses when its slug changes. */
export const SLUG_REDIRECT_KINDS = ['post', 'page', 'series', 'category'] as const;
export type SlugRedirectKind = (typeof SLUG_REDIRECT_KINDS)[number];

/** The public path of an item of `kind` with `slug`, as the blog serves it. */
export function publicPathOf(kind: SlugRedirectKind | 'tag', slug: string): string {
  const part = encodeURIComponent(slug);
  switch (kind) {
    case 'post':
      return `/blog/${part}`;
    case 'page':
      return `/${part}`;
    case 'series':
      return `/series/${part}`;
    case 'category':
      return `/category/${part}`;
    case 'tag':
      return tagPath(part);
  }
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
}): boolean {
  if (input.oldSlug === input.newSlug) return false;
  if (input.kind === 'post' || input.kind === 'page') return input.status === 'PUBLISHED';
  return true;
}
