import { listPostsQuerySchema } from '@bitacora/api/schemas';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { ListTotalCache } from './content-list.ts';
import { listPosts } from './posts.service.ts';

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

type Item = { id: number; slug: string; title: string; status: string; updatedAt: string };
type List = { data: Item[]; total: number };

const list = async (query: string, token = s.tokens.admin, path = '/api/posts') => {
  const answer = await call(t, 'GET', `${path}?includeDrafts=true&limit=100&${query}`, {
    token,
    blog: s.demo.uuid,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as unknown as List;
};
const slugs = async (query: string, token = s.tokens.admin) =>
  (await list(query, token)).data.map((post) => post.slug);
const idOf = async (slug: string) => {
  const row = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
  if (!row) throw new Error(`no post ${slug}`);
  return row;
};
const bulk = (body: unknown, token = s.tokens.admin, path = '/api/posts/bulk') =>
  call(t, 'POST', path, { token, blog: s.demo.uuid, body });

describe('GET /api/posts: filters', () => {
  it('filters by status, category, tag, author and series, each alone and together', async () => {
    const cocina = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'cocina'),
    });
    const andalucia = await t.db.query.tags.findFirst({
      where: (tag, { eq }) => eq(tag.slug, 'andalucia'),
    });
    const sevilla = await idOf('sevilla-en-otono');
    expect((await slugs('status=draft')).sort()).toEqual([
      'borrador-gazpacho',
      'granada-y-la-alhambra',
    ]);
    expect((await slugs(`categoryId=${cocina?.id}`)).sort()).toEqual([
      'borrador-gazpacho',
      'tortilla-de-patatas',
    ]);
    expect((await slugs(`tagId=${andalucia?.id}`)).sort()).toEqual([
      'cordoba-y-la-mezquita',
      'sevilla-en-otono',
    ]);
    expect((await slugs(`authorId=${s.users.author.id}`)).sort()).toEqual([
      'borrador-gazpacho',
      'tortilla-de-patatas',
    ]);
    expect((await slugs(`seriesId=${sevilla.seriesId}`)).sort()).toEqual([
      'cordoba-y-la-mezquita',
      'granada-y-la-alhambra',
      'sevilla-en-otono',
    ]);
    expect(await slugs(`seriesId=${sevilla.seriesId}&status=DRAFT`)).toEqual([
      'granada-y-la-alhambra',
    ]);
    expect(await list(`categoryId=${cocina?.id}&status=published`)).toMatchObject({ total: 1 });
  });

  it('keeps another author’s drafts out of an AUTHOR’s filtered list', async () => {
    expect(await slugs('status=DRAFT', s.tokens.author)).toEqual(['borrador-gazpacho']);
    expect(await slugs(`authorId=${s.users.admin.id}&status=DRAFT`, s.tokens.author)).toEqual([]);
  });

  it('refuses a status, sort or id it does not know, in Spanish', async () => {
    for (const query of ['status=ARCHIVED', 'sort=views', 'order=up', 'tagId=x', 'authorId=-1']) {
      const answer = await call(t, 'GET', `/api/posts?${query}`, {
        token: s.tokens.admin,
        blog: s.demo.uuid,
      });
      expect(answer.status, query).toBe(400);
      expect(JSON.stringify(answer.json)).toMatch(/debe|no es válid/);
    }
  });
});

