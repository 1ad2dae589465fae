import { COMMENT_STATUSES, type CommentStatusFilter } from '@bitacora/domain';
import { COMMENT_PAGE_SIZES } from '@bitacora/ui';

/*
 * The comments list's status, search, page and page size kept in the address
 * (`?estado=PENDING&q=ana&pagina=2&por_pagina=50`), so reload, back and a shared link show the
 * same list. An odd value is dropped, never sent for the server to refuse.
 */

export type CommentsQuery = {
  status: CommentStatusFilter;
  search: string;
  page: number;
  pageSize: number;
};

export const DEFAULT_COMMENTS_QUERY: CommentsQuery = {
  status: '',
  search: '',
  page: 1,
  pageSize: COMMENT_PAGE_SIZES[0],
};

const NAMES = {
  status: 'estado',
  search: 'q',
  page: 'pagina',
  pageSize: 'por_pagina',
} as const satisfies Record<keyof CommentsQuery, string>;

export function commentsQueryFromAddress(params: URLSearchParams): CommentsQuery {
  const status = params.get(NAMES.status) ?? '';
  const page = Number(params.get(NAMES.page));
  const pageSize = Number(params.get(NAMES.pageSize));
  return {
    status: (COMMENT_STATUSES as readonly string[]).includes(status)
      ? (status as CommentStatusFilter)
      : '',
    search: (params.get(NAMES.search) ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
    pageSize: (COMMENT_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_COMMENTS_QUERY.pageSize,
  };
}

/** Only what differs from the default list goes in the address. */
export function addressOfCommentsQuery(query: CommentsQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(NAMES) as (keyof CommentsQuery)[]) {
    if (query[key] !== DEFAULT_COMMENTS_QUERY[key]) params.set(NAMES[key], String(query[key]));
  }
  return params;
}
