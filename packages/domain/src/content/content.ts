import {
  CATEGORY_SLUG_MAX,
  CONTENT_STATUSES,
  type ContentStatus,
  EXCERPT_MAX,
  type WritableContentStatus,
} from '../constants/constants.ts';
import type { FormErrors } from '../form-errors/form-errors.ts';
import { validateSocialImage } from '../images/image-address.ts';
import { CATEGORY_MESSAGES, POST_MESSAGES, SERIES_MESSAGES } from '../messages.es.ts';

/** The form's lower-case status. */
export type FormContentStatus = 'draft' | 'published' | 'scheduled';

/** 'Borrador' (yellow), 'Publicado' (green), 'Programado' and 'En la papelera'. */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  DRAFT: 'Borrador',
  PUBLISHED: 'Publicado',
  SCHEDULED: 'Programado',
  TRASHED: 'En la papelera',
};

/** The server's status, read case-insensitively ("published", " Draft "); null when unknown. */
export function parseContentStatus(value: unknown): ContentStatus | null {
  if (typeof value !== 'string') return null;
  const upper = value.trim().toUpperCase();
  return (CONTENT_STATUSES as readonly string[]).includes(upper) ? (upper as ContentStatus) : null;
}

/** True for a published status in any case. */
export function isPublished(value: unknown): boolean {
  return parseContentStatus(value) === 'PUBLISHED';
}

/** The form value for a server status; anything else is a draft (never publish by accident). */
export function toFormStatus(value: unknown): FormContentStatus {
  const status = parseContentStatus(value);
  if (status === 'PUBLISHED') return 'published';
  if (status === 'SCHEDULED') return 'scheduled';
  return 'draft';
}

/** The server status the form sends. */
export function fromFormStatus(status: FormContentStatus): WritableContentStatus {
  if (status === 'published') return 'PUBLISHED';
  if (status === 'scheduled') return 'SCHEDULED';
  return 'DRAFT';
}

/**
 * Excerpt length as the textarea's `maxlength` and the server count it (UTF-16 code units),
 * so the counter n/160 and the save rule agree; an emoji counts 2.
 */
export function excerptLength(excerpt: string): number {
  return excerpt.length;
}

/** Cut to 160, never splitting an emoji's surrogate pair (the 160th unit is dropped then). */
export function clampExcerpt(excerpt: string, max: number = EXCERPT_MAX): string {
  if (excerpt.length <= max) return excerpt;
  const cut = excerpt.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** 'Excerpt must be 160 characters or less'. */
export function validateExcerpt(excerpt: string | null | undefined): string | null {
  return excerptLength(excerpt ?? '') <= EXCERPT_MAX ? null : POST_MESSAGES.excerptTooLong;
}

/** Comments say nothing to a reader, and an `<img>` written inside one is not an image. */
const COMMENT = /<!--[\s\S]*?-->/g;
/** The two elements the editor makes that are content with no text: an image with a source, a rule. */
const CONTENT_ELEMENT = /<(?:img\b[^>]*\ssrc\s*=\s*(?:"[^"\s]|'[^'\s]|[^"'\s>])|hr\b)/i;
const NON_BREAKING_SPACE = /&nbsp;|&#160;|&#xa0;/gi;

/**
 * The "content required" rule, the one rule the form, the API and the stored HTML all apply: empty,
 * white space, non-breaking spaces and empty tags ('<p></p>', '<p><br></p>') are no content;
 * any text, an image with a source, or a horizontal rule is.
 */
export function isEmptyEditorHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  const visible = html.replace(COMMENT, '');
  if (CONTENT_ELEMENT.test(visible)) return false;
  const text = visible.replace(/<[^>]*>/g, '').replace(NON_BREAKING_SPACE, ' ');
  return text.trim() === '';
}

/** The content rule with the API's Spanish message (the form shows 'Content is required'). */
export function validateEditorContent(html: string | null | undefined): string | null {
  return isEmptyEditorHtml(html) ? POST_MESSAGES.contentMissing : null;
}

/**
 * The sequence number in a series, numeric with minimum 1. Empty input (no number chosen)
 * is null; anything else that is not a whole number ≥ 1 is NaN.
 */
export function parseSequenceNumber(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    if (!/^[+-]?\d+(?:\.\d+)?$/.test(trimmed)) return Number.NaN;
    return parseSequenceNumber(Number(trimmed));
  }
  return Number.isInteger(value) && value >= 1 ? value : Number.NaN;
}

