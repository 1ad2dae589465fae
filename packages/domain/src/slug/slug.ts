import {
  CATEGORY_SLUG_MAX,
  PAGE_SLUG_FALLBACK_DIGITS,
  SLUG_REFRESH_SUFFIX_DIGITS,
} from '../constants/constants.ts';
import { pageSlugReservedMessage, slugTakenMessage } from '../messages.es.ts';

/**
 * A blog's own one-segment addresses that a page, served at `/{slug}`, may not take
 * (docs/decisions/065-reader-search.md): the search, the authors' and the archives' pages, and
 * the language prefixes of a blog in several languages (es, en, fr and pt). A page that had one
 * before keeps it.
 */
export const RESERVED_PAGE_SLUGS = ['search', 'author', 'archive', 'es', 'en', 'fr', 'pt'] as const;

/** Why a new page (or a page changing its slug) may not take `slug`; null when it may. */
export function pageSlugIssue(slug: string): string | null {
  return (RESERVED_PAGE_SLUGS as readonly string[]).includes(slug)
    ? pageSlugReservedMessage(slug)
    : null;
}

/**
 * A category slug as stored: lower-case letters and digits joined by single hyphens, what
 * {@link slugifyCategory} gives.
 */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A post, page or series slug as stored: lower-case words (letters, digits, underscores) joined
 * by single hyphens, what {@link slugify} gives.
 */
export const SLUG_PATTERN = /^[a-z0-9_]+(?:-[a-z0-9_]+)*$/;

export interface SlugifyOptions {
  /**
   * Keep one trailing hyphen, for normalising while the user types: without it the hyphen of
   * "hola-" would vanish before "mundo" could follow.
   */
  partial?: boolean;
}

/** Combining marks left by NFD: "á" becomes "a" + U+0301, and the mark is dropped. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '');
}

function trimHyphens(slug: string, partial: boolean): string {
  const start = slug.replace(/^-+/, '');
  return partial ? start.replace(/-{2,}$/, '-') : start.replace(/-+$/, '');
}

/**
 * Category slug: lower-case, strip accents, each run of non-alphanumerics becomes one
 * hyphen, trim hyphens, cut to 50 characters. Hyphens left at the end by the cut are trimmed too,
 * so the slug never ends in a hyphen.
 */
export function slugifyCategory(text: string, options: SlugifyOptions = {}): string {
  const partial = options.partial === true;
  const dashed = stripAccents(text.toLowerCase()).replace(/[^a-z0-9]+/g, '-');
  return trimHyphens(trimHyphens(dashed, partial).slice(0, CATEGORY_SLUG_MAX), partial);
}

/**
 * Post, page and series slug: remove accents, lower-case, spaces to hyphens, drop non-word
 * characters, collapse repeated hyphens, trim hyphens. "Word" is JavaScript's `\w`, so
 * underscores stay. No length limit (the spec gives none for these).
 */
export function slugify(text: string, options: SlugifyOptions = {}): string {
  const partial = options.partial === true;
  const slug = stripAccents(text)
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
  return trimHyphens(slug, partial);
}

/** The last `digits` digits of the millisecond timestamp, zero-padded. */
export function timeSuffix(now: Date | number, digits: number): string {
  const ms = typeof now === 'number' ? now : now.getTime();
  const modulus = 10 ** digits;
  const value = ((Math.trunc(ms) % modulus) + modulus) % modulus;
  return String(value).padStart(digits, '0');
}

/** `base-1234`; an empty base gives the digits alone. */
export function withTimeSuffix(base: string, now: Date | number, digits: number): string {
  const suffix = timeSuffix(now, digits);
  return base === '' ? suffix : `${base}-${suffix}`;
}

/** The refresh button regenerates the slug from the title with a 4-digit time suffix. */
export function refreshedSlug(title: string, now: Date | number): string {
  return withTimeSuffix(slugify(title), now, SLUG_REFRESH_SUFFIX_DIGITS);
}

