import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscribers, slugRedirects } from '../../platform/db/schema/index.ts';
import { makeDemoPro } from '../../test/session-fixtures.ts';
import {
  call,
  DEMO_HOST as DEMO,
  type DemoAccount,
  PRO_HOST as PRO,
  visitorRequest,
} from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * Slug history (docs/product.md#slug-history): a published item's old address answers 301 to
 * where it is now, on its own blog only; renaming back, another item taking the slug, or removing
 * the old address from the panel ends the redirect.
 */

const { t, s } = useTestApp({ reseedEachTest: true });

async function visit(host: string, path: string) {
  const res = await visitorRequest(t, host, path);
  return { status: res.status, location: res.headers.get('location'), headers: res.headers };
}

const api = (
  method: string,
  path: string,
  body?: unknown,
  account: DemoAccount = 'admin',
  blog: number = s.demo.id,
) => call(t, method, path, { token: s.tokens[account], blog, body });

const postId = async (slug: string) => {
  const row = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
  if (!row) throw new Error(`no post ${slug}`);
  return row.id;
};

const renamePost = async (id: number, slug: string, account: DemoAccount = 'admin') => {
  const res = await api('PATCH', `/api/posts/${id}`, { slug }, account);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
};

describe('an old address of each kind', () => {
  it('answers 301 to the post’s new address, and the new one is the post', async () => {
    const id = await postId('sevilla-en-otono');
    // The old address was cached as a page before the rename: the cache must let it go.
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(200);
    await renamePost(id, 'sevilla-otonal');
    const old = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(old.status).toBe(301);
    expect(old.location).toBe('/blog/sevilla-otonal');
    expect(old.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await visit(DEMO, '/blog/sevilla-otonal')).status).toBe(200);
  });

  it('answers 301 for a page, a series and a category', async () => {
    await makeDemoPro(t, s);
    const page = await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, 'sobre-mi') });
    expect(
      (await api('PATCH', `/api/pages/uuid/${page!.uuid}`, { slug: 'quien-soy' })).status,
    ).toBe(200);
    const guide = await t.db.query.series.findFirst();
    expect(
      (await api('PATCH', `/api/series/uuid/${guide!.uuid}`, { slug: 'andalucia' })).status,
    ).toBe(200);
    const travel = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'viajes'),
    });
    expect((await api('PATCH', `/api/categories/${travel!.id}`, { slug: 'rutas' })).status).toBe(
      200,
    );

    for (const [from, to] of [
      ['/sobre-mi', '/quien-soy'],
      ['/series/guia-de-andalucia', '/series/andalucia'],
      ['/category/viajes', '/category/rutas'],
    ]) {
      const res = await visit(DEMO, from as string);
      expect(res.status, from).toBe(301);
      expect(res.location, from).toBe(to);
      expect((await visit(DEMO, to as string)).status, to).toBe(200);
    }
    // A category's later pages keep their number.
    const second = await visit(DEMO, '/category/viajes?page=2');
    expect(second.status).toBe(301);
    expect(second.location).toBe('/category/rutas?page=2');
  });

  it('keeps no address for a draft: its old slug was never public', async () => {
    const id = await postId('granada-y-la-alhambra');
    await renamePost(id, 'granada');
    expect(await t.db.select().from(slugRedirects)).toEqual([]);
    expect((await visit(DEMO, '/blog/granada-y-la-alhambra')).status).toBe(404);
  });

  it('leads nowhere once the post is unpublished, and again once it is back', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-otonal');
    await api('PATCH', `/api/posts/${id}`, { status: 'DRAFT' });
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(404);
    await api('PATCH', `/api/posts/${id}`, { status: 'PUBLISHED' });
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).location).toBe('/blog/sevilla-otonal');
  });
});

