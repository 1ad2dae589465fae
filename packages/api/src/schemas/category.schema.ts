import {
  CATEGORY_MESSAGES,
  CATEGORY_SLUG_MAX,
  CATEGORY_SLUG_PATTERN,
  FIELD_MESSAGES,
  LANGUAGES,
} from '@bitacora/domain';
import { z } from 'zod';
import {
  blogIdBodyInput,
  idSchema,
  languageInput,
  numericIdParamSchema,
  safeString,
  TEXT_LIMITS,
} from './common.schema.ts';

/** Category. */
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  /**
   * es, en, fr or pt: the blog's main one unless given (decision 073); its slug serves them all.
   * The server always sends it; optional for the pickers (post form) that read none of it.
   */
  language: z.enum(LANGUAGES).optional(),
  postCount: z.number().int().nonnegative(),
  /** Menu items that lead to the category's page; deleting it removes them. */
  menuItemCount: z.number().int().nonnegative(),
  blogId: idSchema,
  /** The blog's default category, the one a new post starts in (docs/product.md#settings). */
  isDefault: z.boolean().optional(),
});
export type Category = z.infer<typeof categorySchema>;

const categoryFields = {
  name: safeString({
    required: CATEGORY_MESSAGES.nameRequired,
    nonEmpty: true,
    max: TEXT_LIMITS.name,
    tooLong: FIELD_MESSAGES.nameTooLong(TEXT_LIMITS.name),
  }),
  slug: safeString({
    required: CATEGORY_MESSAGES.slugRequired,
    nonEmpty: true,
    max: CATEGORY_SLUG_MAX,
    tooLong: FIELD_MESSAGES.slugTooLong(CATEGORY_SLUG_MAX),
  }).regex(CATEGORY_SLUG_PATTERN, { error: FIELD_MESSAGES.slugInvalid }),
  /** The blog's main language when absent on create. */
  language: languageInput.optional(),
  blogId: blogIdBodyInput,
};

/**
 * `POST /api/categories`: name and slug (≤ 50), optionally its language; `blogId` (or
 * `X-Blog-Id`) names the blog.
 */
export const createCategoryBodySchema = z.object(categoryFields);
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;
export type CreateCategoryData = z.output<typeof createCategoryBodySchema>;

/**
 * `PATCH /api/categories/{id}`: name, slug and/or language (the `id` the panel also sends is
 * dropped).
 */
export const updateCategoryBodySchema = z.object(categoryFields).partial();
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;
export type UpdateCategoryData = z.output<typeof updateCategoryBodySchema>;

/**
 * `DELETE /api/categories/{id}?moveTo={id}`: the category that receives its posts (required
 * when it has any).
 */
export const deleteCategoryQuerySchema = z.object({
  moveTo: numericIdParamSchema.shape.id.optional(),
});
export type DeleteCategoryQuery = { moveTo?: number | null };
