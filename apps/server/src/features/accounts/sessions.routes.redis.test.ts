import { describe, expect, it } from 'vitest';
import type { ContentVersions } from '../../platform/cache/content-versions.ts';
import { useRedisInstances } from '../../test/redis-instances.ts';
import { call, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * Two instances over one database and one Redis: a session ended on one stops working on the
 * other once the call that ended it has answered, without waiting for the pub/sub message and
 * long before its 2 s memory of the identity runs out (docs/decisions/032).
 */

const { t } = useTestApp({ session: false });
const instance = useRedisInstances(t);

/** What `versions` heard of the sessions other instances ended. */
const heard = (versions: ContentVersions) => {
  const ended: string[] = [];
  versions.onSessionsEnd((ids) => ended.push(...ids));
  return ended;
};

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

    const news = heard(b.versions);
    const res = await call({ ...t, app: a.app }, 'POST', '/api/auth/logout', { token });
    expect(res.status, res.text).toBe(200);
    expect((await posts(a.app)).status).toBe(401);
    expect((await posts(b.app)).status).toBe(401);
    // Refused whether or not the message had arrived yet; it does arrive.
    await expect.poll(() => news).toContain(sessionIdOf(token));
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

    const news = heard(b.versions);
    const res = await call({ ...t, app: a.app }, 'POST', '/api/sessions/end-others', {
      token: here,
    });
    expect(res.status, res.text).toBe(200);
    expect((await posts(b.app, there)).status).toBe(401);
    expect((await posts(b.app, here)).status).toBe(200);
    await expect.poll(() => news).toContain(sessionIdOf(there));
  });
});
