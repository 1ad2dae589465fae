import { toValidationErrorBody } from '@bitacora/api/schemas';
import { CONTENT_VISIBILITIES } from '@bitacora/domain';
import { z } from 'zod';

/**
 * `bitacora.json`, the one file of a blog's export that holds everything needed to rebuild it on
 * another Bitácora (docs/architecture.md#export-format). Versioned: a change that an older
 * importer would misread gets a new `version`; fields are only ever added within one.
 *
 * Never in it: password hashes, two-factor secrets, sessions, tokens or the visitors' hashed
 * addresses. Commenters' emails are kept: they are the blog's data.
 */
export const BITACORA_FORMAT = 'bitacora';
export const BITACORA_FORMAT_VERSION = 1;

/** Instants as `Date.prototype.toJSON` writes them (UTC, with milliseconds). */
const instant = z.iso.datetime({ offset: true });
const optionalInstant = instant.nullable();
const contentStatus = z.enum(['DRAFT', 'PUBLISHED', 'SCHEDULED', 'TRASHED']);

/** A featured or cover image: its address on the old blog and, when it was in the media library, its file in the zip. */
const imageSchema = z.object({
  url: z.string(),
  /** `media/<key>` inside the zip; null for an image from elsewhere. */
  file: z.string().nullable(),
});

const blogSchema = z.object({
  name: z.string(),
  subdomain: z.string(),
  domain: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  language: z.string(),
  template: z.string(),
  timeZone: z.string(),
  googleAnalyticsId: z.string().nullable(),
  socialNetworks: z.record(z.string(), z.string()),
  requireTwoFactor: z.boolean(),
  createdAt: instant,
  /**
   * The blog's design (decision 061); absent in exports older than it. Logo and icon are library
   * images, with their file in the zip.
   */
  design: z
    .object({
      accentColor: z.string().nullable(),
      headingFont: z.string().nullable(),
      bodyFont: z.string().nullable(),
      customCss: z.string().nullable(),
      logo: imageSchema.nullable(),
      favicon: imageSchema.nullable(),
      /** Absent in exports older than them: the layout options, the cover, the social image. */
      layout: z.record(z.string(), z.unknown()).optional(),
      cover: imageSchema.nullable().optional(),
      socialImage: imageSchema.nullable().optional(),
      /** PRO: the code injection and the origins its scripts may come from. */
      codeInjectionHead: z.string().nullable().optional(),
      codeInjectionFoot: z.string().nullable().optional(),
      scriptOrigins: z.array(z.string()).optional(),
    })
    .optional(),
});

const memberSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(['ADMIN', 'AUTHOR']),
  bio: z.string().nullable(),
  /** The account's set social links (website, x, mastodon…); absent in older exports. */
  socialLinks: z.record(z.string(), z.string()).optional(),
  joinedAt: instant,
});

const categorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Addresses it had before (slug history), oldest first. */
  oldSlugs: z.array(z.string()),
  createdAt: instant,
});

const tagSchema = z.object({ slug: z.string(), name: z.string() });

const seriesSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  coverImage: imageSchema.nullable(),
  authorEmail: z.string().nullable(),
  oldSlugs: z.array(z.string()),
  /** Its posts' slugs in reading order (by their number in the series). */
  posts: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
});

const commentSchema = z.object({
  /** Names the comment for the replies that answer it; absent in exports older than threads. */
  uuid: z.string().optional(),
  /** The comment this one answers (top-level comments only); null for one on the post. */
  parentUuid: z.string().nullable().optional(),
  authorName: z.string(),
  authorEmail: z.string(),
  /** Plain text, as the visitor wrote it. */
  content: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'SPAM']),
  createdAt: instant,
});

/** What posts and pages share. */
const contentFields = {
  uuid: z.string(),
  slug: z.string(),
  title: z.string(),
  status: contentStatus,
  /** A trashed item's status before the trash; null otherwise. */
  statusBeforeTrash: contentStatus.exclude(['TRASHED']).nullable(),
  publishedAt: optionalInstant,
  /** When a scheduled item goes public. */
  publishAt: optionalInstant,
  trashedAt: optionalInstant,
  createdAt: instant,
  updatedAt: instant,
  /** Sanitised HTML, with the old blog's media addresses (see `media[].url` and `variants`). */
  content: z.string(),
  excerpt: z.string(),
  /** Who reads it whole (decision 059); absent in exports made before it existed. */
  visibility: z.enum(CONTENT_VISIBILITIES).optional(),
  /** A paid item's chosen tiers (the old blog's uuids); absent in older exports. */
  visibilityTiers: z.array(z.string()).optional(),
  authorEmail: z.string().nullable(),
  oldSlugs: z.array(z.string()),
  /** The same item as Markdown, inside the zip. */
  markdownFile: z.string(),
  /** Its language (es, en, fr, pt) and its translation group's uuid; absent in older exports. */
  language: z.string().optional(),
  translationGroup: z.string().nullable().optional(),
};

const postSchema = z.object({
  ...contentFields,
  category: z.string().nullable(),
  tags: z.array(z.string()),
  series: z.object({ slug: z.string(), number: z.number().int().min(1).nullable() }).nullable(),
  image: imageSchema.extend({ alt: z.string(), caption: z.string() }).nullable(),
  seo: z.object({
    metaTitle: z.string(),
    metaDescription: z.string(),
    socialImage: z.string().nullable(),
    noindex: z.boolean(),
  }),
  comments: z.array(commentSchema),
});

