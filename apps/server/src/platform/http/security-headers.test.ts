import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { call, type createTestApp, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { posts, settings } from '../db/schema/index.ts';
import { createLocalMediaStorage } from '../storage/storage.ts';
import { inlineSourcesOf, securityConfigFor } from './security-headers.ts';

/** Builds written for the test: the landing with an inline script and style, as the real one. */
const root = mkdtempSync(path.join(tmpdir(), 'bitacora-csp-'));
const THEME_SCRIPT = "document.documentElement.dataset.theme='light';";
const LANDING_CSS = 'body{margin:0}';
const LANDING_HTML = `<!doctype html><html lang="es"><head><script>${THEME_SCRIPT}</script><style>${LANDING_CSS}</style><script type="module" src="/landing-assets/index-Ab12Cd34.js"></script></head><body><h1>Crea tu blog</h1></body></html>`;
const PANEL_HTML = `<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>Bitácora · Panel</title><script type="module" crossorigin src="/assets/index-Zx98Yw76.js"></script></head><body><div id="root"></div>${' '.repeat(1200)}</body></html>`;

function write(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
write(path.join(root, 'landing/index.html'), LANDING_HTML);
write(path.join(root, 'panel/index.html'), PANEL_HTML);

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A policy as directive → sources. */
function policyOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy');
  expect(header, 'content-security-policy').toBeTruthy();
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** What every policy of the product says, whatever the page. */
function expectStrictBase(policy: Map<string, string[]>) {
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  for (const [name, sources] of policy) {
    expect(sources, name).not.toContain("'unsafe-inline'");
    expect(sources, name).not.toContain("'unsafe-eval'");
    expect(sources, name).not.toContain('*');
  }
}

/**
 * Every inline script and stylesheet of a page is allowed by its hash: the page works under
 * its policy. Data blocks (JSON-LD) are not scripts and need nothing.
 */
function expectInlineBlocksAllowed(html: string, policy: Map<string, string[]>) {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !attributes?.includes('application/ld+json'))
    .map(([, , body]) => body ?? '');
  for (const script of scripts) expect(policy.get('script-src')).toContain(sha256(script));
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, body]) => body ?? '');
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles) expect(policy.get('style-src')).toContain(sha256(style));
  expect(html).not.toMatch(/\sstyle="/);
  expect(html).not.toMatch(/\son[a-z]+="/);
}

const PERMISSIONS = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'];

function expectCommonHeaders(res: Response) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of PERMISSIONS) expect(permissions).toContain(feature);
}

describe('inline sources', () => {
  it('hashes inline scripts and styles, not scripts loaded from a file', () => {
    const inline = inlineSourcesOf(LANDING_HTML);
    expect(inline.scripts).toEqual([sha256(THEME_SCRIPT)]);
    expect(inline.styles).toEqual([sha256(LANDING_CSS)]);
  });

  it('takes the media origin from where the storage says its files are', () => {
    expect(securityConfigFor(createLocalMediaStorage(root)).mediaOrigin).toBeNull();
    expect(
      securityConfigFor({ url: (key) => `https://cdn.example.com/bitacora/media/${key}` })
        .mediaOrigin,
    ).toBe('https://cdn.example.com');
  });
});

let t: TestApp;
/** The same app, its images served from a bucket's public address. */
let onS3: TestApp;
let missing: TestApp;

/** An app reads where the builds are (LANDING_DIST, PANEL_DIST) when it is created. */
const withBuilds =
  (builds: string, options: Parameters<typeof createTestApp>[0] = {}) =>
  () => {
    process.env.LANDING_DIST = path.join(root, `${builds}landing`);
    process.env.PANEL_DIST = path.join(root, `${builds}panel`);
    return options;
  };
afterAll(() => rmSync(root, { recursive: true, force: true }));
useTestApp(
  (app) => {
    t = app;
  },
  { app: withBuilds(''), session: false },
);
useTestApp(
  (app) => {
    onS3 = app;
  },
  {
    app: withBuilds('', {
      deps: {
        mediaStorage: {
          ...createLocalMediaStorage(path.join(root, 'media')),
          url: (key) => `https://media.example.net/media/${key}`,
        },
      },
    }),
    session: false,
  },
);
useTestApp(
  (app) => {
    missing = app;
  },
  { app: withBuilds('no-', { seed: false }) },
);
beforeAll(() => {
  delete process.env.LANDING_DIST;
  delete process.env.PANEL_DIST;
});

