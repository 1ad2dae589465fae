import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { addDays, utcDay } from '@bitacora/domain';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsReport, seriesFunnels } from '../features/analytics/index.ts';
import { mediaKeys } from '../features/media/index.ts';
import { openDatabase } from '../platform/db/client.ts';
import {
  blogs,
  comments,
  media,
  newsletterSubscribers,
  pages,
  posts,
  series,
  startTasks,
} from '../platform/db/schema/index.ts';
import { keyFromMediaUrl } from '../platform/storage/storage.ts';
import {
  childEnv,
  createScratchDatabase,
  SERVER_DIR,
  SERVER_NODE_FLAGS,
  startServer,
  stopServer,
  tempDataDir,
} from './crash-harness.ts';

/*
 * The first start of a new install with demo data (a copy of the demo template on the embedded
 * database, the row-by-row seed on PostgreSQL, then the demo images) is one unit: a start
 * SIGKILLed anywhere in it leaves the next start a complete demo, every post and every image,
 * rows and files. And a disk too full for the copy says so.
 *
 * What that first start holds (docs/decisions/056-demo-showcase.md): enough on the two demo
 * blogs for the statistics, the series, the search and the moderation to show something,
 * counted after the real first start the interrupted ones are compared with, as an evaluator
 * would find it.
 */

const databaseUrl = process.env.DATABASE_URL;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs a command to its end; rejects with its output when it fails. */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: SERVER_DIR, env, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${code}\n${output}`)),
    );
  });
}

/** A new install's environment: an empty DATA_DIR, and on PostgreSQL runs an empty database. */
async function newInstall(): Promise<Record<string, string>> {
  const data = tempDataDir('bitacora-first-start-');
  cleanups.push(data.remove);
  const env: Record<string, string> = { DATA_DIR: data.dir, SEED_DEMO: 'true' };
  if (!databaseUrl) return env;
  const scratch = await createScratchDatabase(databaseUrl);
  cleanups.push(scratch.drop);
  return { ...env, DATABASE_URL: scratch.url };
}

interface DemoState {
  posts: number;
  /** Images in the demo blogs' libraries, and how many of their posts, pages and series show one. */
  images: number;
  illustrated: number;
  /** The files the image rows name, and whether each is on disk. */
  files: Map<string, boolean>;
  owed: number;
}

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(root, name), { throwIfNoEntry: false })?.isFile());
}

/** What a stopped install holds: read from its database and its media folder. */
async function demoState(env: Record<string, string>): Promise<DemoState> {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  try {
    const { db } = handle;
    // Both demo blogs: the demo blog and the PRO blog.
    const demoBlogs = await db
      .select({ id: blogs.id })
      .from(blogs)
      .where(inArray(blogs.subdomain, ['demo', 'pro']));
    const ids = demoBlogs.map((b) => b.id);
    const n = async (table: typeof posts | typeof pages, column: 'imageId' | null) => {
      const where = column
        ? and(inArray(table.blogId, ids), isNotNull(table[column]))
        : inArray(table.blogId, ids);
      const [row] = await db.select({ n: count() }).from(table).where(where);
      return row?.n ?? 0;
    };
    const [covers] = await db
      .select({ n: count() })
      .from(series)
      .where(and(inArray(series.blogId, ids), isNotNull(series.coverImageId)));
    const rows = await db.select().from(media).where(inArray(media.blogId, ids));
    const root = path.join(env.DATA_DIR as string, 'media');
    const files = new Map(
      rows.flatMap(mediaKeys).map((key) => [key, fs.existsSync(path.join(root, key))]),
    );
    const [owed] = await db.select({ n: count() }).from(startTasks);
    return {
      posts: await n(posts, null),
      images: rows.length,
      illustrated: (await n(posts, 'imageId')) + (await n(pages, 'imageId')) + (covers?.n ?? 0),
      files,
      owed: owed?.n ?? 0,
    };
  } finally {
    await handle.close();
  }
}

/** Starts the server and SIGKILLs it as soon as `reached()` holds, before it listens. */
async function killWhen(
  env: Record<string, string>,
  reached: () => boolean | Promise<boolean>,
): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = Date.now();
  while (!(await reached())) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`the start ended before the point to kill it at:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  child.kill('SIGKILL');
  await exited;
  return output;
}