describe('an old address of an item in the trash', () => {
  it('answers 410 as the post’s current address does, and leads to it again once restored', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-b');
    await renamePost(id, 'sevilla-c');
    // Cached as a redirect before the delete: the delete must let it go.
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(301);
    expect((await api('DELETE', `/api/posts/${id}`)).status).toBe(204);
    for (const path of ['/blog/sevilla-c', '/blog/sevilla-en-otono', '/blog/sevilla-b']) {
      const res = await visit(DEMO, path);
      expect(res.status, path).toBe(410);
      expect(res.location, path).toBeNull();
      expect(res.headers.get('content-type'), path).toContain('text/html');
    }
    expect((await api('POST', `/api/posts/${id}/restore`)).status).toBe(200);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).location).toBe('/blog/sevilla-c');
  });

  it('answers 410 for a page, and 404 for a post that was a draft when trashed', async () => {
    const page = await t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, 'sobre-mi') });
    const base = `/api/pages/uuid/${page!.uuid}`;
    expect((await api('PATCH', base, { slug: 'quien-soy' })).status).toBe(200);
    expect((await api('DELETE', base)).status).toBe(204);
    expect((await visit(DEMO, '/sobre-mi')).status).toBe(410);
    expect((await visit(DEMO, '/quien-soy')).status).toBe(410);

    // Published, renamed, then back to a draft: in the trash neither address was public.
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-otonal');
    await api('PATCH', `/api/posts/${id}`, { status: 'DRAFT' });
    expect((await api('DELETE', `/api/posts/${id}`)).status).toBe(204);
    expect((await visit(DEMO, '/blog/sevilla-otonal')).status).toBe(404);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(404);
  });
});

describe('chains and loops', () => {
  it('collapses A→B→C: A and B both lead straight to C', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-b');
    await renamePost(id, 'sevilla-c');
    for (const old of ['sevilla-en-otono', 'sevilla-b']) {
      const res = await visit(DEMO, `/blog/${old}`);
      expect(res.status, old).toBe(301);
      expect(res.location, old).toBe('/blog/sevilla-c');
    }
  });

  it('renaming back to an old slug removes that redirect: no loop', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-b');
    await renamePost(id, 'sevilla-en-otono');
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(200);
    const b = await visit(DEMO, '/blog/sevilla-b');
    expect(b.status).toBe(301);
    expect(b.location).toBe('/blog/sevilla-en-otono');
    const rows = await t.db.select({ slug: slugRedirects.oldSlug }).from(slugRedirects);
    expect(rows).toEqual([{ slug: 'sevilla-b' }]);
  });

  it('a new item with the old slug takes it over, and the redirect is dropped', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-otonal');
    const created = await api('POST', '/api/posts', {
      title: 'Otra Sevilla',
      slug: 'sevilla-en-otono',
      content: '<p>Otra</p>',
      status: 'PUBLISHED',
      categoryId: (await t.db.query.categories.findFirst({
        where: (c, { eq }) => eq(c.blogId, s.demo.id),
      }))!.id,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const res = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(res.status).toBe(200);
    expect(res.location).toBeNull();
    expect(
      await t.db.select().from(slugRedirects).where(eq(slugRedirects.oldSlug, 'sevilla-en-otono')),
    ).toEqual([]);
    // The slug is the new post's now: the old owner cannot take it back.
    expect((await api('PATCH', `/api/posts/${id}`, { slug: 'sevilla-en-otono' })).status).toBe(409);
  });

  it('another post renamed onto an old slug takes it over too', async () => {
    const sevilla = await postId('sevilla-en-otono');
    await renamePost(sevilla, 'sevilla-otonal');
    const cordoba = await postId('cordoba-y-la-mezquita');
    await renamePost(cordoba, 'sevilla-en-otono');
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(200);
    // Córdoba's own old address now leads to it.
    expect((await visit(DEMO, '/blog/cordoba-y-la-mezquita')).location).toBe(
      '/blog/sevilla-en-otono',
    );
  });

  it('a post deleted for good takes its old addresses with it', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-otonal');
    expect((await api('DELETE', `/api/posts/${id}`)).status).toBe(204);
    expect((await visit(DEMO, '/blog/sevilla-otonal')).status).toBe(410);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(410);
    expect((await api('DELETE', `/api/posts/${id}/permanent`)).status).toBe(204);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(404);
    expect(await t.db.select().from(slugRedirects)).toEqual([]);
  });
});

describe('per blog', () => {
  it('another blog with an item of the same old slug is not redirected', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-otonal');
    expect((await visit(PRO, '/blog/sevilla-en-otono')).status).toBe(404);
    // And the PRO blog's own post may take the slug without touching the demo blog's redirect.
    const proCategory = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.blogId, s.pro.id),
    });
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Sevilla',
        slug: 'sevilla-en-otono',
        content: '<p>Pro</p>',
        status: 'PUBLISHED',
        categoryId: proCategory!.id,
      },
    });
    expect(created.status).toBe(201);
    expect((await visit(PRO, '/blog/sevilla-en-otono')).status).toBe(200);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).location).toBe('/blog/sevilla-otonal');
  });
});

