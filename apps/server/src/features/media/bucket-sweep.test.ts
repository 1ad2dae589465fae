import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, blogs, media, users } from '../../platform/db/schema/index.ts';
import { createS3MediaStorage, parseObjectList } from '../../platform/storage/s3-storage.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import {
  startTestBucket,
  TEST_BUCKET_CREDENTIALS,
  type TestBucket,
} from '../../test/test-bucket.ts';
import type { TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import {
  MEDIA_SWEEP_JOB,
  mediaSweepJobs,
  ORPHAN_MIN_AGE_MS,
  sweepBucketMedia,
  sweepMediaAtStart,
} from './orphan-sweep.ts';

/*
 * The sweep of images no row names, on a bucket (s3rver, as in s3-storage.test.ts): the bucket
 * is read page by page, what no media row or user picture names and is old enough goes, and a
 * large bucket is gone through in bounded runs, each a job of the queue.
 */
const BUCKET = 'bitacora-sweep';

let bucket: TestBucket;
let endpoint: string;
let storage: MediaStorage;
let t: TestApp;
/** Later than every object's LastModified by more than the minimum age: all count as old. */
const later = () => new Date(Date.now() + ORPHAN_MIN_AGE_MS + 60_000);

beforeAll(async () => {
  bucket = await startTestBucket(BUCKET);
  endpoint = bucket.endpoint;
  storage = createS3MediaStorage(bucket.config());
});
afterAll(() => bucket.close());
useTestApp(
  (app) => {
    t = app;
  },
  { app: () => ({ deps: { mediaStorage: storage, now: later } }), session: false },
);

const raw = new AwsClient({ ...TEST_BUCKET_CREDENTIALS, service: 's3', region: 'us-east-1' });
/** An object the server did not write: a name outside the media keys, or outside `media/`. */
async function putForeign(objectKey: string) {
  const res = await raw.fetch(`${endpoint}/${BUCKET}/${objectKey}`, { method: 'PUT', body: 'x' });
  expect(res.ok).toBe(true);
}

async function objectKeys(): Promise<string[]> {
  const keys: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await storage.list?.({ after, limit: 1000 });
    if (!page) throw new Error('the bucket store lists nothing');
    keys.push(...page.files.map((file) => file.key));
    if (page.next === null) return keys.sort();
    after = page.next;
  }
}

const FOREIGN = ['media/LEEME.txt', 'copias/otra.jpg'];

async function emptyBucket() {
  for (const key of await objectKeys()) await storage.delete(key);
  for (const objectKey of FOREIGN)
    await raw.fetch(`${endpoint}/${BUCKET}/${objectKey}`, { method: 'DELETE' });
}

async function demoBlog() {
  const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
  if (!demo) throw new Error('demo blog missing');
  return demo;
}

describe('listing a bucket', () => {
  it('reads keys and dates, leaves out what is not a media key, and gives the cursor when truncated', () => {
    const page = parseObjectList(`<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Name>b</Name><Prefix>media/</Prefix><KeyCount>3</KeyCount><MaxKeys>3</MaxKeys>
  <IsTruncated>true</IsTruncated>
  <Contents><Key>media/abc/foto.jpg</Key><LastModified>2026-11-26T10:00:00.000Z</LastModified></Contents>
  <Contents><Key>media/abc/LEEME.txt</Key><LastModified>2026-11-26T10:00:00.000Z</LastModified></Contents>
  <Contents><Key>media/abc/x&amp;y.jpg</Key><LastModified>2026-11-26T10:00:00.000Z</LastModified></Contents>
</ListBucketResult>`);
    expect(page.files).toEqual([
      { key: 'abc/foto.jpg', modified: new Date('2026-11-26T10:00:00.000Z') },
    ]);
    expect(page.next).toBe('media/abc/x&y.jpg');
    const last = parseObjectList(
      '<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>media/a.jpg</Key><LastModified>2026-11-26T10:00:00Z</LastModified></Contents></ListBucketResult>',
    );
    expect(last).toEqual({
      files: [{ key: 'a.jpg', modified: new Date('2026-11-26T10:00:00Z') }],
      next: null,
    });
  });
});