describe('GET /api/posts: search', () => {
  it('finds words in the title and in the body, by their start and in other forms', async () => {
    expect(await slugs('search=mezquita')).toEqual(['cordoba-y-la-mezquita']);
    // In the body only, and a word's start.
    expect(await slugs('search=pepin')).toEqual(['borrador-gazpacho']);
    // Spanish stems: the plural finds the singular.
    expect(await slugs('search=cebollas')).toEqual(['tortilla-de-patatas']);
    // Every word must be there, in any order.
    expect(await slugs('search=barrio%20sevilla')).toEqual(['sevilla-en-otono']);
    expect(await slugs('search=sevilla%20gazpacho')).toEqual([]);
  });

  it('never matches the markup, and reads query syntax as plain words', async () => {
    expect(await slugs('search=strong')).toEqual([]);
    expect(await slugs(`search=${encodeURIComponent("mezquita & !') :*")}`)).toEqual([
      'cordoba-y-la-mezquita',
    ]);
    // Nothing that is a word: no filter.
    expect((await list(`search=${encodeURIComponent('¿¡ & !')}`)).total).toBe(5);
  });

  it('searches a post by its new words once it is edited', async () => {
    const post = await idOf('granada-y-la-alhambra');
    await call(t, 'PATCH', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { content: '<p>Los jardines del Generalife al atardecer.</p>' },
    });
    expect(await slugs('search=generalife')).toEqual(['granada-y-la-alhambra']);
    expect(await slugs('search=antelacion')).toEqual([]);
  });

  it('ignores accents, finds drafts and gated text, and stems in the blog’s language', async () => {
    // 'Córdoba' without its accent; the seeded draft's body for its author's staff.
    expect(await slugs('search=cordoba')).toEqual(['cordoba-y-la-mezquita']);
    expect(await slugs('search=pepin')).toEqual(['borrador-gazpacho']);
    const proList = async (search: string) => {
      const answer = await call(t, 'GET', `/api/posts?includeDrafts=true&search=${search}`, {
        token: s.tokens.pro,
        blog: s.pro.uuid,
      });
      expect(answer.status, answer.text).toBe(200);
      return (answer.json as unknown as List).data.map((post) => post.slug);
    };
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: {
        title: 'Running notes',
        slug: 'running-notes',
        status: 'PUBLISHED',
        visibility: 'paid',
        content:
          '<p>Free part.</p><!--members-only--><p>Only the paying readers see the châteaux.</p>',
      },
    });
    expect(created.status, created.text).toBe(201);
    expect(await proList('chateaux')).toEqual(['running-notes']);
    const english = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: { language: 'en' },
    });
    expect(english.status, english.text).toBe(200);
    // English stems once the blog is in English: 'runs' is 'run', as 'running' is.
    expect(await proList('runs')).toEqual(['running-notes']);
  });
});

describe('GET /api/posts: order and pages', () => {
  it('sorts by title or by last edit, either way', async () => {
    const titles = (await list('sort=title&order=asc')).data.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'es')));
    expect((await list('sort=title&order=desc')).data.map((p) => p.title)).toEqual(
      [...titles].reverse(),
    );
    const dates = (await list('sort=date&order=asc')).data.map((p) => p.updatedAt);
    expect(dates).toEqual([...dates].sort());
  });

  it('pages a filtered list without gaps, and past the last page is empty with the total', async () => {
    const whole = await slugs('sort=title&order=asc');
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(...(await slugs(`sort=title&order=asc&limit=2&page=${page}`)));
    expect(pages).toEqual(whole);
    expect(await list('status=PUBLISHED&limit=2&page=9')).toEqual({
      data: [],
      total: 3,
      languages: ['es'],
    });
    for (const query of ['limit=0', 'limit=101', 'page=0']) {
      const answer = await call(t, 'GET', `/api/posts?${query}`, {
        token: s.tokens.admin,
        blog: s.demo.uuid,
      });
      expect(answer.status, query).toBe(400);
    }
  });
});

