import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const categoryBySlug = (slug: string) =>
  t.db.query.categories.findFirst({ where: (c, { eq }) => eq(c.slug, slug) });

describe('/api/categories', () => {
  it('members read them by name with post counts', async () => {
    const res = await call(t, 'GET', '/api/categories', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(res.json.total).toBe(3);
    expect(res.json.data).toEqual([
      {
        id: expect.any(Number),
        name: 'Cocina',
        slug: 'cocina',
        language: 'es',
        blogId: s.demo.id,
        postCount: 2,
        menuItemCount: 0,
        isDefault: false,
      },
      {
        id: expect.any(Number),
        name: 'Tecnología',
        slug: 'tecnologia',
        language: 'es',
        blogId: s.demo.id,
        postCount: 0,
        menuItemCount: 0,
        isDefault: false,
      },
      {
        id: expect.any(Number),
        name: 'Viajes',
        slug: 'viajes',
        language: 'es',
        blogId: s.demo.id,
        postCount: 2,
        menuItemCount: 1,
        isDefault: false,
      },
    ]);
    expect(
      (await call(t, 'GET', '/api/categories', { token: s.tokens.pro, blog: s.pro.id })).json.data,
    ).toEqual([expect.objectContaining({ name: 'General', postCount: 0 })]);
  });

  it('ADMIN creates with a normalised slug; 409 when taken; AUTHOR is 403', async () => {
    const res = await call(t, 'POST', '/api/categories', {
      token: s.tokens.admin,
      body: { name: 'Música', slug: ' Música  Clásica! ', blogId: s.demo.id },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'Música', slug: 'musica-clasica', postCount: 0 });
    const taken = await call(t, 'POST', '/api/categories', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: 'Otra', slug: 'cocina' },
    });
    expect(taken.status).toBe(409);
    const denied = await call(t, 'POST', '/api/categories', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { name: 'Autor', slug: 'autor' },
    });
    expect(denied.status).toBe(403);
    expect(await categoryBySlug('autor')).toBeUndefined();
  });

  it('400 with the spec’s messages', async () => {
    const res = await call(t, 'POST', '/api/categories', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { slug: 'x' },
    });
    expect(res.json).toMatchObject({
      error: 'El nombre es obligatorio',
      message: 'El nombre es obligatorio',
    });
    const slug = await call(t, 'POST', '/api/categories', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: 'x', slug: '!!!' },
    });
    expect(slug.json.message).toBe('El slug es obligatorio');
  });

  it('PATCH renames; another blog’s category is 404', async () => {
    const cocina = await categoryBySlug('cocina');
    const edit = await call(t, 'PATCH', `/api/categories/${cocina!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { id: cocina!.id, name: 'Recetas', slug: 'recetas', blogId: s.demo.id },
    });
    expect(edit.json).toMatchObject({ name: 'Recetas', slug: 'recetas', postCount: 2 });
    expect(
      (
        await call(t, 'PATCH', `/api/categories/${cocina!.id}`, {
          token: s.tokens.pro,
          blog: s.pro.id,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, 'DELETE', `/api/categories/${cocina!.id}`, {
          token: s.tokens.pro,
          blog: s.pro.id,
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /api/categories/{id}', () => {
  const postsIn = (categoryId: number) =>
    t.db.query.posts.findMany({ where: (p, { eq }) => eq(p.categoryId, categoryId) });
  const menuUrls = async () =>
    (await t.db.query.menuItems.findMany({ where: (m, { eq }) => eq(m.blogId, s.demo.id) })).map(
      (item) => item.url,
    );
  const uncategorised = async () =>
    (
      await t.db.query.posts.findMany({
        where: (p, { and, eq, isNull }) => and(eq(p.blogId, s.demo.id), isNull(p.categoryId)),
      })
    ).map((p) => p.slug);
  const remove = (id: number, query = '') =>
    call(t, 'DELETE', `/api/categories/${id}${query}`, { token: s.tokens.admin, blog: s.demo.id });

  it('deletes an empty category without a target', async () => {
    const tecnologia = await categoryBySlug('tecnologia');
    expect((await remove(tecnologia!.id)).status).toBe(204);
    expect(await categoryBySlug('tecnologia')).toBeUndefined();
  });

  it('refuses a category with posts and no target, in Spanish, changing nothing', async () => {
    const viajes = await categoryBySlug('viajes');
    const res = await remove(viajes!.id);
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      error: 'Esta categoría tiene posts: elige a qué otra categoría moverlos antes de eliminarla.',
    });
    expect(await categoryBySlug('viajes')).toBeDefined();
    expect(await postsIn(viajes!.id)).toHaveLength(2);
    expect(await menuUrls()).toContain('/category/viajes');
  });

  it('moves the posts to the target, drops the menu items that led to it, in one step', async () => {
    const viajes = await categoryBySlug('viajes');
    const cocina = await categoryBySlug('cocina');
    const before = (await menuUrls()).length;
    const uncategorisedBefore = await uncategorised();
    const res = await remove(viajes!.id, `?moveTo=${cocina!.id}`);
    expect(res.status, res.text).toBe(204);
    expect(await categoryBySlug('viajes')).toBeUndefined();
    expect(await postsIn(cocina!.id)).toHaveLength(4);
    expect(await uncategorised()).toEqual(uncategorisedBefore);
    const after = await menuUrls();
    expect(after).not.toContain('/category/viajes');
    expect(after).toHaveLength(before - 1);
    const list = await call(t, 'GET', '/api/categories', {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(list.json.data).toContainEqual(
      expect.objectContaining({ slug: 'cocina', postCount: 4, menuItemCount: 0 }),
    );
  });

  it('refuses the category itself or another blog’s as the target (400), changing nothing', async () => {
    const viajes = await categoryBySlug('viajes');
    const self = await remove(viajes!.id, `?moveTo=${viajes!.id}`);
    expect(self.status).toBe(400);
    expect(self.json.error).toBe(
      'La categoría a la que mover los posts debe ser otra categoría de este blog.',
    );
    const general = await call(t, 'POST', '/api/categories', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { name: 'Ajena', slug: 'ajena' },
    });
    const foreign = await remove(viajes!.id, `?moveTo=${general.json.id}`);
    expect(foreign.status).toBe(400);
    expect((await remove(viajes!.id, '?moveTo=abc')).status).toBe(400);
    expect(await postsIn(viajes!.id)).toHaveLength(2);
    expect(await menuUrls()).toContain('/category/viajes');
  });

  it('refuses to delete the last category while it has posts', async () => {
    const viajes = await categoryBySlug('viajes');
    const cocina = await categoryBySlug('cocina');
    const tecnologia = await categoryBySlug('tecnologia');
    expect((await remove(tecnologia!.id)).status).toBe(204);
    expect((await remove(cocina!.id, `?moveTo=${viajes!.id}`)).status).toBe(204);
    const last = await remove(viajes!.id);
    expect(last.status).toBe(409);
    expect(last.json.error).toBe(
      'No se puede eliminar la única categoría del blog mientras tenga posts: crea otra categoría para moverlos.',
    );
    expect(await postsIn(viajes!.id)).toHaveLength(4);
  });

  it('AUTHOR may not delete (403)', async () => {
    const tecnologia = await categoryBySlug('tecnologia');
    const res = await call(t, 'DELETE', `/api/categories/${tecnologia!.id}`, {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(res.status).toBe(403);
    expect(await categoryBySlug('tecnologia')).toBeDefined();
  });
});
