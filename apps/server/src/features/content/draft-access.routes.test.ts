import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../platform/db/schema/index.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type DemoAccount, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * A draft is its author's and the blog's admins' (as in WordPress): another AUTHOR of the blog
 * sees only the published posts and pages of others, in every list, count and search, and a
 * draft's address reads as one that does not exist.
 *
 * In the demo blog the AUTHOR wrote 'borrador-gazpacho' (draft) and 'tortilla-de-patatas'; the
 * ADMIN wrote 'granada-y-la-alhambra' (draft, part 3 of the series) and the published rest.
 */

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const OTHERS_DRAFT = 'granada-y-la-alhambra';
const OWN_DRAFT = 'borrador-gazpacho';

const get = (account: DemoAccount, path: string) =>
  call(t, 'GET', path, { token: s.tokens[account], blog: s.demo.id });
const slugs = (json: { data?: unknown[] }) =>
  (json.data as { slug: string }[]).map((row) => row.slug).sort();
const post = (slug: string) =>
  t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });

describe('an AUTHOR and the posts of others', () => {
  it('lists its own drafts and the others’ published posts only; ADMIN and SUPER_ADMIN see all', async () => {
    // The ADMIN asks first, so a list kept for it cannot be what the AUTHOR gets.
    for (const account of ['admin', 'super'] as const) {
      const all = await get(account, '/api/posts?includeDrafts=true&limit=100');
      expect(all.json.total, account).toBe(5);
      expect(slugs(all.json), account).toContain(OTHERS_DRAFT);
    }
    const mine = await get('author', '/api/posts?includeDrafts=true&limit=100');
    expect(slugs(mine.json)).toEqual([
      OWN_DRAFT,
      'cordoba-y-la-mezquita',
      'sevilla-en-otono',
      'tortilla-de-patatas',
    ]);
    expect(mine.json.total).toBe(4);
    // Paged, the total is still what the pages add up to.
    const paged = await get('author', '/api/posts?includeDrafts=true&limit=1&page=4');
    expect(paged.json.total).toBe(4);
    expect(slugs(paged.json)).toHaveLength(1);
    expect((await get('author', '/api/posts?includeDrafts=true&limit=1&page=5')).json.total).toBe(
      4,
    );
  });

  it('filters by status, search and series without the others’ drafts', async () => {
    const drafts = await get('author', '/api/posts?status=DRAFT&limit=100');
    expect(slugs(drafts.json)).toEqual([OWN_DRAFT]);
    expect(drafts.json.total).toBe(1);
    expect((await get('admin', '/api/posts?status=DRAFT&limit=100')).json.total).toBe(2);

    const search = await get('author', '/api/posts?includeDrafts=true&search=Granada');
    expect(search.json).toMatchObject({ data: [], total: 0 });
    expect((await get('admin', '/api/posts?includeDrafts=true&search=Granada')).json.total).toBe(1);

    const granada = await post(OTHERS_DRAFT);
    const bySeries = await get(
      'author',
      `/api/posts?includeDrafts=true&seriesId=${granada!.seriesId}&limit=100`,
    );
    expect(slugs(bySeries.json)).toEqual(['cordoba-y-la-mezquita', 'sevilla-en-otono']);
  });

  it('reads another author’s draft as missing (404), its own draft and others’ published posts', async () => {
    const granada = await post(OTHERS_DRAFT);
    const hidden = await get('author', `/api/posts/uuid/${granada!.uuid}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual({ error: 'Post no encontrado' });
    expect((await get('admin', `/api/posts/uuid/${granada!.uuid}`)).status).toBe(200);
    expect((await get('super', `/api/posts/uuid/${granada!.uuid}`)).status).toBe(200);
    for (const slug of [OWN_DRAFT, 'sevilla-en-otono']) {
      const row = await post(slug);
      expect((await get('author', `/api/posts/uuid/${row!.uuid}`)).status, slug).toBe(200);
    }
  });

  it('may not learn of another author’s draft by writing to it: 404, nothing written', async () => {
    const granada = await post(OTHERS_DRAFT);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await call(t, method, `/api/posts/${granada!.id}`, {
        token: s.tokens.author,
        blog: s.demo.id,
        ...(method === 'PATCH' && { body: { title: 'Mío' } }),
      });
      expect(res.status, method).toBe(404);
      expect(res.json).toEqual({ error: 'Post no encontrado' });
    }
    expect(await post(OTHERS_DRAFT)).toEqual(granada);
    // Another author's published post stays a 403: it is there for all to read.
    const sevilla = await post('sevilla-en-otono');
    const published = await call(t, 'PATCH', `/api/posts/${sevilla!.id}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Mío' },
    });
    expect(published.status).toBe(403);
  });

  it('counts what the list shows', async () => {
    for (const account of ['author', 'admin'] as const) {
      const count = await get(account, '/api/stats/posts/count');
      const list = await get(account, '/api/posts?includeDrafts=true&limit=1');
      expect(count.json.count, account).toBe(list.json.total);
    }
    expect((await get('author', '/api/stats/posts/count')).json.count).toBe(4);
  });

  it('sees a series with its published parts and its own, counted the same', async () => {
    const list = await get('author', '/api/series');
    expect(list.json.data).toMatchObject([{ slug: 'guia-de-andalucia', postCount: 2 }]);
    const uuid = (list.json.data as { uuid: string }[])[0]!.uuid;
    const one = await get('author', `/api/series/uuid/${uuid}`);
    expect(one.json.postCount).toBe(2);
    expect((one.json.posts as { slug: string }[]).map((p) => p.slug)).toEqual([
      'sevilla-en-otono',
      'cordoba-y-la-mezquita',
    ]);
    const admin = await get('admin', `/api/series/uuid/${uuid}`);
    expect(admin.json.postCount).toBe(3);
    expect((admin.json.posts as unknown[]).length).toBe(3);
    // The AUTHOR's own draft in the series is the AUTHOR's to see.
    const granada = await post(OTHERS_DRAFT);
    await t.db.update(posts).set({ seriesId: granada!.seriesId }).where(eq(posts.slug, OWN_DRAFT));
    t.deps.contentVersions?.bump();
    const withOwn = await get('author', `/api/series/uuid/${uuid}`);
    expect((withOwn.json.posts as { slug: string }[]).map((p) => p.slug)).toContain(OWN_DRAFT);
    expect(withOwn.json.postCount).toBe(3);
  });
});

