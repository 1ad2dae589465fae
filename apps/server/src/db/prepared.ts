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