/** A page saved with no slug gets one from the title plus a 6-digit time suffix. */
export function pageFallbackSlug(title: string, now: Date | number): string {
  return withTimeSuffix(slugify(title), now, PAGE_SLUG_FALLBACK_DIGITS);
}

/**
 * The one place that decides when a page is saved "with no slug": the slug is missing, or
 * nothing of it survives `slugify` (white space, punctuation). Then the fallback; else the
 * slug as given. The form, the panel's save and the API route all call this.
 */
export function pageSlugOrFallback(
  slug: string | null | undefined,
  title: string,
  now: Date | number,
): string {
  const given = slug ?? '';
  return slugify(given) === '' ? pageFallbackSlug(title, now) : given;
}

/** The slug field's state: its value and whether the user took it over by hand. */
export interface SlugState {
  slug: string;
  /** True once the user typed in the slug field or refreshed it: the title no longer drives it. */
  isManual: boolean;
}

export type SlugEvent =
  | { type: 'titleChanged'; title: string }
  | { type: 'slugEdited'; slug: string }
  | { type: 'refreshed'; title: string; now: Date | number };

/**
 * The start state. An existing slug (edit mode) is manual: a published address must not
 * change because the title was retouched.
 */
export function initialSlugState(slug = ''): SlugState {
  return { slug, isManual: slug !== '' };
}

/**
 * Which slug normalisation (docs/product.md#slugs) the field applies: posts, pages and series, or
 * categories.
 */
export type SlugKind = 'content' | 'category';

/**
 * The slug follows the title (or a category's name) until the user edits it by hand.
 * Clearing the field hands it back to the title. A refresh sets a suffixed slug and counts as
 * manual, so the next keystroke in the title does not drop the suffix.
 */
export function nextSlugState(
  state: SlugState,
  event: SlugEvent,
  kind: SlugKind = 'content',
): SlugState {
  const normalize = kind === 'category' ? slugifyCategory : slugify;
  switch (event.type) {
    case 'titleChanged':
      return state.isManual ? state : { slug: normalize(event.title), isManual: false };
    case 'slugEdited': {
      const slug = normalize(event.slug, { partial: true });
      return { slug, isManual: slug !== '' };
    }
    case 'refreshed':
      return { slug: refreshedSlug(event.title, event.now), isManual: true };
  }
}

export interface SlugCheckInput {
  slug: string;
  /** The slug the record had when loaded; absent when creating. */
  originalSlug?: string | null;
  isEditing: boolean;
}

/** The availability check is skipped for an empty slug and when editing with an unchanged slug. */
export function shouldCheckSlugAvailability(input: SlugCheckInput): boolean {
  const slug = input.slug.trim();
  if (slug === '') return false;
  return !(input.isEditing && slug === (input.originalSlug ?? '').trim());
}

/**
 * The message for a check's answer. A failing check (`error`) is ignored and gives no
 * message, like an available slug.
 */
export function slugAvailabilityMessage(
  slug: string,
  answer: { exists: boolean } | { error: unknown },
): string | null {
  return 'exists' in answer && answer.exists ? slugTakenMessage(slug) : null;
}

/**
 * The `n`-th candidate for a slug that may be taken: the slug itself, then `-2`, `-3`… (how an
 * import keeps an item whose slug the blog already uses).
 */
export function numberedSlug(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`;
}

/**
 * The addresses of a blog's team on its author pages (`/author/{slug}`,
 * docs/decisions/067-author-pages.md): each member's name as a slug ('autor' when nothing is
 * left of it); a slug another member took first, in the order the team is given (by account,
 * oldest first), gets `-2`, `-3`… The same team gives the same slugs on every page.
 */
export function authorSlugs(team: readonly { id: number; name: string }[]): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const member of team) {
    const base = slugify(member.name) || 'autor';
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    slugs.set(member.id, slug);
  }
  return slugs;
}
