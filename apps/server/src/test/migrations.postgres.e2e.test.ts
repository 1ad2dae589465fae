import fs from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase } from '../platform/db/client.ts';
import { createScratchDatabase, startServer, stopServer, tempDataDir } from './crash-harness.ts';

/*
 * Several instances starting together on a fresh PostgreSQL database: the advisory lock makes
 * one of them apply the migrations and the others find nothing left to do.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: this file runs on PostgreSQL only');
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };
/** Every table the committed migrations create. */
const migratedTables = [
  ...new Set(
    fs
      .readdirSync(MIGRATIONS_FOLDER)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8')
            .matchAll(/CREATE TABLE (?:IF NOT EXISTS )?"(?:public"\.")?([a-z_]+)"/gi),
        ].map((m) => m[1] as string),
      ),
  ),
].sort();

async function expectMigratedOnce(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const applied = await sql<{ hash: string }[]>`select hash from drizzle.__drizzle_migrations`;
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((row) => row.hash)).size).toBe(journal.entries.length);
    const tables = await sql<{ table_name: string }[]>`
      select table_name from information_schema.tables
      where table_schema = 'public' order by table_name`;
    expect(tables.map((t) => t.table_name)).toEqual(migratedTables);
    const migrationTables = await sql<{ n: number }[]>`
      select count(*)::int as n from information_schema.tables
      where table_name = '__drizzle_migrations'`;
    expect(migrationTables[0]?.n).toBe(1);
  } finally {
    await sql.end();
  }
}

describe('migrations on PostgreSQL under the advisory lock', () => {
  it('finds the tables the migrations create', () => {
    expect(journal.entries.length).toBeGreaterThan(0);
    expect(migratedTables).toContain('users');
    expect(migratedTables).toContain('posts');
  });

  it('three instances migrating one fresh database together apply each migration once', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const handles = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ databaseUrl: scratch.url, maxConnections: 2 })),
    );
    try {
      const results = await Promise.allSettled(handles.map((h) => h.migrate()));
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
    await expectMigratedOnce(scratch.url);
  }, 60_000);

  it('two servers started together on a fresh database both come up', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const servers = await Promise.all(
      [0, 1].map(async () => {
        const data = tempDataDir();
        cleanups.push(data.remove);
        const server = await startServer({ DATA_DIR: data.dir, DATABASE_URL: scratch.url });
        cleanups.push(() => stopServer(server, 'SIGKILL'));
        return server;
      }),
    );
    for (const server of servers)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    for (const server of servers) expect((await stopServer(server)).code).toBe(0);
    await expectMigratedOnce(scratch.url);
  }, 120_000);
});