const pageSchema = z.object({
  ...contentFields,
  image: imageSchema.nullable(),
});

type MenuItem = {
  label: string;
  url: string;
  icon: string | null;
  children: MenuItem[];
};
const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    label: z.string(),
    url: z.string(),
    icon: z.string().nullable(),
    /** In menu order. */
    children: z.array(menuItemSchema),
  }),
);

const mediaSchema = z.object({
  uuid: z.string(),
  /** The original file inside the zip, `media/<storage key>`; null when it could not be read. */
  file: z.string().nullable(),
  /** The original's address on the old blog. */
  url: z.string(),
  /** The resized copies' addresses on the old blog (not in the zip: they are made again from the original). */
  variants: z.array(
    z.object({
      size: z.enum(['small', 'medium', 'large']),
      url: z.string(),
      width: z.number().int(),
      height: z.number().int(),
    }),
  ),
  originalName: z.string(),
  /** The alternative text a post gave it as its featured image; empty when none did. */
  alt: z.string(),
  mime: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  /** What it was uploaded for: a post's, page's or series' `uuid`, or null for general media. */
  entityType: z.enum(['general', 'post', 'page', 'series']),
  entityUuid: z.string().nullable(),
  createdAt: instant,
});

export const bitacoraExportSchema = z.object({
  format: z.literal(BITACORA_FORMAT),
  version: z.literal(BITACORA_FORMAT_VERSION),
  exportedAt: instant,
  blog: blogSchema,
  members: z.array(memberSchema),
  categories: z.array(categorySchema),
  tags: z.array(tagSchema),
  series: z.array(seriesSchema),
  posts: z.array(postSchema),
  pages: z.array(pageSchema),
  menu: z.array(menuItemSchema),
  media: z.array(mediaSchema),
});

export type BitacoraExport = z.infer<typeof bitacoraExportSchema>;
export type BitacoraBlog = z.infer<typeof blogSchema>;
export type BitacoraMember = z.infer<typeof memberSchema>;
export type BitacoraCategory = z.infer<typeof categorySchema>;
export type BitacoraTag = z.infer<typeof tagSchema>;
export type BitacoraSeries = z.infer<typeof seriesSchema>;
export type BitacoraPost = z.infer<typeof postSchema>;
export type BitacoraPage = z.infer<typeof pageSchema>;
export type BitacoraComment = z.infer<typeof commentSchema>;
export type BitacoraMenuItem = MenuItem;
export type BitacoraMedia = z.infer<typeof mediaSchema>;
export type BitacoraImage = z.infer<typeof imageSchema>;

/** Why a file's `format` and `version` are not an export this version imports, or null. */
export function bitacoraHeadError(format: unknown, version: unknown): string | null {
  if (format !== BITACORA_FORMAT) return 'El archivo no es una exportación de Bitácora.';
  if (version !== BITACORA_FORMAT_VERSION) {
    return `La exportación usa la versión ${String(version)} del formato, y solo se puede importar la versión ${BITACORA_FORMAT_VERSION}.`;
  }
  return null;
}

export type ParsedBitacoraExport =
  | { ok: true; data: BitacoraExport }
  | { ok: false; error: string };

/**
 * Reads a parsed `bitacora.json`: the typed export, or why it cannot be imported (Spanish, for
 * the import's report).
 */
export function parseBitacoraExport(json: unknown): ParsedBitacoraExport {
  const head = (json ?? {}) as { format?: unknown; version?: unknown };
  const headError =
    typeof json !== 'object' || json === null
      ? bitacoraHeadError(undefined, undefined)
      : bitacoraHeadError(head.format, head.version);
  if (headError !== null) return { ok: false, error: headError };
  const parsed = bitacoraExportSchema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, error: invalidMessage(parsed.error, []) };
}

function invalidMessage(error: z.ZodError, at: readonly (string | number)[]): string {
  const body = toValidationErrorBody(error);
  const [first] = error.issues;
  const path = [...at, ...(first?.path ?? [])];
  const where = path.length > 0 ? ` (en ${path.map(String).join('.')})` : '';
  return `La exportación de Bitácora no es válida${where}: ${body.error}.`;
}

/**
 * The schema of one top-level value of `bitacora.json` (of one element, for its lists), for a
 * reader that streams the file instead of parsing it whole.
 */
export const BITACORA_PARTS = {
  blog: blogSchema,
  members: memberSchema,
  categories: categorySchema,
  tags: tagSchema,
  series: seriesSchema,
  posts: postSchema,
  pages: pageSchema,
  menu: menuItemSchema,
  media: mediaSchema,
} as const;

/** One part of the export checked against its schema, or why it is not valid (Spanish). */
export function parseBitacoraPart<K extends keyof typeof BITACORA_PARTS>(
  key: K,
  index: number | null,
  value: unknown,
): { ok: true; data: z.infer<(typeof BITACORA_PARTS)[K]> } | { ok: false; error: string } {
  const parsed = BITACORA_PARTS[key].safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data as z.infer<(typeof BITACORA_PARTS)[K]> };
  return { ok: false, error: invalidMessage(parsed.error, index === null ? [key] : [key, index]) };
}