describe('the panel’s old addresses', () => {
  it('lists an item’s old addresses with their public paths', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-b');
    await renamePost(id, 'sevilla-c');
    const list = await api('GET', `/api/posts/${id}/old-addresses`);
    expect(list.status).toBe(200);
    expect(list.json.data).toMatchObject([
      { slug: 'sevilla-en-otono', path: '/blog/sevilla-en-otono' },
      { slug: 'sevilla-b', path: '/blog/sevilla-b' },
    ]);
  });

  it('removing one makes it 404 at once, through the page cache', async () => {
    const id = await postId('sevilla-en-otono');
    await renamePost(id, 'sevilla-otonal');
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(301);
    const [row] = (await api('GET', `/api/posts/${id}/old-addresses`)).json.data as {
      id: number;
    }[];
    const removed = await api('DELETE', `/api/posts/${id}/old-addresses/${row!.id}`);
    expect(removed.status).toBe(204);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(404);
    expect((await api('DELETE', `/api/posts/${id}/old-addresses/${row!.id}`)).status).toBe(404);
  });

  it('an AUTHOR removes its own post’s old address, not another author’s (403)', async () => {
    const own = await postId('tortilla-de-patatas');
    await renamePost(own, 'tortilla', 'author');
    const ownRow = (await api('GET', `/api/posts/${own}/old-addresses`, undefined, 'author')).json
      .data![0] as { id: number };
    const theirs = await postId('sevilla-en-otono');
    await renamePost(theirs, 'sevilla-otonal');
    const theirRow = (await api('GET', `/api/posts/${theirs}/old-addresses`, undefined, 'author'))
      .json.data![0] as { id: number };
    const refused = await api(
      'DELETE',
      `/api/posts/${theirs}/old-addresses/${theirRow.id}`,
      undefined,
      'author',
    );
    expect(refused.status).toBe(403);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).status).toBe(301);
    const removed = await api(
      'DELETE',
      `/api/posts/${own}/old-addresses/${ownRow.id}`,
      undefined,
      'author',
    );
    expect(removed.status).toBe(204);
  });

  it('an old address is not removed through another item’s path', async () => {
    const sevilla = await postId('sevilla-en-otono');
    await renamePost(sevilla, 'sevilla-otonal');
    const [row] = (await api('GET', `/api/posts/${sevilla}/old-addresses`)).json.data as {
      id: number;
    }[];
    const cordoba = await postId('cordoba-y-la-mezquita');
    const wrong = await api('DELETE', `/api/posts/${cordoba}/old-addresses/${row!.id}`);
    expect(wrong.status).toBe(404);
    expect(wrong.json).toEqual({ error: 'Dirección anterior no encontrada' });
    // Nor from another blog, where the post is unknown.
    const elsewhere = await call(t, 'DELETE', `/api/posts/${sevilla}/old-addresses/${row!.id}`, {
      token: s.tokens.super,
      blog: s.pro.id,
    });
    expect(elsewhere.status).toBe(404);
    expect(
      await t.db.select().from(slugRedirects).where(eq(slugRedirects.id, row!.id)),
    ).toHaveLength(1);
  });

  it('another author’s draft has no old addresses to read (404)', async () => {
    const draft = await postId('granada-y-la-alhambra');
    const res = await api('GET', `/api/posts/${draft}/old-addresses`, undefined, 'author');
    expect(res.status).toBe(404);
  });

  it('a category’s old address is the admins’ to remove', async () => {
    const travel = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'viajes'),
    });
    await api('PATCH', `/api/categories/${travel!.id}`, { slug: 'rutas' });
    const list = await api(
      'GET',
      `/api/categories/${travel!.id}/old-addresses`,
      undefined,
      'author',
    );
    expect(list.json.data).toMatchObject([{ slug: 'viajes', path: '/category/viajes' }]);
    const row = list.json.data![0] as { id: number };
    expect(
      (
        await api(
          'DELETE',
          `/api/categories/${travel!.id}/old-addresses/${row.id}`,
          undefined,
          'author',
        )
      ).status,
    ).toBe(403);
    expect(
      (await api('DELETE', `/api/categories/${travel!.id}/old-addresses/${row.id}`)).status,
    ).toBe(204);
    expect((await visit(DEMO, '/category/viajes')).status).toBe(404);
  });
});

