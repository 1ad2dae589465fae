import type { Language } from '@bitacora/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import type { RateLimitStore } from '../../platform/rate-limit/store.ts';
import { decodeHtmlEntities } from '../content/index.ts';
import { pageLanguagePath, pagePath, postPath } from './addresses.ts';
import type { Site } from './site.ts';
import { pager } from './templates/views.ts';

/** The readers' search page, on every blog's host (docs/decisions/065-reader-search.md). */
export const SEARCH_PATH = '/search';
/** Longer searches are cut here: no one types more, and the query's cost stays bounded. */
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 10;
/**
 * The results as you type (`GET /search.json?q=`): the same search, its first page alone, for
 * the header's box. A `.json` name no page slug can take.
 */
export const SEARCH_JSON_PATH = '/search.json';
/**
 * Searches per visitor's address, pages and results as you type together: a reader typing
 * asks a few times a search, a script asking for every word of a dictionary is stopped.
 */
export const SEARCH_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;

/** Counts one search of the address; the seconds to wait when it is one too many, else null. */
export async function hitSearchLimit(
  store: RateLimitStore,
  address: string,
  now: Date,
): Promise<number | null> {
  const window = await store.hit(`search:${address}`, SEARCH_RATE_LIMIT.windowMs, now);
  if (window.count <= SEARCH_RATE_LIMIT.max) return null;
  return Math.max(1, Math.ceil((window.resetAt.getTime() - now.getTime()) / 1000));
}

/** A suggestion's snippet is cut here, so the answer stays small whatever the posts hold. */
const SUGGESTION_SNIPPET_LENGTH = 160;

/** Where ts_headline marks a match; private-use characters no text holds, escaped around. */
const MARK_START = '\uE000';
const MARK_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** postgres-js answers the rows, PGlite an object holding them. */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** What was typed, trimmed and cut to {@link SEARCH_MAX_LENGTH} characters. */
export function searchText(search: URLSearchParams): string {
  return [...(search.get('q') ?? '').trim()].slice(0, SEARCH_MAX_LENGTH).join('').trim();
}

export interface SearchHit {
  kind: 'post' | 'page';
  title: string;
  slug: string;
  language: Language;
  publishedAt: Date | null;
  /** Plain text with {@link MARK_START}/{@link MARK_END} around each match. */
  snippet: string;
}

/**
 * How many of a search's matches are ranked: the newest ones. Scoring a match reads its whole
 * stored vector, so a word found in thousands of posts would cost a full read of each; past this
 * many, the older matches follow by date (docs/decisions/072-search-ranking-bound.md).
 */
export const RANKED_MATCHES = 200;

/**
 * The blog's published posts and pages in `language` matching `text`, one page of them and the
 * total: the newest {@link RANKED_MATCHES} best first, then any older ones newest first. Only the
 * text every visitor may read is indexed (the `reader_search` column, written by the database),
 * so a match or a snippet never comes from past a paywall. Each item's words are stemmed in its
 * own language, the query's in the page's, and accents do not count; `websearch_to_tsquery`
 * reads what a reader types (quotes, `or`, `-word`) and never fails on it.
 */
export async function searchBlog(
  db: Database,
  blogId: number,
  language: Language,
  text: string,
  page: number,
  ranked: number = RANKED_MATCHES,
): Promise<{ hits: SearchHit[]; total: number }> {
  const query = sql`websearch_to_tsquery(search_config(${language}), ${text})`;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  // The matches come from the GIN index with their dates alone; only the newest few are scored,
  // each through its primary key, and only the page shown is read whole for its snippet.
  const result = await db.execute(sql`
    with matches as (
      select 'post' as kind, id, published_at from posts
      where blog_id = ${blogId} and status = 'PUBLISHED' and language = ${language}
        and reader_search @@ ${query}
      union all
      select 'page' as kind, id, published_at from pages
      where blog_id = ${blogId} and status = 'PUBLISHED' and language = ${language}
        and reader_search @@ ${query}
    ), numbered as (
      select kind, id, published_at,
        row_number() over (order by published_at desc nulls last, kind, id desc) as recency,
        count(*) over () as total
      from matches
    ), scored as (
      select numbered.*,
        case when recency <= ${ranked} then
          case kind
            when 'post' then (select ts_rank(p.reader_search, ${query}) from posts p where p.id = numbered.id)
            else (select ts_rank(g.reader_search, ${query}) from pages g where g.id = numbered.id)
          end
        end as score
      from numbered
    ), shown as (
      select * from scored
      order by score desc nulls last, recency
      limit ${SEARCH_PAGE_SIZE} offset ${offset}
    )
    select shown.kind, coalesce(p.title, g.title) as title, coalesce(p.slug, g.slug) as slug,
      shown.published_at, shown.total,
      ts_headline(search_config(${language}),
        reader_free_text(coalesce(p.visibility, g.visibility), coalesce(p.content, g.content)),
        ${query}, ${HEADLINE_OPTIONS}) as snippet
    from shown
    left join posts p on shown.kind = 'post' and p.id = shown.id
    left join pages g on shown.kind = 'page' and g.id = shown.id
    order by shown.score desc nulls last, shown.recency`);
  const rows = rowsOf<{
    kind: 'post' | 'page';
    title: string;
    slug: string;
    published_at: string | Date | null;
    total: number | string;
    snippet: string;
  }>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    hits: rows.map((row) => ({
      kind: row.kind,
      title: row.title,
      slug: row.slug,
      language,
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
      snippet: row.snippet,
    })),
  };
}

