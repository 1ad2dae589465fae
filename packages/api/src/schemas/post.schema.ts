import {
  CONTENT_FIELD_MESSAGES,
  CONTENT_STATUSES,
  CONTENT_VISIBILITIES,
  type ContentVisibility,
  EXCERPT_MAX,
  FIELD_MESSAGES,
  IMAGE_ALT_MAX,
  IMAGE_CAPTION_MAX,
  IMAGE_MESSAGES,
  isImageAddress,
  LANGUAGES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  NEWSLETTER_AUDIENCES,
  type NewsletterAudience,
  POST_MESSAGES,
  SCHEDULE_MESSAGES,
  TRANSLATION_MESSAGES,
  VISIBILITY_TIERS_MAX,
  validateEditorContent,
  validateNewsletterAudience,
  validateVisibility,
  WRITABLE_CONTENT_STATUSES,
} from '@bitacora/domain';
import { z } from 'zod';
import {
  booleanInput,
  dateTimeSchema,
  fromRule,
  idSchema,
  languageInput,
  nullableIdInput,
  safeString,
  slugInput,
  TEXT_LIMITS,
  uuidSchema,
} from './common.schema.ts';
import { saveControlFields } from './save-control.schema.ts';
import { postTagSchema, postTagsInput } from './tag.schema.ts';

const STATUS_MESSAGE = CONTENT_FIELD_MESSAGES.statusWritableInvalid;

/**
 * A post or page status given in either case ('draft', 'Published'), read as DRAFT, PUBLISHED
 * or SCHEDULED. The trash has calls of its own: TRASHED is not asked for in a body.
 */
export const contentStatusInput = z
  .string({ error: STATUS_MESSAGE })
  .trim()
  .toUpperCase()
  .pipe(z.enum(WRITABLE_CONTENT_STATUSES, { error: STATUS_MESSAGE }));

/**
 * When a SCHEDULED post or page goes public: an instant with its offset
 * ('2027-03-28T01:30:00.000Z', '2027-03-28T03:30+02:00'); the panel turns the blog's wall-clock
 * time into it. Null clears it. The server checks it is still to come.
 */
export const publishAtInput = z
  .union([
    z.null(),
    z.iso.datetime({ offset: true, local: false, error: SCHEDULE_MESSAGES.publishAtInvalid }),
  ])
  .transform((value) => (value === null ? null : new Date(value)));

/** Typed fields shared by posts and pages. */
export const titleInput = safeString({
  required: FIELD_MESSAGES.titleRequired,
  nonEmpty: true,
  max: TEXT_LIMITS.title,
  tooLong: FIELD_MESSAGES.titleTooLong(TEXT_LIMITS.title),
});

/**
 * HTML from the editor: not trimmed (white space may be meaningful in `<pre>`); the domain's
 * "content required" rule decides what is empty.
 */
export const contentInput = safeString({
  trim: false,
  required: POST_MESSAGES.contentMissing,
  max: TEXT_LIMITS.content,
  tooLong: CONTENT_FIELD_MESSAGES.contentTooLong(TEXT_LIMITS.content),
}).superRefine(fromRule(validateEditorContent));

/** At most 160 characters; absent or null is read as ''. */
export const excerptInput = z
  .union([
    z.null(),
    safeString({
      max: EXCERPT_MAX,
      tooLong: CONTENT_FIELD_MESSAGES.excerptTooLong(EXCERPT_MAX),
    }),
  ])
  .transform((value) => value ?? '');

/**
 * Who reads the item whole: `public`, `members` or `paid` (docs/decisions/059-visibility-and-paywall.md).
 * The server refuses the last two on a FREE blog.
 */
export const visibilityInput = z
  .string({ error: CONTENT_FIELD_MESSAGES.visibilityInvalid })
  .superRefine(fromRule(validateVisibility))
  .transform((value) => value as ContentVisibility);

/**
 * For a `paid` item, the tiers (uuids) that open it; empty: any paid tier. The server checks
 * they are the blog's paid tiers and that the item is `paid`.
 */
export const visibilityTiersInput = z
  .array(z.guid({ error: CONTENT_FIELD_MESSAGES.visibilityTiersInvalid }), {
    error: CONTENT_FIELD_MESSAGES.visibilityTiersInvalid,
  })
  .max(VISIBILITY_TIERS_MAX, { error: CONTENT_FIELD_MESSAGES.visibilityTiersInvalid })
  .transform((tiers) => [...new Set(tiers.map((tier) => tier.toLowerCase()))]);

