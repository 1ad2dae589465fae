import { FIELD_MESSAGES, PREVIEW_FIELD_MESSAGES, SHARED_PREVIEW_DAYS } from '@bitacora/domain';
import { z } from 'zod';
import { idSchema } from './common.schema.ts';

/** An address an item had before its slug changed; the public blog answers it with a 301. */
export const oldAddressSchema = z.object({
  id: idSchema,
  slug: z.string(),
  /** The public path on the blog (`/blog/{slug}`, `/{slug}`, `/series/…`, `/category/…`). */
  path: z.string(),
  createdAt: z.string(),
});
export type OldAddress = z.infer<typeof oldAddressSchema>;

/** `GET …/old-addresses`: the item's old addresses, oldest first. */
export const oldAddressListSchema = z.object({ data: z.array(oldAddressSchema) });
export type OldAddressList = z.infer<typeof oldAddressListSchema>;

/** `DELETE …/old-addresses/{id}`. */
export const oldAddressParamSchema = z.object({
  redirectId: z.coerce
    .number({ error: FIELD_MESSAGES.idInvalid })
    .int({ error: FIELD_MESSAGES.idInvalid })
    .positive({ error: FIELD_MESSAGES.idInvalid })
    .max(2_147_483_647, { error: FIELD_MESSAGES.idInvalid }),
});

/** A shared preview link as the panel lists it: never its address, which only its maker saw. */
export const previewLinkSchema = z.object({
  uuid: z.string(),
  shared: z.boolean(),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
export type PreviewLink = z.infer<typeof previewLinkSchema>;

/** `GET …/previews`: the item's shared links still in force, newest first. */
export const previewLinkListSchema = z.object({ data: z.array(previewLinkSchema) });
export type PreviewLinkList = z.infer<typeof previewLinkListSchema>;

/**
 * `POST …/previews`: `shared: false` (the default) is the member's own 'Vista previa', for a
 * few hours; `shared: true` a link to hand out, for `days` (7 unless 1 or 30 is chosen).
 */
export const createPreviewLinkBodySchema = z.object({
  shared: z.boolean({ error: PREVIEW_FIELD_MESSAGES.sharedInvalid }).default(false),
  days: z
    .literal(SHARED_PREVIEW_DAYS, {
      error: PREVIEW_FIELD_MESSAGES.daysInvalid,
    })
    .optional(),
});
export type CreatePreviewLinkBody = z.input<typeof createPreviewLinkBodySchema>;
export type CreatePreviewLinkData = z.output<typeof createPreviewLinkBodySchema>;

/** The link just made, with its address: shown this once. */
export const createdPreviewLinkSchema = previewLinkSchema
  .omit({ createdByName: true })
  .extend({ url: z.string() });
export type CreatedPreviewLink = z.infer<typeof createdPreviewLinkSchema>;
