import { OWN_VISIT_PATH, ownVisitUrl } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { analyticsViews, posts } from '../../platform/db/schema/index.ts';
import { makeDemoPro } from '../../test/session-fixtures.ts';
import { call } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { holdViewsUntilFlushed } from './held-views.fixtures.ts';
import { OWN_VISIT_COOKIE, signOwnVisit } from './own-visits.ts';
import type { ViewRecorder } from './recorder.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
let recorder: ViewRecorder;

const HOST = 'demo.localhost:3000';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const POST = '/blog/sevilla-en-otono';

beforeEach(async () => {
  recorder = holdViewsUntilFlushed(t);
  await makeDemoPro(t, s);
});

/** A request on the blog's host, from a reader's browser, with the cookies given. */
async function onBlog(path: string, cookie?: string, method = 'GET') {
  const headers: Record<string, string> = { host: HOST, 'user-agent': CHROME };
  if (cookie) headers.cookie = cookie;
  return t.app.request(`http://${HOST}${path}`, { method, headers }, {
    incoming: { socket: { remoteAddress: '198.51.100.9' } },
  } as never);
}

async function linkFor(token: string) {
  const res = await call(t, 'GET', '/api/analytics/own-visit-link', { token, blog: s.demo.id });
  return res;
}

/** The mark the blog's host sets when the panel's link is followed. */
async function markFrom(link: string) {
  const url = new URL(ownVisitUrl(`http://${HOST}`, link || ' '));
  const res = await onBlog(`${url.pathname}${url.search}`);
  return { res, cookie: res.headers.get('set-cookie') };
}

const counted = async () => {
  await recorder.flush();
  const rows = await t.db.select().from(analyticsViews);
  return rows.reduce((sum, row) => sum + (row.hits ?? 1), 0);
};

describe("the panel's link to the blog", () => {
  it('is signed for the active blog for an hour, for any of its members', async () => {
    t.setNow(new Date('2026-11-20T10:00:00Z'));
    for (const account of ['admin', 'author'] as const) {
      const res = await linkFor(s.tokens[account]);
      expect(res.status).toBe(200);
      const body = res.json as { link: string; expiresAt: string };
      expect(body.link).toMatch(new RegExp(`^${s.demo.id}\\.\\d+\\.[\\w-]{32}$`));
      expect(body.expiresAt).toBe('2026-11-20T11:00:00.000Z');
    }
    expect(
      (await call(t, 'GET', '/api/analytics/own-visit-link', { blog: s.demo.id })).status,
    ).toBe(401);
  });

  it("becomes an HttpOnly mark on the blog's host, then the blog's home page", async () => {
    const link = ((await linkFor(s.tokens.author)).json as { link: string }).link;
    const { res, cookie } = await markFrom(link);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(cookie).toMatch(new RegExp(`^${OWN_VISIT_COOKIE}=${s.demo.id}\\.\\d+\\.[\\w-]{32};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${180 * 24 * 3600}`);
    // Only the blog's id, an expiry and the signature: nothing names the member.
    expect(cookie).not.toContain(s.users.author.uuid);
  });

  it('leads to the blog without a mark when forged, altered or an hour old', async () => {
    t.setNow(new Date('2026-11-20T10:00:00Z'));
    const link = ((await linkFor(s.tokens.admin)).json as { link: string }).link;
    const altered = link.replace(/^\d+/, String(s.pro.id));
    const { token: asMark } = signOwnVisit(t.deps.jwtSecret, 'mark', s.demo.id, t.deps.now());
    for (const bad of ['', 'nada', altered, asMark]) {
      const { res, cookie } = await markFrom(bad);
      expect(res.status).toBe(303);
      expect(cookie).toBeNull();
    }
    t.setNow(new Date('2026-11-20T11:00:01Z'));
    expect((await markFrom(link)).cookie).toBeNull();
    const res = await onBlog(OWN_VISIT_PATH);
    expect(res.status).toBe(303);
  });
});

describe('counting with the mark', () => {
  it("leaves the member's own views and reads out, and counts the readers'", async () => {
    const link = ((await linkFor(s.tokens.admin)).json as { link: string }).link;
    const mark = ((await markFrom(link)).cookie ?? '').split(';')[0] as string;
    expect((await onBlog(POST, mark)).status).toBe(200);
    expect((await onBlog('/', `tema=oscuro; ${mark}`)).status).toBe(200);
    const [post] = await t.db
      .select({ uuid: posts.uuid })
      .from(posts)
      .where(eq(posts.slug, 'sevilla-en-otono'));
    const read = `/api/analytics/read/${post?.uuid}`;
    expect((await onBlog(read, mark, 'POST')).status).toBe(204);
    expect(await counted()).toBe(0);
    expect((await onBlog(read, undefined, 'POST')).status).toBe(204);
    expect(await counted()).toBe(1);
    expect((await onBlog(POST)).status).toBe(200);
    expect((await onBlog(POST, 'tema=oscuro')).status).toBe(200);
    expect(await counted()).toBe(3);
  });

  it('counts a view whose mark is for another blog, forged or expired', async () => {
    t.setNow(new Date('2026-11-20T10:00:00Z'));
    const other = signOwnVisit(t.deps.jwtSecret, 'mark', s.pro.id, t.deps.now()).token;
    const link = signOwnVisit(t.deps.jwtSecret, 'link', s.demo.id, t.deps.now()).token;
    const forged = `${s.demo.id}.9999999999.${'A'.repeat(32)}`;
    for (const value of [other, link, forged]) {
      expect((await onBlog(POST, `${OWN_VISIT_COOKIE}=${value}`)).status).toBe(200);
    }
    expect(await counted()).toBe(3);
    const mark = signOwnVisit(t.deps.jwtSecret, 'mark', s.demo.id, t.deps.now()).token;
    await onBlog(POST, `${OWN_VISIT_COOKIE}=${mark}`);
    expect(await counted()).toBe(3);
    t.setNow(new Date('2027-06-01T10:00:00Z'));
    await onBlog(POST, `${OWN_VISIT_COOKIE}=${mark}`);
    expect(await counted()).toBe(4);
  });
});