describe('GET /api/posts: the total of a list', () => {
  const keysOf = async (queries: Record<string, string>[], draftsBy: number | null = null) => {
    const keys: string[] = [];
    const totals: ListTotalCache = (key, count) => {
      keys.push(key);
      return count();
    };
    for (const query of queries) {
      const input = listPostsQuerySchema.parse({ includeDrafts: 'true', ...query });
      const answer = await listPosts(t.db, s.demo, draftsBy, input, totals);
      const token = draftsBy === null ? s.tokens.admin : s.tokens.author;
      const viaApi = await list(new URLSearchParams(query).toString(), token);
      expect(answer.total).toBe(viaApi.total);
    }
    return keys;
  };

  it('is named by the filters alone: every page, size and order of a list shares it', async () => {
    const shared = await keysOf([
      { categoryId: '1' },
      { categoryId: '1', page: '2', limit: '2' },
      { categoryId: '1', sort: 'title', order: 'asc' },
    ]);
    expect(new Set(shared).size).toBe(1);
    const apart = await keysOf([
      {},
      { status: 'DRAFT' },
      { categoryId: '1' },
      { categoryId: '2' },
      { search: 'sevilla' },
      { tagId: '1' },
    ]);
    expect(new Set(apart).size).toBe(apart.length);
    // An AUTHOR's list holds its own drafts: never another's total.
    const [own] = await keysOf([{}], s.users.author.id);
    expect(apart).not.toContain(own);
  });

  it('is the same read from a short last page as counted from a full or an empty one', async () => {
    const whole = await list('');
    const totalOf = async (query: Record<string, string>) => {
      // No cache between the calls: each one counts, or reads the total off its page.
      const input = listPostsQuerySchema.parse({ includeDrafts: 'true', ...query });
      return (await listPosts(t.db, s.demo, null, input)).total;
    };
    for (const limit of [1, 2, 3, whole.total, whole.total + 1]) {
      const lastPage = Math.ceil(whole.total / limit);
      for (const page of [1, lastPage, lastPage + 1])
        expect(
          await totalOf({ limit: String(limit), page: String(page) }),
          `${limit} ${page}`,
        ).toBe(whole.total);
    }
    expect(await totalOf({ search: 'sevilla', limit: '1', page: '1' })).toBe(
      (await list('search=sevilla')).total,
    );
    expect(await totalOf({ search: 'sevilla', limit: '1', page: '9' })).toBe(
      (await list('search=sevilla')).total,
    );
  });

  it('follows a write, whichever page asks next', async () => {
    const before = await list('limit=2&page=1');
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { title: 'Uno más', content: '<p>Uno más</p>', slug: 'uno-mas' },
    });
    expect(created.status).toBe(201);
    expect((await list('limit=2&page=2')).total).toBe(before.total + 1);
    await call(t, 'DELETE', `/api/posts/${created.json.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect((await list('limit=2&page=3&sort=title')).total).toBe(before.total);
  });
});

describe('GET /api/pages: filters', () => {
  it('searches, filters by status and author and sorts', async () => {
    const create = (title: string, content: string, status: string) =>
      call(t, 'POST', '/api/pages', {
        token: s.tokens.admin,
        blog: s.demo.uuid,
        body: { title, content, status },
      });
    await create('Aviso legal', '<p>Condiciones de uso del sitio.</p>', 'draft');
    await create('Contacto', '<p>Escríbeme un correo.</p>', 'published');
    const pages = async (query: string) =>
      (await list(query, s.tokens.admin, '/api/pages')).data.map((p) => p.title);
    expect(await pages('search=condicion')).toEqual(['Aviso legal']);
    expect(await pages('status=DRAFT')).toEqual(['Aviso legal']);
    expect(await pages('sort=title&order=asc')).toEqual(['Aviso legal', 'Contacto', 'Sobre mí']);
    expect(await pages(`authorId=${s.users.author.id}`)).toEqual([]);
  });
});

describe('POST /api/posts/bulk', () => {
  it('publishes and unpublishes the selected posts in one request', async () => {
    const gazpacho = await idOf('borrador-gazpacho');
    const granada = await idOf('granada-y-la-alhambra');
    const published = await bulk({ action: 'publish', ids: [gazpacho.id, granada.id] });
    expect(published.status, published.text).toBe(200);
    expect(published.json).toEqual({ action: 'publish', count: 2 });
    expect(await slugs('status=DRAFT')).toEqual([]);
    const after = await idOf('granada-y-la-alhambra');
    expect(after.publishedAt).not.toBeNull();

    const sevilla = await idOf('sevilla-en-otono');
    await bulk({ action: 'unpublish', ids: [sevilla.id, granada.id] });
    expect((await slugs('status=DRAFT')).sort()).toEqual([
      'granada-y-la-alhambra',
      'sevilla-en-otono',
    ]);
    // Published again, a post keeps its first publication date.
    await bulk({ action: 'publish', ids: [sevilla.id] });
    expect((await idOf('sevilla-en-otono')).publishedAt).toEqual(sevilla.publishedAt);
  });

  it('moves posts to a category of the blog, or out of theirs, and refuses another blog’s', async () => {
    const tech = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'tecnologia'),
    });
    const ids = [(await idOf('sevilla-en-otono')).id, (await idOf('tortilla-de-patatas')).id];
    expect((await bulk({ action: 'move', ids, categoryId: tech?.id })).status).toBe(200);
    expect((await slugs(`categoryId=${tech?.id}`)).sort()).toEqual([
      'sevilla-en-otono',
      'tortilla-de-patatas',
    ]);
    expect((await bulk({ action: 'move', ids, categoryId: null })).status).toBe(200);
    expect((await idOf('sevilla-en-otono')).categoryId).toBeNull();

    const [other] = await t.db
      .insert((await import('../../platform/db/schema/index.ts')).categories)
      .values({ blogId: s.pro.id, name: 'Ajena', slug: 'ajena' })
      .returning();
    const refused = await bulk({ action: 'move', ids, categoryId: other?.id });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json)).toContain('categoría');
    expect(await bulk({ action: 'move', ids })).toMatchObject({ status: 400 });
  });

  it('moves the selected posts to the trash, as their own delete does', async () => {
    const sevilla = await idOf('sevilla-en-otono');
    const gazpacho = await idOf('borrador-gazpacho');
    const answer = await bulk({ action: 'delete', ids: [sevilla.id, gazpacho.id] });
    expect(answer.json).toEqual({ action: 'delete', count: 2 });
    expect((await list('')).total).toBe(3);
    const trashed = await idOf('sevilla-en-otono');
    expect(trashed).toMatchObject({ status: 'TRASHED', statusBeforeTrash: 'PUBLISHED' });
    expect(trashed.trashedAt).not.toBeNull();
    expect((await idOf('borrador-gazpacho')).statusBeforeTrash).toBe('DRAFT');
    // Its comments wait with it, and the trash lists both.
    const comments = await t.db.query.comments.findMany({
      where: (c, { eq }) => eq(c.postId, sevilla.id),
    });
    expect(comments.length).toBeGreaterThan(0);
    const trash = await call(t, 'GET', '/api/trash', { token: s.tokens.admin, blog: s.demo.uuid });
    expect(JSON.stringify(trash.json)).toContain('sevilla-en-otono');
    expect(JSON.stringify(trash.json)).toContain('borrador-gazpacho');
  });

  it('lets an AUTHOR act on its own posts only: one other post refuses the whole request', async () => {
    const own = await idOf('tortilla-de-patatas');
    const ownDraft = await idOf('borrador-gazpacho');
    const others = await idOf('sevilla-en-otono');
    const othersDraft = await idOf('granada-y-la-alhambra');
    const refused = await bulk(
      { action: 'unpublish', ids: [own.id, others.id, othersDraft.id, 999_999] },
      s.tokens.author,
    );
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      error: 'No se aplicó la acción: algunos elementos no se pueden cambiar',
      details: {
        refused: [
          { id: others.id, reason: 'forbidden' },
          // Another author's draft is missing for an AUTHOR, as when reading it.
          { id: othersDraft.id, reason: 'not-found' },
          { id: 999_999, reason: 'not-found' },
        ],
      },
    });
    // Nothing changed, not even the author's own post.
    expect((await idOf('tortilla-de-patatas')).status).toBe('PUBLISHED');

    const deleteOthers = await bulk({ action: 'delete', ids: [others.id] }, s.tokens.author);
    expect(deleteOthers.status).toBe(409);
    expect(deleteOthers.json.details).toEqual({
      refused: [{ id: others.id, reason: 'forbidden' }],
    });
    expect(await idOf('sevilla-en-otono')).toBeDefined();

    const ownOnly = await bulk({ action: 'publish', ids: [own.id, ownDraft.id] }, s.tokens.author);
    expect(ownOnly.status).toBe(200);
    expect((await idOf('borrador-gazpacho')).status).toBe('PUBLISHED');
  });

  it('never reaches another blog’s posts: they are missing from this one', async () => {
    const [pro] = await t.db.query.posts.findMany({
      where: (p, { eq }) => eq(p.blogId, s.pro.id),
    });
    const ids = pro ? [pro.id] : [424_242];
    const answer = await bulk({ action: 'delete', ids });
    expect(answer.status).toBe(409);
    expect(answer.json.details).toEqual({
      refused: ids.map((id) => ({ id, reason: 'not-found' })),
    });
  });

  it('refuses an empty, oversized or unknown action before touching anything', async () => {
    const id = (await idOf('sevilla-en-otono')).id;
    for (const body of [
      { action: 'publish', ids: [] },
      { action: 'publish', ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { action: 'archive', ids: [id] },
      { action: 'publish' },
      { action: 'publish', ids: ['x'] },
    ]) {
      const answer = await bulk(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.json.error).toBe('string');
    }
  });

  it('is refused to someone outside the blog and to a stranger', async () => {
    const id = (await idOf('sevilla-en-otono')).id;
    // Another blog's member does not see this one at all.
    expect((await bulk({ action: 'publish', ids: [id] }, s.tokens.pro)).status).toBe(404);
    expect(
      (
        await call(t, 'POST', '/api/posts/bulk', {
          blog: s.demo.uuid,
          body: { action: 'publish', ids: [id] },
        })
      ).status,
    ).toBe(401);
  });
});

describe('POST /api/pages/bulk', () => {
  it('unpublishes, publishes and deletes pages; move is not a page action', async () => {
    const page = await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, 'sobre-mi') });
    const ids = [page?.id ?? 0];
    const path = '/api/pages/bulk';
    expect((await bulk({ action: 'unpublish', ids }, s.tokens.admin, path)).status).toBe(200);
    expect((await list('status=DRAFT', s.tokens.admin, '/api/pages')).total).toBe(1);
    expect(
      (await bulk({ action: 'move', ids, categoryId: null }, s.tokens.admin, path)).status,
    ).toBe(400);
    // The admin's page, now a draft: missing for an AUTHOR; published again, not its to delete.
    expect((await bulk({ action: 'delete', ids }, s.tokens.author, path)).json.details).toEqual({
      refused: [{ id: ids[0], reason: 'not-found' }],
    });
    expect((await bulk({ action: 'publish', ids }, s.tokens.admin, path)).status).toBe(200);
    expect((await bulk({ action: 'delete', ids }, s.tokens.author, path)).json.details).toEqual({
      refused: [{ id: ids[0], reason: 'forbidden' }],
    });
    expect((await bulk({ action: 'delete', ids }, s.tokens.admin, path)).status).toBe(200);
    expect((await list('', s.tokens.admin, '/api/pages')).total).toBe(0);
    const trashed = await t.db.query.pages.findFirst({
      where: (p, { eq }) => eq(p.id, ids[0] ?? 0),
    });
    expect(trashed).toMatchObject({ status: 'TRASHED', statusBeforeTrash: 'PUBLISHED' });
    // In the trash, a page is missing for a bulk action as for its own requests.
    expect((await bulk({ action: 'publish', ids }, s.tokens.admin, path)).json.details).toEqual({
      refused: [{ id: ids[0], reason: 'not-found' }],
    });
  });
});

describe('the lists, bulk actions, the trash and the schedule', () => {
  const schedule = async (slug: string) => {
    const { posts } = await import('../../platform/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const publishAt = new Date(Date.now() + 86_400_000);
    await t.db.update(posts).set({ status: 'SCHEDULED', publishAt }).where(eq(posts.slug, slug));
    return idOf(slug);
  };

  it('leaves trashed posts out of the list, its search, its filters and its count', async () => {
    const sevilla = await idOf('sevilla-en-otono');
    const before = await list('search=sevilla');
    expect(before.data.map((post) => post.slug)).toContain('sevilla-en-otono');
    expect((await bulk({ action: 'delete', ids: [sevilla.id] })).status).toBe(200);
    const after = await list('search=sevilla');
    expect(after.data.map((post) => post.slug)).not.toContain('sevilla-en-otono');
    expect(after.total).toBe(before.total - 1);
    expect(await slugs(`seriesId=${sevilla.seriesId}&status=PUBLISHED`)).toEqual([
      'cordoba-y-la-mezquita',
    ]);
    // The trash is no filter of this list; its own list is `GET /api/trash`.
    const refused = await call(t, 'GET', '/api/posts?includeDrafts=true&status=TRASHED', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(refused.status).toBe(400);
    // A trashed post is missing for a bulk action, as for its own requests.
    expect((await bulk({ action: 'publish', ids: [sevilla.id] })).json.details).toEqual({
      refused: [{ id: sevilla.id, reason: 'not-found' }],
    });
  });

  it('filters the scheduled posts', async () => {
    await schedule('granada-y-la-alhambra');
    expect(await slugs('status=SCHEDULED')).toEqual(['granada-y-la-alhambra']);
    expect(await slugs('status=scheduled&search=granada')).toEqual(['granada-y-la-alhambra']);
  });

  it('publishes a scheduled post now, dropping its time, as a save to Publicado does', async () => {
    const granada = await schedule('granada-y-la-alhambra');
    expect((await bulk({ action: 'publish', ids: [granada.id] })).status).toBe(200);
    const after = await idOf('granada-y-la-alhambra');
    expect(after).toMatchObject({ status: 'PUBLISHED', publishAt: null });
    expect(after.publishedAt).not.toBeNull();
    expect(after.revision).toBe(granada.revision + 1);
  });

  it('returns a scheduled post to draft on unpublish, dropping its time', async () => {
    const granada = await schedule('granada-y-la-alhambra');
    expect((await bulk({ action: 'unpublish', ids: [granada.id] })).status).toBe(200);
    const after = await idOf('granada-y-la-alhambra');
    expect(after).toMatchObject({ status: 'DRAFT', publishAt: null });
    expect(after.revision).toBe(granada.revision + 1);
  });

  it('moves a scheduled post to the trash and restores it scheduled', async () => {
    const granada = await schedule('granada-y-la-alhambra');
    expect((await bulk({ action: 'delete', ids: [granada.id] })).status).toBe(200);
    expect(await idOf('granada-y-la-alhambra')).toMatchObject({
      status: 'TRASHED',
      statusBeforeTrash: 'SCHEDULED',
    });
    const restored = await call(t, 'POST', `/api/posts/${granada.id}/restore`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(restored.status, restored.text).toBe(200);
    expect(await idOf('granada-y-la-alhambra')).toMatchObject({
      status: 'SCHEDULED',
      publishAt: granada.publishAt,
    });
  });
});

describe('GET /api/posts: a search’s count', () => {
  it('stops at the cap and says there are more', async () => {
    const { SEARCH_COUNT_CAP } = await import('@bitacora/domain');
    const { posts } = await import('../../platform/db/schema/index.ts');
    await t.db.insert(posts).values(
      Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) => ({
        blogId: s.demo.id,
        authorId: s.users.admin.id,
        title: `Ruta ${i}`,
        slug: `ruta-${i}`,
        content: '<p>Una caminata por la sierra.</p>',
        status: 'PUBLISHED',
      })),
    );
    const capped = await list('search=sierra');
    expect(capped).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(capped.data).toHaveLength(100);
    // A filter without a search counts exactly.
    expect(await list('status=PUBLISHED')).toMatchObject({ total: SEARCH_COUNT_CAP + 8 });
    expect(await list('search=mezquita')).toEqual(
      expect.not.objectContaining({ totalCapped: expect.anything() }),
    );
  });
});

describe('bulk actions and the edit history', () => {
  it('saves each post as a new revision, so an editor open on it is told it changed', async () => {
    const post = await idOf('granada-y-la-alhambra');
    expect((await bulk({ action: 'publish', ids: [post.id] })).status).toBe(200);
    const after = await idOf('granada-y-la-alhambra');
    expect(after.revision).toBe(post.revision + 1);
    const history = await call(t, 'GET', `/api/posts/${post.id}/revisions`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(JSON.stringify(history.json)).toContain(`"revision":${post.revision + 1}`);
    const stale = await call(t, 'PATCH', `/api/posts/${post.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { title: 'Granada', baseRevision: post.revision },
    });
    expect(stale.status).toBe(409);
  });
});