describe('the sweep of a bucket', () => {
  it('removes old orphans; keeps named files, young files and objects that are not media keys', async () => {
    await emptyBucket();
    const demo = await demoBlog();
    const b = demo.uuid;
    await t.db.insert(media).values({
      blogId: demo.id,
      originalName: 'foto.jpg',
      storageKey: `${b}/en-cubo.jpg`,
      mime: 'image/jpeg',
      width: 10,
      height: 10,
      bytes: 1,
    });
    await t.db
      .update(users)
      .set({ picture: storage.url('avatars/en-cubo-usuario.jpg') })
      .where(eq(users.email, 'admin@example.com'));
    const kept = [
      `${b}/en-cubo.jpg`,
      `${b}/en-cubo-small.jpg`,
      'avatars/en-cubo-usuario.jpg',
      'avatars/en-cubo-usuario-medium.jpg',
    ];
    const orphans = [`${b}/huerfana.jpg`, `${b}/huerfana-large.webp`, 'avatars/de-nadie.png'];
    for (const key of [...kept, ...orphans])
      await storage.put(key, new Uint8Array([1]), 'image/jpeg');
    for (const objectKey of FOREIGN) await putForeign(objectKey);

    // Just written: too young to judge, whatever their rows.
    const now = await sweepBucketMedia({ db: t.db, storage, now: new Date() });
    expect(now).toEqual({ removed: [], next: null });

    const swept = await sweepBucketMedia({ db: t.db, storage, now: later() });
    expect(swept.removed.sort()).toEqual([...orphans].sort());
    expect(swept.next).toBeNull();
    expect(await objectKeys()).toEqual([...kept].sort());
    // The objects that are not media keys are still in the bucket.
    for (const objectKey of FOREIGN) {
      const res = await raw.fetch(`${endpoint}/${BUCKET}/${objectKey}`, { method: 'HEAD' });
      expect(res.status, objectKey).toBe(200);
    }
  });

  it('reads at most the given pages in a run and carries on from its cursor', async () => {
    await emptyBucket();
    const { uuid } = await demoBlog();
    const orphans = Array.from({ length: 7 }, (_, i) => `${uuid}/pagina-${i}.jpg`);
    for (const key of orphans) await storage.put(key, new Uint8Array([1]), 'image/jpeg');

    const reported: (string | undefined)[] = [];
    const first = await sweepBucketMedia({
      db: t.db,
      storage,
      now: later(),
      pageSize: 2,
      maxPages: 2,
      onProgress: async (after) => {
        reported.push(after);
      },
    });
    expect(first.removed).toHaveLength(4);
    expect(first.next).not.toBeNull();
    // After each page, the cursor a resumed run would start from: the last one is `next`.
    expect(reported).toHaveLength(2);
    expect(reported.at(-1)).toBe(first.next);
    const rest = await sweepBucketMedia({
      db: t.db,
      storage,
      now: later(),
      pageSize: 2,
      maxPages: 2,
      after: first.next ?? undefined,
    });
    expect(rest.next).toBeNull();
    expect([...first.removed, ...rest.removed].sort()).toEqual([...orphans].sort());
    expect(await objectKeys()).toEqual([]);
  });

  it('runs as the hour’s job, once whatever the instances starting, in bounded runs until the bucket is read', async () => {
    await emptyBucket();
    const { uuid } = await demoBlog();
    const orphans = Array.from({ length: 5 }, (_, i) => `${uuid}/trabajo-${i}.jpg`);
    for (const key of orphans) await storage.put(key, new Uint8Array([1]), 'image/jpeg');

    // Three instances starting together: the bucket is left alone until the job runs.
    for (let i = 0; i < 3; i++) await sweepMediaAtStart({ db: t.db, storage, now: t.deps.now() });
    expect(await objectKeys()).toEqual([...orphans].sort());
    const queued = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, MEDIA_SWEEP_JOB));
    expect(queued).toHaveLength(1);

    // Two objects per run: the first job and two that carry on from where the last stopped.
    const handlers = mediaSweepJobs({ ...t.deps, bucketSweep: { pageSize: 2, maxPages: 1 } });
    expect(await runDueJobs(t, handlers)).toEqual([
      MEDIA_SWEEP_JOB,
      MEDIA_SWEEP_JOB,
      MEDIA_SWEEP_JOB,
    ]);
    expect(await objectKeys()).toEqual([]);
  });
});
