import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slugRedirects } from '../../platform/db/schema/index.ts';
import { runningClock, startScheduledWork } from '../../test/run-scheduled.ts';
import { call, DEMO_HOST as DEMO, tokenFor, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { purgeTrash } from './purge-trash.ts';
import { CONTENT_JOBS } from './scheduled.ts';

// A fresh app before each test: the public page cache starts empty.
const { t, s } = useTestApp({ freshAppEachTest: true });

const slugsOf = (json: unknown) => (json as { data: { slug: string }[] }).data.map((r) => r.slug);

async function visit(path: string) {
  const res = await visitorRequest(t, DEMO, path);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

const postBySlug = (slug: string) =>
  t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });

const admin = () => ({ token: s.tokens.admin, blog: s.demo.id });

async function countsOf() {
  const categories = await call(t, 'GET', '/api/categories', admin());
  const tags = await call(t, 'GET', '/api/tags', admin());
  const stats = await call(t, 'GET', '/api/stats/posts/count', admin());
  const series = await call(t, 'GET', '/api/series', { token: s.tokens.pro, blog: s.pro.id });
  type Counted = { name?: string; slug?: string; postCount: number };
  const by = (json: unknown, key: string) => {
    const rows = (Array.isArray(json) ? json : (json as { data: Counted[] }).data) as Counted[];
    return rows.find((row) => row.slug === key || row.name === key)?.postCount;
  };
  return {
    viajes: by(categories.json, 'viajes'),
    andalucia: by(tags.json, 'andalucia'),
    posts: stats.json.count as number,
    series: series.status,
  };
}