describe('old addresses per language', () => {
  /** An English version of `sevilla-en-otono`, published, and its id. */
  async function englishVersion(slug = 'seville-in-autumn') {
    const original = await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.title, 'Sevilla en otoño'),
    });
    const res = await api('POST', '/api/posts', {
      title: 'Seville in autumn',
      slug,
      content: '<p>Orange trees and long evenings.</p>',
      status: 'PUBLISHED',
      language: 'en',
      translationOf: original!.uuid,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return (res.json as { id: number }).id;
  }

  it('answers an English version’s old slug under /en/ only, with its new English address', async () => {
    const id = await englishVersion();
    await renamePost(id, 'autumn-in-seville');
    const old = await visit(DEMO, '/en/blog/seville-in-autumn');
    expect(old.status).toBe(301);
    expect(old.location).toBe('/en/blog/autumn-in-seville');
    // the Spanish addresses never lead to the English version's history
    expect((await visit(DEMO, '/blog/seville-in-autumn')).status).toBe(404);
    const list = await api('GET', `/api/posts/${id}/old-addresses`);
    expect(list.json.data).toMatchObject([
      { slug: 'seville-in-autumn', path: '/en/blog/seville-in-autumn' },
    ]);
  });

  it('lets two versions leave the same slug behind, each leading to its own', async () => {
    const english = await englishVersion('sevilla-en-otono');
    const spanish = await postId('sevilla-en-otono');
    await renamePost(spanish, 'sevilla-otonal');
    await renamePost(english, 'seville-autumn');
    const rows = await t.db
      .select({ slug: slugRedirects.oldSlug, language: slugRedirects.language })
      .from(slugRedirects)
      .where(eq(slugRedirects.oldSlug, 'sevilla-en-otono'));
    expect(rows.map((row) => row.language).sort()).toEqual(['en', 'es']);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).location).toBe('/blog/sevilla-otonal');
    expect((await visit(DEMO, '/en/blog/sevilla-en-otono')).location).toBe(
      '/en/blog/seville-autumn',
    );
  });

  it('a new version taking an old slug in its language ends only that language’s redirect', async () => {
    const spanish = await postId('sevilla-en-otono');
    await renamePost(spanish, 'sevilla-otonal');
    await englishVersion('sevilla-en-otono');
    // the English version's own address answers, and the Spanish old address still leads on
    expect((await visit(DEMO, '/en/blog/sevilla-en-otono')).status).toBe(200);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).location).toBe('/blog/sevilla-otonal');
  });

  it('a published version moved to another language leaves its old address leading to it', async () => {
    const spanish = await postId('sevilla-en-otono');
    const res = await api('PATCH', `/api/posts/${spanish}`, { language: 'pt' });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const old = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(old.status).toBe(301);
    expect(old.location).toBe('/pt/blog/sevilla-en-otono');
    expect((await visit(DEMO, '/pt/blog/sevilla-en-otono')).status).toBe(200);
  });

  it('a blog in one language that changes it keeps its old addresses and its subscribers with it', async () => {
    await renamePost(await postId('sevilla-en-otono'), 'sevilla-otonal');
    await t.db
      .insert(newsletterSubscribers)
      .values({ blogId: s.demo.id, email: 'lectora@example.com' });
    expect((await api('PUT', '/api/settings', { language: 'en' })).status).toBe(200);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).location).toBe('/blog/sevilla-otonal');
    const [redirect] = await t.db
      .select({ language: slugRedirects.language })
      .from(slugRedirects)
      .where(eq(slugRedirects.oldSlug, 'sevilla-en-otono'));
    expect(redirect?.language).toBe('en');
    const subscribers = await t.db
      .select({ language: newsletterSubscribers.language })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.blogId, s.demo.id));
    expect(new Set(subscribers.map((row) => row.language))).toEqual(new Set(['en']));
  });

  it('a category’s old slug answers under every language’s code, in that language', async () => {
    await englishVersion();
    const travel = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'viajes'),
    });
    await api('PATCH', `/api/categories/${travel!.id}`, { slug: 'rutas' });
    expect((await visit(DEMO, '/category/viajes')).location).toBe('/category/rutas');
    expect((await visit(DEMO, '/en/category/viajes')).location).toBe('/en/category/rutas');
  });
});
