import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER, openDatabase } from '../platform/db/client.ts';
import { PGLITE_EXTENSIONS } from '../platform/db/pglite-extensions.ts';
import { buildTemplateOnce, templateKey } from '../platform/db/template.ts';

const isTemplate = (dir: string) => existsSync(path.join(dir, 'data', 'db', 'PG_VERSION'));

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
 * Migrates once per run (PostgreSQL) or once per change of the migrations (PGlite), so a test
 * file starts from a copy instead of running every migration.
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
  // Kept between runs under a name made from what it is built from: the same migrations on the
  // same PGlite and drizzle give the same database, and building it (about 6 s of CPU before any
  // test can start) is then done once per change of migrations, not once per run.
  // `-lean`: the tarball without the template databases (leanTarball), a layout of its own.
  const cached = path.join(tmpdir(), `bitacora-pglite-migrated-${templateKey()}-lean`);
  // A folder left incomplete (a temporary-files sweep emptied part of it) is built again.
  await buildPgliteTemplate(cached);
  // Marks it as used, for the sweep of templates no run has used for a week.
  const now = new Date();
  utimesSync(cached, now, now);
  removeStaleTemplates(cached);
  project.provide('pgliteTemplate', path.join(cached, 'migrated.tar'));
  project.provide('pgliteDataDir', path.join(cached, 'data'));
}

/**
 * Migrated on disk, laid out as the server lays out DATA_DIR, and dumped from there: one
 * database build serves both the in-memory files and the server processes. Built in a folder of
 * its own and renamed into place, so a run that starts meanwhile never sees half of it.
 */
async function buildPgliteTemplate(target: string) {
  await buildTemplateOnce(target, isTemplate, async (dir) => {
    const dataDir = path.join(dir, 'data');
    mkdirSync(dataDir);
    const client = await PGlite.create(path.join(dataDir, 'db'), { extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const templates = await client.query<{ oid: number }>(
        `select oid from pg_database where datistemplate`,
      );
      // Uncompressed: a file loads it faster than it would unzip it.
      const dump = await client.dumpDataDir('none');
      writeFileSync(
        path.join(dir, 'migrated.tar'),
        leanTarball(
          new Uint8Array(await dump.arrayBuffer()),
          templates.rows.map((row) => `/base/${row.oid}/`),
        ),
      );
    } finally {
      // Closed before any file copies the folder, so the copy is a clean database.
      await client.close();
    }
  });
}

/**
 * The data dir's tarball without the files of the template databases (`template0`,
 * `template1`; their folders stay, empty): nothing connects to them or copies them in an
 * in-memory test database, and they were half the files each test file's database unpacks.
 */
function leanTarball(tar: Uint8Array, dropUnder: string[]): Uint8Array {
  const text = (from: number, length: number) =>
    new TextDecoder().decode(tar.subarray(from, from + length)).replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const prefix = text(at + 345, 155);
    const name = prefix ? `${prefix}/${text(at, 100)}` : text(at, 100);
    const size = Number.parseInt(text(at + 124, 12).trim() || '0', 8);
    const end = at + 512 + Math.ceil(size / 512) * 512;
    const absolute = name.startsWith('/') ? name : `/${name}`;
    const inTemplate = dropUnder.some(
      (folder) => absolute.startsWith(folder) && absolute !== folder,
    );
    if (!inTemplate) kept.push(tar.subarray(at, end));
    at = end;
  }
  // The end of the archive: two empty blocks.
  kept.push(new Uint8Array(1024));
  return Buffer.concat(kept);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Templates of other migrations (older checkouts, other branches) no run has used for a week. */
function removeStaleTemplates(keep: string) {
  const prefix = 'bitacora-pglite-migrated-';
  for (const name of readdirSync(tmpdir())) {
    const full = path.join(tmpdir(), name);
    if (!name.startsWith(prefix) || full === keep) continue;
    try {
      if (Date.now() - statSync(full).mtimeMs > WEEK_MS)
        rmSync(full, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}

async function adminQuery(url: string, query: string) {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(query);
  } finally {
    await admin.end();
  }
}
