import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { reportMissingBuilds } from './static-site.ts';

/** A fake build of each app, written into a temporary folder (no real build needed). */
const root = mkdtempSync(path.join(tmpdir(), 'bitacora-static-'));
const landingDir = path.join(root, 'landing');
const panelDir = path.join(root, 'panel');
const LANDING_HTML = '<!doctype html><title>Landing</title><h1>Crea tu blog</h1>';
const PANEL_HTML = '<!doctype html><html><head><title>Panel</title></head><div id="root"></div>';
/** The panel's shell as sent: the same file with the response's style nonce in the head. */
const withoutNonce = (html: string) =>
  html.replace(/<meta property="csp-nonce" content="[^"]+">/, '');
const PANEL_JS = `export const panel = ${JSON.stringify('x'.repeat(4000))};\n`;
const LANDING_JS = `console.log(${JSON.stringify('landing '.repeat(500))});\n`;
/** A sibling that differs from what compressing on the fly would give, to see which is sent. */
const LANDING_JS_BR = brotliCompressSync(Buffer.from(`${LANDING_JS}// precompressed\n`));

function write(file: string, content: string | Uint8Array) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

write(path.join(landingDir, 'index.html'), LANDING_HTML);
write(path.join(landingDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
write(path.join(landingDir, 'landing-assets/index-Ab12Cd34.js'), LANDING_JS);
write(path.join(landingDir, 'landing-assets/index-Ab12Cd34.js.br'), LANDING_JS_BR);
write(path.join(landingDir, '.secret'), 'hidden');
write(path.join(panelDir, 'index.html'), PANEL_HTML);
write(path.join(panelDir, 'assets/index-Zx98Yw76.js'), PANEL_JS);
write(path.join(panelDir, 'assets/inter-latin-400-normal-C38fXH4l.woff2'), 'wOF2');
write(path.join(root, 'outside.txt'), 'outside the builds');

let t: TestApp;
let missing: TestApp;

/** An app reads where the builds are (LANDING_DIST, PANEL_DIST) when it is created. */
const withBuilds = (landing: string, panel: string) => () => {
  process.env.LANDING_DIST = landing;
  process.env.PANEL_DIST = panel;
  return { seed: false };
};
afterAll(() => rmSync(root, { recursive: true, force: true }));
useTestApp(
  (app) => {
    t = app;
  },
  { app: withBuilds(landingDir, panelDir) },
);
useTestApp(
  (app) => {
    missing = app;
  },
  { app: withBuilds(path.join(root, 'no-landing'), path.join(root, 'no-panel')) },
);
beforeAll(() => {
  delete process.env.LANDING_DIST;
  delete process.env.PANEL_DIST;
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.request(url, { headers });

describe('the landing and the panel on one server', () => {
  it('serves the landing at / as HTML that is revalidated, behind the secure headers', async () => {
    const res = await get(t, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(LANDING_HTML);
  });

  it.each([
    '/login',
    '/signup',
    '/blogs',
    '/forgot-password',
    '/reset-password?token=abc',
    '/invitacion?token=abc',
    '/cms',
    '/cms/dashboard',
    '/cms/posts/0b7c5b8e-2f1a-4c55-9d1e-3a7f6c2b9e10/edit',
    '/super-admin/blogs',
    '/posts',
    '/posts/new',
    '/pages/123/edit',
    '/series/abc',
    '/user/edit/abc',
  ])('answers the panel route %s with the panel (history fallback)', async (url) => {
    const res = await get(t, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(withoutNonce(await res.text())).toBe(PANEL_HTML);
  });

  it('serves hashed assets as immutable with their content type', async () => {
    const res = await get(t, '/assets/index-Zx98Yw76.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(PANEL_JS);

    const font = await get(t, '/assets/inter-latin-400-normal-C38fXH4l.woff2');
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses on the fly with brotli or gzip, as the client accepts', async () => {
    const br = await get(t, '/assets/index-Zx98Yw76.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.byteLength).toBeLessThan(PANEL_JS.length / 4);
    expect(brotliDecompressSync(brBody).toString()).toBe(PANEL_JS);

    const gz = await get(t, '/assets/index-Zx98Yw76.js', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(PANEL_JS);
  });

  it('sends the precompressed file the build wrote when there is one', async () => {
    const res = await get(t, '/landing-assets/index-Ab12Cd34.js', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(LANDING_JS_BR);
  });

  it('answers 304 to a request that already has the current version', async () => {
    const first = await get(t, '/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get(t, '/', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves other files of the builds with a short cache', async () => {
    const res = await get(t, '/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.request('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(LANDING_HTML.length));
    expect(await res.text()).toBe('');
  });

  it.each([
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/assets/..%2f..%2foutside.txt',
    '/assets/%2e%2e%2f%2e%2e%2foutside.txt',
    '/..%5c..%5coutside.txt',
    '/.secret',
    '/%2esecret',
    '/assets',
    '/assets/',
    '/%E0%A4%A',
  ])('does not serve %s', async (url) => {
    const res = await get(t, url);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/outside the builds|hidden/);
  });

  it('leaves the API, other methods and unknown paths to the app', async () => {
    const health = await get(t, '/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const unknownApi = await get(t, '/api/index.html');
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toEqual({ error: 'Ruta no encontrada' });
    const post = await t.app.request('/login', { method: 'POST' });
    expect(post.status).toBe(404);
    const unknown = await get(t, '/no-existe.js');
    expect(unknown.status).toBe(404);
  });

  it('answers an unknown address on the product host with an HTML 404 page in Spanish', async () => {
    for (const url of ['/no-existe', '/cmsx', '/blog/algo', '/login/extra']) {
      const res = await get(t, url, { accept: 'text/html' });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<h1>Página no encontrada</h1>');
      expect(html).toContain('<a href="/">Volver a la página de inicio</a>');
    }
    // API paths, media and build files keep their bare answers.
    const api = await get(t, '/api/no-existe', { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Ruta no encontrada' });
    for (const url of ['/assets/no-existe.js', '/landing-assets/x.css', '/media/nada.jpg']) {
      const res = await get(t, url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type') ?? '', url).not.toMatch(/^text\/html/);
    }
  });
});

describe('without the builds', () => {
  it('keeps the API working and says what to build on the pages', async () => {
    expect((await get(missing, '/api/health')).status).toBe(200);
    const landing = await get(missing, '/');
    expect(landing.status).toBe(503);
    expect(await landing.text()).toContain('npm run build -w @bitacora/landing');
    const panel = await get(missing, '/login');
    expect(panel.status).toBe(503);
    expect(await panel.text()).toContain('npm run build -w @bitacora/panel');
    expect((await get(missing, '/assets/index-Zx98Yw76.js')).status).toBe(404);
  });

  it('reports each missing build once in the log', () => {
    const lines: string[] = [];
    const dirs = { landingDir: path.join(root, 'gone-landing'), panelDir };
    reportMissingBuilds(dirs, (line) => lines.push(line));
    reportMissingBuilds(dirs, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('landing');
    expect(lines[0]).toContain('la API funciona');
  });
});
