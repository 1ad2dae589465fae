import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYWALL_MARKER } from '@bitacora/domain';
import { getRequestListener } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type App, createApp } from '../../app.ts';
import { DEMO_MEMBER } from '../../demo/seed.ts';
import {
  analyticsViews,
  memberSessions,
  memberSubscriptions,
  members,
  memberTiers,
  posts,
} from '../../platform/db/schema/index.ts';
import { answeringFromMemory } from '../../platform/http/answers-from-memory.ts';
import { linkTokenHash } from '../../platform/http/mail-link-token.ts';
import { createLogger } from '../../platform/log/logger.ts';
import { makeDemoPro } from '../../test/session-fixtures.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createViewRecorder, type ViewRecorder } from '../analytics/index.ts';
import { MEMBER_COOKIE } from '../members/index.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
let app: App;
let recorder: ViewRecorder;
let server: Server;
let port: number;
let lines: Record<string, unknown>[];
/** How many requests reached the app's own listener. */
let throughApp: number;

const HOST = 'demo.localhost:3000';
const POST = '/blog/sevilla-en-otono';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

beforeEach(async () => {
  await makeDemoPro(t, s);
  recorder = createViewRecorder({ db: t.db, flushEveryMs: null });
  lines = [];
  const logger = createLogger({
    level: 'info',
    format: 'json',
    out: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  app = createApp({ ...t.deps, analytics: recorder, logger });
  // The API calls of the test go through the same app, so its writes move the versions it keeps.
  t.app = app;
  throughApp = 0;
  const listener = getRequestListener(app.fetch);
  server = createServer(
    answeringFromMemory(
      (req, res) => {
        throughApp += 1;
        listener(req, res);
      },
      { answer: app.answerFromMemory, logger },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A browser's request on the blog's host (fetch cannot set Host). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  host = HOST,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { host, 'user-agent': CHROME, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The headers that describe the page (the date and the request's own id aside). */
function described(answer: Answer) {
  const { date: _date, 'x-request-id': _id, ...rest } = answer.headers;
  return rest;
}

describe('kept blog pages answered in front of the app', () => {
  it('answers a kept page as the app did: same status, headers and body, its line and its view', async () => {
    const first = await get(POST);
    expect(throughApp).toBe(1);
    const second = await get(POST);
    expect(throughApp).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(described(second)).toEqual(described(first));
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // The page's kept headers are shared by its requests: one request's id never sticks to them.
    const third = await get(POST, { 'x-request-id': 'propio-1' });
    const fourth = await get(POST);
    expect(third.headers['x-request-id']).toBe('propio-1');
    expect(fourth.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = app.answerFromMemory({
      method: 'HEAD',
      url: POST,
      headers: { host: HOST },
      socket: { remoteAddress: '198.51.100.9' },
    } as never);
    expect(kept?.headers['x-request-id']).toBeUndefined();

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(4);
    for (const [i, line] of requests.slice(0, 2).entries()) {
      expect(line).toMatchObject({
        method: 'GET',
        route: 'blog-page',
        status: 200,
        blogId: s.demo.id,
        reqId: [first, second][i]?.headers['x-request-id'],
      });
    }
    // Both views are counted, the one answered from memory like the other (one row, two hits).
    await recorder.flush();
    const views = await t.db.select().from(analyticsViews);
    expect(views.map((view) => [view.path, view.hits])).toEqual([[POST, 4]]);
  });

  it('keeps the caller’s request id, brotli, 304 and HEAD as the app does', async () => {
    await get(POST, { 'accept-encoding': 'br' });
    const br = await get(POST, { 'accept-encoding': 'br', 'x-request-id': 'abc-123' });
    expect(throughApp).toBe(1);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-request-id']).toBe('abc-123');

    const etag = br.headers.etag as string;
    const again = await get(POST, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    const head = await get(POST, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(throughApp).toBe(1);
    // The three GETs are views, the 304 among them as in the app; the HEAD is not.
    await recorder.flush();
    const views = await t.db.select().from(analyticsViews);
    expect(views.reduce((sum, view) => sum + (view.hits ?? 0), 0)).toBe(3);
  });

  it('sends through the app what it must see: queries, escapes, other methods, unknown hosts and API paths', async () => {
    await get(POST);
    expect(throughApp).toBe(1);
    await get(`${POST}?reply=1`);
    await get(`/blog/sevilla-en-oto%6Eo`);
    await get(POST, {}, 'POST');
    await get(POST, {}, 'GET', 'nadie.localhost:3000');
    await get('/api/health');
    expect(throughApp).toBe(6);
    // A fediverse server looking the post up gets its article from the app, not the kept page.
    const article = await get(POST, { accept: 'application/activity+json' });
    expect(throughApp).toBe(7);
    expect(article.headers['content-type']).toContain('application/activity+json');
  });

  it('never answers a page its blog changed since it was kept', async () => {
    const before = await get(POST);
    expect(before.body).toContain('Sevilla');
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'sevilla-en-otono'));
    const changed = await call(t, 'PATCH', `/api/posts/${post?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Sevilla cambiada en otoño' },
    });
    expect(changed.status).toBe(200);
    const after = await get(POST);
    expect(after.body).toContain('Sevilla cambiada en otoño');
  });
});

describe("a signed-in member's pages in front of the app", () => {
  /** A session of the demo PRO blog's member, as the sign-in link leaves one. */
  async function memberSession(): Promise<string> {
    const [member] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.blogId, s.pro.id), eq(members.email, DEMO_MEMBER.email)));
    if (!member) throw new Error('demo member missing');
    const token = randomBytes(32).toString('base64url');
    await t.db.insert(memberSessions).values({
      memberId: member.id,
      tokenHash: linkTokenHash(token),
      expiresAt: new Date(t.deps.now().getTime() + 86_400_000),
    });
    return token;
  }

  it("answers a member's kept page from memory once the session was read, never to a visitor, and forgets it at sign-out", async () => {
    // The blog's home page, which a member sees with 'Mi cuenta' in its header.
    const path = '/';
    const token = await memberSession();
    const cookie = { cookie: `${MEMBER_COOKIE}=${token}` };

    const first = await get(path, cookie, 'GET', PRO_HOST);
    expect(throughApp).toBe(1);
    expect(first.body).toContain('Mi cuenta');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    // The session was read a moment ago: the member's kept page is answered without the app.
    const second = await get(path, cookie, 'GET', PRO_HOST);
    expect(throughApp).toBe(1);
    expect(second.body).toBe(first.body);
    expect(second.headers['cache-control']).toBe('private, no-cache');

    // A visitor's page is the visitors' own, whatever was kept for the member.
    const visitor = await get(path, {}, 'GET', PRO_HOST);
    expect(visitor.body).not.toContain('Mi cuenta');
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    // A cookie this instance has not read lately goes to the app, which asks the database.
    const before = throughApp;
    await get(path, { cookie: `${MEMBER_COOKIE}=otra-sesion` }, 'GET', PRO_HOST);
    expect(throughApp).toBe(before + 1);

    // Signing out forgets the session here at once: the next page is a visitor's.
    const out = await get(
      '/members/salir',
      { ...cookie, 'sec-fetch-site': 'same-origin' },
      'POST',
      PRO_HOST,
    );
    expect(out.status).toBeLessThan(400);
    const after = await get(path, cookie, 'GET', PRO_HOST);
    expect(after.body).not.toContain('Mi cuenta');
    expect(after.body).toBe(visitor.body);
  });

  it('keeps a chosen-tier post apart per paid tier, in memory as in the app', async () => {
    const tiers = [];
    for (const name of ['Oro', 'Bronce']) {
      const made = await call(t, 'POST', '/api/members/tiers', {
        token: s.tokens.pro,
        blog: s.pro.id,
        body: { name, monthlyPrice: 500, yearlyPrice: 5000 },
      });
      expect(made.status, made.text).toBe(201);
      const [row] = await t.db
        .select({ id: memberTiers.id, uuid: memberTiers.uuid })
        .from(memberTiers)
        .where(eq(memberTiers.uuid, String(made.json.uuid)));
      if (!row) throw new Error('tier missing');
      tiers.push(row);
    }
    const [gold, bronze] = tiers as [{ id: number; uuid: string }, { id: number; uuid: string }];
    const post = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Solo oro',
        slug: 'solo-oro',
        content: `<p>Libre.</p>${PAYWALL_MARKER}<p>Reservado QZJ.</p>`,
        status: 'PUBLISHED',
        visibility: 'paid',
        visibilityTiers: [gold.uuid],
      },
    });
    expect(post.status, post.text).toBe(201);
    const cookies: Record<string, { cookie: string }> = {};
    for (const [name, tier] of [
      ['gold', gold],
      ['bronze', bronze],
    ] as const) {
      const [member] = await t.db
        .insert(members)
        .values({ blogId: s.pro.id, email: `${name}@example.com`, status: 'paid' })
        .returning();
      if (!member) throw new Error('member missing');
      await t.db.insert(memberSubscriptions).values({
        blogId: s.pro.id,
        memberId: member.id,
        tierId: tier.id,
        interval: 'monthly',
        status: 'active',
        amount: 500,
        currency: 'USD',
        provider: 'sandbox',
        currentPeriodEnd: new Date(t.deps.now().getTime() + 86_400_000),
      });
      const token = randomBytes(32).toString('base64url');
      await t.db.insert(memberSessions).values({
        memberId: member.id,
        tokenHash: linkTokenHash(token),
        expiresAt: new Date(t.deps.now().getTime() + 86_400_000),
      });
      cookies[name] = { cookie: `${MEMBER_COOKIE}=${token}` };
    }
    // Each asks twice: the second answer comes from memory, and stays each tier's own.
    for (let round = 0; round < 2; round += 1) {
      expect((await get('/blog/solo-oro', cookies.gold, 'GET', PRO_HOST)).body).toContain('QZJ');
      const bronzeRead = await get('/blog/solo-oro', cookies.bronze, 'GET', PRO_HOST);
      expect(bronzeRead.body).toContain('Libre.');
      expect(bronzeRead.body).not.toContain('QZJ');
    }
  });
});
