import type { WritableContentStatus } from '../constants/index.ts';
import type { Permission } from '../permissions/index.ts';

/*
 * The panel's post and page lists: how they sort, what a search matches, and what a bulk action
 * does to each item it names (docs/product.md#post-and-page-lists).
 */

/** What a list sorts by: the last edit (the list's «Última edición») or the title. */
export const CONTENT_LIST_SORTS = ['date', 'title'] as const;
export type ContentListSort = (typeof CONTENT_LIST_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Newest change first, as the list always opened. */
export const DEFAULT_CONTENT_SORT: { sort: ContentListSort; order: SortOrder } = {
  sort: 'date',
  order: 'desc',
};

/** More words than this in one search add nothing a reader needs and cost the index work. */
export const SEARCH_TERMS_MAX = 8;

/**
 * The words a list search looks for, each matched as the start of a word in the title or the
 * body ('palm' finds 'palmera'): letters and digits only, lower-cased, each once, at most
 * {@link SEARCH_TERMS_MAX}. Empty when the text has no word, and the search is then no filter.
 */
export function searchTerms(text: string): string[] {
  const words = text.toLocaleLowerCase('es').match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_TERMS_MAX);
}

/**
 * A search counts its matches up to this many and then says 'more than': an exact count of a
 * word found in most of 10 000 posts would read every one of them for a figure no one pages to.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** What a bulk action may do to the selected rows; moving to a category is for posts only. */
export const BULK_ACTIONS = ['publish', 'unpublish', 'move', 'delete'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const PAGE_BULK_ACTIONS = ['publish', 'unpublish', 'delete'] as const;

/** The most rows one bulk request names: one page of the list at its largest. */
export const BULK_MAX_ITEMS = 100;

/** The permission each item of a bulk action needs, as its single-item request would. */
export function bulkPermission(kind: 'post' | 'page', action: BulkAction): Permission {
  if (action === 'delete') return kind === 'post' ? 'delete:post:own' : 'delete:page:own';
  return kind === 'post' ? 'update:post:own' : 'update:page:own';
}

/** The status a bulk action sets, if it sets one. */
export function bulkStatus(action: BulkAction): WritableContentStatus | undefined {
  if (action === 'publish') return 'PUBLISHED';
  if (action === 'unpublish') return 'DRAFT';
  return undefined;
}

/** Why one item of a bulk action was refused; nothing in the request is applied then. */
export type BulkRefusal = 'not-found' | 'forbidden';

export const BULK_MESSAGES = {
  refused: 'No se aplicó la acción: algunos elementos no se pueden cambiar',
  notFound: 'No existe en este blog',
  forbidden: 'No tienes permiso para cambiarlo',
  categoryRequired: 'Elige la categoría a la que mover los posts',
  tooMany: `Como mucho ${BULK_MAX_ITEMS} elementos por acción`,
  none: 'Selecciona al menos un elemento',
  actionInvalid: 'La acción no es válida',
} as const;
