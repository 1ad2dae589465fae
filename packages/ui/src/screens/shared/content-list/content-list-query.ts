import { type ContentListSort, DEFAULT_CONTENT_SORT, type SortOrder } from '@bitacora/domain';

/**
 * What a post or page list shows, as its controls hold it: '' for a filter not set. The panel
 * keeps it in the address (docs/product.md#post-and-page-lists).
 */
export type ContentListQuery = {
  search: string;
  status: string;
  categoryId: string;
  tagId: string;
  authorId: string;
  seriesId: string;
  /** A language's code (es, en, fr, pt), or '' for every language. */
  language: string;
  sort: ContentListSort;
  order: SortOrder;
  page: number;
};

export const DEFAULT_LIST_QUERY: ContentListQuery = {
  search: '',
  status: '',
  categoryId: '',
  tagId: '',
  authorId: '',
  seriesId: '',
  language: '',
  ...DEFAULT_CONTENT_SORT,
  page: 1,
};

/** The rows a list page holds in the panel. */
export const LIST_PAGE_SIZE = 20;

/** Is any filter or search set (the order and page are not filters)? */
export function hasFilters(query: ContentListQuery): boolean {
  return [
    query.search,
    query.status,
    query.categoryId,
    query.tagId,
    query.authorId,
    query.seriesId,
    query.language,
  ].some((value) => value !== '');
}