/**
 * The uuid of the post or page this one translates: the item joins that one's translation
 * group. The server checks it is another item of the same kind and blog, and that the group has
 * no version in this one's language yet.
 */
export const translationOfInput = z.guid({ error: TRANSLATION_MESSAGES.translationOfInvalid });

/** On a save, null also takes the item out of its group. */
export const translationOfChange = z.union([z.null(), translationOfInput]);

/** Another version of a post or page in its translation group, as its form lists it. */
export const translationSummarySchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  language: z.enum(LANGUAGES),
  status: z.enum(CONTENT_STATUSES),
  title: z.string(),
  slug: z.string(),
});
export type TranslationSummary = z.infer<typeof translationSummarySchema>;

/** An item's language and group, as posts and pages answer them. */
export const translationFields = {
  language: z.enum(LANGUAGES),
  /** Shared by the versions of one text; null when it has none. */
  translationGroup: uuidSchema.nullable(),
  /**
   * The group's other versions the caller may read (not trashed), in the order es, en, fr,
   * pt: on one item's read and a write's answer, not on the lists' rows.
   */
  translations: z.array(translationSummarySchema).optional(),
};

/** The featured image's address message, from the domain's rule (isImageAddress). */
export const IMAGE_ADDRESS_MESSAGE = IMAGE_MESSAGES.addressInvalid;

const imageAddressInput = (invalid: string) =>
  z
    .union([
      z.null(),
      z.literal(''),
      safeString({
        max: TEXT_LIMITS.url,
        tooLong: CONTENT_FIELD_MESSAGES.imageAddressTooLong,
      })
        .trim()
        .refine(isImageAddress, { error: invalid }),
    ])
    .transform((value) => (value === '' ? null : value));

/** An image path or address, or null/'' for none. */
export const imageInput = imageAddressInput(IMAGE_ADDRESS_MESSAGE);

/** The image for social cards: the featured image's rules, named for its own field. */
export const socialImageInput = imageAddressInput(POST_MESSAGES.socialImageInvalid);

/** Sent by the panel and accepted, but ignored: the server takes them from the session. */
export const ignoredRefInput = z
  .union([z.number(), z.string().max(100), z.null()])
  .optional()
  .describe(CONTENT_FIELD_MESSAGES.ignoredRef);

/** The author as lists show it. */
export const authorSummarySchema = z.object({ name: z.string().nullable(), email: z.string() });

