import fs from 'node:fs';
import path from 'node:path';
import { UNSAVED_UPLOAD_MAX_AGE_HOURS } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/index.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { blogs, contentRevisions, media, posts, series } from '../../platform/db/schema/index.ts';
import { createLocalMediaStorage } from '../../platform/storage/storage.ts';
import { tempDataDir } from '../../test/crash-harness.ts';
import { useTestDatabase } from '../../test/use-test-app.ts';
import { MEDIA_SWEEP_JOB, mediaSweepJobs } from './orphan-sweep.ts';
import { sweepUnusedUploads, uploadName } from './unused-uploads.ts';

let handle: DatabaseHandle;
const folder = tempDataDir('bitacora-unused-');
afterAll(() => folder.remove());
useTestDatabase((opened) => {
  handle = opened;
});
beforeAll(async () => {
  await seedDemo(handle.db);
});

const now = new Date('2026-11-28T12:00:00Z');
const dayAgo = new Date(now.getTime() - UNSAVED_UPLOAD_MAX_AGE_HOURS * 3_600_000 - 60_000);
const hourAgo = new Date(now.getTime() - 3_600_000);

describe('images of a draft never saved', () => {
  it('go a day after their upload unless some content shows them; library and saved items keep theirs', async () => {
    const { db } = handle;
    const storage = createLocalMediaStorage(folder.dir);
    const [demo] = await db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    if (!demo) throw new Error('demo blog missing');
    const [post] = await db.select().from(posts).where(eq(posts.blogId, demo.id)).limit(1);
    const [aSeries] = await db.select().from(series).where(eq(series.blogId, demo.id)).limit(1);
    if (!post || !aSeries) throw new Error('demo content missing');

    const upload = async (
      name: string,
      fields: { entityType?: string; entityId?: string | null; createdAt?: Date } = {},
    ) => {
      const key = `${demo.uuid}/${name}.jpg`;
      const variant = `${demo.uuid}/${name}-small.jpg`;
      for (const file of [key, variant]) {
        fs.mkdirSync(path.dirname(path.join(folder.dir, file)), { recursive: true });
        fs.writeFileSync(path.join(folder.dir, file), 'x');
      }
      await db.insert(media).values({
        blogId: demo.id,
        originalName: `${name}.jpg`,
        entityType: fields.entityType ?? 'post',
        entityId: fields.entityId ?? null,
        storageKey: key,
        mime: 'image/jpeg',
        width: 10,
        height: 10,
        bytes: 1,
        variants: { small: { key: variant, width: 5, height: 5 } },
        createdAt: fields.createdAt ?? dayAgo,
      });
      return { name, key, variant, url: storage.url(variant) };
    };

    const abandoned = await upload('abandonada');
    const abandonedPage = await upload('abandonada-pagina', { entityType: 'page' });
    const inPost = await upload('en-un-post');
    const inRevision = await upload('en-una-revision');
    const asCover = await upload('portada', { entityType: 'series' });
    const library = await upload('biblioteca', { entityType: 'general' });
    const savedItem = await upload('de-un-post-guardado', { entityId: post.uuid });
    const young = await upload('reciente', { createdAt: hourAgo });

    await db
      .update(posts)
      .set({ content: `${post.content}<p><img src="${inPost.url}" alt=""></p>` })
      .where(eq(posts.id, post.id));
    await db.insert(contentRevisions).values({
      blogId: demo.id,
      postId: post.id,
      revision: 999,
      fields: { content: `<p><img src="${inRevision.url}" alt=""></p>` },
    });
    await db
      .update(series)
      .set({ coverImage: storage.url(asCover.key) })
      .where(eq(series.id, aSeries.id));

    expect(await sweepUnusedUploads({ db, storage, now })).toBe(2);

    const left = new Set(
      (await db.select({ key: media.storageKey }).from(media)).map((r) => r.key),
    );
    for (const gone of [abandoned, abandonedPage]) {
      expect(left.has(gone.key)).toBe(false);
      expect(fs.existsSync(path.join(folder.dir, gone.key))).toBe(false);
      expect(fs.existsSync(path.join(folder.dir, gone.variant))).toBe(false);
    }
    for (const kept of [inPost, inRevision, asCover, library, savedItem, young]) {
      expect(left.has(kept.key), kept.name).toBe(true);
      expect(fs.existsSync(path.join(folder.dir, kept.key)), kept.name).toBe(true);
    }
    // The ones in use became the library's: the next run has nothing to look at.
    const looked = await db
      .select({ key: media.storageKey, entityType: media.entityType })
      .from(media)
      .where(eq(media.storageKey, inPost.key));
    expect(looked).toEqual([{ key: inPost.key, entityType: 'general' }]);
    expect(await sweepUnusedUploads({ db, storage, now })).toBe(0);
  });

  it('runs with the hourly media sweep', async () => {
    const { db } = handle;
    const storage = createLocalMediaStorage(folder.dir);
    const [demo] = await db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    if (!demo) throw new Error('demo blog missing');
    const key = `${demo.uuid}/olvidada.jpg`;
    fs.writeFileSync(path.join(folder.dir, key), 'x');
    await db.insert(media).values({
      blogId: demo.id,
      originalName: 'olvidada.jpg',
      entityType: 'post',
      storageKey: key,
      mime: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: 1,
      createdAt: dayAgo,
    });
    const sweep = mediaSweepJobs({ db, mediaStorage: storage, now: () => now })[MEDIA_SWEEP_JOB];
    await sweep?.({
      job: { payload: { hour: '2026-11-28T12' }, progress: null } as never,
      reportProgress: async () => {},
      signal: new AbortController().signal,
    });
    expect(await db.select().from(media).where(eq(media.storageKey, key))).toEqual([]);
    expect(fs.existsSync(path.join(folder.dir, key))).toBe(false);
  });

  it('names a file by what all its sizes share', () => {
    expect(uploadName('blog/1b9d6bcd-bbfd-4b2d.jpg')).toBe('1b9d6bcd-bbfd-4b2d');
  });
});
