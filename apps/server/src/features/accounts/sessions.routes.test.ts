import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app.ts';
import { createContentVersions } from '../../platform/cache/content-versions.ts';
import { sessions } from '../../platform/db/schema/index.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, DEMO_PASSWORD, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { SESSION_TOUCH_INTERVAL_MS } from './sessions.service.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);
afterEach(() => {
  vi.useRealTimers();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** A call without a blog (read through the session on every request). */
const blogs = (app: Pick<TestApp, 'app'>, token: string) =>
  call({ ...t, ...app }, 'GET', '/api/blogs', { token });
/** A blog call, whose identity the server keeps in its short memory. */
const posts = (app: Pick<TestApp, 'app'>, token: string) =>
  call({ ...t, ...app }, 'GET', '/api/posts', { token, blog: s.demo.uuid });
const list = (token: string) => call(t, 'GET', '/api/sessions', { token });
const logout = (token: string, app: Pick<TestApp, 'app'> = t) =>
  call({ ...t, ...app }, 'POST', '/api/auth/logout', { token });

const sessionIdOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

describe('logout', () => {
  it('ends the session: its token is refused on the next call, with or without a blog', async () => {
    const token = await tokenFor(t, 'admin');
    expect((await blogs(t, token)).status).toBe(200);
    expect((await posts(t, token)).status).toBe(200);
    const res = await logout(token);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    expect((await blogs(t, token)).status).toBe(401);
    expect((await posts(t, token)).status).toBe(401);
    expect((await logout(token)).status).toBe(401);
    // Only that session: the others of the same user go on.
    expect((await posts(t, s.tokens.admin)).status).toBe(200);
  });

  it('a token from login works until logout, then is refused', async () => {
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: 'author@example.com', password: DEMO_PASSWORD },
      headers: { 'user-agent': CHROME_WINDOWS },
    });
    expect(login.status).toBe(200);
    const token = login.json.token as string;
    expect((await posts(t, token)).status).toBe(200);
    expect((await logout(token)).status).toBe(200);
    expect((await posts(t, token)).status).toBe(401);
  });

  it('refuses a body, so a stray or hostile one ends nothing', async () => {
    const token = await tokenFor(t, 'admin');
    for (const body of ['null', '[]', '{"a":1}', '{"title":'])
      expect((await call(t, 'POST', '/api/auth/logout', { token, body })).status).toBe(400);
    expect((await blogs(t, token)).status).toBe(200);
  });

  it('reaches another instance on the same database', async () => {
    // Another instance: its own caches and versions, no channel between the two (no Redis).
    const other = { app: createApp({ ...t.deps, contentVersions: createContentVersions() }) };
    const token = await tokenFor(t, 'admin');
    expect((await blogs(other, token)).status).toBe(200);
    expect((await posts(other, token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await logout(token)).status).toBe(200);
    // Calls without a blog read the session every time.
    expect((await blogs(other, token)).status).toBe(401);
    // Blog calls trust the other instance's memory of the identity for 2 s at most.
    vi.setSystemTime(Date.now() + 2_001);
    expect((await posts(other, token)).status).toBe(401);
  });
});

