import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { STORAGE_UNAVAILABLE } from '../../features/media/index.ts';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { startTestBucket, type TestBucket } from '../../test/test-bucket.ts';
import { call, createTestApp, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createS3MediaStorage } from './s3-storage.ts';
import { keyFromMediaUrl } from './storage.ts';

/*
 * The bucket store against s3rver, an S3-compatible server speaking the S3 REST protocol over
 * HTTP: uploads go through the app's own routes, and what the app answers is fetched back from
 * the bucket's public addresses.
 */
const BUCKET = 'bitacora-media';

let bucket: TestBucket;
let endpoint: string;
let t: TestApp;
let s: Session;

beforeAll(async () => {
  bucket = await startTestBucket(BUCKET);
  endpoint = bucket.endpoint;
});
afterAll(() => bucket.close());
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { app: () => ({ deps: { mediaStorage: createS3MediaStorage(bucket.config()) } }) },
);

const jpeg = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Bitácora' } })
    .toBuffer();

interface MediaAnswer {
  id: number;
  url: string;
  variants: { small: string; medium: string; large: string };
  error?: string;
}

async function upload(app = t.app) {
  const form = new FormData();
  form.append(
    'image',
    new File([new Uint8Array(await jpeg())], 'foto.jpg', { type: 'image/jpeg' }),
  );
  const res = await app.request('/api/media/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${s.tokens.admin}`, 'x-blog-id': s.demo.uuid },
    body: form,
  });
  return { status: res.status, json: (await res.json()) as MediaAnswer };
}

describe('media in an S3-compatible bucket', () => {
  it('stores the re-encoded original and its variants, readable at the addresses answered', async () => {
    const { status, json } = await upload();
    expect(status).toBe(201);
    expect(json.url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/media/.+\\.jpg$`));
    for (const address of [
      json.url,
      json.variants.small,
      json.variants.medium,
      json.variants.large,
    ]) {
      const res = await fetch(address);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
    }
    expect(
      (await sharp(Buffer.from(await (await fetch(json.variants.small)).arrayBuffer())).metadata())
        .width,
    ).toBeLessThan(1200);
  });

  it('removes the objects when the media item is deleted', async () => {
    const { json } = await upload();
    const del = await t.app.request(`/api/media/${json.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${s.tokens.admin}`, 'x-blog-id': s.demo.uuid },
    });
    expect(del.status).toBeLessThan(300);
    expect((await fetch(json.url)).status).toBe(404);
    expect((await fetch(json.variants.large)).status).toBe(404);
  });

  it('links a bucket address back to its media item, as it does a local one', async () => {
    const { json } = await upload();
    const key = keyFromMediaUrl(json.url);
    expect(key).not.toBeNull();
    expect(json.url.endsWith(`/media/${key}`)).toBe(true);
    expect(keyFromMediaUrl('https://example.com/otra/cosa.jpg')).toBeNull();
  });

  it('answers 503 and stores nothing when the bucket refuses the upload', async () => {
    const broken = await createTestApp({
      deps: {
        mediaStorage: createS3MediaStorage(bucket.config('no-such-bucket')),
      },
    });
    try {
      s = await loadSession(broken);
      const { status, json } = await upload(broken.app);
      expect(status).toBe(503);
      expect(json.error).toBe(STORAGE_UNAVAILABLE);
      expect(await broken.db.query.media.findMany()).toEqual([]);
    } finally {
      await broken.close();
      s = await loadSession(t);
    }
  });
});

it('readiness asks the bucket: 200 while it exists, 503 naming storage when it does not', async () => {
  const ready = await call(t, 'GET', '/api/health/ready');
  expect(ready.status).toBe(200);
  expect(ready.json).toMatchObject({ checks: { storage: 'ok' } });
  const missing = createS3MediaStorage(bucket.config('no-such-bucket'));
  const res = await call(
    { ...t, app: createApp({ ...t.deps, mediaStorage: missing }) },
    'GET',
    '/api/health/ready',
  );
  expect(res.status).toBe(503);
  expect(res.json).toMatchObject({ details: { failed: ['storage'] } });
});
