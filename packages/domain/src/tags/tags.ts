import { TAG_NAME_MAX, TAGS_PER_POST_MAX } from '../constants/constants.ts';
import { TAG_MESSAGES } from '../messages.es.ts';
import { slugifyCategory } from '../slug/slug.ts';

/** The public blog's address of a tag's page. */
export function tagPath(slug: string): string {
  return `/tag/${slug}`;
}

/** A tag name as stored: trimmed, inner runs of white space made one space. */
export function normalizeTagName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * A tag's identity in its blog: its slug, made from the name. Names that differ only in case,
 * accents or punctuation ("Viajes", "viajes", "VIAJES!") are one tag, so typing a tag that
 * already exists in another spelling reuses it instead of creating a near-duplicate.
 */
export function tagSlug(name: string): string {
  return slugifyCategory(normalizeTagName(name));
}

/** Why a tag name is refused, or null: empty, too long, or without a letter or digit. */
export function tagNameIssue(name: string): string | null {
  const normal = normalizeTagName(name);
  if (normal === '') return TAG_MESSAGES.nameRequired;
  if (normal.length > TAG_NAME_MAX) return TAG_MESSAGES.nameTooLong;
  if (tagSlug(normal) === '') return TAG_MESSAGES.nameWithoutLetters;
  return null;
}

/**
 * A post's tag names, normalised, with duplicates (same slug) merged: the first spelling
 * wins and the order is kept.
 */
export function mergeTagNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const merged: string[] = [];
  for (const name of names) {
    const normal = normalizeTagName(name);
    const slug = tagSlug(normal);
    if (slug === '' || seen.has(slug)) continue;
    seen.add(slug);
    merged.push(normal);
  }
  return merged;
}

/** Why a post's tag list is refused, or null: a bad name or too many tags. */
export function postTagsIssue(names: readonly string[]): string | null {
  for (const name of names) {
    const issue = tagNameIssue(name);
    if (issue) return issue;
  }
  return mergeTagNames(names).length > TAGS_PER_POST_MAX ? TAG_MESSAGES.tooMany : null;
}

/** Why merging a tag into another is refused, or null: it must be another tag of the blog. */
export function tagMergeIssue(input: { id: number; into: number; blogTagIds: readonly number[] }) {
  return input.into === input.id || !input.blogTagIds.includes(input.into)
    ? TAG_MESSAGES.mergeTargetInvalid
    : null;
}
