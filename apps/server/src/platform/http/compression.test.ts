import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressAnswers, compressKept, keptJson } from './compression.ts';

const LIST = JSON.stringify({
  data: Array.from({ length: 40 }, (_, i) => ({
    id: i,
    title: `Post número ${i}`,
    excerpt: 'Un texto de prueba que se repite como se repiten los campos de una lista.',
  })),
});
const TINY = JSON.stringify({ ok: true });
/** Pseudo-random bytes: an image does not shrink. */
const PICTURE = Uint8Array.from({ length: 8000 }, (_, i) => (i * 7919) % 251);
const CSV_ROW = 'correo@example.com,Nombre Apellido,2026-01-01T00:00:00.000Z\n';
const CSV_ROWS = 8000;
const ETAG = '"lista-1"';
/** An answer kept and handed out again, as the answer cache does. */
const KEPT = new TextEncoder().encode(LIST);
const KEPT_TINY = new TextEncoder().encode(TINY);

function app() {
  const streamed = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < CSV_ROWS; i += 100)
          controller.enqueue(new TextEncoder().encode(CSV_ROW.repeat(100)));
        controller.close();
      },
    });
  return new Hono()
    .use('*', compressAnswers())
    .get('/list', (c) => c.body(LIST, 200, { 'content-type': 'application/json' }))
    .get('/tiny', (c) => c.json(JSON.parse(TINY)))
    .get('/kept', (c) => keptJson(c, KEPT))
    .get('/kept-tiny', (c) => keptJson(c, KEPT_TINY))
    .get('/picture', (c) =>
      c.body(PICTURE as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/webp' }),
    )
    .get('/archive', (c) =>
      c.body(new TextEncoder().encode(LIST), 200, { 'content-type': 'application/zip' }),
    )
    .get('/tagged', (c) => {
      const match = c.req.header('if-none-match')?.replace(/^W\//, '');
      if (match === ETAG) return c.body(null, 304, { etag: ETAG });
      return c.body(LIST, 200, { 'content-type': 'application/json', etag: ETAG });
    })
    .get('/csv', (c) => c.body(streamed(), 200, { 'content-type': 'text/csv; charset=utf-8' }))
    .get('/events', (c) =>
      c.body(streamed(), 200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }),
    )
    .get('/as-is', (c) =>
      c.body(LIST, 200, { 'content-type': 'application/json', 'cache-control': 'no-transform' }),
    );
}

const get = (path: string, acceptEncoding?: string, init: RequestInit = {}) =>
  app().request(path, {
    ...init,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...(init.headers as Record<string, string>),
    },
  });

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressAnswers', () => {
  it('sends brotli when the client takes it, and the bytes decompress to the answer', async () => {
    const res = await get('/list', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = await bytes(res);
    expect(Number(res.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(Buffer.byteLength(LIST) / 4);
    expect(brotliDecompressSync(body).toString('utf8')).toBe(LIST);
  });

  it('sends gzip to a client that takes only gzip, or weighs it higher', async () => {
    for (const header of ['gzip', 'br;q=0.5, gzip', 'br;q=0, *']) {
      const res = await get('/list', header);
      expect(res.headers.get('content-encoding'), header).toBe('gzip');
      expect(gunzipSync(await bytes(res)).toString('utf8')).toBe(LIST);
    }
  });

  it('sends the answer as it is without the header, for identity, or when every coding is refused', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0', 'deflate']) {
      const res = await get('/list', header);
      expect(res.headers.get('content-encoding'), header).toBeNull();
      // The answer depends on the header all the same.
      expect(res.headers.get('vary'), header).toBe('Accept-Encoding');
      expect(await res.text()).toBe(LIST);
    }
  });

  it('leaves tiny answers, images, archives and no-transform answers as they are', async () => {
    const tiny = await get('/tiny', 'br, gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('content-length')).toBe(String(TINY.length));
    expect(await tiny.text()).toBe(TINY);
    const tinyHead = await get('/tiny', 'br, gzip', { method: 'HEAD' });
    expect(tinyHead.headers.get('content-encoding')).toBeNull();
    expect(tinyHead.headers.get('content-length')).toBe(String(TINY.length));
    for (const path of ['/picture', '/archive', '/as-is']) {
      const res = await get(path, 'br, gzip');
      expect(res.headers.get('content-encoding'), path).toBeNull();
      expect(res.headers.get('vary'), path).toBeNull();
    }
    expect(Buffer.compare(await bytes(await get('/picture', 'br')), Buffer.from(PICTURE))).toBe(0);
  });

  it('compresses kept bytes once per encoding and sends the same copy again', async () => {
    const first = await bytes(await get('/kept', 'br'));
    expect(brotliDecompressSync(first).toString('utf8')).toBe(LIST);
    const again = await get('/kept', 'br');
    expect(Buffer.compare(await bytes(again), first)).toBe(0);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('content-length')).toBe(String(first.byteLength));
    const gz = await get('/kept', 'gzip');
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(LIST);
    const head = await get('/kept', 'gzip', { method: 'HEAD' });
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(head.headers.get('content-length')).toBe(gz.headers.get('content-length'));
    const plain = await get('/kept');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(LIST);
    const tiny = await get('/kept-tiny', 'br');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe(TINY);
  });

  it('keeps each compressed copy in bytes of its own, not in a view of a shared slab', async () => {
    const body = new TextEncoder().encode(LIST);
    for (const coding of ['br', 'gzip'] as const) {
      const copy = await compressKept(body, coding);
      expect(copy.byteOffset).toBe(0);
      expect(copy.buffer.byteLength).toBe(copy.byteLength);
      expect(await compressKept(body, coding)).toBe(copy);
    }
  });

  it('answers HEAD with the headers and length of the same GET, and no body', async () => {
    const got = await get('/list', 'br');
    const head = await get('/list', 'br', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(got.headers.get('content-length'));
    expect(head.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(head)).byteLength).toBe(0);
  });

  it('makes the validator of a compressed answer weak, and a 304 still answers it', async () => {
    const compressed = await get('/tagged', 'br');
    expect(compressed.headers.get('etag')).toBe(`W/${ETAG}`);
    const plain = await get('/tagged');
    expect(plain.headers.get('etag')).toBe(ETAG);

    const again = await get('/tagged', 'br', { headers: { 'if-none-match': `W/${ETAG}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(`W/${ETAG}`);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    expect(again.headers.get('content-encoding')).toBeNull();
    expect((await bytes(again)).byteLength).toBe(0);
    const plainAgain = await get('/tagged', undefined, { headers: { 'if-none-match': ETAG } });
    expect(plainAgain.status).toBe(304);
    expect(plainAgain.headers.get('etag')).toBe(ETAG);
  });

  it('compresses a long streamed answer as it goes, without a length', async () => {
    const whole = CSV_ROW.repeat(CSV_ROWS);
    for (const [header, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/csv', header);
      expect(res.headers.get('content-encoding')).toBe(header);
      expect(res.headers.get('content-length')).toBeNull();
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(decode(await bytes(res)).toString('utf8')).toBe(whole);
    }
    const plain = await get('/csv');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(whole);
    const head = await get('/csv', 'br', { method: 'HEAD' });
    expect(head.headers.get('content-encoding')).toBe('br');
    expect((await bytes(head)).byteLength).toBe(0);
  });

  it('never holds an event stream back to compress it', async () => {
    const res = await get('/events', 'br, gzip');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBeNull();
  });
});