/** The next start runs to its end; stopped, the install is read. */
async function restartAndRead(env: Record<string, string>): Promise<DemoState> {
  const server = await startServer(env);
  cleanups.push(() => stopServer(server, 'SIGKILL'));
  expect((await stopServer(server)).code, server.output()).toBe(0);
  return demoState(env);
}

/** The page's HTML as the blog at `subdomain` answers it (fetch would not send that Host). */
function blogPage(origin: string, subdomain: string, pathname: string) {
  const host = `${subdomain}.localhost:${new URL(origin).port}`;
  return new Promise<{ status: number; html: string }>((resolve, reject) => {
    get(`${origin}${pathname}`, { headers: { host } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        html += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, html }));
    }).on('error', reject);
  });
}

/** The install of the first start left alone, what it held once stopped, and what it served. */
let install: Record<string, string>;
let complete: DemoState;
let postPage: { status: number; html: string };
let picture: { status: number; type: string | null };
const startedAt = new Date();

beforeAll(async () => {
  // What `npm run build` (and so `npm start`) makes before a start: the demo template, with the
  // demo passwords hashed as a real build hashes them.
  const env = { ...process.env };
  delete env.SCRYPT_LOG_N;
  await run(['src/demo/build-demo-template.ts'], env);
  // A first start left alone: what every interrupted one must end up with. Its blogs answer at
  // `<subdomain>.localhost:<port>`, as the start-time bench asks them.
  install = await newInstall();
  const server = await startServer({
    ...install,
    NODE_ENV: 'development',
    PUBLIC_DOMAIN: 'localhost:3000',
  });
  cleanups.push(() => stopServer(server, 'SIGKILL'));
  expect(server.output()).toContain('Datos de demostración creados.');
  postPage = await blogPage(server.url, 'pro', '/blog/cinco-rincones-de-asturias-al-amanecer');
  const src = /<img[^>]+src="(\/media\/[^"]+)"/.exec(postPage.html)?.[1];
  const res = src ? await fetch(`${server.url}${src}`) : null;
  picture = { status: res?.status ?? 0, type: res?.headers.get('content-type') ?? null };
  await res?.arrayBuffer();
  expect((await stopServer(server)).code, server.output()).toBe(0);
  complete = await demoState(install);
}, 180_000);

function expectComplete(state: DemoState) {
  expect(state.posts).toBe(complete.posts);
  expect(state.images).toBe(complete.images);
  expect(state.illustrated).toBe(complete.illustrated);
  expect(state.files.size).toBe(complete.files.size);
  expect([...state.files.values()].every(Boolean), 'a file an image row names is missing').toBe(
    true,
  );
  expect(state.owed).toBe(0);
}

const mediaFilesWritten = (env: Record<string, string>) => () =>
  filesUnder(path.join(env.DATA_DIR as string, 'media')).length > 0;

describe('a first start killed midway', () => {
  it('the complete demo it is compared with has every post and image', () => {
    expect(complete.posts).toBeGreaterThan(0);
    // 10 pictures on the demo blog and 9 on the PRO blog, 4 of them inside a post's text.
    expect(complete.images).toBe(19);
    expect(complete.illustrated).toBe(15);
    expect(complete.files.size).toBeGreaterThanOrEqual(19);
    expect([...complete.files.values()].every(Boolean)).toBe(true);
    expect(complete.owed).toBe(0);
  });

  const points: [string, (env: Record<string, string>) => () => boolean | Promise<boolean>][] =
    databaseUrl
      ? [
          [
            'the demo rows committed, no image yet',
            (env) => {
              const sql = postgres(env.DATABASE_URL as string, { max: 1, onnotice: () => {} });
              cleanups.push(() => sql.end());
              return async () => {
                const exists = await sql<{ t: string | null }[]>`select to_regclass('users') as t`;
                if (!exists[0]?.t) return false;
                const [row] = await sql<{ n: number }[]>`select count(*)::int as n from users`;
                return (row?.n ?? 0) > 0;
              };
            },
          ],
          ['the images half written', mediaFilesWritten],
        ]
      : [
          [
            'the demo template being copied',
            // A copy quicker than one look lands the kill just after it, still before the images.
            (env) => () =>
              fs.existsSync(path.join(env.DATA_DIR as string, 'db.template-copy')) ||
              fs.existsSync(path.join(env.DATA_DIR as string, 'db', 'PG_VERSION')),
          ],
          [
            'the demo database in place, no image yet',
            (env) => () => fs.existsSync(path.join(env.DATA_DIR as string, 'db', 'PG_VERSION')),
          ],
          ['the images half written', mediaFilesWritten],
        ];

  it.each(points)(
    'at "%s", the next start completes the demo: every post, every image row and file',
    async (_, point) => {
      const env = await newInstall();
      const output = await killWhen(env, point(env));
      expect(output).not.toMatch(/escuchando en/);
      expectComplete(await restartAndRead(env));
    },
    120_000,
  );
});

