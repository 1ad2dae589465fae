import {
  CONTENT_LIST_SORTS,
  type ContentListSort,
  LANGUAGES,
  SORT_ORDERS,
  type SortOrder,
  WRITABLE_CONTENT_STATUSES,
} from '@bitacora/domain';
import { type ContentListQuery, DEFAULT_LIST_QUERY, LIST_PAGE_SIZE } from '@bitacora/ui';

/*
 * A post or page list's query kept in the address (`?q=&estado=&orden=…`), so reload, back,
 * forward and a shared link show the same list. An odd value in the address is dropped, never
 * sent for the server to refuse.
 */

const NAMES = {
  search: 'q',
  status: 'estado',
  categoryId: 'categoria',
  tagId: 'etiqueta',
  authorId: 'autor',
  seriesId: 'serie',
  language: 'idioma',
  sort: 'orden',
  order: 'sentido',
  page: 'pagina',
} as const satisfies Record<keyof ContentListQuery, string>;

const ID = /^[1-9]\d{0,9}$/;
const id = (value: string | null) => (value !== null && ID.test(value) ? value : '');
const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The list's query from the address's search part. */
export function listQueryFromAddress(params: URLSearchParams): ContentListQuery {
  const page = Number(params.get(NAMES.page));
  return {
    search: (params.get(NAMES.search) ?? '').trim(),
    status: oneOf<string>(WRITABLE_CONTENT_STATUSES, params.get(NAMES.status), ''),
    categoryId: id(params.get(NAMES.categoryId)),
    tagId: id(params.get(NAMES.tagId)),
    authorId: id(params.get(NAMES.authorId)),
    seriesId: id(params.get(NAMES.seriesId)),
    language: oneOf<string>(LANGUAGES, params.get(NAMES.language), ''),
    sort: oneOf<ContentListSort>(
      CONTENT_LIST_SORTS,
      params.get(NAMES.sort),
      DEFAULT_LIST_QUERY.sort,
    ),
    order: oneOf<SortOrder>(SORT_ORDERS, params.get(NAMES.order), DEFAULT_LIST_QUERY.order),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The address's search part for a query: only what differs from the default list. */
export function addressOfListQuery(query: ContentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(NAMES) as (keyof ContentListQuery)[]) {
    const value = String(query[key]);
    if (value !== String(DEFAULT_LIST_QUERY[key])) params.set(NAMES[key], value);
  }
  return params;
}

/** The API's list query for it: empty filters left out, one page of the panel's size. */
export function apiListQuery(query: ContentListQuery) {
  const { page, sort, order, ...filters } = query;
  const set = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));
  return { ...set, sort, order, page, limit: LIST_PAGE_SIZE };
}
