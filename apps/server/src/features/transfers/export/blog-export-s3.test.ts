import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, media } from '../../../platform/db/schema/index.ts';
import { createS3MediaStorage } from '../../../platform/storage/s3-storage.ts';
import type { MediaStorage } from '../../../platform/storage/storage.ts';
import { startTestBucket, type TestBucket } from '../../../test/test-bucket.ts';
import type { TestApp } from '../../../test/test-db.ts';
import { unzipEntries } from '../../../test/unzip.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { writeBlogExport } from './blog-export.ts';

/*
 * A bucket store cannot read a file for this server (`read` is for files it serves itself): the
 * export takes the originals from their public addresses, against s3rver here.
 */
const BUCKET = 'bitacora-export';

let bucket: TestBucket;
let t: TestApp;
let storage: MediaStorage;

beforeAll(async () => {
  bucket = await startTestBucket(BUCKET);
  storage = createS3MediaStorage(bucket.config());
});
afterAll(() => bucket?.close());
useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);

describe('blog export with media in a bucket', () => {
  it('puts the originals in the zip, fetched from the bucket', async () => {
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    const key = `${demo?.uuid}/foto-original.png`;
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3, 4, 5]);
    await storage.put(key, bytes, 'image/png');
    await t.db.insert(media).values({
      blogId: demo?.id as number,
      originalName: 'foto.png',
      storageKey: key,
      mime: 'image/png',
      width: 10,
      height: 10,
      bytes: bytes.length,
    });
    await t.db.insert(media).values({
      blogId: demo?.id as number,
      originalName: 'perdida.png',
      storageKey: `${demo?.uuid}/no-esta.png`,
      mime: 'image/png',
      width: 10,
      height: 10,
      bytes: 1,
    });

    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const result = await writeBlogExport(t.db, demo?.id as number, out, { storage });
    expect(result.media).toBe(1);
    const files = await unzipEntries(Buffer.concat(chunks));
    expect(files.get(`media/${key}`)?.equals(Buffer.from(bytes))).toBe(true);
    expect(files.has(`media/${demo?.uuid}/no-esta.png`)).toBe(false);
  });
});
