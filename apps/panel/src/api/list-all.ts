import type { ListResponse } from '@bitacora/api';

/** The largest page the API serves (its `limit` maximum). */
export const LIST_PAGE_SIZE = 100;

/** Stops a list that keeps growing while it is read from being followed forever. */
const MAX_PAGES = 50;

/**
 * Every item of a paginated list: the panel's screens show whole lists, and the API answers
 * 20 items a page unless asked. Pages of {@link LIST_PAGE_SIZE} are read until `total` is
 * reached or a page comes back short.
 */
export async function listAll<T>(
  fetchPage: (page: { page: number; limit: number }) => Promise<ListResponse<T>>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage({ page, limit: LIST_PAGE_SIZE });
    items.push(...answer.data);
    if (answer.data.length < LIST_PAGE_SIZE || items.length >= answer.total) break;
  }
  return items;
}
