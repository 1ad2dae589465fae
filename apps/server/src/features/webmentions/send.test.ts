import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYWALL_MARKER } from '@bitacora/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { publishDueContent } from '../content/index.ts';
import { SEND_MENTION_JOB, SEND_POST_MENTIONS_JOB, webmentionsFeature } from './index.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

/** The other site: pages that name their endpoint in three ways, and the endpoint itself. */
const received: URLSearchParams[] = [];
let server: Server;
let origin = '';

const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = req.url ?? '';
    if (req.method === 'POST' && path === '/endpoint') {
      received.push(new URLSearchParams(await bodyOf(req)));
      res.writeHead(202).end();
      return;
    }
    const html = (head: string) =>
      `<!doctype html><html><head>${head}<title>x</title></head><body></body></html>`;
    if (path === '/por-cabecera') {
      res.writeHead(200, {
        'content-type': 'text/html',
        link: '<http://otro.example/>; rel="alternate", </endpoint>; rel="webmention"',
      });
      res.end(html(''));
    } else if (path === '/por-enlace') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html('<link rel="webmention" href="endpoint">'));
    } else if (path === '/sin-punto') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(html(''));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  t.deps.allowPrivateFetch = true;
});

const run = () => runDueJobs(t, webmentionsFeature.jobs?.(t.deps) ?? {});

let n = 0;
async function save(body: Record<string, unknown>) {
  const slug = `enlaza-${++n}`;
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { title: `Entrada ${slug}`, slug, ...body },
  });
  expect(res.status, res.text).toBe(201);
  return { slug, ...(res.json as { id: number }) };
}

const sent = () => received.map((form) => [form.get('source'), form.get('target')]);

describe('sending webmentions', () => {
  it("tells each linked page's endpoint, found by Link header or <link>, of a published post", async () => {
    const { slug } = await save({
      status: 'PUBLISHED',
      content: `<p><a href="${origin}/por-cabecera">uno</a>, <a href="${origin}/por-enlace#x">dos</a>, <a href="${origin}/sin-punto">tres</a>, <a href="/blog/otra">propia</a></p>`,
    });
    const ran = await run();
    expect(ran.filter((kind) => kind === SEND_MENTION_JOB)).toHaveLength(3);
    const source = `http://${PRO_HOST}/blog/${slug}`;
    expect(sent().sort()).toEqual(
      [
        [source, `${origin}/por-cabecera`],
        [source, `${origin}/por-enlace`],
      ].sort(),
    );
  });

  it('sends only the links of the part any visitor reads', async () => {
    await save({
      status: 'PUBLISHED',
      visibility: 'paid',
      content: `<p><a href="${origin}/por-enlace">libre</a></p>${PAYWALL_MARKER}<p><a href="${origin}/por-cabecera">de pago</a></p>`,
    });
    await run();
    expect(sent().map(([, target]) => target)).toEqual([`${origin}/por-enlace`]);
  });

  it('sends nothing for a draft, nor for a scheduled post before its minute', async () => {
    const content = `<p><a href="${origin}/por-enlace">uno</a></p>`;
    await save({ status: 'DRAFT', content });
    const at = new Date(t.deps.now().getTime() + 86_400_000);
    await save({ status: 'SCHEDULED', publishAt: at.toISOString(), content });
    expect(await run()).toEqual([]);
    await publishDueContent(t.db, new Date(at.getTime() + 1000));
    const ran = await run();
    expect(ran).toContain(SEND_POST_MENTIONS_JOB);
    expect(sent()).toHaveLength(1);
  });

  it('sends again when a published post is edited, and never to a private address without the allowance', async () => {
    const { id } = await save({
      status: 'PUBLISHED',
      content: `<p><a href="${origin}/por-enlace">uno</a></p>`,
    });
    await run();
    expect(sent()).toHaveLength(1);
    t.deps.allowPrivateFetch = false;
    const res = await call(t, 'PATCH', `/api/posts/${id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { content: `<p><a href="${origin}/por-enlace">uno</a> y más.</p>` },
    });
    expect(res.status, res.text).toBe(200);
    // The send is refused for good: a finished job, nothing received.
    expect(await run()).toEqual([SEND_POST_MENTIONS_JOB, SEND_MENTION_JOB]);
    expect(sent()).toHaveLength(1);
    t.deps.allowPrivateFetch = true;
  });
});
