import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import type { TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

const LIST = '/api/posts?includeDrafts=true&limit=20';

const list = (acceptEncoding?: string, method = 'GET') =>
  t.app.request(LIST, {
    method,
    headers: {
      authorization: `Bearer ${s.tokens.admin}`,
      'x-blog-id': s.demo.uuid,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressed API answers', () => {
  it('sends the posts list in brotli, gzip or as it is, the same list in each', async () => {
    const plain = await list();
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toContain('Accept-Encoding');
    const text = await plain.text();
    expect(JSON.parse(text).data.length).toBeGreaterThan(0);

    const br = await list('gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('content-type')).toContain('application/json');
    // The app's security headers travel with the compressed answer.
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    const brBytes = await bytes(br);
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(Buffer.byteLength(text));
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(text);

    const gz = await list('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString('utf8')).toBe(text);

    const refused = await list('br;q=0, gzip;q=0');
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(text);
  });

  it('answers HEAD with the length the compressed GET has', async () => {
    const got = await list('br');
    const head = await list('br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('br');
    expect(head.headers.get('content-length')).toBe(got.headers.get('content-length'));
    expect((await bytes(head)).byteLength).toBe(0);
  });

  it('leaves a short error answer as it is', async () => {
    const res = await t.app.request('/api/posts', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).error).toEqual(expect.any(String));
  });
});