/** Post. */
export const postSchema = z.object({
  id: idSchema,
  uuid: uuidSchema,
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  status: z.enum(CONTENT_STATUSES),
  authorId: idSchema.nullable(),
  blogId: idSchema,
  categoryId: idSchema.nullable(),
  seriesId: idSchema.nullable(),
  sequenceNumber: z.number().int().nullable(),
  image: z.string().nullable(),
  imageId: idSchema.nullable(),
  /** The featured image's alternative text and caption ('' when not given). */
  imageAlt: z.string(),
  imageCaption: z.string(),
  /** Words and image for search engines and social cards ('' or null when not given). */
  metaTitle: z.string(),
  metaDescription: z.string(),
  socialImage: z.string().nullable(),
  /** Kept out of search engines and the sitemap. */
  noindex: z.boolean(),
  /** Who reads it whole: everyone, signed-in members or paid members. */
  visibility: z.enum(CONTENT_VISIBILITIES),
  ...translationFields,
  /** For a `paid` post, the tiers (uuids) that open it; empty: any paid tier. */
  visibilityTiers: z.array(z.string()).optional(),
  /** Takes no new comments (the form's 'Cerrar comentarios'). */
  commentsClosed: z.boolean().optional(),
  /** Publishing it mails no subscriber (the form's 'No enviar por correo'). */
  skipNewsletter: z.boolean().optional(),
  /** Who its mail goes to: every subscriber, members only or paid members only. */
  newsletterAudience: z.enum(NEWSLETTER_AUDIENCES).optional(),
  /** One more on every save; a save names the one it was based on (`baseRevision`). */
  revision: z.number().int(),
  createdAt: dateTimeSchema.optional(),
  updatedAt: dateTimeSchema,
  publishedAt: dateTimeSchema.nullable().optional(),
  /** When a SCHEDULED post goes public; null otherwise. */
  publishAt: dateTimeSchema.nullable().optional(),
  /** When the post went to the trash; null outside it. */
  trashedAt: dateTimeSchema.nullable().optional(),
  author: authorSummarySchema.nullable(),
  category: z.object({ id: idSchema, name: z.string() }).nullable(),
  series: z.object({ id: idSchema, title: z.string() }).nullable(),
  /** The post's tags, by name. */
  tags: z.array(postTagSchema),
  blog: z
    .object({
      id: idSchema,
      uuid: uuidSchema,
      subdomain: z.string(),
      domain: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type Post = z.infer<typeof postSchema>;

const SEQUENCE_MESSAGE = CONTENT_FIELD_MESSAGES.sequenceInvalid;

/** Fields of a post body, none with a default, so the update schema can take any subset. */
const postFields = {
  title: titleInput,
  content: contentInput,
  excerpt: excerptInput.optional(),
  slug: slugInput(),
  status: contentStatusInput,
  publishAt: publishAtInput.optional(),
  categoryId: nullableIdInput(CONTENT_FIELD_MESSAGES.categoryInvalid).optional(),
  seriesId: nullableIdInput(CONTENT_FIELD_MESSAGES.seriesInvalid).optional(),
  sequenceNumber: nullableIdInput(SEQUENCE_MESSAGE).optional(),
  image: imageInput.optional(),
  imageId: nullableIdInput(CONTENT_FIELD_MESSAGES.imageInvalid).optional(),
  imageAlt: safeString({ max: IMAGE_ALT_MAX, tooLong: POST_MESSAGES.imageAltTooLong }).optional(),
  imageCaption: safeString({
    max: IMAGE_CAPTION_MAX,
    tooLong: POST_MESSAGES.imageCaptionTooLong,
  }).optional(),
  metaTitle: safeString({
    max: META_TITLE_MAX,
    tooLong: POST_MESSAGES.metaTitleTooLong,
  }).optional(),
  metaDescription: safeString({
    max: META_DESCRIPTION_MAX,
    tooLong: POST_MESSAGES.metaDescriptionTooLong,
  }).optional(),
  socialImage: socialImageInput.optional(),
  noindex: z.boolean({ error: CONTENT_FIELD_MESSAGES.noindexInvalid }).optional(),
  commentsClosed: z.boolean({ error: CONTENT_FIELD_MESSAGES.commentsClosedInvalid }).optional(),
  skipNewsletter: z.boolean({ error: CONTENT_FIELD_MESSAGES.skipNewsletterInvalid }).optional(),
  /** The server refuses `members` and `paid` on a FREE blog. */
  newsletterAudience: z
    .string({ error: CONTENT_FIELD_MESSAGES.newsletterAudienceInvalid })
    .superRefine(fromRule(validateNewsletterAudience))
    .transform((value) => value as NewsletterAudience)
    .optional(),
  visibility: visibilityInput.optional(),
  visibilityTiers: visibilityTiersInput.optional(),
  language: languageInput.optional(),
  /** Tag names; on update, when present, they replace the post's tags. */
  tags: postTagsInput.optional(),
  authorId: ignoredRefInput,
  blogId: ignoredRefInput,
};

/**
 * `POST /api/posts`. The status is read in either case (DRAFT when absent). `authorId` and
 * `blogId` are accepted as the panel sends them, but the server ignores them.
 */
export const createPostBodySchema = z.object({
  ...postFields,
  status: contentStatusInput.optional().default('DRAFT'),
  translationOf: translationOfInput.optional(),
});
export type CreatePostBody = z.input<typeof createPostBodySchema>;
export type CreatePostData = z.output<typeof createPostBodySchema>;

/**
 * `PATCH /api/posts/{id}`: any subset of the create fields, or `{ removeImage: true }`, and the
 * save's `baseRevision` and `autosave`.
 */
export const updatePostBodySchema = z
  .object(postFields)
  .partial()
  .extend({
    removeImage: booleanInput.optional(),
    translationOf: translationOfChange.optional(),
    ...saveControlFields,
  });
export type UpdatePostBody = z.input<typeof updatePostBodySchema>;
export type UpdatePostData = z.output<typeof updatePostBodySchema>;
