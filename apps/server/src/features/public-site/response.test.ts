import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareResponse } from './response.ts';

describe('prepareResponse', () => {
  it('keeps the page and its compressed copies in bytes of their own, as the cache counts them', () => {
    const html = `<!doctype html><html lang="es"><body>${'<p>Un párrafo del post.</p>'.repeat(60)}</body></html>`;
    const entry = prepareResponse(200, 'text/html; charset=utf-8', html, new Date());
    const { body, gzip, br } = entry;
    if (!gzip || !br) throw new Error('a page this long is compressed');
    for (const bytes of [body, gzip, br]) {
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
    expect(body.toString('utf8')).toBe(html);
    expect(gunzipSync(gzip).toString('utf8')).toBe(html);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(html);
    expect(entry.size).toBe(body.byteLength + gzip.byteLength + br.byteLength);
  });
});
