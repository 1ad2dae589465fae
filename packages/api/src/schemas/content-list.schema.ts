import {
  BULK_ACTIONS,
  BULK_MAX_ITEMS,
  BULK_MESSAGES,
  CONTENT_FIELD_MESSAGES,
  CONTENT_LIST_SORTS,
  DEFAULT_CONTENT_SORT,
  type Language,
  PAGE_BULK_ACTIONS,
  SORT_ORDERS,
  TAG_FIELD_MESSAGES,
  TRANSLATION_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';
import {
  blogIdQuerySchema,
  booleanInput,
  idInput,
  type ListResponse,
  languageInput,
  paginationQuerySchema,
  searchQuery,
} from './common.schema.ts';
import { contentStatusInput } from './post.schema.ts';

/** An optional filter: '' (an empty form field) is no filter; `error` names what is wrong. */
const optional = <T extends z.ZodType>(schema: T, error: string) =>
  z.union([z.literal('').transform(() => undefined), schema], { error }).optional();

const sortInput = z
  .enum(CONTENT_LIST_SORTS, { error: CONTENT_FIELD_MESSAGES.sortInvalid })
  .optional()
  .default(DEFAULT_CONTENT_SORT.sort);
const orderInput = z
  .enum(SORT_ORDERS, { error: CONTENT_FIELD_MESSAGES.orderInvalid })
  .optional()
  .default(DEFAULT_CONTENT_SORT.order);

/** What the post and page lists share: pages, search, status, author and order. */
const contentListShape = {
  ...blogIdQuerySchema.shape,
  ...paginationQuerySchema.shape,
  /** Any status a save may set (a new one is a filter value as soon as it is one); not TRASHED. */
  status: optional(contentStatusInput, CONTENT_FIELD_MESSAGES.statusInvalid),
  authorId: optional(
    idInput(CONTENT_FIELD_MESSAGES.authorInvalid),
    CONTENT_FIELD_MESSAGES.authorInvalid,
  ),
  /** Words looked for as word starts in the title and the body. */
  search: searchQuery(),
  /** Only the items in one language (es, en, fr, pt). */
  language: optional(languageInput, TRANSLATION_MESSAGES.languageInvalid),
  sort: sortInput,
  order: orderInput,
};

/**
 * `GET /api/posts?blogId=&includeDrafts=true&status=&categoryId=&tagId=&authorId=&seriesId=
 * &search=&language=&sort=date|title&order=asc|desc&page=&limit=`.
 */
export const listPostsQuerySchema = z.object({
  ...contentListShape,
  includeDrafts: booleanInput.optional().default(false),
  categoryId: optional(
    idInput(CONTENT_FIELD_MESSAGES.categoryInvalid),
    CONTENT_FIELD_MESSAGES.categoryInvalid,
  ),
  tagId: optional(idInput(TAG_FIELD_MESSAGES.tagInvalid), TAG_FIELD_MESSAGES.tagInvalid),
  seriesId: optional(
    idInput(CONTENT_FIELD_MESSAGES.seriesInvalid),
    CONTENT_FIELD_MESSAGES.seriesInvalid,
  ),
});
export type ListPostsQuery = z.input<typeof listPostsQuerySchema>;
export type ListPostsParams = z.output<typeof listPostsQuerySchema>;

/** `GET /api/pages?status=&authorId=&search=&language=&sort=&order=&page=&limit=`. */
export const listPagesQuerySchema = z.object(contentListShape);
export type ListPagesQuery = z.input<typeof listPagesQuerySchema>;
export type ListPagesParams = z.output<typeof listPagesQuerySchema>;

/**
 * The post and page lists' answer: a page of items, and the blog's languages in use (the main
 * one first, then the others in the order es, en, fr, pt), whatever the filters.
 */
export interface ContentListResponse<T> extends ListResponse<T> {
  languages: Language[];
}

const bulkIds = z
  .array(idInput(), { error: BULK_MESSAGES.none })
  .min(1, { error: BULK_MESSAGES.none })
  .max(BULK_MAX_ITEMS, { error: BULK_MESSAGES.tooMany })
  .transform((ids) => [...new Set(ids)]);

/**
 * `POST /api/posts/bulk`: one action on the selected posts, all or none. `move` needs the
 * category (null takes the posts out of theirs).
 */
export const bulkPostsBodySchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.enum(['publish', 'unpublish', 'delete']), ids: bulkIds }),
    z.object({
      action: z.literal('move'),
      ids: bulkIds,
      categoryId: z.union([z.null(), idInput(CONTENT_FIELD_MESSAGES.categoryInvalid)], {
        error: BULK_MESSAGES.categoryRequired,
      }),
    }),
  ],
  { error: BULK_MESSAGES.actionInvalid },
);
export type BulkPostsBody = z.input<typeof bulkPostsBodySchema>;
export type BulkPostsData = z.output<typeof bulkPostsBodySchema>;

/** `POST /api/pages/bulk`: publish, unpublish or delete the selected pages, all or none. */
export const bulkPagesBodySchema = z.object({
  action: z.enum(PAGE_BULK_ACTIONS, { error: BULK_MESSAGES.actionInvalid }),
  ids: bulkIds,
});
export type BulkPagesBody = z.input<typeof bulkPagesBodySchema>;
export type BulkPagesData = z.output<typeof bulkPagesBodySchema>;

/** A bulk action's answer: how many items it changed. */
export const bulkResultSchema = z.object({ action: z.enum(BULK_ACTIONS), count: z.number() });
export type BulkResult = z.infer<typeof bulkResultSchema>;

/** The `details` of a refused bulk action: each item that could not be changed, and why. */
export const bulkRefusalsSchema = z.object({
  refused: z.array(z.object({ id: z.number(), reason: z.enum(['not-found', 'forbidden']) })),
});
export type BulkRefusals = z.infer<typeof bulkRefusalsSchema>;
