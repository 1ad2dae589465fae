import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data dir (an uncompressed tarball) each test file loads. */
    pgliteTemplate?: string;
    /**
     * PGlite: the same migrated database as a DATA_DIR on disk (its `db` folder), for the tests
     * that run the real server: a copy starts it without building and migrating a database.
     */
    pgliteDataDir?: string;
    /** PostgreSQL: a migrated database each test file copies with `create database … template`. */
    postgresTemplate?: string;
  }
}

/*
 * Migrates once per run, so a test file starts from a copy instead of running every migration.
 * The PostgreSQL template's name is unique to this run: people sharing one server do not meet.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `bitacora_tpl_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const drop = () => adminQuery(url, `drop database if exists ${name} with (force)`);
    try {
      const handle = await openDatabase({
        databaseUrl: templateUrl.toString(),
        maxConnections: 1,
      });
      try {
        await handle.migrate();
      } finally {
        // A template must have no open connections when it is copied.
        await handle.close();
      }
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('postgresTemplate', name);
    return drop;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bitacora-pglite-template-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    // Migrated on disk, laid out as the server lays out DATA_DIR, and dumped from there: one
    // database build serves both the in-memory files and the server processes.
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    const client = await PGlite.create(path.join(dataDir, 'db'));
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      // Uncompressed: a file loads it faster than it would unzip it.
      const dump = await client.dumpDataDir('none');
      const file = path.join(dir, 'migrated.tar');
      writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      project.provide('pgliteTemplate', file);
      project.provide('pgliteDataDir', dataDir);
    } finally {
      // Closed before any file copies the folder, so the copy is a clean database.
      await client.close();
    }
  } catch (error) {
    remove();
    throw error;
  }
  return remove;
}

async function adminQuery(url: string, query: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(query);
  } finally {
    await admin.end();
  }
}