describe('the panel', () => {
  it('sends its shell with a strict policy and a nonce of its own for run-time styles', async () => {
    const res = await t.app.request('/cms/posts/new');
    expect(res.status).toBe(200);
    const html = await res.text();
    const policy = policyOf(res);
    expectStrictBase(policy);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    const nonce = /<meta property="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(html.indexOf('csp-nonce')).toBeLessThan(html.indexOf('<script'));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    // 'Diseño''s live preview frames the blogs' own subdomains, and nothing else.
    expect(policy.get('frame-src')).toEqual(['http://*.localhost:3000']);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual([
      'bitacora-editor',
      'bitacora-captcha-worker',
      'ProseMirrorClipboard',
      'svelte-trusted-html',
    ]);
    expectCommonHeaders(res);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // A new nonce each time, so the shell has no validator to answer 304 with.
    expect(res.headers.get('etag')).toBeNull();
    const again = await t.app.request('/login');
    expect(policyOf(again).get('style-src')).not.toEqual(policy.get('style-src'));
  });

  it('keeps the nonce of the policy and of the page together when compressed', async () => {
    const res = await t.app.request('/login', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const html = gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    const nonce = /<meta property="csp-nonce" content="([^"]+)">/.exec(html)?.[1];
    expect(policyOf(res).get('style-src')).toContain(`'nonce-${nonce}'`);
    expect(html.replace(/<meta property="csp-nonce" content="[^"]+">/, '')).toBe(PANEL_HTML);
  });

  it('allows images from the media origin when uploads live elsewhere', async () => {
    const policy = policyOf(await onS3.app.request('/cms/media'));
    expect(policy.get('img-src')).toContain('https://media.example.net');
  });
});

