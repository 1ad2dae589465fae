import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isDiskFull } from '../platform/db/disk-full.ts';
import {
  blogs,
  DEMO_MEDIA_TASK,
  media,
  pages,
  posts,
  series,
  startTasks,
} from '../platform/db/schema/index.ts';
import type { MediaStorage } from '../platform/storage/storage.ts';
import type { TestApp } from '../test/test-db.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { seedDemoMedia } from './seed-media.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

/** Every file under the test app's media folder. */
function mediaFiles(): string[] {
  return fs
    .readdirSync(t.mediaDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(`${t.mediaDir}/${name}`).isFile());
}

describe('demo images', () => {
  it('a failure midway leaves no image, no file and the images still owed', async () => {
    const real = t.deps.mediaStorage;
    let puts = 0;
    // The third image's first file fails, as a full disk or a kill would stop it.
    const failing: MediaStorage = {
      ...real,
      put: (key, bytes, type) =>
        ++puts > 8 ? Promise.reject(new Error('disco lleno')) : real.put(key, bytes, type),
    };
    await expect(seedDemoMedia(t.db, failing)).rejects.toThrow();
    expect(puts).toBeGreaterThan(8);
    // A full disk is named as one by the start (main.ts), through the storage's 503.
    const full: MediaStorage = {
      ...real,
      put: () => Promise.reject(Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' })),
    };
    const error = await seedDemoMedia(t.db, full).catch((e: unknown) => e);
    expect(isDiskFull(error)).toBe(true);
    expect(await t.db.select().from(media)).toHaveLength(0);
    const [sevilla] = await t.db.select().from(posts).where(eq(posts.slug, 'sevilla-en-otono'));
    expect(sevilla?.imageId).toBeNull();
    expect(mediaFiles()).toEqual([]);
    expect(await t.db.select().from(startTasks)).toEqual([
      expect.objectContaining({ name: DEMO_MEDIA_TASK }),
    ]);
  });

  it('puts processed images in the demo library and on its posts, page and series', async () => {
    expect(await seedDemoMedia(t.db, t.deps.mediaStorage)).toBe(5);
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    const rows = await t.db
      .select()
      .from(media)
      .where(eq(media.blogId, demo?.id ?? -1));
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.variants.small?.width).toBe(480);
      const res = await t.app.request(`/media/${row.storageKey}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([1600, 900]);
    }
    const [sevilla] = await t.db.select().from(posts).where(eq(posts.slug, 'sevilla-en-otono'));
    expect(sevilla?.image).toMatch(/^\/media\/.+\.jpg$/);
    expect(rows.map((r) => r.id)).toContain(sevilla?.imageId);
    const [guide] = await t.db.select().from(series).where(eq(series.slug, 'guia-de-andalucia'));
    expect(guide?.coverImage).toMatch(/^\/media\//);
    const [about] = await t.db.select().from(pages).where(eq(pages.slug, 'sobre-mi'));
    expect(about?.imageId).not.toBeNull();
    const [draft] = await t.db.select().from(posts).where(eq(posts.slug, 'borrador-gazpacho'));
    expect(draft?.image).toBeNull();
  });

  it('adds nothing once they are in', async () => {
    expect(await t.db.select().from(startTasks)).toEqual([]);
    expect(await seedDemoMedia(t.db, t.deps.mediaStorage)).toBe(0);
    expect(await t.db.select().from(media)).toHaveLength(5);
  });
});
