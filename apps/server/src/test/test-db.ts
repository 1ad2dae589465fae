import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../demo/index.ts';
import { startSession } from '../features/accounts/index.ts';
import { createContentVersions } from '../platform/cache/content-versions.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db/client.ts';
import type { EngineQueueOptions } from '../platform/db/engine-queue.ts';
import type { AppDeps } from '../platform/http/app-env.ts';
import { createOutboxMailer } from '../platform/mail/mailer.ts';
import { createSandboxProvider } from '../platform/payments/sandbox.ts';
import { createDbRateLimitStore } from '../platform/rate-limit/db-store.ts';
import { createLocalMediaStorage } from '../platform/storage/storage.ts';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; with
 * DATABASE_URL, a new PostgreSQL database created from it and dropped by `close()`. Both start
 * from the template the global setup migrated once for the run (global-setup.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) return openTestPglite();
  const template = inject('postgresTemplate');
  const name = `bitacora_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: testUrl.toString(), maxConnections: 4 });
  if (!template) await handle.migrate();
  const close = handle.close.bind(handle);
  handle.close = async () => {
    await close();
    const dropper = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await dropper.unsafe(`drop database if exists ${name} with (force)`);
    } finally {
      await dropper.end();
    }
  };
  return handle;
}

/**
 * The template's bytes, read once per worker: every file of a worker loads the same 40 MB, and
 * a Blob is never changed by its readers.
 */
let templateBlob: { path: string; blob: Blob } | undefined;
function templateData(template: string): Blob {
  if (templateBlob?.path !== template)
    templateBlob = { path: template, blob: new Blob([readFileSync(template)]) };
  return templateBlob.blob;
}

/**
 * The migrated template's data dir, for a test that opens a PGlite of its own (`loadDataDir`)
 * instead of paying for an initdb; undefined when the run has none.
 */
export function pgliteTemplateData(): Blob | undefined {
  const template = inject('pgliteTemplate');
  return template ? templateData(template) : undefined;
}

/** A fresh, migrated in-memory PGlite database, whatever DATABASE_URL says. */
export async function openTestPglite(engineQueue?: EngineQueueOptions): Promise<DatabaseHandle> {
  const template = inject('pgliteTemplate');
  const handle = await openDatabase({
    inMemory: true,
    loadDataDir: template ? templateData(template) : undefined,
    ...(engineQueue ? { engineQueue } : {}),
  });
  if (!template) await handle.migrate();
  return handle;
}

/** Every table the tests write to, emptied between tests that need a clean slate. */
const TABLES = [
  'analytics_views',
  'analytics_rollups',
  'analytics_rolled_days',
  'analytics_salts',
  'payment_events',
  'subscriptions',
  'comment_mail_links',
  'comment_subscriptions',
  'comments',
  'menu_items',
  'slug_redirects',
  'preview_links',
  'post_tags',
  'tags',
  'posts',
  'pages',
  'series',
  'media',
  'categories',
  'settings',
  'blog_members',
  'invitations',
  'password_reset_tokens',
  'otp_codes',
  'captcha_uses',
  'rate_limits',
  'sessions',
  'two_factor_recovery_codes',
  'known_devices',
  'platform_settings',
  'background_jobs',
  'start_tasks',
  'blogs',
  'users',
];

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: DatabaseHandle['db'];
  deps: AppDeps;
  /** Where this app's uploaded files are written (a temporary folder, removed by `close()`). */
  mediaDir: string;
  /** Empties every table and loads the demo data again. */
  reseed(): Promise<void>;
  /** Empties every table. */
  truncate(): Promise<void>;
  /** Moves the app's clock (rate-limit windows, token expiry). */
  setNow(now: Date | undefined): void;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    deps?: Partial<AppDeps>;
    /** A database opened by the test (its own engine-queue bounds, say); closed with the app. */
    database?: DatabaseHandle;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const { db } = database;
  let fixedNow: Date | undefined;
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'bitacora-media-'));
  const transfersDir = mkdtempSync(path.join(tmpdir(), 'bitacora-transfers-'));
  const deps: AppDeps = {
    db,
    database,
    jwtSecret: randomBytes(32),
    rateLimitStore: createDbRateLimitStore(db),
    mediaStorage: createLocalMediaStorage(mediaDir),
    transfersDir,
    trustProxy: [],
    publicDomain: 'localhost:3000',
    seedDemo: true,
    now: () => fixedNow ?? new Date(),
    mailer: createOutboxMailer({ now: () => fixedNow ?? new Date() }),
    // A small range keeps tests fast; the solving and checking are the same.
    captcha: { hmacKey: randomBytes(32).toString('hex'), maxNumber: 2_000 },
    payments: createSandboxProvider({
      publicOrigin: 'http://localhost:3000',
      now: () => fixedNow ?? new Date(),
    }),
    publicOrigin: 'http://localhost:3000',
    contentVersions: createContentVersions(),
    ...options.deps,
  };
  const truncate = async () => {
    await db.execute(`truncate ${TABLES.join(', ')} restart identity cascade`);
    // Written behind the API's back: cached answers must not outlive the old rows.
    await deps.contentVersions?.bump();
  };
  if (options.seed !== false) await seedDemo(db);
  let seeded: SeedSnapshot | undefined;
  return {
    app: createApp(deps),
    db,
    deps,
    truncate,
    async reseed() {
      if (seeded) return restoreSeed(db, seeded, deps);
      await truncate();
      await seedDemo(db);
      seeded = await captureSeed(db);
    },
    setNow(now) {
      fixedNow = now;
    },
    mediaDir,
    async close() {
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(transfersDir, { recursive: true, force: true });
      await database.close();
    },
  };
}

/**
 * What a reseed leaves (every table `truncate()` empties, with those its cascade reaches, and
 * their identity sequences), taken after the first one. The next reseeds put it back in one
 * transaction instead of truncating and seeding again, which was most of the time of a short
 * test: the same rows, ids, uuids and sequence positions.
 */
interface SeedSnapshot {
  tables: { name: string; columns: string; rows: string }[];
  sequences: { name: string; value: string; called: boolean }[];
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function captureSeed(db: DatabaseHandle['db']): Promise<SeedSnapshot> {
  // `truncate … cascade` also empties the tables whose foreign keys reach the listed ones.
  const reached = rowsOf(
    await db.execute(sql`
      with recursive reached(oid) as (
        select c.oid from pg_class c
        where c.relnamespace = current_schema()::regnamespace
          and c.relname in (${sql.join(
            TABLES.map((name) => sql`${name}`),
            sql`, `,
          )})
        union
        select con.conrelid from pg_constraint con join reached on con.confrelid = reached.oid
        where con.contype = 'f'
      )
      select c.relname as name,
        (select string_agg(quote_ident(a.attname), ', ' order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '')
          as columns,
        (select coalesce(json_agg(s), '[]') from (
           select pg_get_serial_sequence(quote_ident(c.relname), a.attname) as seq
           from pg_attribute a
           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) s
         where s.seq is not null)::text as sequences
      from pg_class c where c.oid in (select oid from reached)`),
  );
  const tables: SeedSnapshot['tables'] = [];
  const sequences: SeedSnapshot['sequences'] = [];
  for (const table of reached) {
    const name = String(table.name);
    const [data] = rowsOf(
      await db.execute(
        sql.raw(`select coalesce(json_agg(t), '[]')::text as rows from ${quoted(name)} t`),
      ),
    );
    tables.push({ name, columns: String(table.columns), rows: String(data?.rows ?? '[]') });
    for (const { seq } of JSON.parse(String(table.sequences)) as { seq: string }[]) {
      const [state] = rowsOf(
        await db.execute(sql.raw(`select last_value::text as value, is_called from ${seq}`)),
      );
      sequences.push({ name: seq, value: String(state?.value), called: Boolean(state?.is_called) });
    }
  }
  return { tables, sequences };
}

async function restoreSeed(
  db: DatabaseHandle['db'],
  seed: SeedSnapshot,
  deps: AppDeps,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Rows go back as they were, whatever order their foreign keys would ask for.
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const table of seed.tables) await tx.execute(sql.raw(`delete from ${quoted(table.name)}`));
    for (const table of seed.tables) {
      if (table.rows === '[]') continue;
      await tx.execute(
        sql`insert into ${sql.raw(quoted(table.name))} (${sql.raw(table.columns)}) overriding system value
            select ${sql.raw(table.columns)} from json_populate_recordset(null::${sql.raw(quoted(table.name))}, ${table.rows}::json)`,
      );
    }
    for (const sequence of seed.sequences)
      await tx.execute(
        sql`select setval(${sequence.name}, ${sequence.value}::bigint, ${sequence.called})`,
      );
  });
  // Written behind the API's back: cached answers must not outlive the old rows.
  await deps.contentVersions?.bump();
}

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/**
 * A valid token for a demo account, without going through login (and its rate limit): a new
 * session of its own, as a sign-in from `address` would open.
 */
export async function tokenFor(
  t: TestApp,
  account: DemoAccount,
  origin: { address?: string; userAgent?: string } = {},
): Promise<string> {
  const user = await t.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, DEMO_ACCOUNTS[account].email),
  });
  if (!user) throw new Error(`demo account ${account} missing`);
  const { token } = await startSession(t.deps, user, {
    address: origin.address ?? '203.0.113.7',
    userAgent: origin.userAgent ?? null,
  });
  return token;
}

/** `app.request` with JSON, a bearer token and an optional active blog. */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    blog?: string | number;
    headers?: Record<string, string>;
    address?: string;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.blog !== undefined) headers['x-blog-id'] = String(options.blog);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const res = await t.app.request(path, { method, headers, body }, {
    incoming: { socket: { remoteAddress: options.address ?? '203.0.113.7' } },
  } as never);
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return {
    status: res.status,
    headers: res.headers,
    json: json as Record<string, unknown> & { data?: unknown[] },
    text,
  };
}

/** The blogs' hosts under the test apps' public domain, as a visitor's browser names them. */
export const DEMO_HOST = 'demo.localhost:3000';
export const PRO_HOST = 'pro.localhost:3000';

/** A visitor's request on a blog's host (a public page, a form sent from one), from outside. */
export async function visitorRequest(
  t: TestApp,
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Response> {
  return t.app.request(`http://${host}${path}`, { ...init, headers: { host, ...init.headers } }, {
    incoming: { socket: { remoteAddress: '198.51.100.9' } },
  } as never);
}

/** A form a visitor sends from a blog's page, encoded as the browser sends it. */
export function visitorForm(
  t: TestApp,
  host: string,
  path: string,
  fields: Record<string, string>,
): Promise<Response> {
  return visitorRequest(t, host, path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
