import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { createEngineQueue, type EngineQueue, type EngineQueueOptions } from './engine-queue.ts';
import { MIGRATIONS_FOLDER } from './migrations-folder.ts';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import { keepAsText, withoutClientParsers } from './pglite-parsers.ts';
import { acquirePidLock, type PidLock } from './pid-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services take: the same on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; inside `db.transaction` every query must go through it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: what a service helper may run queries on. */
export type Queryable = Database | Transaction;

/** Connections each instance's PostgreSQL pool may open. */
export const POSTGRES_POOL_MAX = 10;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database was copied from `template` by this open (a new DATA_DIR). */
  fromTemplate?: boolean;
  /** Applies the committed migrations once, even when several instances start together. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export { MIGRATIONS_FOLDER };

/** Arbitrary constant shared by every Bitácora instance: the migration lock's key. */
const MIGRATION_LOCK_KEY = 7_261_432_001;
const drizzleOptions = { schema, casing: 'snake_case' } as const;

export interface OpenDatabaseOptions {
  /** PostgreSQL when set. */
  databaseUrl?: string | undefined;
  /** PGlite data folder's parent (DATA_DIR); the database lives in `<dataDir>/db`. */
  dataDir?: string | undefined;
  /**
   * PGlite on disk: a closed database folder copied in when `<dataDir>/db` holds no database yet
   * (the demo template); ignored when it does not exist.
   */
  template?: string | undefined;
  /** PGlite in memory (tests): no folder, no lock. */
  inMemory?: boolean;
  /** In memory only: start from this data dir (a `dumpDataDir` tarball) instead of an empty one. */
  loadDataDir?: Blob | undefined;
  /** postgres-js pool size. */
  maxConnections?: number;
  /** PGlite only: the bounds of the queue every unit of work waits in (engine-queue.ts). */
  engineQueue?: EngineQueueOptions;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.maxConnections ?? POSTGRES_POOL_MAX);
  if (options.inMemory)
    return openPglite(undefined, undefined, options.loadDataDir, options.engineQueue);
  if (!options.dataDir)
    throw new Error('openDatabase: dataDir, inMemory or databaseUrl is required');
  const lock = acquirePidLock(options.dataDir);
  try {
    const folder = path.join(options.dataDir, 'db');
    const fromTemplate = copyTemplate(options.template, folder);
    fs.mkdirSync(folder, { recursive: true });
    const handle = await openPglite(folder, lock, undefined, options.engineQueue);
    return fromTemplate ? { ...handle, fromTemplate } : handle;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Under the DATA_DIR lock, so no other process is building a database in the folder meanwhile.
 * Copied beside it and renamed, so a crash mid-copy leaves no half database to open.
 */
function copyTemplate(template: string | undefined, folder: string): boolean {
  if (!template || fs.existsSync(path.join(folder, 'PG_VERSION'))) return false;
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  const copy = `${folder}.template-copy`;
  fs.rmSync(copy, { recursive: true, force: true });
  try {
    // A copy-on-write clone where the file system has them (btrfs, XFS, APFS): the 40 MB copy
    // becomes near instant, and the template still never sees the copy's writes. Elsewhere
    // (ext4) it is an ordinary copy.
    fs.cpSync(template, copy, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  } catch (error) {
    // Half a copy on a full disk would keep it full.
    fs.rmSync(copy, { recursive: true, force: true });
    throw copyFailure(error, template, path.dirname(folder));
  }
  fs.rmSync(folder, { recursive: true, force: true });
  fs.renameSync(copy, folder);
  return true;
}

/**
 * Node's copy reports most failures as EIO, a full disk included: when the template does not fit
 * in the room left beside it, the failure is said to be the full disk it was (code ENOSPC), so
 * the start names the folder that needs room.
 */
function copyFailure(error: unknown, template: string, where: string): unknown {
  if ((error as { code?: unknown }).code !== 'EIO') return error;
  let size = 0;
  for (const name of fs.readdirSync(template, { recursive: true, encoding: 'utf8' }))
    size += fs.statSync(path.join(template, name)).size;
  const room = fs.statfsSync(where);
  if (room.bavail * room.bsize >= size) return error;
  return Object.assign(new Error(`no room for the database in ${where}`, { cause: error }), {
    code: 'ENOSPC',
  });
}

/**
 * PGlite's own start parameters, plus a buffer pool of 16 MB instead of the 128 MB its initdb
 * writes: the pool lives in the WebAssembly memory, which never shrinks, so a pool filled once
 * stays resident for the process's life (docs/decisions/037-half-the-memory.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(
  folder: string | undefined,
  lock: PidLock | undefined,
  loadDataDir?: Blob,
  queueOptions?: EngineQueueOptions,
) {
  const client = folder
    ? await PGlite.create(folder, {
        startParams: PGLITE_START_PARAMS,
        extensions: PGLITE_EXTENSIONS,
      })
    : await PGlite.create({
        startParams: PGLITE_START_PARAMS,
        extensions: PGLITE_EXTENSIONS,
        ...(loadDataDir ? { loadDataDir } : {}),
      });
  keepAsText(client);
  const db = drizzlePglite({
    client: queued(client, createEngineQueue(queueOptions)),
    ...drizzleOptions,
  });
  let closed = false;
  const handle: DatabaseHandle = {
    db: db as unknown as Database,
    kind: 'pglite',
    async migrate() {
      // One connection, and the pid lock keeps other processes out; the advisory lock keeps
      // the code path identical to PostgreSQL's.
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
      try {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
  return handle;
}

/** A statement that only reads: it does not end a request's right to be turned away. */
const READ_ONLY = /^\s*select\b/i;

/**
 * The client as Drizzle sees it: a transaction and a statement outside one each wait their turn
 * in `queue`. Statements inside a transaction go through the transaction's own handle, which
 * PGlite gives the callback, so they run within the transaction's turn. Every statement leaves
 * behind the parsers the client already has (pglite-parsers.ts).
 */
function queued(client: PGlite, queue: EngineQueue): PGlite {
  const query: PGlite['query'] = (text, params, options) =>
    queue.run(
      () => client.query(text, params, withoutClientParsers(options)),
      !READ_ONLY.test(text),
    );
  const exec: PGlite['exec'] = (text, options) =>
    queue.run(() => client.exec(text, withoutClientParsers(options)), !READ_ONLY.test(text));
  const transaction: PGlite['transaction'] = (callback) =>
    queue.run(() => client.transaction((tx) => callback(plainTransaction(tx))), true);
  return withMethods(client, { query, exec, transaction });
}

type PgliteTransaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/** A transaction's handle whose statements leave behind the parsers the client already has. */
function plainTransaction(tx: PgliteTransaction): PgliteTransaction {
  const query: PgliteTransaction['query'] = (text, params, options) =>
    tx.query(text, params, withoutClientParsers(options));
  const exec: PgliteTransaction['exec'] = (text, options) =>
    tx.exec(text, withoutClientParsers(options));
  return withMethods(tx, { query, exec });
}

/**
 * `target` with `methods` in place of its own; its other methods stay bound to it, so PGlite's
 * private fields still work through the proxy.
 */
function withMethods<T extends object>(target: T, methods: Partial<T>): T {
  return new Proxy(target, {
    get(object, key) {
      if (Object.hasOwn(methods, key)) return methods[key as keyof T];
      const value: unknown = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres({ client, ...drizzleOptions });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      // A session advisory lock belongs to one connection: a one-connection client holds it
      // for the whole migration, so a second instance waits and then finds nothing to apply.
      const single = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        try {
          await migratePostgres(drizzlePostgres({ client: single, ...drizzleOptions }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await single`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        }
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.end({ timeout: 5 });
    },
  };
}

const GLOBAL_KEY = Symbol.for('bitacora.database');
type GlobalWithDatabase = typeof globalThis & {
  [GLOBAL_KEY]?: { key: string; handle: Promise<DatabaseHandle> };
};

/**
 * The process's one database, opened and migrated on first use. Cached on globalThis so a
 * module reload in the same process reuses it instead of opening the folder twice.
 */
export function getProcessDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  template?: string | undefined;
}): Promise<DatabaseHandle> {
  const g = globalThis as GlobalWithDatabase;
  const key = options.databaseUrl ?? `pglite:${options.dataDir}`;
  const cached = g[GLOBAL_KEY];
  if (cached && cached.key === key) return cached.handle;
  if (cached) throw new Error('A different database is already open in this process');
  const handle = (async () => {
    const opened = await openDatabase(options);
    try {
      await opened.migrate();
    } catch (error) {
      await opened.close();
      throw error;
    }
    const close = opened.close.bind(opened);
    opened.close = async () => {
      delete g[GLOBAL_KEY];
      await close();
    };
    return opened;
  })();
  g[GLOBAL_KEY] = { key, handle };
  handle.catch(() => {
    if (g[GLOBAL_KEY]?.handle === handle) delete g[GLOBAL_KEY];
  });
  return handle;
}
