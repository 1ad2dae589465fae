import {
  type ContentListSort,
  SEARCH_COUNT_CAP,
  type SortOrder,
  searchTerms,
} from '@bitacora/domain';
import { type AnyColumn, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';

/*
 * What the post and page lists share in SQL: the search over the stored text-search document
 * and the order (docs/architecture.md#post-and-page-lists).
 */

/**
 * The `to_tsquery` text for a typed search: every word, as the start of a word ('palm:*' finds
 * 'palmera'), all of them required. Undefined when nothing typed is a word: no filter then.
 * The domain keeps only letters and digits, so nothing here is query syntax.
 */
export function searchQueryText(search: string | undefined): string | undefined {
  const terms = searchTerms(search ?? '');
  return terms.length === 0 ? undefined : terms.map((term) => `${term}:*`).join(' & ');
}

/**
 * Rows whose document matches the query text (a value or a prepared placeholder). The staff's
 * document holds the whole text, drafts and gated parts included (docs/decisions/065).
 */
export function matchesSearch(
  document: AnyColumn,
  query: string | Placeholder,
  blogId: number | Placeholder,
): SQL {
  // The same configuration as the stored document (the blog's language's, accents left out),
  // so the query's words are stemmed alike.
  return sql`${document} @@ to_tsquery(reader_search_config(${blogId}), ${query})`;
}

/** The list's order: by last edit or title, the id breaking ties so pages never overlap. */
export function listOrder(
  table: { updatedAt: AnyColumn; title: AnyColumn; id: AnyColumn },
  sort: ContentListSort,
  order: SortOrder,
): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(sort === 'title' ? table.title : table.updatedAt), direction(table.id)];
}

/**
 * The rows of `table` matching `where`, counted up to one past {@link SEARCH_COUNT_CAP}: the
 * scan stops there however many match.
 */
export function cappedCount(db: Queryable, table: PgTable, where: SQL | undefined) {
  const matches = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(SEARCH_COUNT_CAP + 1);
  return sql<number>`(select count(*) from (${matches}) as capped)`.mapWith(Number);
}

/**
 * A list's total as the API answers it: a search's count past the cap ({@link cappedCount}) is
 * the cap and `totalCapped`; any other count is exact.
 */
export function listTotal(total: number, searched: boolean): { total: number; totalCapped?: true } {
  return searched && total > SEARCH_COUNT_CAP
    ? { total: SEARCH_COUNT_CAP, totalCapped: true }
    : { total };
}

/**
 * Where a list's total is kept between requests: the total depends only on the filters (not on
 * the page, its size or the order), so paging or re-sorting one list need not count it again.
 * `key` names the filters; `count` counts when nothing is kept.
 */
export type ListTotalCache = (key: string, count: () => Promise<number>) => Promise<number>;

/** No cache: every list counts its total. */
export const countEveryTime: ListTotalCache = (_key, count) => count();