/**
 * The categories with published posts in the language searched, for an empty result's
 * suggestions.
 */
export async function blogCategories(db: Database, blogId: number, language: Language) {
  const result = await db.execute(sql`
    select c.name, c.slug from categories c
    where c.blog_id = ${blogId}
      and exists (select 1 from posts p where p.category_id = c.id and p.status = 'PUBLISHED'
        and p.language = ${language})
    order by c.name, c.id`);
  return rowsOf<{ name: string; slug: string }>(result);
}

/** A snippet as HTML: its text escaped, the matches in `<mark>`, spaces folded. */
export function snippetHtml(snippet: string): string {
  const text = decodeHtmlEntities(snippet).replace(/\s+/g, ' ').trim();
  return escapeHtml(text).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}

/** A snippet as plain text, matches unmarked, cut to `max` characters on a word. */
export function snippetText(snippet: string, max: number): string {
  const text = decodeHtmlEntities(snippet)
    .replaceAll(MARK_START, '')
    .replaceAll(MARK_END, '')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The JSON the header's box reads: what was searched, how many match and that count in words
 * (announced to screen readers), and the first page of results with their addresses.
 */
export function searchJson(site: Site, text: string, result: { hits: SearchHit[]; total: number }) {
  const t = site.t;
  return {
    q: text,
    total: result.total,
    summary:
      text === '' ? '' : result.total === 0 ? t.noResults(text) : t.searchCount(result.total),
    results: result.hits.map((hit) => ({
      kind: hit.kind,
      title: hit.title,
      url: hitHref(site, hit),
      snippet: snippetText(hit.snippet, SUGGESTION_SNIPPET_LENGTH),
    })),
  };
}

/** A hit's address on the blog, in its language (docs/decisions/074-language-addresses.md). */
const hitHref = (site: Site, hit: SearchHit) =>
  hit.kind === 'post' ? postPath(site, hit) : pagePath(site, hit);

/** Page n of a search's results at `path` (the search's address in its language), for an attribute. */
export const searchHref = (path: string, text: string, page: number) =>
  `${path}?q=${encodeURIComponent(text)}${page > 1 ? `&amp;page=${page}` : ''}`;

/** The results page's main part. */
export function searchResults(
  site: Site,
  input: {
    /** The search's address, under its language's code when not the main one. */
    path: string;
    text: string;
    page: number;
    pages: number;
    total: number;
    hits: SearchHit[];
    categories: { name: string; slug: string }[];
  },
): string {
  const t = site.t;
  if (input.text === '') {
    return `<h1>${escapeHtml(t.searchButton)}</h1><p>${escapeHtml(t.searchPrompt)}</p>`;
  }
  if (input.total === 0) {
    const suggestions =
      input.categories.length === 0
        ? ''
        : `<p>${escapeHtml(t.searchCategories)}</p><ul class="search-categories">${input.categories
            .map(
              (category) =>
                `<li><a href="${pageLanguagePath(site, `/category/${encodeURIComponent(category.slug)}`)}">${escapeHtml(category.name)}</a></li>`,
            )
            .join('')}</ul>`;
    return `<h1>${escapeHtml(t.noResults(input.text))}</h1>${suggestions}`;
  }
  const items = input.hits
    .map((hit) => {
      const href = hitHref(site, hit);
      const snippet = snippetHtml(hit.snippet);
      return `<li class="search-hit"><h2><a href="${href}">${escapeHtml(hit.title)}</a></h2>${
        snippet ? `<p>${snippet}</p>` : ''
      }</li>`;
    })
    .join('');
  return `<h1>${escapeHtml(t.searchTitle(input.text))}</h1><p class="meta">${escapeHtml(
    t.searchCount(input.total),
  )}</p><ol class="search-results">${items}</ol>${pager(
    site,
    input.path,
    input.page,
    input.pages,
    (n) => searchHref(input.path, input.text, n),
  )}`;
}