describe('GET /api/sessions', () => {
  it("lists the caller's open sessions only, this one first and marked", async () => {
    const here = await tokenFor(t, 'admin', { address: '127.0.0.1', userAgent: CHROME_WINDOWS });
    const away = await tokenFor(t, 'admin', { address: '198.51.100.4', userAgent: FIREFOX_LINUX });
    await tokenFor(t, 'author', { userAgent: FIREFOX_LINUX });
    const res = await list(here);
    expect(res.status, res.text).toBe(200);
    const data = res.json.data as Record<string, unknown>[];
    const own = (await t.db.select().from(sessions).where(eq(sessions.userId, s.users.admin.id)))
      .map((row) => row.id)
      .sort();
    expect(data.map((row) => row.id).sort()).toEqual(own);
    expect(res.json.total).toBe(own.length);
    expect(data[0]).toEqual({
      id: sessionIdOf(here),
      device: 'Chrome en Windows',
      place: 'Este equipo',
      createdAt: expect.any(String),
      lastUsedAt: expect.any(String),
      expiresAt: expect.any(String),
      current: true,
    });
    expect(data.filter((row) => row.current)).toHaveLength(1);
    expect(data.find((row) => row.id === sessionIdOf(away))).toMatchObject({
      device: 'Firefox en Linux',
      place: '198.51.100.4',
      current: false,
    });
  });

  it('leaves out sessions that expired or were ended', async () => {
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60_000);
    t.setNow(weekAgo);
    const expired = await tokenFor(t, 'admin');
    t.setNow(undefined);
    const ended = await tokenFor(t, 'admin');
    expect((await logout(ended)).status).toBe(200);
    const token = await tokenFor(t, 'admin');
    const ids = ((await list(token)).json.data as { id: string }[]).map((row) => row.id);
    expect(ids).toContain(sessionIdOf(token));
    expect(ids).not.toContain(sessionIdOf(expired));
    expect(ids).not.toContain(sessionIdOf(ended));
  });

  it('records the last use at most every few minutes', async () => {
    const start = new Date('2026-11-02T10:00:00Z');
    t.setNow(start);
    const token = await tokenFor(t, 'admin', { address: '198.51.100.4' });
    const lastUse = async () =>
      (
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sessionIdOf(token)))
      )[0];
    const later = (ms: number) => new Date(start.getTime() + ms);

    t.setNow(later(60_000));
    expect((await blogs(t, token)).status).toBe(200);
    expect((await lastUse())?.lastUsedAt).toEqual(start);

    t.setNow(later(SESSION_TOUCH_INTERVAL_MS + 1_000));
    expect((await call(t, 'GET', '/api/blogs', { token, address: '198.51.100.77' })).status).toBe(
      200,
    );
    expect(await lastUse()).toMatchObject({
      lastUsedAt: later(SESSION_TOUCH_INTERVAL_MS + 1_000),
      address: '198.51.100.77',
    });

    t.setNow(later(SESSION_TOUCH_INTERVAL_MS + 61_000));
    expect((await posts(t, token)).status).toBe(200);
    expect((await lastUse())?.lastUsedAt).toEqual(later(SESSION_TOUCH_INTERVAL_MS + 1_000));
  });

  it('anonymous is 401', async () => {
    expect((await call(t, 'GET', '/api/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it("ends one of the caller's other sessions; it stops working, the caller's goes on", async () => {
    const here = await tokenFor(t, 'admin');
    const there = await tokenFor(t, 'admin');
    expect((await posts(t, there)).status).toBe(200);
    const res = await call(t, 'DELETE', `/api/sessions/${sessionIdOf(there)}`, { token: here });
    expect(res.status, res.text).toBe(200);
    expect((await posts(t, there)).status).toBe(401);
    expect((await blogs(t, there)).status).toBe(401);
    expect((await posts(t, here)).status).toBe(200);
    const again = await call(t, 'DELETE', `/api/sessions/${sessionIdOf(there)}`, { token: here });
    expect(again.status).toBe(404);
  });

  it("another user's session is a 404, and keeps working", async () => {
    const mine = await tokenFor(t, 'admin');
    const theirs = await tokenFor(t, 'author');
    for (const id of [sessionIdOf(theirs), '00000000-0000-4000-8000-000000000000', 'no-es-id']) {
      const res = await call(t, 'DELETE', `/api/sessions/${id}`, { token: mine });
      expect(res.status, id).toBe(404);
      expect(res.json.error).toBe('Sesión no encontrada');
    }
    expect((await posts(t, theirs)).status).toBe(200);
  });

  it('end-others ends every session of the caller but this one', async () => {
    const here = await tokenFor(t, 'admin');
    const others = [await tokenFor(t, 'admin'), await tokenFor(t, 'admin')];
    const author = await tokenFor(t, 'author');
    for (const token of others) expect((await posts(t, token)).status).toBe(200);
    const res = await call(t, 'POST', '/api/sessions/end-others', { token: here });
    expect(res.status, res.text).toBe(200);
    // The two above and the one the test setup opened.
    expect(res.json).toEqual({ ended: 3 });
    for (const token of [...others, s.tokens.admin]) {
      expect((await posts(t, token)).status).toBe(401);
      expect((await blogs(t, token)).status).toBe(401);
    }
    expect((await posts(t, here)).status).toBe(200);
    expect((await posts(t, author)).status).toBe(200);
    const left = (await list(here)).json.data as { id: string; current: boolean }[];
    expect(left).toEqual([expect.objectContaining({ id: sessionIdOf(here), current: true })]);
  });
});

describe('password changes and sessions', () => {
  it("changing one's own password ends every other session; this device goes on", async () => {
    const here = await tokenFor(t, 'author');
    const there = await tokenFor(t, 'author');
    const res = await call(t, 'PATCH', `/api/users/uuid/${s.users.author.uuid}`, {
      token: here,
      blog: s.demo.uuid,
      body: { password: 'nuevo-secreto-9', currentPassword: DEMO_PASSWORD },
    });
    expect(res.status, res.text).toBe(200);
    const renewed = res.json.token as string;
    expect((await posts(t, there)).status).toBe(401);
    expect((await posts(t, here)).status).toBe(401);
    expect((await posts(t, renewed)).status).toBe(200);
    const left = (await list(renewed)).json.data as { id: string }[];
    expect(left.map((row) => row.id)).toEqual([sessionIdOf(renewed)]);
  });

  it("a super admin's password change for a user ends all of that user's sessions", async () => {
    const author = await tokenFor(t, 'author');
    const res = await call(t, 'PATCH', `/api/users/uuid/${s.users.author.uuid}`, {
      token: s.tokens.super,
      blog: s.demo.uuid,
      body: { password: 'reinicio-seguro-1' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.token).toBeUndefined();
    expect((await posts(t, author)).status).toBe(401);
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, s.users.author.id));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);
    expect((await posts(t, s.tokens.super)).status).toBe(200);
  });
});
