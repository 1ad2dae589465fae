import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../test/session-fixtures.ts';
import { call, createTestApp, type TestApp } from '../test/test-db.ts';

let t: TestApp;
let s: Session;

beforeAll(async () => {
  t = await createTestApp();
  s = await loadSession(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reseed();
  s = await loadSession(t);
});

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
      { id: expect.any(Number), name: 'Cocina', slug: 'cocina', blogId: s.demo.id, postCount: 2 },
      {
        id: expect.any(Number),
        name: 'Tecnología',
        slug: 'tecnologia',
        blogId: s.demo.id,
        postCount: 0,
      },
      { id: expect.any(Number), name: 'Viajes', slug: 'viajes', blogId: s.demo.id, postCount: 2 },
    ]);
    expect(
      (await call(t, 'GET', '/api/categories', { token: s.tokens.pro, blog: s.pro.id })).json.total,
    ).toBe(0);
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
      error: 'Datos inválidos',
      message: 'El nombre es obligatorio',
    });
    const slug = await call(t, 'POST', '/api/categories', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: 'x', slug: '!!!' },
    });
    expect(slug.json.message).toBe('El slug es obligatorio');
  });

  it('PATCH renames; another blog’s category is 404; DELETE keeps the posts without category', async () => {
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
    expect(
      (
        await call(t, 'DELETE', `/api/categories/${cocina!.id}`, {
          token: s.tokens.admin,
          blog: s.demo.id,
        })
      ).status,
    ).toBe(204);
    const tortilla = await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.slug, 'tortilla-de-patatas'),
    });
    expect(tortilla?.categoryId).toBeNull();
  });
});
