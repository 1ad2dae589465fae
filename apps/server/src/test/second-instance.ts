import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../platform/db/client.ts';
import type { TestApp } from './test-db.ts';

/**
 * A second app instance's database for a file's tests, opened before them and closed after: on
 * PostgreSQL a pool of its own on the same database (the two instances work over their own
 * connections); on the embedded database, which one process owns, the app's own handle (one
 * instance, its work overlapping on it). `app` is read once the app is open.
 */
export function useSecondInstanceDb(app: () => TestApp): () => TestApp['db'] {
  let other: DatabaseHandle | undefined;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return;
    const [row] = (await app().db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    const sameDatabase = new URL(url);
    sameDatabase.pathname = `/${row?.name}`;
    other = await openDatabase({ databaseUrl: sameDatabase.toString(), maxConnections: 4 });
  });
  afterAll(() => other?.close());
  return () => (other?.db ?? app().db) as TestApp['db'];
}
