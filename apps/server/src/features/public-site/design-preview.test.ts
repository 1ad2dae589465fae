import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs, posts } from '../../platform/db/schema/index.ts';
import { hashSource } from '../../platform/http/security-headers.ts';
import { makeDemoPro } from '../../test/session-fixtures.ts';
import { call, DEMO_HOST, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { uploadImage } from '../../test/upload-image.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { signDesignPreview } from '../blogs/index.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

const POST = '/blog/sevilla-en-otono';
const DRAFT_ACCENT = '--accent-given:#c2410c';

const preview = (body: unknown, token = s.tokens.admin, blog: number = s.demo.id) =>
  call(t, 'POST', '/api/settings/design-preview', { token, blog, body });
const visit = async (path: string, host = DEMO_HOST) => {
  const res = await visitorRequest(t, host, path);
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const directive = (policy: string | null, name: string) =>
  policy
    ?.split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

async function draftToken(body: Record<string, unknown> = { accentColor: '#C2410C' }) {
  const res = await preview(body);
  expect(res.status, res.text).toBe(200);
  expect(res.json.origin).toBe('http://demo.localhost:3000');
  const left = Date.parse(String(res.json.expiresAt)) - t.deps.now().getTime();
  expect(left).toBeGreaterThan(9 * 60 * 1000);
  expect(left).toBeLessThanOrEqual(10 * 60 * 1000);
  return String(res.json.token);
}

describe('POST /api/settings/design-preview', () => {
  it('is the blog’s admin’s: an author is refused and nothing is signed', async () => {
    const res = await preview({ accentColor: '#c2410c' }, s.tokens.author);
    expect(res.status).toBe(403);
    expect(res.json.token).toBeUndefined();
  });

  it('checks the draft by the settings’ rules, in Spanish', async () => {
    const colour = await preview({ accentColor: 'rojo' });
    expect(colour.status).toBe(400);
    expect(JSON.stringify(colour.json)).toMatch(/color/i);
    const css = await preview({ customCss: 'body{background:url(https://otro.example/a.png)}' });
    expect(css.status).toBe(400);
    expect(JSON.stringify(css.json.details)).toContain('customCss');
  });
});

describe('a design preview on the blog’s host', () => {
  it('shows the home page with the draft, never kept, framed by the panel alone', async () => {
    // The saved page first, so the page cache holds it.
    const saved = await visit('/');
    expect(saved.status).toBe(200);
    expect(saved.text).not.toContain(DRAFT_ACCENT);
    const token = await draftToken();
    const page = await visit(`/?vista-previa=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(DRAFT_ACCENT);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const policy = page.headers.get('content-security-policy');
    expect(directive(policy, 'frame-ancestors')).toEqual(['http://localhost:3000']);
    expect(policy).not.toContain("'unsafe-inline'");
    // The saved page is still the saved one, and still framed by the blog alone.
    const after = await visit('/');
    expect(after.text).not.toContain(DRAFT_ACCENT);
    expect(after.headers.get('cache-control')).not.toContain('no-store');
    expect(directive(after.headers.get('content-security-policy'), 'frame-ancestors')).toEqual([
      "'self'",
    ]);
  });

  it('works for a blog on its own domain: framed at its subdomain, the domain showing the saved design', async () => {
    await t.db
      .update(blogs)
      .set({ domain: 'www.ejemplo.es', domainVerifiedAt: new Date() })
      .where(eq(blogs.id, s.demo.id));
    await t.deps.contentVersions?.bump(s.demo.id);
    // The answer names the subdomain, which the panel's policy may frame; the token reads the
    // draft there, and the blog's own domain keeps showing what is saved.
    const token = await draftToken();
    const page = await visit(`${POST}?vista-previa=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(DRAFT_ACCENT);
    expect(page.text).toContain(
      '<link rel="canonical" href="https://www.ejemplo.es/blog/sevilla-en-otono">',
    );
    expect(directive(page.headers.get('content-security-policy'), 'frame-ancestors')).toEqual([
      'http://localhost:3000',
    ]);
    const own = await visit(POST, 'www.ejemplo.es');
    expect(own.status).toBe(200);
    expect(own.text).not.toContain(DRAFT_ACCENT);
    // On the domain too the token shows the draft, for an admin who opens it there.
    const there = await visit(`${POST}?vista-previa=${token}`, 'www.ejemplo.es');
    expect(there.status).toBe(200);
    expect(there.text).toContain(DRAFT_ACCENT);
  });

  it('shows a post in the mode asked for, its forced stylesheets allowed by hash', async () => {
    const token = await draftToken({ accentColor: '#c2410c', headerStyle: 'centered' });
    const dark = await visit(`${POST}?vista-previa=${token}&modo=oscuro`);
    expect(dark.status).toBe(200);
    expect(dark.text).toContain(DRAFT_ACCENT);
    expect(dark.text).toContain('<meta name="color-scheme" content="dark">');
    expect(dark.text).not.toContain('prefers-color-scheme:dark');
    expect(dark.text).toContain('head-centered');
    const styles = directive(dark.headers.get('content-security-policy'), 'style-src');
    for (const [, css = ''] of dark.text.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      expect(styles).toContain(hashSource(css));
    }
    const light = await visit(`${POST}?vista-previa=${token}&modo=claro`);
    expect(light.text).toContain('<meta name="color-scheme" content="light">');
    expect(light.text).toContain('@media not all');
  });

  it('never shows a draft', async () => {
    await t.db
      .update(posts)
      .set({ status: 'DRAFT' })
      .where(and(eq(posts.blogId, s.demo.id), eq(posts.slug, 'sevilla-en-otono')));
    await t.deps.contentVersions?.bump();
    const token = await draftToken();
    const page = await visit(`${POST}?vista-previa=${token}`);
    expect(page.status).toBe(404);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('is the page as it is for a bad, expired or another blog’s token', async () => {
    const other = await call(t, 'POST', '/api/settings/design-preview', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { accentColor: '#c2410c' },
    });
    expect(other.status, other.text).toBe(200);
    const expired = await signDesignPreview(
      t.deps.jwtSecret,
      s.demo.id,
      { accentColor: '#c2410c' },
      new Date(t.deps.now().getTime() - 11 * 60 * 1000),
    );
    const good = await draftToken();
    for (const token of ['nada', expired, String(other.json.token), `${good}x`]) {
      const page = await visit(`/?vista-previa=${token}`);
      expect(page.status).toBe(200);
      expect(page.text).not.toContain(DRAFT_ACCENT);
      expect(directive(page.headers.get('content-security-policy'), 'frame-ancestors')).toEqual([
        "'self'",
      ]);
    }
    // The other blog's token shows the draft on its own blog only.
    expect((await visit(`/?vista-previa=${String(other.json.token)}`, PRO_HOST)).text).toContain(
      DRAFT_ACCENT,
    );
  });

  it('carries no code injection and is never answered from memory', async () => {
    await makeDemoPro(t, s);
    const put = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { codeInjectionFoot: '<p>Pie inyectado</p>' },
    });
    expect(put.status, put.text).toBe(200);
    const token = await draftToken();
    // The saved page, twice, so the fast path keeps it.
    expect((await visit('/')).text).toContain('Pie inyectado');
    expect((await visit('/')).text).toContain('Pie inyectado');
    const page = await visit(`/?vista-previa=${token}`);
    expect(page.text).toContain(DRAFT_ACCENT);
    expect(page.text).not.toContain('Pie inyectado');
    const request = (url: string) =>
      t.app.answerFromMemory({
        method: 'GET',
        url,
        headers: { host: DEMO_HOST },
        socket: { remoteAddress: '198.51.100.9' },
      } as never);
    expect(request(`/?vista-previa=${token}`)).toBeUndefined();
    expect(request(`/?vista-previa=${token}&modo=oscuro`)).toBeUndefined();
  });

  it('shows the draft’s logo and cover when they are the blog’s own images', async () => {
    const logo = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 600, height: 150 });
    const cover = await uploadImage(t, s.tokens.admin, s.demo.uuid, { width: 1600, height: 900 });
    const theirs = await uploadImage(t, s.tokens.pro, s.pro.uuid, { width: 600, height: 150 });
    const token = await draftToken({ logoId: logo, coverImageId: cover });
    const page = await visit(`/?vista-previa=${token}`);
    expect(page.text).toMatch(/<img class="logo" src="\/media\/[^"]+-small\.png"/);
    expect(page.text).toMatch(/<img[^>]*class="hero"/);
    expect((await visit('/')).text).not.toContain('<img class="logo"');
    // Another blog's image is no logo here.
    const other = await draftToken({ logoId: theirs });
    expect((await visit(`/?vista-previa=${other}`)).text).not.toContain('<img class="logo"');
  });
});