/**
 * An empty sequence number is fine (the post has no place yet); a given one is a whole number ≥ 1.
 */
export function validateSequenceNumber(value: string | number | null | undefined): string | null {
  return Number.isNaN(parseSequenceNumber(value)) ? POST_MESSAGES.sequenceNumberInvalid : null;
}

export type ContentField = 'title' | 'content' | 'excerpt';

export interface ContentInput {
  title: string;
  /** The editor's HTML. */
  content: string;
  excerpt?: string | null;
}

/**
 * Page save: title and content required (whitespace and empty editor HTML count as missing),
 * excerpt ≤ 160.
 */
export function validatePage(input: ContentInput): FormErrors<ContentField> {
  const errors: FormErrors<ContentField> = {};
  if (input.title.trim() === '') errors.title = POST_MESSAGES.titleRequired;
  if (isEmptyEditorHtml(input.content)) errors.content = POST_MESSAGES.contentRequired;
  const excerpt = validateExcerpt(input.excerpt);
  if (excerpt) errors.excerpt = excerpt;
  return errors;
}

export type PostField = ContentField | 'categoryId' | 'sequenceNumber' | 'socialImage';

export interface PostInput extends ContentInput {
  categoryId?: number | string | null;
  seriesId?: number | string | null;
  sequenceNumber?: number | string | null;
  /** The image for social cards, as typed (empty for the featured image). */
  socialImage?: string | null;
}

function isBlankId(id: number | string | null | undefined): boolean {
  return id === null || id === undefined || String(id).trim() === '';
}

/**
 * Post save: the page rules, plus the category (required in the form), when a series is
 * chosen the sequence number rule, and the social image's address when one is typed.
 */
export function validatePost(input: PostInput): FormErrors<PostField> {
  const errors: FormErrors<PostField> = validatePage(input);
  if (isBlankId(input.categoryId)) errors.categoryId = POST_MESSAGES.categoryRequired;
  if (!isBlankId(input.seriesId)) {
    const sequence = validateSequenceNumber(input.sequenceNumber);
    if (sequence) errors.sequenceNumber = sequence;
  }
  const socialImage = validateSocialImage(input.socialImage);
  if (socialImage) errors.socialImage = socialImage;
  return errors;
}

export type SeriesField = 'title' | 'slug' | 'author';

/** Series save: title, slug and the authenticated user's id are required, in that order. */
export function validateSeries(input: {
  title: string;
  slug: string;
  authorId: number | string | null | undefined;
}): FormErrors<SeriesField> {
  const errors: FormErrors<SeriesField> = {};
  if (input.title.trim() === '') errors.title = SERIES_MESSAGES.titleRequired;
  if (input.slug.trim() === '') errors.slug = SERIES_MESSAGES.slugRequired;
  if (isBlankId(input.authorId)) errors.author = SERIES_MESSAGES.userMissing;
  return errors;
}

export type CategoryField = 'name' | 'slug';

/**
 * Category: name and slug required; the slug at most 50 characters (normally guaranteed by
 * `slugifyCategory`, checked here for values that did not go through it).
 */
export function validateCategory(input: { name: string; slug: string }): FormErrors<CategoryField> {
  const errors: FormErrors<CategoryField> = {};
  if (input.name.trim() === '') errors.name = CATEGORY_MESSAGES.nameRequired;
  const slug = input.slug.trim();
  if (slug === '') errors.slug = CATEGORY_MESSAGES.slugRequired;
  else if (slug.length > CATEGORY_SLUG_MAX) errors.slug = CATEGORY_MESSAGES.slugTooLong;
  return errors;
}
