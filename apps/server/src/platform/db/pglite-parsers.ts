import { type PGlite, types } from '@electric-sql/pglite';

/**
 * Drizzle's PGlite driver hands every query the same value parsers (the date, time and interval
 * types, and a few of their arrays, left as PostgreSQL's text). PGlite merges per-query parsers
 * into its own table of about 300 types for each result, about 60 KB of garbage a query: under
 * a mixed API load that was half of all the bytes the server allocated, and it grew the heap
 * between collections. The client gets these parsers once, when it has started, and queries
 * that carry only these are passed on without them (decision 042).
 */

const asText = (value: string) => value;

/** Types whose values Drizzle keeps as the text PostgreSQL sent. */
export const TEXT_KEPT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

/**
 * Makes the client keep TEXT_KEPT_TYPES as text. After its start: the client sets the parsers of
 * array types while it starts, over any given to its constructor.
 */
export function keepAsText(client: PGlite): void {
  for (const type of TEXT_KEPT_TYPES) client.parsers[type] = asText;
}

const kept = new Set(TEXT_KEPT_TYPES.map(String));

/**
 * The options without their parsers when the client already has them all (every type they name
 * is one of TEXT_KEPT_TYPES); otherwise the options unchanged, so PGlite applies them as before.
 */
export function withoutClientParsers<O extends { parsers?: object }>(options: O): O;
export function withoutClientParsers<O extends { parsers?: object }>(
  options: O | undefined,
): O | undefined;
export function withoutClientParsers<O extends { parsers?: object }>(options: O | undefined) {
  const parsers = options?.parsers;
  if (!parsers) return options;
  for (const type in parsers) if (!kept.has(type)) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}
