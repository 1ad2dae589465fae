import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding } from '@bitacora/domain';
import type { Context, MiddlewareHandler } from 'hono';
import {
  hashSource,
  type InlineSources,
  inlineSourcesOf,
  landingPolicy,
  newNonce,
  panelPolicy,
  type SecurityConfig,
  serverPagePolicy,
} from '../http/security-headers.ts';
import { type Logger, stderrLogger } from '../log/logger.ts';
import { isPanelRoute } from './panel-routes.ts';
import { isHashedAsset, readStaticFile, resolveInside, type StaticFile } from './static-files.ts';

export interface StaticSiteDirs {
  /** apps/landing/dist: the landing at `/` and its files. */
  landingDir: string;
  /** apps/panel/dist: the panel's files and its index.html for every panel route. */
  panelDir: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other files without a hash in the name (favicon, robots.txt) may change with a release. */
const SHORT_LIVED = 'public, max-age=3600';
const REVALIDATE = 'no-cache';

/** The missing-build page has no stylesheet, so it runs and loads nothing. */
const NOT_BUILT_HEADERS = { 'content-security-policy': serverPagePolicy({ styles: [] }) };

const NOT_BUILT_PAGE = (what: string, command: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Bitácora</title></head>
<body><main><h1>${what} no está compilado</h1>
<p>Ejecuta <code>${command}</code> (o <code>npm start</code>, que compila lo que falta) y recarga la página.</p>
</main></body></html>`;

/** Paths whose misses are a machine's business (a call, an image, a build file): no page. */
const MACHINE_PATHS = /^\/(api|comments|media|assets|landing-assets|sandbox)(\/|$)/;

/**
 * The product host's own 404 for a person who typed or followed a wrong address: a page in
 * Spanish with a way home. API paths and files keep their bare answers.
 */
export function wantsNotFoundPage(method: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !MACHINE_PATHS.test(pathname);
}

const NOT_FOUND_CSS = `body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}a{color:#93c5fd}}
a{color:#1d4ed8}`;

export const NOT_FOUND_PAGE = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="data:,"><title>Página no encontrada · Bitácora</title>
<style>${NOT_FOUND_CSS}</style></head>
<body><main><p>Error 404</p><h1>Página no encontrada</h1>
<p>La dirección que buscas no existe o ha cambiado de sitio.</p>
<p><a href="/">Volver a la página de inicio</a></p></main></body></html>`;

export const NOT_FOUND_HEADERS = {
  'content-security-policy': serverPagePolicy({ styles: [hashSource(NOT_FOUND_CSS)] }),
};

/**
 * The hashes of a build's inline blocks, kept per file version: the build is ours and holds no
 * user content, so whatever inline script or style it has is what it meant to have.
 */
const inlineByVersion = new Map<string, InlineSources>();

async function inlineSourcesOfFile(file: StaticFile): Promise<InlineSources> {
  const key = `${file.file}|${file.etag}`;
  let inline = inlineByVersion.get(key);
  if (!inline) {
    const raw = file.encoding ? (await readStaticFile(file.file, undefined))?.body : file.body;
    inline = inlineSourcesOf(Buffer.from(raw ?? []).toString('utf8'));
    if (inlineByVersion.size >= 16) inlineByVersion.clear();
    inlineByVersion.set(key, inline);
  }
  return inline;
}

async function sendFile(
  c: Context,
  file: string,
  cacheControl: string | undefined,
  extraHeaders?: (found: StaticFile) => Promise<Record<string, string>>,
) {
  const found = await readStaticFile(file, c.req.header('accept-encoding'));
  if (!found) return null;
  const headers: Record<string, string> = {
    ...(await extraHeaders?.(found)),
    'content-type': found.contentType,
    'cache-control':
      cacheControl ??
      (found.contentType.startsWith('text/html')
        ? REVALIDATE
        : isHashedAsset(file.split(path.sep).join('/'))
          ? IMMUTABLE
          : SHORT_LIVED),
    etag: found.etag,
    'last-modified': found.lastModified.toUTCString(),
  };
  if (found.varies) headers.vary = 'Accept-Encoding';
  if (found.encoding) headers['content-encoding'] = found.encoding;
  const ifNoneMatch = c.req.header('if-none-match');
  if (ifNoneMatch?.split(',').some((tag) => tag.trim() === found.etag)) {
    return c.body(null, 304, headers);
  }
  headers['content-length'] = String(found.body.byteLength);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  // Node's Buffer is backed by an ArrayBuffer, as the response body needs.
  return c.body(found.body as Uint8Array<ArrayBuffer>, 200, headers);
}

/** The landing's policy allows the inline blocks of the very file being sent. */
function landingHeaders(config: SecurityConfig) {
  return async (found: StaticFile) => ({
    'content-security-policy': landingPolicy(config, await inlineSourcesOfFile(found)),
  });
}

const NONCE_META = (nonce: string) => `<meta property="csp-nonce" content="${nonce}">`;

/**
 * The panel's index.html with a nonce of its own: styled-components reads it from the meta tag
 * and puts it on the styles it adds at run time. The body differs on every answer, so it has no
 * validator (a 304 would pair a new policy with an old nonce) and is compressed here.
 */
async function sendPanelShell(c: Context, file: string, config: SecurityConfig) {
  const found = await readStaticFile(file, undefined);
  if (!found) return null;
  const nonce = newNonce();
  const text = Buffer.from(found.body).toString('utf8');
  // Right after <head> (or the doctype): before any script that could start styled-components.
  const opening = /<head\b[^>]*>/i.exec(text) ?? /^\s*<!doctype[^>]*>/i.exec(text);
  const at = opening ? opening.index + opening[0].length : 0;
  const html = Buffer.from(`${text.slice(0, at)}${NONCE_META(nonce)}${text.slice(at)}`, 'utf8');
  const headers: Record<string, string> = {
    'content-type': found.contentType,
    'cache-control': REVALIDATE,
    'content-security-policy': panelPolicy(config, {
      nonce,
      inline: await inlineSourcesOfFile(found),
    }),
    vary: 'Accept-Encoding',
  };
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(html, { level: 6 })
        : html;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
}

/**
 * Serves the landing at `/`, the panel at its routes (history fallback) and the files of both
 * builds, after every API route. Anything else falls through to the app's 404.
 */
export function serveStaticSite(dirs: StaticSiteDirs, config: SecurityConfig): MiddlewareHandler {
  const landingDir = path.resolve(dirs.landingDir);
  const panelDir = path.resolve(dirs.panelDir);
  return async (c, next) => {
    const method = c.req.method;
    const pathname = new URL(c.req.url).pathname;
    if ((method !== 'GET' && method !== 'HEAD') || pathname.startsWith('/api/')) return next();

    if (pathname === '/' || pathname === '/index.html') {
      const index = path.join(landingDir, 'index.html');
      const sent = await sendFile(c, index, REVALIDATE, landingHeaders(config));
      if (sent) return sent;
      return c.html(
        NOT_BUILT_PAGE('El sitio público', 'npm run build -w @bitacora/landing'),
        503,
        NOT_BUILT_HEADERS,
      );
    }
    if (isPanelRoute(pathname)) {
      const sent = await sendPanelShell(c, path.join(panelDir, 'index.html'), config);
      if (sent) return sent;
      return c.html(
        NOT_BUILT_PAGE('El panel', 'npm run build -w @bitacora/panel'),
        503,
        NOT_BUILT_HEADERS,
      );
    }
    for (const root of [landingDir, panelDir]) {
      const file = resolveInside(root, pathname);
      if (!file) continue;
      const sent = await sendFile(c, file, undefined);
      if (sent) return sent;
    }
    return next();
  };
}

/** Where the builds are: LANDING_DIST and PANEL_DIST, else apps/{landing,panel}/dist. */
export function staticSiteDirs(source: NodeJS.ProcessEnv = process.env): StaticSiteDirs {
  const apps = path.resolve(import.meta.dirname, '../../../..');
  return {
    landingDir: path.resolve(source.LANDING_DIST?.trim() || path.join(apps, 'landing/dist')),
    panelDir: path.resolve(source.PANEL_DIST?.trim() || path.join(apps, 'panel/dist')),
  };
}

const reported = new Set<string>();

/** Says once per process which build is missing: the API works without them. */
export function reportMissingBuilds(
  dirs: StaticSiteDirs,
  log: (line: string) => void = (line) => stderrLogger.warn(line),
) {
  const builds = [
    ['El sitio público (landing)', dirs.landingDir, '@bitacora/landing'],
    ['El panel', dirs.panelDir, '@bitacora/panel'],
  ] as const;
  for (const [what, dir, workspace] of builds) {
    const index = path.join(dir, 'index.html');
    if (existsSync(index) || reported.has(index)) continue;
    reported.add(index);
    log(
      `${what} no está compilado (falta ${index}): la API funciona; compílalo con npm run build -w ${workspace}.`,
    );
  }
}

/** The mount for app.ts: the builds found from the environment, missing ones reported. */
export function staticSite(
  config: SecurityConfig,
  logger: Logger = stderrLogger,
): MiddlewareHandler {
  const dirs = staticSiteDirs();
  reportMissingBuilds(dirs, (line) => logger.warn(line));
  return serveStaticSite(dirs, config);
}