describe('the landing', () => {
  it('allows exactly its own inline theme script and styles, by hash', async () => {
    const res = await t.app.request('/');
    expect(res.status).toBe(200);
    const policy = policyOf(res);
    expectStrictBase(policy);
    expect(policy.get('script-src')).toEqual(["'self'", sha256(THEME_SCRIPT)]);
    expect(policy.get('style-src')).toEqual(["'self'", sha256(LANDING_CSS)]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expectCommonHeaders(res);
    // The file's validator still answers 304, with the same policy.
    const etag = res.headers.get('etag') ?? '';
    const cached = await t.app.request('/', { headers: { 'if-none-match': etag } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('content-security-policy')).toBe(
      res.headers.get('content-security-policy'),
    );
  });
});

describe("the server's own pages", () => {
  it('answers the HTML 404 page under a policy that allows only its stylesheet', async () => {
    const res = await t.app.request('/no-existe', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    const policy = policyOf(res);
    expectStrictBase(policy);
    expect(policy.get('script-src')).toBeUndefined();
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expectInlineBlocksAllowed(await res.text(), policy);
    expectCommonHeaders(res);
  });

  it('answers the missing-build pages under the locked policy', async () => {
    for (const url of ['/', '/login']) {
      const res = await missing.app.request(url);
      expect(res.status, url).toBe(503);
      const policy = policyOf(res);
      expectStrictBase(policy);
      expect(policy.get('style-src'), url).toEqual(["'none'"]);
    }
  });

  it('lets the sandbox checkout post its forms to itself and nowhere else', async () => {
    const demo = await t.db.query.blogs.findFirst({
      where: (b, { eq }) => eq(b.subdomain, 'demo'),
    });
    const preference = await call(t, 'POST', '/api/subscriptions/create-preference', {
      token: await tokenFor(t, 'admin'),
      blog: demo?.uuid,
      body: { interval: 'monthly', plan: 'PRO' },
    });
    expect(preference.status, preference.text).toBe(200);
    const page = await t.app.request(new URL(preference.json.payment_url as string).pathname);
    expect(page.status).toBe(200);
    const policy = policyOf(page);
    expectStrictBase(policy);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expectInlineBlocksAllowed(await page.text(), policy);
  });

  it('gives the API nosniff and no page policy of its own', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeNull();
  });
});

describe('public blogs', () => {
  const visit = async (app: TestApp, host: string, url: string) => {
    const res = await app.app.request(`http://${host}${url}`, { headers: { host } });
    return { res, html: await res.text() };
  };

  beforeEach(async () => {
    await t.reseed();
    t.app = createApp(t.deps);
  });

  it('sends a FREE blog post under a policy that allows its own inline blocks only', async () => {
    const { res, html } = await visit(t, 'demo.localhost:3000', '/blog/sevilla-en-otono');
    expect(res.status).toBe(200);
    const policy = policyOf(res);
    expectStrictBase(policy);
    expectInlineBlocksAllowed(html, policy);
    // The comment form's script is on the page and allowed; nothing from Google.
    expect(html).toContain("fetch('/api/comments'");
    expect(policy.get('script-src')?.join(' ')).not.toContain('google');
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    // No video in it, so it frames nothing (default-src 'none').
    expect(policy.get('frame-src')).toBeUndefined();
    expectCommonHeaders(res);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it("lets a PRO blog's pages load Google Analytics for its ID and show the Patreon widget", async () => {
    const demo = await t.db.query.blogs.findFirst({
      where: (b, { eq }) => eq(b.subdomain, 'demo'),
    });
    await call(t, 'PATCH', `/api/blogs/${demo?.id}`, {
      token: await tokenFor(t, 'super'),
      body: { plan: 'PRO' },
    });
    await t.db
      .update(settings)
      .set({
        googleAnalyticsId: 'G-ABC123DEF4',
        socialNetworks: { patreon: 'https://www.patreon.com/ana' },
      })
      .where(eq(settings.blogId, demo?.id ?? 0));
    t.deps.contentVersions?.bump();

    const { res, html } = await visit(t, 'demo.localhost:3000', '/blog/sevilla-en-otono');
    expect(res.status).toBe(200);
    expect(html).toContain('https://www.googletagmanager.com/gtag/js?id=G-ABC123DEF4');
    expect(html).toContain('href="https://www.patreon.com/ana"');
    const policy = policyOf(res);
    expectStrictBase(policy);
    expectInlineBlocksAllowed(html, policy);
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.google-analytics.com']),
    );

    // Another blog's ID is not allowed by this one's policy.
    const other = html.replaceAll('G-ABC123DEF4', 'G-ZZZ999ZZZ9');
    const script = /<script>(window\.dataLayer[\s\S]*?)<\/script>/.exec(other)?.[1] ?? '';
    expect(policy.get('script-src')).not.toContain(sha256(script));
  });

  it('lets a page frame the video players only when its content holds a video', async () => {
    await t.db
      .update(posts)
      .set({
        content:
          '<p>Mira:</p><figure data-embed="youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>',
      })
      .where(eq(posts.slug, 'sevilla-en-otono'));
    t.deps.contentVersions?.bump();

    const { res, html } = await visit(t, 'demo.localhost:3000', '/blog/sevilla-en-otono');
    expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    const policy = policyOf(res);
    expectStrictBase(policy);
    expectInlineBlocksAllowed(html, policy);
    expect(policy.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    // The same blog's other pages keep framing nothing.
    const other = await visit(t, 'demo.localhost:3000', '/blog/cordoba-y-la-mezquita');
    expect(policyOf(other.res).get('frame-src')).toBeUndefined();
    const home = await visit(t, 'demo.localhost:3000', '/');
    expect(policyOf(home.res).get('frame-src')).toBeUndefined();
  });

  it('answers the blog 404 and an unknown blog under a policy', async () => {
    const notFound = await visit(t, 'demo.localhost:3000', '/no/existe');
    expect(notFound.res.status).toBe(404);
    expectInlineBlocksAllowed(notFound.html, policyOf(notFound.res));
    const unknown = await visit(t, 'nadie.localhost:3000', '/');
    expect(unknown.res.status).toBe(404);
    const policy = policyOf(unknown.res);
    expectStrictBase(policy);
    expectInlineBlocksAllowed(unknown.html, policy);
    expectCommonHeaders(unknown.res);
  });

  it('allows images from the media origin when uploads live elsewhere', async () => {
    const { res } = await visit(onS3, 'demo.localhost:3000', '/');
    expect(policyOf(res).get('img-src')).toContain('https://media.example.net');
  });
});
