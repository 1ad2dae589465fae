/*
 * Prepared statements for the hot read paths, kept per database handle: the SQL text and its
 * field mapping are built once instead of on every request (building a query is a large share
 * of a short request's CPU time).
 */
const statements = new WeakMap<object, Map<string, unknown>>();

/** The statement `name` for `db`, built by `build` on first use. */
export function prepared<T>(db: object, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * The name to give `.prepare()` for a statement PostgreSQL must plan for its values on every
 * call. Without a name, postgres.js sends the statement unnamed, and an unnamed statement always
 * gets a plan for its parameters; a named one may be switched, after five calls on a connection,
 * to a generic plan that cannot see them (a search's word may match 3 rows or 8 000). The SQL is
 * still built once. PGlite plans every query for its values anyway.
 */
export const PLANNED_FOR_ITS_VALUES = undefined as unknown as string;
