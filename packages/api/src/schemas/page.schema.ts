import { CONTENT_FIELD_MESSAGES, CONTENT_STATUSES, CONTENT_VISIBILITIES } from '@bitacora/domain';
import { z } from 'zod';
import {
  booleanInput,
  dateTimeSchema,
  idSchema,
  languageInput,
  nullableIdInput,
  slugInput,
  uuidSchema,
} from './common.schema.ts';
import {
  authorSummarySchema,
  contentInput,
  contentStatusInput,
  excerptInput,
  ignoredRefInput,
  imageInput,
  publishAtInput,
  titleInput,
  translationFields,
  translationOfChange,
  translationOfInput,
  visibilityInput,
  visibilityTiersInput,
} from './post.schema.ts';
import { saveControlFields } from './save-control.schema.ts';

/** Page. */
export const pageSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  authorId: idSchema.nullable(),
  blogId: idSchema,
  image: z.string().nullable(),
  imageId: idSchema.nullable(),
  /** As a post's: who reads it whole. */
  visibility: z.enum(CONTENT_VISIBILITIES),
  ...translationFields,
  /** As a post's: the tiers that open a `paid` page. */
  visibilityTiers: z.array(z.string()).optional(),
  /** As a post's: one more on every save. */
  revision: z.number().int(),
  createdAt: dateTimeSchema.optional(),
  updatedAt: dateTimeSchema,
  publishedAt: dateTimeSchema.nullable().optional(),
  /** When a SCHEDULED page goes public; null otherwise. */
  publishAt: dateTimeSchema.nullable().optional(),
  /** When the page went to the trash; null outside it. */
  trashedAt: dateTimeSchema.nullable().optional(),
  author: authorSummarySchema.nullable(),
});
export type Page = z.infer<typeof pageSchema>;

const pageFields = {
  title: titleInput,
  content: contentInput,
  excerpt: excerptInput.optional(),
  slug: slugInput(),
  status: contentStatusInput,
  publishAt: publishAtInput.optional(),
  image: imageInput.optional(),
  imageId: nullableIdInput(CONTENT_FIELD_MESSAGES.imageInvalid).optional(),
  visibility: visibilityInput.optional(),
  visibilityTiers: visibilityTiersInput.optional(),
  language: languageInput.optional(),
  authorId: ignoredRefInput,
  blogId: ignoredRefInput,
};

/**
 * `POST /api/pages`. The panel sends the form's lower-case status; either case is read as
 * DRAFT, PUBLISHED or SCHEDULED (DRAFT when absent).
 */
export const createPageBodySchema = z.object({
  ...pageFields,
  status: contentStatusInput.optional().default('DRAFT'),
  translationOf: translationOfInput.optional(),
});
export type CreatePageBody = z.input<typeof createPageBodySchema>;
export type CreatePageData = z.output<typeof createPageBodySchema>;

/**
 * `PATCH /api/pages/uuid/{uuid}`: any subset of the create fields, or `{ removeImage: true }`,
 * and the save's `baseRevision` and `autosave`.
 */
export const updatePageBodySchema = z
  .object(pageFields)
  .partial()
  .extend({
    removeImage: booleanInput.optional(),
    translationOf: translationOfChange.optional(),
    ...saveControlFields,
  });
export type UpdatePageBody = z.input<typeof updatePageBodySchema>;
export type UpdatePageData = z.output<typeof updatePageBodySchema>;
