import { CONTENT_FIELD_MESSAGES, MEDIA_ENTITY_TYPES } from '@bitacora/domain';
import { z } from 'zod';
import {
  blogIdQuerySchema,
  dateTimeSchema,
  idSchema,
  paginationQuerySchema,
  searchQuery,
  uuidSchema,
} from './common.schema.ts';

/** The resized copies of an image (small, medium, large, plus the original). */
const sizeAddresses = {
  small: z.string(),
  medium: z.string(),
  large: z.string(),
};

/** Media item. `url` is the address to use (the original's). */
export const mediaItemSchema = z.object({
  id: idSchema,
  originalName: z.string(),
  createdAt: dateTimeSchema,
  entityType: z.enum(MEDIA_ENTITY_TYPES),
  entityId: uuidSchema.nullable().optional(),
  url: z.string(),
  urls: z.object({ original: z.string(), ...sizeAddresses }),
  variants: z.object(sizeAddresses),
  mimeType: z.string().optional(),
  size: z.number().int().nonnegative().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/**
 * `POST /api/media/upload`'s text fields (the file travels as `image`): entityType (general
 * when absent) and entityId, a uuid omitted for general.
 */
export const uploadMediaFieldsSchema = z.object({
  entityType: z
    .union([
      z.literal('').transform(() => 'general' as const),
      z.enum(MEDIA_ENTITY_TYPES, {
        error: CONTENT_FIELD_MESSAGES.mediaTypeInvalid,
      }),
    ])
    .optional()
    .default('general'),
  entityId: z.union([z.literal('').transform(() => undefined), uuidSchema]).optional(),
});
export type UploadMediaFields = z.input<typeof uploadMediaFieldsSchema>;
export type UploadMediaFieldsData = z.output<typeof uploadMediaFieldsSchema>;

/** `GET /api/media`: blog scope, optional entity type, pagination. */
export const listMediaQuerySchema = blogIdQuerySchema.extend({
  ...paginationQuerySchema.shape,
  entityType: z
    .union([
      z.literal('').transform(() => undefined),
      z.enum(MEDIA_ENTITY_TYPES, { error: CONTENT_FIELD_MESSAGES.mediaTypeInvalid }),
    ])
    .optional(),
  /** Part of the file's name. */
  search: searchQuery(),
});
export type ListMediaQuery = z.input<typeof listMediaQuerySchema>;
