import { FIELD_MESSAGES, LANGUAGES } from '@bitacora/domain';
import { z } from 'zod';
import {
  booleanInput,
  dateTimeSchema,
  idSchema,
  languageInput,
  safeString,
  slugInput,
  TEXT_LIMITS,
  uuidSchema,
} from './common.schema.ts';
import { authorSummarySchema, ignoredRefInput, imageInput, titleInput } from './post.schema.ts';

/** A post of a series, as the series form lists them (ordered by sequenceNumber). */
export const seriesPostSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  title: z.string(),
  slug: z.string(),
  sequenceNumber: z.number().int().nullable(),
});
export type SeriesPost = z.infer<typeof seriesPostSchema>;

/** Series. */
export const seriesSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  /**
   * es, en, fr or pt: the blog's main one unless given (decision 073); its slug serves them all.
   * The server always sends it; optional for the pickers (post form) that read none of it.
   */
  language: z.enum(LANGUAGES).optional(),
  authorId: idSchema.nullable(),
  blogId: idSchema.optional(),
  /** How many posts belong to it; lists carry this, not the posts themselves. */
  postCount: z.number().int().nonnegative(),
  /** The series' posts in order: only when one series is read, empty in lists. */
  posts: z.array(seriesPostSchema),
  createdAt: dateTimeSchema.optional(),
  updatedAt: dateTimeSchema,
  author: authorSummarySchema.nullable(),
});
export type Series = z.infer<typeof seriesSchema>;

const descriptionInput = z
  .union([
    z.null(),
    safeString({
      max: TEXT_LIMITS.description,
      tooLong: FIELD_MESSAGES.descriptionTooLong(TEXT_LIMITS.description),
    }),
  ])
  .transform((value) => value ?? '');

const seriesFields = {
  title: titleInput,
  slug: slugInput(),
  description: descriptionInput.optional(),
  /** The uploaded cover's address, or null for none. */
  coverImage: imageInput.optional(),
  /** The blog's main language when absent on create. */
  language: languageInput.optional(),
  authorId: ignoredRefInput,
  blogId: ignoredRefInput,
};

/** `POST /api/series`: title, slug, description, coverImage (an address or null) and language. */
export const createSeriesBodySchema = z.object(seriesFields);
export type CreateSeriesBody = z.input<typeof createSeriesBodySchema>;
export type CreateSeriesData = z.output<typeof createSeriesBodySchema>;

/** `PATCH /api/series/uuid/{uuid}`: any subset, plus `removeCoverImage`. */
export const updateSeriesBodySchema = z
  .object(seriesFields)
  .partial()
  .extend({ removeCoverImage: booleanInput.optional() });
export type UpdateSeriesBody = z.input<typeof updateSeriesBodySchema>;
export type UpdateSeriesData = z.output<typeof updateSeriesBodySchema>;
