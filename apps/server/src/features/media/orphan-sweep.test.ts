import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/index.ts';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { backgroundJobs, blogs, media, users } from '../../platform/db/schema/index.ts';
import { createLocalMediaStorage } from '../../platform/storage/storage.ts';
import { tempDataDir } from '../../test/crash-harness.ts';
import { useTestDatabase } from '../../test/use-test-app.ts';
import {
  enqueueMediaSweep,
  MEDIA_SWEEP_JOB,
  ORPHAN_MIN_AGE_MS,
  sweepOrphanMedia,
} from './orphan-sweep.ts';

let handle: DatabaseHandle;
const folder = tempDataDir('bitacora-sweep-');
afterAll(() => folder.remove());
useTestDatabase((opened) => {
  handle = opened;
});
beforeAll(async () => {
  await seedDemo(handle.db);
});

const now = new Date('2026-11-26T12:00:00Z');
const old = new Date(now.getTime() - ORPHAN_MIN_AGE_MS - 60_000);
const fresh = new Date(now.getTime() - 60_000);

function write(relative: string, at: Date) {
  const file = path.join(folder.dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  fs.utimesSync(file, at, at);
}

describe('the sweep of media files no row names', () => {
  it('removes old orphans and temporaries; keeps named files, young files and foreign ones', async () => {
    const storage = createLocalMediaStorage(folder.dir);
    const { db } = handle;
    const [demo] = await db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    if (!demo) throw new Error('demo blog missing');
    const b = demo.uuid;
    await db.insert(media).values({
      blogId: demo.id,
      originalName: 'foto.jpg',
      storageKey: `${b}/con-fila.jpg`,
      mime: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: 1,
    });
    await db
      .update(users)
      .set({ picture: storage.url('avatars/con-usuario.jpg') })
      .where(eq(users.email, 'admin@example.com'));

    const kept = [
      `${b}/con-fila.jpg`,
      `${b}/con-fila-small.jpg`,
      'avatars/con-usuario.jpg',
      'avatars/con-usuario-medium.jpg',
      'LEEME.txt',
    ];
    for (const file of kept) write(file, old);
    const young = [`${b}/reciente.jpg`, `${b}/reciente.jpg.4242.tmp`];
    for (const file of young) write(file, fresh);
    const orphans = [
      `${b}/sin-fila.jpg`,
      `${b}/sin-fila-large.webp`,
      'avatars/de-nadie.png',
      `${b}/cortado.jpg.4242.tmp`,
    ];
    for (const file of orphans) write(file, old);

    const removed = await sweepOrphanMedia({ db, storage, now });
    expect(removed.sort()).toEqual([...orphans].sort());
    for (const file of orphans) expect(fs.existsSync(path.join(folder.dir, file))).toBe(false);
    for (const file of [...kept, ...young])
      expect(fs.existsSync(path.join(folder.dir, file)), file).toBe(true);

    // Once the young file is old enough with still no row, the next sweep takes it.
    const later = new Date(now.getTime() + ORPHAN_MIN_AGE_MS);
    expect((await sweepOrphanMedia({ db, storage, now: later })).sort()).toEqual(young.sort());
  });

  it('does nothing for a store not on this machine’s disk, or a folder not made yet', async () => {
    const bucket = { ...createLocalMediaStorage(folder.dir), root: undefined };
    expect(await sweepOrphanMedia({ db: handle.db, storage: bucket, now })).toEqual([]);
    const missing = createLocalMediaStorage(path.join(folder.dir, 'no-existe'));
    expect(await sweepOrphanMedia({ db: handle.db, storage: missing, now })).toEqual([]);
  });

  it('is one job per hour whatever the number of instances enqueuing it', async () => {
    const first = await enqueueMediaSweep(handle.db, now);
    const second = await enqueueMediaSweep(handle.db, new Date(now.getTime() + 60_000));
    expect(second.id).toBe(first.id);
    const nextHour = await enqueueMediaSweep(handle.db, new Date(now.getTime() + 60 * 60_000));
    expect(nextHour.id).not.toBe(first.id);
    const jobs = await handle.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, MEDIA_SWEEP_JOB));
    expect(jobs).toHaveLength(2);
  });
});
