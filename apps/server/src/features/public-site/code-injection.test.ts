import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../platform/db/schema/index.ts';
import { hashSource } from '../../platform/http/security-headers.ts';
import { makeDemoPro } from '../../test/session-fixtures.ts';
import { call, DEMO_HOST, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

const POST = '/blog/sevilla-en-otono';
const HEAD_SCRIPT = "window.injected='cabecera';";
const HEAD = `<script>${HEAD_SCRIPT}</script>\n<script async src="https://stats.example.com/s.js"></script>`;
const FOOT_STYLE = '.aviso{color:#c00}';
const FOOT = `<style>${FOOT_STYLE}</style><p class="aviso">Pie inyectado</p>`;
const ORIGIN = 'https://stats.example.com';

const put = (body: unknown, token = s.tokens.admin, blog: number = s.demo.id) =>
  call(t, 'PUT', '/api/settings', { token, blog, body });
const visit = async (path: string, host = DEMO_HOST) => {
  const res = await visitorRequest(t, host, path);
  return {
    status: res.status,
    policy: res.headers.get('content-security-policy'),
    text: await res.text(),
  };
};
const directive = (policy: string | null, name: string) =>
  policy
    ?.split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];
const detail = (res: Awaited<ReturnType<typeof put>>) =>
  (res.json.details as { path: string; message: string }[] | undefined)?.[0];

async function injectOnDemo() {
  await makeDemoPro(t, s);
  const res = await put({
    codeInjectionHead: HEAD,
    codeInjectionFoot: FOOT,
    scriptOrigins: ['https://STATS.example.com/'],
  });
  expect(res.status, res.text).toBe(200);
  expect(res.json).toMatchObject({
    codeInjectionHead: HEAD,
    codeInjectionFoot: FOOT,
    scriptOrigins: [ORIGIN],
  });
}

