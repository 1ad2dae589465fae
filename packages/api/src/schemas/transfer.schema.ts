import {
  IMPORT_MAX_INVITES,
  SITE_URL_INVALID,
  siteUrlError,
  TRANSFER_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';
import { dateTimeSchema, uuidSchema } from './common.schema.ts';

/*
 * Moving a blog in and out ('Importar / Exportar' in Configuración): an import is uploaded,
 * analysed into a preview, confirmed, then written by a background job; an export is a zip
 * built by a background job and downloaded through a link that expires.
 */

export const IMPORT_FORMATS = ['wordpress', 'ghost', 'substack', 'markdown', 'bitacora'] as const;
export const IMPORT_STATES = [
  'analysing',
  'ready',
  'running',
  'done',
  'failed',
  'cancelled',
] as const;
export const EXPORT_STATES = ['running', 'done', 'failed'] as const;

const countSchema = z.number().int().nonnegative();
const keyMessageSchema = z.object({ key: z.string().nullable(), message: z.string() });

export const transferProgressSchema = z.object({ done: countSchema, total: countSchema });
export type TransferProgress = z.infer<typeof transferProgressSchema>;

/** What the analysis found, shown before the admin confirms. */
export const importPreviewSchema = z.object({
  posts: countSchema,
  pages: countSchema,
  drafts: countSchema,
  scheduled: countSchema,
  comments: countSchema,
  categories: z.object({ new: countSchema, existing: countSchema }),
  tags: countSchema,
  /** Distinct image addresses the items name. */
  images: countSchema,
  authors: z.object({
    members: countSchema,
    toInvite: countSchema,
    withoutEmail: countSchema,
    /** The first authors who are not members, for the admin to tick those to invite. */
    candidates: z.array(z.object({ email: z.string(), name: z.string() })).optional(),
  }),
  /** Items whose slug the blog already uses: they get a numbered one. */
  slugsTaken: z.array(z.object({ title: z.string(), slug: z.string(), to: z.string() })),
  slugsTakenTotal: countSchema,
  /** Items an earlier run of the same import already created: skipped. */
  alreadyImported: countSchema,
  /** The images are Ghost's (`__GHOST_URL__`): the old site's address is needed to fetch them. */
  needsSiteUrl: z.boolean(),
  warnings: z.array(keyMessageSchema),
  warningsTotal: countSchema,
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importReportSchema = z.object({
  created: z.object({
    posts: countSchema,
    pages: countSchema,
    categories: countSchema,
    tags: countSchema,
    comments: countSchema,
    images: countSchema,
    invitations: countSchema,
    series: countSchema,
    menuItems: countSchema,
  }),
  skipped: z.array(z.object({ key: z.string(), title: z.string(), reason: z.string() })),
  skippedTotal: countSchema,
  renamed: z.array(
    z.object({ key: z.string(), title: z.string(), from: z.string(), to: z.string() }),
  ),
  renamedTotal: countSchema,
  imagesFailed: z.array(z.object({ address: z.string(), reason: z.string() })),
  imagesFailedTotal: countSchema,
  warnings: z.array(keyMessageSchema),
  warningsTotal: countSchema,
});
export type ImportReportDto = z.infer<typeof importReportSchema>;

export const blogImportSchema = z.object({
  id: uuidSchema,
  fileName: z.string(),
  fileBytes: countSchema,
  /** The zip of a Ghost site's `content/images`, when one was uploaded for its images. */
  imagesFileName: z.string().nullable(),
  format: z.enum(IMPORT_FORMATS).nullable(),
  state: z.enum(IMPORT_STATES),
  preview: importPreviewSchema.nullable(),
  progress: transferProgressSchema.nullable(),
  report: importReportSchema.nullable(),
  /** Why the analysis or the import failed, in Spanish. */
  error: z.string().nullable(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
});
export type BlogImport = z.infer<typeof blogImportSchema>;

/** `POST /api/imports/{id}/confirm`. */
export const confirmImportSchema = z.object({
  /** The old site's address, for images a Ghost export names `__GHOST_URL__/…`. */
  siteUrl: z
    .string()
    .trim()
    .refine((value) => siteUrlError(value) === null, { error: SITE_URL_INVALID })
    .optional(),
  /**
   * Whether to send invitations at all (true by default). Only the authors named in
   * `authorsToInvite` are invited: with none named, nobody is, whatever this says.
   */
  inviteAuthors: z.boolean().optional(),
  /** The addresses of the authors to invite, ticked in the preview: at most 20. */
  authorsToInvite: z
    .array(z.string().trim().toLowerCase().max(254))
    .max(IMPORT_MAX_INVITES, { error: TRANSFER_MESSAGES.tooManyInvites })
    .optional(),
});
export type ConfirmImportInput = z.infer<typeof confirmImportSchema>;

/** `POST /api/exports`: nothing to choose, an export is the whole blog. */
export const startExportSchema = z.strictObject({});

export const blogExportSchema = z.object({
  id: uuidSchema,
  state: z.enum(EXPORT_STATES),
  progress: transferProgressSchema.nullable(),
  bytes: countSchema.nullable(),
  /** Present once the zip is ready, until `expiresAt`. */
  downloadUrl: z.string().nullable(),
  expiresAt: dateTimeSchema.nullable(),
  error: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type BlogExport = z.infer<typeof blogExportSchema>;
