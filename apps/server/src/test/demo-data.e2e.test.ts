import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { addDays, utcDay } from '@bitacora/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
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
} from '../platform/db/schema/index.ts';
import { keyFromMediaUrl } from '../platform/storage/storage.ts';
import {
  createScratchDatabase,
  SERVER_DIR,
  startServer,
  stopServer,
  tempDataDir,
} from './crash-harness.ts';

/*
 * What a new install's first start with demo data holds (docs/decisions/056-demo-showcase.md):
 * enough on the two demo blogs for the statistics, the series, the search and the moderation to
 * show something. Counted after a real first start (the demo template on the embedded database,
 * the row-by-row seed on PostgreSQL runs), as an evaluator would find it.
 */

const databaseUrl = process.env.DATABASE_URL;
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function buildTemplate(): Promise<void> {
  // As `npm run build` makes it: the demo passwords hashed as a real build hashes them.
  const env = { ...process.env };
  delete env.SCRYPT_LOG_N;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/demo/build-demo-template.ts'], {
      cwd: SERVER_DIR,
      env,
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(output))));
  });
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

let env: Record<string, string>;
let postPage: { status: number; html: string };
let picture: { status: number; type: string | null };
const startedAt = new Date();

beforeAll(async () => {
  await buildTemplate();
  const data = tempDataDir('bitacora-demo-data-');
  cleanups.push(data.remove);
  env = { DATA_DIR: data.dir, SEED_DEMO: 'true' };
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    env.DATABASE_URL = scratch.url;
  }
  // Blogs answer at `<subdomain>.localhost:<port>`, as the start-time bench asks them.
  const server = await startServer({
    ...env,
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
}, 180_000);

async function withDatabase<T>(
  read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const handle = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
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
          expect(fs.existsSync(path.join(env.DATA_DIR as string, 'media', key)), key).toBe(true);
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
