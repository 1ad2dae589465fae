import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type ContentVersions, createContentVersions } from '../cache/content-versions.ts';
import { createRedisVersionChannel } from '../cache/redis-version-channel.ts';
import { call, createTestApp, type TestApp, tokenFor } from '../test/test-db.ts';

/*
 * Two instances over one database and one Redis: a session ended on one stops working on the
 * other as soon as the news arrives, before its 2 s memory of the identity runs out.
 */

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const channels: ReturnType<typeof createRedisVersionChannel>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(channels.map((channel) => channel.close()));
  await t?.close();
});

async function instance(): Promise<{ app: TestApp['app']; versions: ContentVersions }> {
  const channel = createRedisVersionChannel(url);
  channels.push(channel);
  await channel.ready;
  const versions = createContentVersions(channel);
  return { app: createApp({ ...t.deps, contentVersions: versions }), versions };
}

/** Resolves when `versions` hears that another instance ended `sessionId`. */
const heard = (versions: ContentVersions, sessionId: string) =>
  new Promise<void>((resolve) => {
    versions.onSessionsEnd((ids) => {
      if (ids.includes(sessionId)) resolve();
    });
  });

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

describe('ending a session with several instances', () => {
  it('logout on one instance is refused on the other, whose cached identity is dropped', async () => {
    const a = await instance();
    const b = await instance();
    const demo = await t.db.query.blogs.findFirst({
      where: (x, { eq }) => eq(x.subdomain, 'demo'),
    });
    const token = await tokenFor(t, 'admin');
    const posts = (app: TestApp['app']) =>
      call({ ...t, app }, 'GET', '/api/posts', { token, blog: demo?.uuid });
    expect((await posts(b.app)).status).toBe(200);
    expect((await posts(a.app)).status).toBe(200);

    const news = heard(b.versions, sessionIdOf(token));
    const res = await call({ ...t, app: a.app }, 'POST', '/api/auth/logout', { token });
    expect(res.status, res.text).toBe(200);
    expect((await posts(a.app)).status).toBe(401);
    await news;
    expect((await posts(b.app)).status).toBe(401);
  });

  it('ending the other sessions reaches every instance too', async () => {
    const a = await instance();
    const b = await instance();
    const demo = await t.db.query.blogs.findFirst({
      where: (x, { eq }) => eq(x.subdomain, 'demo'),
    });
    const here = await tokenFor(t, 'author');
    const there = await tokenFor(t, 'author');
    const posts = (app: TestApp['app'], token: string) =>
      call({ ...t, app }, 'GET', '/api/posts', { token, blog: demo?.uuid });
    expect((await posts(b.app, there)).status).toBe(200);

    const news = heard(b.versions, sessionIdOf(there));
    const res = await call({ ...t, app: a.app }, 'POST', '/api/sessions/end-others', {
      token: here,
    });
    expect(res.status, res.text).toBe(200);
    await news;
    expect((await posts(b.app, there)).status).toBe(401);
    expect((await posts(b.app, here)).status).toBe(200);
  });
});
