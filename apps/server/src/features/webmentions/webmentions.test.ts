import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { comments } from '../../platform/db/schema/index.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, PRO_HOST, visitorForm, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { VERIFY_MENTION_JOB, webmentionJobs } from './index.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

/** The other site: each path answers what `pages` holds for it (404 without an entry). */
const pages = new Map<string, { status: number; html: string }>();
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    res.writeHead(page?.status ?? 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page?.html ?? 'no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  pages.clear();
  t.deps.allowPrivateFetch = true;
});

let n = 0;
async function publish() {
  const slug = `mencionada-${++n}`;
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { title: `Entrada ${slug}`, slug, content: '<p>Texto.</p>', status: 'PUBLISHED' },
  });
  expect(res.status, res.text).toBe(201);
  return { slug, target: `http://${PRO_HOST}/blog/${slug}` };
}

const entry = (target: string, text = 'Qué buena entrada, la enlazo aquí.') => `<!doctype html>
<html><head><title>Título de la página</title></head><body>
<article class="h-entry">
  <a class="p-author h-card" href="https://ana.example/"><img class="u-photo" src="/ana.jpg" alt="">Ana Ruiz</a>
  <div class="e-content"><p>${text} <a href="${target}/">la entrada</a></p></div>
</article></body></html>`;

const send = (fields: Record<string, string>) => visitorForm(t, PRO_HOST, '/webmention', fields);
const run = () => runDueJobs(t, webmentionJobs(t.deps));
const mentionsOf = (source: string) =>
  t.db
    .select()
    .from(comments)
    .where(and(eq(comments.kind, 'mencion'), eq(comments.sourceUrl, source)));