describe('a delete and the edit history', () => {
  const admin = () => ({ token: s.tokens.admin, blog: s.demo.uuid });

  it('moves each post’s revision on in bulk as its own delete does: an editor opened before is told', async () => {
    const one = await idOf('sevilla-en-otono');
    const many = [await idOf('cordoba-y-la-mezquita'), await idOf('granada-y-la-alhambra')];
    expect((await call(t, 'DELETE', `/api/posts/${one.id}`, admin())).status).toBe(204);
    expect((await bulk({ action: 'delete', ids: many.map((p) => p.id) })).status).toBe(200);
    for (const before of [one, ...many]) {
      const trashed = await idOf(before.slug);
      expect(trashed, before.slug).toMatchObject({
        status: 'TRASHED',
        revision: before.revision + 1,
      });
      // Restored, the item is not the one the editor opened: its save is refused, not applied.
      const restored = await call(t, 'POST', `/api/posts/${before.id}/restore`, admin());
      expect(restored.json.revision, before.slug).toBe(before.revision + 1);
      const stale = await call(t, 'PATCH', `/api/posts/${before.id}`, {
        ...admin(),
        body: { title: 'Escrito antes de borrar', baseRevision: before.revision, autosave: true },
      });
      expect(stale.status, before.slug).toBe(409);
      expect(stale.json.details).toEqual({ revision: before.revision + 1 });
      expect((await idOf(before.slug)).title).toBe(before.title);
    }
  });

  it('moves each page’s revision on, in bulk and alone', async () => {
    const page = (await t.db.query.pages.findFirst({
      where: (p, { eq }) => eq(p.slug, 'sobre-mi'),
    }))!;
    const path = '/api/pages/bulk';
    expect((await bulk({ action: 'delete', ids: [page.id] }, s.tokens.admin, path)).status).toBe(
      200,
    );
    const base = `/api/pages/uuid/${page.uuid}`;
    const restored = await call(t, 'POST', `${base}/restore`, admin());
    expect(restored.json.revision).toBe(page.revision + 1);
    expect((await call(t, 'DELETE', base, admin())).status).toBe(204);
    const again = await call(t, 'POST', `${base}/restore`, admin());
    expect(again.json.revision).toBe(page.revision + 2);
    const stale = await call(t, 'PATCH', base, {
      ...admin(),
      body: { title: 'Sobre mí, antes', baseRevision: page.revision + 1 },
    });
    expect(stale.status).toBe(409);
  });
});
