import { CONTENT_STATUSES } from '@bitacora/domain';
import { z } from 'zod';
import { dateTimeSchema, idSchema, uuidSchema } from './common.schema.ts';
import { authorSummarySchema } from './post.schema.ts';

/** A post or page in the trash, as the 'Papelera' screen lists it. */
export const trashItemSchema = z.object({
  kind: z.enum(['post', 'page']),
  id: idSchema,
  uuid: uuidSchema,
  title: z.string(),
  slug: z.string(),
  /** The state it had when deleted, the one a restore gives back. */
  previousStatus: z.enum(CONTENT_STATUSES),
  trashedAt: dateTimeSchema,
  /** When the periodic job deletes it for good. */
  expiresAt: dateTimeSchema,
  author: authorSummarySchema.nullable(),
});
export type TrashItem = z.infer<typeof trashItemSchema>;

/** `GET /api/trash`: newest deletion first. */
export const trashListSchema = z.object({
  data: z.array(trashItemSchema),
  total: z.number().int().nonnegative(),
});
export type TrashList = z.infer<typeof trashListSchema>;