describe('POST /webmention', () => {
  it('keeps a valid mention as a pending comment of kind mencion, with its author', async () => {
    const { target } = await publish();
    const source = `${origin}/respuesta`;
    pages.set('/respuesta', { status: 200, html: entry(target) });
    const res = await send({ source, target });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await run()).toEqual([VERIFY_MENTION_JOB]);
    const [mention] = await mentionsOf(source);
    expect(mention).toMatchObject({
      status: 'PENDING',
      kind: 'mencion',
      authorName: 'Ana Ruiz',
      authorUrl: 'https://ana.example/',
      authorPhoto: `${origin}/ana.jpg`,
      content: 'Qué buena entrada, la enlazo aquí. la entrada',
      authorEmail: '',
    });
    // The panel's list names its kind and source.
    const list = await call(t, 'GET', '/api/comments?status=PENDING', {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(list.status, list.text).toBe(200);
    expect((list.json as { data: unknown[] }).data).toContainEqual(
      expect.objectContaining({ uuid: mention?.uuid, kind: 'mencion', sourceUrl: source }),
    );
  });

  it('shows an approved mention on the post, marked and linking to its source', async () => {
    const { slug, target } = await publish();
    const source = `${origin}/aprobada`;
    pages.set('/aprobada', { status: 200, html: entry(target, 'Una mención aprobada.') });
    expect((await send({ source, target })).status).toBe(202);
    await run();
    const before = await (await visitorRequest(t, PRO_HOST, `/blog/${slug}`)).text();
    expect(before).not.toContain('Una mención aprobada.');
    const [mention] = await mentionsOf(source);
    const res = await call(t, 'POST', '/api/comments/bulk', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { action: 'approve', uuids: [mention?.uuid] },
    });
    expect(res.status, res.text).toBe(200);
    const page = await (await visitorRequest(t, PRO_HOST, `/blog/${slug}`)).text();
    expect(page).toContain('Una mención aprobada.');
    expect(page).toContain(
      `<a class="mention" href="${source}" rel="nofollow ugc">Mención desde otro sitio</a>`,
    );
  });

  it('takes the page title when the source has no h-entry', async () => {
    const { target } = await publish();
    const source = `${origin}/sin-formato`;
    pages.set('/sin-formato', {
      status: 200,
      html: `<html><head><title>Notas de Luis</title></head><body><a href="${target}">aquí</a></body></html>`,
    });
    await send({ source, target });
    await run();
    const [mention] = await mentionsOf(source);
    expect(mention).toMatchObject({ content: 'Notas de Luis', authorName: '127.0.0.1' });
  });

  it('refuses a source that does not link to the target', async () => {
    const { target } = await publish();
    const source = `${origin}/sin-enlace`;
    pages.set('/sin-enlace', { status: 200, html: entry('https://otro.example/blog/x') });
    expect((await send({ source, target })).status).toBe(202);
    await run();
    expect(await mentionsOf(source)).toEqual([]);
  });

  it('refuses a source on a private address without the allowance', async () => {
    t.deps.allowPrivateFetch = false;
    const { target } = await publish();
    const source = `${origin}/privada`;
    pages.set('/privada', { status: 200, html: entry(target) });
    expect((await send({ source, target })).status).toBe(202);
    // Refused for good: the run ends without a retry.
    expect(await run()).toEqual([VERIFY_MENTION_JOB]);
    expect(await mentionsOf(source)).toEqual([]);
  });

  it('updates the mention when the source sends again, and back to moderation', async () => {
    const { target } = await publish();
    const source = `${origin}/editada`;
    pages.set('/editada', { status: 200, html: entry(target, 'Primera versión.') });
    await send({ source, target });
    await run();
    const [first] = await mentionsOf(source);
    await t.db
      .update(comments)
      .set({ status: 'APPROVED' })
      .where(eq(comments.id, first?.id ?? 0));
    pages.set('/editada', { status: 200, html: entry(target, 'Segunda versión.') });
    await send({ source, target });
    await run();
    const rows = await mentionsOf(source);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: first?.id,
      status: 'PENDING',
      content: 'Segunda versión. la entrada',
    });
  });

  it('removes the mention when the source answers 410, or stops linking', async () => {
    const { target } = await publish();
    for (const [path, gone] of [
      ['/borrada', { status: 410, html: 'gone' }],
      ['/desenlazada', { status: 200, html: entry('https://otro.example/') }],
    ] as const) {
      const source = `${origin}${path}`;
      pages.set(path, { status: 200, html: entry(target) });
      await send({ source, target });
      await run();
      expect(await mentionsOf(source)).toHaveLength(1);
      pages.set(path, gone);
      await send({ source, target });
      await run();
      expect(await mentionsOf(source), path).toEqual([]);
    }
  });

  it('answers 400 in Spanish, at the field, to bad input', async () => {
    const { slug, target } = await publish();
    const cases: [Record<string, string>, string, string][] = [
      [{ target }, 'source', 'source debe ser una dirección http o https.'],
      [
        { source: 'ftp://a.example/x', target },
        'source',
        'source debe ser una dirección http o https.',
      ],
      [{ source: `${origin}/a` }, 'target', 'target debe ser una dirección http o https.'],
      [{ source: target, target }, 'source', 'source y target no pueden ser la misma dirección.'],
      [
        { source: `${origin}/a`, target: `http://${PRO_HOST}/blog/no-existe` },
        'target',
        'target no es una entrada publicada de este blog.',
      ],
      [
        { source: `${origin}/a`, target: `https://otro.example/blog/${slug}` },
        'target',
        'target no es una entrada publicada de este blog.',
      ],
    ];
    for (const [fields, path, message] of cases) {
      const res = await send(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.json()).toEqual({ error: message, details: [{ path, message }] });
    }
    const get = await visitorRequest(t, PRO_HOST, '/webmention');
    expect(get.status).toBe(405);
    expect(await run()).toEqual([]);
  });

  it('limits the mentions from one source host', async () => {
    const { target } = await publish();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await send({ source: `${origin}/m${i}`, target })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('is named by every page head and by a post page’s Link header', async () => {
    const { slug } = await publish();
    const post = await visitorRequest(t, PRO_HOST, `/blog/${slug}`);
    expect(post.headers.get('link')).toBe(`<http://${PRO_HOST}/webmention>; rel="webmention"`);
    expect(await post.text()).toContain(
      `<link rel="webmention" href="http://${PRO_HOST}/webmention">`,
    );
    const home = await visitorRequest(t, PRO_HOST, '/');
    expect(await home.text()).toContain(
      `<link rel="webmention" href="http://${PRO_HOST}/webmention">`,
    );
  });
});