describe('code injection', () => {
  it('is served at the end of the head and of the body of a PRO blog’s post page, allowed by hash and origin', async () => {
    await injectOnDemo();
    const page = await visit(POST);
    expect(page.status).toBe(200);
    const headEnd = page.text.indexOf('</head>');
    expect(page.text.indexOf(HEAD)).toBeGreaterThan(0);
    expect(page.text.indexOf(HEAD)).toBeLessThan(headEnd);
    expect(page.text.indexOf(FOOT)).toBeGreaterThan(page.text.indexOf('</footer>'));
    expect(page.text.indexOf(FOOT)).toBeLessThan(page.text.indexOf('</body>'));
    const scripts = directive(page.policy, 'script-src');
    expect(scripts).toContain(hashSource(HEAD_SCRIPT));
    expect(scripts).toContain(ORIGIN);
    expect(directive(page.policy, 'style-src')).toContain(hashSource(FOOT_STYLE));
    // The allowance widens script-src and nothing else.
    for (const name of ['style-src', 'img-src', 'connect-src', 'frame-src', 'font-src']) {
      expect(directive(page.policy, name), name).not.toContain(ORIGIN);
    }
    expect(page.policy).not.toContain("'unsafe-inline'");
    // The home page too; the same page from the cache keeps its policy.
    expect((await visit('/')).text).toContain(FOOT);
    expect((await visit(POST)).policy).toBe(page.policy);
  });

  it('widens only that blog’s policy', async () => {
    await injectOnDemo();
    const other = await visit('/', PRO_HOST);
    expect(other.status).toBe(200);
    expect(other.text).not.toContain('Pie inyectado');
    expect(other.policy).not.toContain(ORIGIN);
    expect(directive(other.policy, 'script-src')).not.toContain(hashSource(HEAD_SCRIPT));
  });

  it('is left out of preview links, the feed and the panel', async () => {
    await injectOnDemo();
    const [post] = await t.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.blogId, s.demo.id), eq(posts.slug, 'sevilla-en-otono')));
    const link = await call(t, 'POST', `/api/posts/${post?.id}/previews`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {},
    });
    expect(link.status, link.text).toBe(201);
    const preview = await visit(new URL(String(link.json.url)).pathname);
    expect(preview.status).toBe(200);
    expect(preview.text).toContain('<meta name="robots" content="noindex">');
    expect(preview.text).not.toContain('Pie inyectado');
    expect(preview.text).not.toContain(HEAD_SCRIPT);
    expect(preview.policy).not.toContain(ORIGIN);
    expect(directive(preview.policy, 'script-src')).not.toContain(hashSource(HEAD_SCRIPT));
    const feed = await visit('/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.text).not.toContain('Pie inyectado');
    // The panel's pages and the API's other answers are the app's, never the blog's.
    for (const path of ['/', '/login', '/api/posts']) {
      const res = await call(t, 'GET', path, { token: s.tokens.admin, blog: s.demo.id });
      expect(res.text, path).not.toContain('Pie inyectado');
      expect(res.headers.get('content-security-policy') ?? '', path).not.toContain(ORIGIN);
    }
  });

  it('cannot be set by a FREE blog, and a blog back on FREE stops serving it', async () => {
    for (const body of [
      { codeInjectionHead: HEAD },
      { codeInjectionFoot: FOOT },
      { scriptOrigins: [ORIGIN] },
    ]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    await injectOnDemo();
    expect((await visit(POST)).text).toContain('Pie inyectado');
    await call(t, 'PATCH', `/api/blogs/${s.demo.id}`, {
      token: s.tokens.super,
      body: { plan: 'FREE' },
    });
    const page = await visit(POST);
    expect(page.text).not.toContain('Pie inyectado');
    expect(page.text).not.toContain(HEAD_SCRIPT);
    expect(page.policy).not.toContain(ORIGIN);
    // What it kept may be sent back or cleared, not changed.
    const answer = (
      await call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id })
    ).json;
    expect((await put(answer)).status).toBe(200);
    expect((await put({ codeInjectionFoot: '<p>Otro</p>' })).status).toBe(403);
    expect((await put({ scriptOrigins: ['https://otro.example.com'] })).status).toBe(403);
    const cleared = await put({
      codeInjectionHead: '',
      codeInjectionFoot: null,
      scriptOrigins: [],
    });
    expect(cleared.status).toBe(200);
    expect(cleared.json).toMatchObject({
      codeInjectionHead: null,
      codeInjectionFoot: null,
      scriptOrigins: [],
    });
  });

  it('refuses too much HTML and origins that are not https origins, in Spanish', async () => {
    await makeDemoPro(t, s);
    const long = await put({ codeInjectionHead: `<p>${'a'.repeat(20_000)}</p>` });
    expect(long.status).toBe(400);
    expect(detail(long)).toEqual({
      path: 'codeInjectionHead',
      message: 'El código insertado no puede ocupar más de 20 KB',
    });
    expect((await put({ codeInjectionFoot: 42 })).status).toBe(400);
    const http = await put({ scriptOrigins: [ORIGIN, 'http://cdn.example.com'] });
    expect(http.status).toBe(400);
    expect(detail(http)?.path).toBe('scriptOrigins.1');
    expect(detail(http)?.message).toContain('no es un origen válido');
    const path = await put({ scriptOrigins: ['https://cdn.example.com/lib.js'] });
    expect(path.status).toBe(400);
    const many = await put({
      scriptOrigins: Array.from({ length: 11 }, (_, i) => `https://s${i}.example.com`),
    });
    expect(many.status).toBe(400);
    expect(detail(many)?.message).toBe('Puedes permitir como mucho 10 orígenes de scripts');
    expect((await put({ scriptOrigins: 'https://cdn.example.com' })).status).toBe(400);
    // Nothing was written.
    const settings = await call(t, 'GET', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(settings.json).toMatchObject({ codeInjectionHead: null, scriptOrigins: [] });
  });

  it('gets no script from the blog’s own host: its policy has no self in script-src', async () => {
    // The blog's host serves its pages, feeds, library images and fonts, never a file of the
    // admin's: a script there would be one of the server's own answers run as a script.
    await makeDemoPro(t, s);
    const own = `<script src="/media/widget.js"></script><script src="http://${DEMO_HOST}/x.js"></script>`;
    const res = await put({ codeInjectionFoot: own, scriptOrigins: [] });
    expect(res.status, res.text).toBe(200);
    const page = await visit(POST);
    expect(page.text).toContain(own);
    const scripts = directive(page.policy, 'script-src');
    expect(scripts).not.toContain("'self'");
    expect(scripts.some((source) => source.includes('localhost'))).toBe(false);
    expect(scripts.every((source) => source.startsWith("'sha256-"))).toBe(true);
  });
});
