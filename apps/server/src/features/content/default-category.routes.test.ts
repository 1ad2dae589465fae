import { CATEGORY_MESSAGES, STARTER_CATEGORY } from '@bitacora/domain';
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

/** Categories made here, so the demo data's own categories can change freely. */
async function createCategory(name: string, slug: string, blog = s.demo.id, token = '') {
  const res = await call(t, 'POST', '/api/categories', {
    token: token || s.tokens.admin,
    blog,
    body: { name, slug },
  });
  expect(res.status).toBe(201);
  return res.json.id as number;
}

const settingsOf = async (blog = s.demo.id, token = '') =>
  call(t, 'GET', '/api/settings', { token: token || s.tokens.admin, blog });

const setDefault = (defaultCategoryId: unknown, blog = s.demo.id, token = '') =>
  call(t, 'PUT', '/api/settings', {
    token: token || s.tokens.admin,
    blog,
    body: { defaultCategoryId },
  });

const defaultsIn = async (blog = s.demo.id, token = '') => {
  const res = await call(t, 'GET', '/api/categories', { token: token || s.tokens.author, blog });
  return (res.json.data as { id: number; isDefault: boolean }[])
    .filter((category) => category.isDefault)
    .map((category) => category.id);
};

describe('the default category setting', () => {
  it('a blog with several categories starts with none; an admin chooses one and reads it back', async () => {
    const musica = await createCategory('Música', 'musica');
    expect((await settingsOf()).json.defaultCategoryId).toBeNull();
    expect(await defaultsIn()).toEqual([]);

    const saved = await setDefault(musica);
    expect(saved.status).toBe(200);
    expect(saved.json.defaultCategoryId).toBe(musica);
    expect((await settingsOf()).json.defaultCategoryId).toBe(musica);
    // Authors, who may not read the settings, find it marked in the category list.
    expect(await defaultsIn()).toEqual([musica]);

    // Other fields saved later leave it alone; null clears it; digits are read as the id.
    await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Otro título' },
    });
    expect((await settingsOf()).json.defaultCategoryId).toBe(musica);
    expect((await setDefault(null)).json.defaultCategoryId).toBeNull();
    expect((await setDefault(String(musica))).json.defaultCategoryId).toBe(musica);
    expect((await setDefault('')).json.defaultCategoryId).toBeNull();
  });

  it('refuses a category of another blog or no category at all (400, in Spanish, nothing written)', async () => {
    const musica = await createCategory('Música', 'musica');
    await setDefault(musica);
    const foreign = await createCategory('Ajena', 'ajena', s.pro.id, s.tokens.pro);

    const refused = await setDefault(foreign);
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      error: CATEGORY_MESSAGES.defaultNotInBlog,
      message: CATEGORY_MESSAGES.defaultNotInBlog,
      details: [{ path: 'defaultCategoryId', message: CATEGORY_MESSAGES.defaultNotInBlog }],
    });
    const missing = await setDefault(2_000_000);
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe(CATEGORY_MESSAGES.defaultNotInBlog);
    const malformed = await setDefault('música');
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe('La categoría por defecto no es válida');
    expect((await settingsOf()).json.defaultCategoryId).toBe(musica);
    // Another blog's own setting is unaffected by the attempt.
    expect(await defaultsIn(s.pro.id, s.tokens.pro)).not.toContain(musica);
  });

  it('only an admin sets it', async () => {
    const musica = await createCategory('Música', 'musica');
    expect((await setDefault(musica, s.demo.id, s.tokens.author)).status).toBe(403);
    expect((await settingsOf()).json.defaultCategoryId).toBeNull();
  });

  it('a new blog starts with General as its default', async () => {
    const created = await call(t, 'POST', '/api/blogs', {
      token: s.tokens.super,
      body: { name: 'Nuevo', subdomain: 'nuevo-por-defecto' },
    });
    expect(created.status).toBe(201);
    const blogId = created.json.id as number;
    const list = await call(t, 'GET', '/api/categories', { token: s.tokens.super, blog: blogId });
    expect(list.json.data).toEqual([
      expect.objectContaining({ name: STARTER_CATEGORY.name, isDefault: true }),
    ]);
    const [general] = list.json.data as { id: number }[];
    const settings = await settingsOf(blogId, s.tokens.super);
    expect(settings.json.defaultCategoryId).toBe(general?.id);
    // The seeded PRO blog started the same way.
    const pro = await settingsOf(s.pro.id, s.tokens.pro);
    expect(await defaultsIn(s.pro.id, s.tokens.pro)).toEqual([pro.json.defaultCategoryId]);
  });

  it('deleting the default category with posts moves the default where its posts went', async () => {
    const musica = await createCategory('Música', 'musica');
    const cine = await createCategory('Cine', 'cine');
    const post = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        title: 'Una película',
        content: '<p>Texto</p>',
        slug: 'una-pelicula',
        status: 'draft',
        categoryId: cine,
      },
    });
    expect(post.status).toBe(201);
    await setDefault(cine);

    const deleted = await call(t, 'DELETE', `/api/categories/${cine}?moveTo=${musica}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(deleted.status).toBe(204);
    expect((await settingsOf()).json.defaultCategoryId).toBe(musica);
    expect(await defaultsIn()).toEqual([musica]);
  });

  it('deleting the default category without posts clears the setting; another one leaves it', async () => {
    const musica = await createCategory('Música', 'musica');
    const cine = await createCategory('Cine', 'cine');
    await setDefault(musica);
    const other = await call(t, 'DELETE', `/api/categories/${cine}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(other.status).toBe(204);
    expect((await settingsOf()).json.defaultCategoryId).toBe(musica);

    const deleted = await call(t, 'DELETE', `/api/categories/${musica}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(deleted.status).toBe(204);
    const settings = await settingsOf();
    expect(settings.status).toBe(200);
    expect(settings.json.defaultCategoryId).toBeNull();
    expect(await defaultsIn()).toEqual([]);
    // The settings still save once their category is gone.
    expect((await setDefault(null)).status).toBe(200);
  });
});