describe('an AUTHOR and the pages of others', () => {
  it('does not list, count or read the admin’s draft page; the admin does', async () => {
    const created = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        title: 'Aviso legal',
        slug: 'aviso-legal',
        content: '<p>Pronto</p>',
        status: 'DRAFT',
      },
    });
    expect(created.status).toBe(201);
    const uuid = created.json.uuid as string;
    const own = await call(t, 'POST', '/api/pages', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Mis notas', slug: 'mis-notas', content: '<p>Notas</p>', status: 'DRAFT' },
    });
    expect(own.status).toBe(201);

    const admin = await get('admin', '/api/pages?limit=100');
    expect(slugs(admin.json)).toEqual(['aviso-legal', 'mis-notas', 'sobre-mi']);
    expect((await get('admin', '/api/stats/pages/count')).json.count).toBe(3);

    const author = await get('author', '/api/pages?limit=100');
    expect(slugs(author.json)).toEqual(['mis-notas', 'sobre-mi']);
    expect(author.json.total).toBe(2);
    expect((await get('author', '/api/stats/pages/count')).json.count).toBe(2);

    const hidden = await get('author', `/api/pages/uuid/${uuid}`);
    expect(hidden.status).toBe(404);
    expect(hidden.json).toEqual({ error: 'Página no encontrada' });
    const write = await call(t, 'PATCH', `/api/pages/uuid/${uuid}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Mía' },
    });
    expect(write.status).toBe(404);
    expect((await get('admin', `/api/pages/uuid/${uuid}`)).status).toBe(200);
    expect((await get('author', `/api/pages/uuid/${own.json.uuid}`)).status).toBe(200);
  });
});
