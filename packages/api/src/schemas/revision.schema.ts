import { CONTENT_FIELD_MESSAGES, CONTENT_STATUSES } from '@bitacora/domain';
import { z } from 'zod';
import { dateTimeSchema, idInput, idSchema } from './common.schema.ts';
import { authorSummarySchema } from './post.schema.ts';
import { baseRevisionInput } from './save-control.schema.ts';

/** A page's editable fields as a revision keeps them. */
export const pageRevisionFieldsSchema = z.object({
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  status: z.enum(CONTENT_STATUSES),
  image: z.string().nullable(),
  imageId: idSchema.nullable(),
});
export type PageRevisionFields = z.infer<typeof pageRevisionFieldsSchema>;

/** A post's: a page's plus its links, image words, search and social fields and tags. */
export const postRevisionFieldsSchema = pageRevisionFieldsSchema.extend({
  categoryId: idSchema.nullable(),
  seriesId: idSchema.nullable(),
  sequenceNumber: z.number().int().nullable(),
  imageAlt: z.string(),
  imageCaption: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  socialImage: z.string().nullable(),
  noindex: z.boolean(),
  tags: z.array(z.string()),
});
export type PostRevisionFields = z.infer<typeof postRevisionFieldsSchema>;

/** One entry of `GET …/revisions`, newest first. */
export const revisionSummarySchema = z.object({
  id: idSchema,
  /** The post's or page's `revision` this save produced. */
  revision: z.number().int(),
  title: z.string(),
  autosave: z.boolean(),
  createdAt: dateTimeSchema,
  /** Who saved; null once the account is gone. */
  author: authorSummarySchema.nullable(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** `GET …/revisions/{id}`: the summary and the fields as they were saved. */
export const postRevisionSchema = revisionSummarySchema.extend({
  fields: postRevisionFieldsSchema,
});
export const pageRevisionSchema = revisionSummarySchema.extend({
  fields: pageRevisionFieldsSchema,
});
export type PostRevision = z.infer<typeof postRevisionSchema>;
export type PageRevision = z.infer<typeof pageRevisionSchema>;

/** `POST …/revisions/{id}/restore`: the version the form had, checked like any save. */
export const restoreRevisionBodySchema = z.object({ baseRevision: baseRevisionInput });
export type RestoreRevisionBody = z.input<typeof restoreRevisionBodySchema>;

/** `…/revisions/:revisionId` in a path. */
export const revisionIdParamSchema = z.object({
  revisionId: idInput(CONTENT_FIELD_MESSAGES.revisionInvalid),
});