describe('deleting a post moves it to the trash', () => {
  it('off the panel list, the blog (410), its feed, sitemap, category and tag pages and counts', async () => {
    const post = await postBySlug('sevilla-en-otono');
    const before = await countsOf();
    // Cached before the delete: the delete must move the blog's version.
    expect((await visit('/blog/sevilla-en-otono')).status).toBe(200);
    expect((await visit('/feed.xml')).text).toContain('sevilla-en-otono');

    t.setNow(new Date('2027-02-01T10:00:00Z'));
    s.tokens.admin = await tokenFor(t, 'admin');
    const del = await call(t, 'DELETE', `/api/posts/${post?.id}`, admin());
    expect(del.status).toBe(204);

    const gone = await visit('/blog/sevilla-en-otono');
    expect(gone.status).toBe(410);
    expect(gone.type).toContain('text/html');
    expect(gone.text).toContain('Contenido retirado');
    expect(gone.text).toContain('noindex');
    for (const path of ['/', '/feed.xml', '/sitemap.xml', '/category/viajes', '/tag/andalucia']) {
      expect((await visit(path)).text, path).not.toContain('sevilla-en-otono');
    }
    const after = await countsOf();
    expect(after.viajes).toBe((before.viajes ?? 0) - 1);
    expect(after.andalucia).toBe((before.andalucia ?? 0) - 1);
    expect(after.posts).toBe(before.posts - 1);

    const list = await call(t, 'GET', '/api/posts?includeDrafts=true&limit=50', admin());
    expect(slugsOf(list.json)).not.toContain('sevilla-en-otono');
    expect((await call(t, 'GET', `/api/posts/uuid/${post?.uuid}`, admin())).status).toBe(404);
    expect(
      (await call(t, 'PATCH', `/api/posts/${post?.id}`, { ...admin(), body: { title: 'X' } }))
        .status,
    ).toBe(404);

    const trash = await call(t, 'GET', '/api/trash', admin());
    expect(trash.status).toBe(200);
    expect(trash.json).toEqual({
      data: [
        {
          kind: 'post',
          id: post?.id,
          uuid: post?.uuid,
          title: post?.title,
          slug: 'sevilla-en-otono',
          previousStatus: 'PUBLISHED',
          trashedAt: '2027-02-01T10:00:00.000Z',
          expiresAt: '2027-03-03T10:00:00.000Z',
          author: { name: expect.any(String), email: 'admin@example.com' },
        },
      ],
      total: 1,
    });
  });

  it('keeps its slug taken while in the trash, so a restore never collides', async () => {
    const post = await postBySlug('sevilla-en-otono');
    await call(t, 'DELETE', `/api/posts/${post?.id}`, admin());
    const taken = await call(t, 'POST', '/api/posts', {
      ...admin(),
      body: { title: 'Otra', content: '<p>Otra</p>', slug: 'sevilla-en-otono' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toContain('papelera');
    const check = await call(t, 'GET', '/api/posts/check-slug?slug=sevilla-en-otono', admin());
    expect(check.json).toEqual({ exists: true });

    const restored = await call(t, 'POST', `/api/posts/${post?.id}/restore`, admin());
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({ status: 'PUBLISHED', trashedAt: null });
    expect(restored.json.publishedAt).toBe(post?.publishedAt?.toISOString());
    expect((await visit('/blog/sevilla-en-otono')).status).toBe(200);
    expect((await call(t, 'GET', '/api/trash', admin())).json.total).toBe(0);
    // Restoring what is not in the trash finds nothing.
    expect((await call(t, 'POST', `/api/posts/${post?.id}/restore`, admin())).status).toBe(404);
  });

  it('restores a draft as a draft, and a schedule whose minute passed as a draft', async () => {
    const draft = await postBySlug('borrador-gazpacho');
    await call(t, 'DELETE', `/api/posts/${draft?.id}`, admin());
    // A trashed draft never had a public address: still a 404, not a 410.
    expect((await visit('/blog/borrador-gazpacho')).status).toBe(404);
    const back = await call(t, 'POST', `/api/posts/${draft?.id}/restore`, admin());
    expect(back.json.status).toBe('DRAFT');

    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await call(t, 'POST', '/api/posts', {
      ...admin(),
      body: {
        title: 'Pronto',
        content: '<p>Pronto</p>',
        slug: 'pronto',
        status: 'scheduled',
        publishAt: soon,
      },
    });
    await call(t, 'DELETE', `/api/posts/${scheduled.json.id}`, admin());
    t.setNow(new Date(Date.now() + 2 * 60 * 60_000));
    s.tokens.admin = await tokenFor(t, 'admin');
    const late = await call(t, 'POST', `/api/posts/${scheduled.json.id}/restore`, admin());
    expect(late.json).toMatchObject({ status: 'DRAFT', publishAt: null });
  });

  it('deletes for good only from the trash', async () => {
    const post = await postBySlug('cordoba-y-la-mezquita');
    expect(
      (await call(t, 'DELETE', `/api/posts/${post?.id}/permanent`, admin())).status,
      'not in the trash',
    ).toBe(404);
    await call(t, 'DELETE', `/api/posts/${post?.id}`, admin());
    expect((await call(t, 'DELETE', `/api/posts/${post?.id}/permanent`, admin())).status).toBe(204);
    expect(await postBySlug('cordoba-y-la-mezquita')).toBeUndefined();
    expect((await visit('/blog/cordoba-y-la-mezquita')).status).toBe(404);
  });

  it("an AUTHOR's trash holds its own items; the admin's are missing for it", async () => {
    const own = await postBySlug('tortilla-de-patatas');
    const admins = await postBySlug('sevilla-en-otono');
    await call(t, 'DELETE', `/api/posts/${own?.id}`, { token: s.tokens.author, blog: s.demo.id });
    await call(t, 'DELETE', `/api/posts/${admins?.id}`, admin());
    const authorTrash = await call(t, 'GET', '/api/trash', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(slugsOf(authorTrash.json)).toEqual(['tortilla-de-patatas']);
    expect((await call(t, 'GET', '/api/trash', admin())).json.total).toBe(2);
    const restore = await call(t, 'POST', `/api/posts/${admins?.id}/restore`, {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    // Another author's trashed post is as missing for it as another author's draft.
    expect(restore.status).toBe(404);
    const forGood = await call(t, 'DELETE', `/api/posts/${admins?.id}/permanent`, {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(forGood.status).toBe(404);
    // Another blog's admin finds nothing.
    const other = await call(t, 'POST', `/api/posts/${own?.id}/restore`, {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(other.status).toBe(404);
  });
});

describe('deleting a page moves it to the trash', () => {
  it('answers 410 at its address until restored, and lists it in the trash', async () => {
    const page = await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, 'sobre-mi') });
    expect((await visit('/sobre-mi')).status).toBe(200);
    expect((await call(t, 'DELETE', `/api/pages/uuid/${page?.uuid}`, admin())).status).toBe(204);
    expect((await visit('/sobre-mi')).status).toBe(410);
    expect((await visit('/sitemap.xml')).text).not.toContain('/sobre-mi');
    const pages = await call(t, 'GET', '/api/pages', admin());
    expect(slugsOf(pages.json)).not.toContain('sobre-mi');
    const trash = await call(t, 'GET', '/api/trash', admin());
    expect(trash.json.data).toMatchObject([{ kind: 'page', uuid: page?.uuid, slug: 'sobre-mi' }]);
    const restored = await call(t, 'POST', `/api/pages/uuid/${page?.uuid}/restore`, admin());
    expect(restored.json).toMatchObject({ status: 'PUBLISHED' });
    expect((await visit('/sobre-mi')).status).toBe(200);
    await call(t, 'DELETE', `/api/pages/uuid/${page?.uuid}`, admin());
    expect(
      (await call(t, 'DELETE', `/api/pages/uuid/${page?.uuid}/permanent`, admin())).status,
    ).toBe(204);
    expect((await visit('/sobre-mi')).status).toBe(404);
  });
});

describe('emptying the trash after 30 days', () => {
  it('deletes what has been in the trash 30 days, and keeps the rest', async () => {
    const old = await postBySlug('sevilla-en-otono');
    const recent = await postBySlug('cordoba-y-la-mezquita');
    const page = await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, 'sobre-mi') });
    t.setNow(new Date('2027-01-01T10:00:00Z'));
    s.tokens.admin = await tokenFor(t, 'admin');
    // A published post whose slug changed has an old address to forget with it.
    const renamed = await call(t, 'PATCH', `/api/posts/${old?.id}`, {
      ...admin(),
      body: { slug: 'sevilla-en-otono-2027' },
    });
    expect(renamed.status).toBe(200);
    expect((await visit('/blog/sevilla-en-otono')).status).toBe(301);
    await call(t, 'DELETE', `/api/posts/${old?.id}`, admin());
    await call(t, 'DELETE', `/api/pages/uuid/${page?.uuid}`, admin());
    t.setNow(new Date('2027-01-20T10:00:00Z'));
    s.tokens.admin = await tokenFor(t, 'admin');
    await call(t, 'DELETE', `/api/posts/${recent?.id}`, admin());

    expect(await purgeTrash(t.db, new Date('2027-01-31T10:00:00Z'))).toEqual({
      posts: 0,
      pages: 0,
    });
    const stop = startScheduledWork(
      t,
      { [CONTENT_JOBS.purgeTrash]: 25 },
      { deps: { now: runningClock(new Date('2027-01-31T10:00:01Z')) } },
    );
    try {
      await expect.poll(() => postBySlug('sevilla-en-otono-2027')).toBeUndefined();
    } finally {
      await stop();
    }
    expect(
      await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, 'sobre-mi') }),
    ).toBeUndefined();
    expect(await postBySlug('cordoba-y-la-mezquita')).toMatchObject({ status: 'TRASHED' });
    // Its comments went with it.
    const comments = await t.db.query.comments.findMany({
      where: (c, { eq }) => eq(c.postId, old?.id ?? 0),
    });
    expect(comments).toEqual([]);
    expect(
      await t.db
        .select()
        .from(slugRedirects)
        .where(and(eq(slugRedirects.kind, 'post'), eq(slugRedirects.targetId, old?.id ?? 0))),
    ).toEqual([]);
    expect((await visit('/blog/sevilla-en-otono')).status).toBe(404);
  });
});
