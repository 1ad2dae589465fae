import {
  LANGUAGES,
  mergeTagNames,
  postTagsIssue,
  TAG_FIELD_MESSAGES,
  tagNameIssue,
} from '@bitacora/domain';
import { z } from 'zod';
import { fromRule, idInput, idSchema, languageInput, safeString } from './common.schema.ts';

/** A tag as a post carries it. */
export const postTagSchema = z.object({ id: idSchema, name: z.string(), slug: z.string() });
export type PostTag = z.infer<typeof postTagSchema>;

/** A tag of the blog, with how many of its posts (drafts included) carry it. */
export const tagSchema = postTagSchema.extend({
  /**
   * es, en, fr or pt: the language of the post that made it, else the blog's main one
   * (decision 073); its slug serves them all. The server always sends it.
   */
  language: z.enum(LANGUAGES).optional(),
  postCount: z.number().int().nonnegative(),
  blogId: idSchema,
});
export type Tag = z.infer<typeof tagSchema>;

/** One typed tag name; the domain's rule decides what a name may be. */
export const tagNameInput = safeString({ nonEmpty: true }).superRefine(fromRule(tagNameIssue));

/**
 * A post's tags as the post form sends them: names, new or existing, in any spelling. The list
 * is normalised and its duplicates merged; the server creates the names the blog lacks.
 */
export const postTagsInput = z
  .array(z.string({ error: TAG_FIELD_MESSAGES.tagNotText }), {
    error: TAG_FIELD_MESSAGES.tagsNotList,
  })
  .superRefine(fromRule(postTagsIssue))
  .transform(mergeTagNames);

/** `PATCH /api/tags/{id}`: a new name (its slug follows it) and/or language. */
export const renameTagBodySchema = z.object({
  name: tagNameInput.optional(),
  language: languageInput.optional(),
});
export type RenameTagBody = z.input<typeof renameTagBodySchema>;

/** `POST /api/tags/{id}/merge`: the tag that takes its posts. */
export const mergeTagBodySchema = z.object({ into: idInput(TAG_FIELD_MESSAGES.tagInvalid) });
export type MergeTagBody = z.input<typeof mergeTagBodySchema>;