describe('a disk too full for the demo template', () => {
  it('says the disk is full and names DATA_DIR, not EIO', async () => {
    // The embedded database's first start (the template is copied only there), with DATA_DIR on a
    // 4 MB file system of its own: a mount namespace of the child's, no privilege needed.
    const data = tempDataDir('bitacora-full-');
    cleanups.push(data.remove);
    const env = childEnv({ DATA_DIR: data.dir, SEED_DEMO: 'true' });
    const child = spawn(
      'unshare',
      [
        '--user',
        '--map-root-user',
        '--mount',
        'sh',
        '-c',
        'mount -t tmpfs -o size=4m bitacora-full "$DATA_DIR" && exec "$@"',
        'sh',
        process.execPath,
        ...SERVER_NODE_FLAGS,
        'src/main.ts',
      ],
      { cwd: SERVER_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    const code = await new Promise((resolve) => child.once('exit', resolve));
    clearTimeout(timer);
    expect(code, output).toBe(1);
    expect(output).toContain('No se pudo iniciar Bitácora: el disco está lleno.');
    expect(output).toContain(data.dir);
    expect(output).toContain('DATA_DIR');
    expect(output).not.toContain('EIO');
  }, 90_000);
});

async function withDatabase<T>(
  read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const handle = await openDatabase(
    install.DATABASE_URL ? { databaseUrl: install.DATABASE_URL } : { dataDir: install.DATA_DIR },
  );
  try {
    return await read(handle.db);
  } finally {
    await handle.close();
  }
}

describe('the demo after a first start', () => {
  it('has at least 12 published posts, 5 of them on the PRO blog, and a series', async () => {
    await withDatabase(async (db) => {
      const [demo] = await db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
      const [pro] = await db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
      const published = await db
        .select({ blogId: posts.blogId, seriesId: posts.seriesId })
        .from(posts)
        .where(eq(posts.status, 'PUBLISHED'));
      const on = (blogId: number | undefined) => published.filter((p) => p.blogId === blogId);
      expect(on(demo?.id).length + on(pro?.id).length).toBeGreaterThanOrEqual(12);
      expect(on(pro?.id).length).toBeGreaterThanOrEqual(5);
      const [proSeries] = await db
        .select()
        .from(series)
        .where(eq(series.blogId, pro?.id ?? -1));
      expect(on(pro?.id).filter((p) => p.seriesId === proSeries?.id).length).toBeGreaterThan(2);
      expect(proSeries?.coverImageId).not.toBeNull();
    });
  });

  it('has threaded comments, approved, with one or two waiting for moderation', async () => {
    await withDatabase(async (db) => {
      const rows = await db.select().from(comments);
      const replies = rows.filter((c) => c.parentId !== null && c.status === 'APPROVED');
      expect(replies.length).toBeGreaterThanOrEqual(3);
      expect(replies.some((c) => c.isStaffReply)).toBe(true);
      const parents = new Set(replies.map((c) => c.parentId));
      expect(rows.filter((c) => parents.has(c.id)).every((c) => c.status === 'APPROVED')).toBe(
        true,
      );
      const pending = rows.filter((c) => c.status === 'PENDING').length;
      expect(pending).toBeGreaterThanOrEqual(1);
      expect(pending).toBeLessThanOrEqual(4);
    });
  });

  it('has newsletter subscribers on both blogs', async () => {
    await withDatabase(async (db) => {
      const rows = await db
        .select({ blogId: newsletterSubscribers.blogId })
        .from(newsletterSubscribers)
        .where(isNotNull(newsletterSubscribers.confirmedAt));
      expect(new Set(rows.map((r) => r.blogId)).size).toBe(2);
      expect(rows.length).toBeGreaterThanOrEqual(5);
    });
  });

  it("gives the PRO blog's statistics six weeks of visits up to the first start's day", async () => {
    await withDatabase(async (db) => {
      const [pro] = await db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
      if (!pro) throw new Error('no PRO blog');
      const today = utcDay(startedAt);
      const report = await analyticsReport(
        db,
        pro,
        { from: addDays(today, -41), to: today, granularity: 'day' },
        startedAt,
      );
      // Every day before the start has visits, counted from the start's own date.
      const visited = report.points.filter((p) => p.visitors > 0).map((p) => p.start);
      expect(visited.length).toBeGreaterThanOrEqual(41);
      expect(visited.at(-1)).toBe(addDays(today, -1));
      expect(report.totals.views).toBeGreaterThan(report.totals.visitors);
      expect(report.topPosts.length).toBeGreaterThanOrEqual(5);
      expect(report.topPosts.every((p) => p.uuid !== null)).toBe(true);
      expect(report.referrers.length).toBeGreaterThan(0);
      expect(report.devices.map((d) => d.label)).toContain('mobile');
      expect(report.feed.readers).toBeGreaterThan(0);
      // The default 30 days show a curve too.
      const standard = await analyticsReport(db, pro, { granularity: 'week' }, startedAt);
      expect(standard.totals.visitors).toBeGreaterThan(0);
      const funnels = await seriesFunnels(db, pro, {}, startedAt);
      const readers = funnels.series[0]?.parts.map((p) => p.readers) ?? [];
      expect(readers.length).toBeGreaterThan(2);
      expect(readers.every((n) => n > 0)).toBe(true);
    });
  });

  it('has every featured and body image in its blog’s media library, files included', async () => {
    await withDatabase(async (db) => {
      const demoBlogs = await db
        .select()
        .from(blogs)
        .where(inArray(blogs.subdomain, ['demo', 'pro']));
      const ids = demoBlogs.map((b) => b.id);
      const library = await db.select().from(media).where(inArray(media.blogId, ids));
      const byKey = new Map(library.map((row) => [row.storageKey, row]));
      for (const row of library) {
        for (const key of mediaKeys(row)) {
          expect(fs.existsSync(path.join(install.DATA_DIR as string, 'media', key)), key).toBe(
            true,
          );
        }
      }
      const items = await db
        .select({
          blogId: posts.blogId,
          slug: posts.slug,
          status: posts.status,
          content: posts.content,
          imageId: posts.imageId,
        })
        .from(posts)
        .where(inArray(posts.blogId, ids));
      let bodyImages = 0;
      for (const item of items) {
        expect(item.content).not.toContain('demo-image:');
        for (const [, src] of item.content.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)) {
          const key = keyFromMediaUrl(src as string);
          const row = key ? byKey.get(key) : undefined;
          expect(row?.blogId, `${item.slug}: ${src}`).toBe(item.blogId);
          bodyImages++;
        }
        if (item.status === 'PUBLISHED') {
          expect(
            library.map((r) => r.id),
            `${item.slug} has no featured image`,
          ).toContain(item.imageId);
        }
      }
      expect(bodyImages).toBeGreaterThanOrEqual(4);
      const [about] = await db
        .select()
        .from(pages)
        .where(and(inArray(pages.blogId, ids), eq(pages.slug, 'sobre-mi')));
      expect(about?.imageId).not.toBeNull();
    });
  });

  it('serves a body image of the PRO blog with its sizes', () => {
    expect(postPage.status).toBe(200);
    expect(postPage.html).toMatch(/<img[^>]+srcset="[^"]*\/media\/[^"]+ 480w/);
    expect(picture).toEqual({ status: 200, type: 'image/jpeg' });
  });
});
