import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER, openDatabase } from '../platform/db/client.ts';
import { tempDataDir } from '../test/crash-harness.ts';
import { migratedDataDir } from '../test/migrated-data-dir.ts';
import { buildDemoTemplate, DEMO_SEED_FILES, demoTemplateDir } from './demo-template.ts';
import { seedDemo } from './seed.ts';

/*
 * A new DATA_DIR with demo data starts as a copy of a prebuilt database (the demo template)
 * instead of being migrated and seeded row by row: the copy must hold what the seed writes, and
 * a change to the migrations or the seed must give a new template, never the old one.
 */

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Values that are the build's own (when, random ids, salted hashes), not the seed's content. */
const OWN_TO_EACH_BUILD = /(^|_)(uuid|password_hash)$|_at$/;
const KEPT = new Set(['published_at']);

/** The rows of a raw query, as PGlite returns them. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table's rows, in key order, without the values each build makes its own. */
async function contents(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql.raw(`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const out: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<Record<string, unknown>>(
      db,
      sql.raw(`select * from "${name}" order by 1`),
    );
    out[name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).filter(
          ([column]) => KEPT.has(column) || !OWN_TO_EACH_BUILD.test(column),
        ),
      ),
    );
  }
  return out;
}

describe('the demo template', () => {
  let cache: string;
  let template: string;

  beforeAll(async () => {
    const dir = tempDataDir('bitacora-demo-template-');
    cleanups.push(dir.remove);
    cache = dir.dir;
    template = demoTemplateDir({ cache });
    // From the run's migrated database (a new one on PostgreSQL runs): the seed is what is tested.
    const migrated = migratedDataDir();
    cleanups.push(migrated.remove);
    const start = path.join(migrated.dir, 'db');
    await buildDemoTemplate(template, fs.existsSync(start) ? start : undefined);
  });

  it('gives a new DATA_DIR the same demo data as the row-by-row seed', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const copied = await openDatabase({ dataDir: data.dir, template });
    cleanups.push(() => copied.close());
    expect(copied.fromTemplate).toBe(true);
    // Nothing is left to migrate: the template holds every committed migration.
    await copied.migrate();

    // Embedded as well on PostgreSQL runs: the template is the embedded database's.
    const seeded = await openDatabase({ inMemory: true });
    await seeded.migrate();
    cleanups.push(() => seeded.close());
    await seedDemo(seeded.db, { showcase: true });

    const fromTemplate = await contents(copied.db);
    expect(fromTemplate.users).toHaveLength(4);
    // The showcase included: 8 posts on the demo blog, 7 on the PRO blog.
    expect(fromTemplate.posts).toHaveLength(15);
    expect(fromTemplate).toEqual(await contents(seeded.db));
  });

  it('is not copied over a DATA_DIR that already holds a database', async () => {
    const data = migratedDataDir();
    cleanups.push(data.remove);
    // The database the DATA_DIR holds, told apart by a table of its own.
    const first = await openDatabase({ dataDir: data.dir });
    await first.db.execute(sql`create table already_here (n int)`);
    await first.close();

    const handle = await openDatabase({ dataDir: data.dir, template });
    cleanups.push(() => handle.close());
    expect(handle.fromTemplate).toBeUndefined();
    await expect(handle.db.execute(sql`select n from already_here`)).resolves.toBeDefined();
  });

  it('is another template once a migration or the seed changes', () => {
    const work = tempDataDir('bitacora-demo-template-key-');
    cleanups.push(work.remove);
    const migrations = path.join(work.dir, 'drizzle');
    fs.cpSync(MIGRATIONS_FOLDER, migrations, { recursive: true });
    const seedFiles = DEMO_SEED_FILES.map((file) => {
      const copy = path.join(work.dir, path.basename(file));
      fs.copyFileSync(file, copy);
      return copy;
    });
    const dirFor = () => demoTemplateDir({ cache, migrationsFolder: migrations, seedFiles });

    const original = dirFor();
    expect(original).toBe(template);

    const last = fs
      .readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .at(-1) as string;
    fs.appendFileSync(path.join(migrations, last), '\n-- changed\n');
    const afterMigration = dirFor();
    expect(afterMigration).not.toBe(original);

    fs.appendFileSync(seedFiles[0] as string, '\n// changed\n');
    const afterSeed = dirFor();
    expect(afterSeed).not.toBe(afterMigration);

    // A start looks only for the current key's folder: the old template is never copied.
    expect(fs.existsSync(afterSeed)).toBe(false);
  });
});
