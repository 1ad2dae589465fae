import { SETTINGS_MESSAGES } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../db/schema/index.ts';
import type { Session } from '../test/session-fixtures.ts';
import { call, type TestApp } from '../test/test-db.ts';
import { useTestApp } from '../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const categoryId = async (slug: string, blogId = s.demo.id) => {
  const row = await t.db.query.categories.findFirst({
    where: (c, { and, eq }) => and(eq(c.slug, slug), eq(c.blogId, blogId)),
  });
  if (!row) throw new Error(`category ${slug} missing`);
  return row.id;
};
const readSettings = () =>
  call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id });
const saveDefault = (defaultCategoryId: unknown) =>
  call(t, 'PUT', '/api/settings', {
    token: s.tokens.admin,
    blog: s.demo.id,
    body: { defaultCategoryId },
  });
/** The categories as an author's post form reads them: which one is marked the default. */
const markedDefault = async () => {
  const res = await call(t, 'GET', '/api/categories', {
    token: s.tokens.author,
    blog: s.demo.id,
  });
  expect(res.status).toBe(200);
  const marked = (res.json.data as { slug: string; isDefault: boolean }[]).filter(
    (category) => category.isDefault,
  );
  expect(marked.length).toBeLessThanOrEqual(1);
  return marked[0]?.slug ?? null;
};
const savedColumn = async () =>
  (await t.db.select().from(settings).where(eq(settings.blogId, s.demo.id)))[0]?.defaultCategoryId;

describe("the blog's default category", () => {
  it('is the oldest category until one is chosen, in the settings and the category list', async () => {
    const res = await readSettings();
    expect(res.status).toBe(200);
    // The demo blog's categories were written Viajes, Cocina, Tecnología.
    expect(res.json.defaultCategoryId).toBe(await categoryId('viajes'));
    expect(await markedDefault()).toBe('viajes');
  });

  it('an admin chooses another; the list marks it; null goes back to the oldest', async () => {
    const cocina = await categoryId('cocina');
    const saved = await saveDefault(cocina);
    expect(saved.status).toBe(200);
    expect(saved.json.defaultCategoryId).toBe(cocina);
    expect((await readSettings()).json.defaultCategoryId).toBe(cocina);
    expect(await markedDefault()).toBe('cocina');

    // Other fields saved later leave it alone.
    await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Otro título' },
    });
    expect(await markedDefault()).toBe('cocina');

    const cleared = await saveDefault(null);
    expect(cleared.status).toBe(200);
    expect(cleared.json.defaultCategoryId).toBe(await categoryId('viajes'));
    expect(await markedDefault()).toBe('viajes');
  });

  it("refuses another blog's category or no category at all, in Spanish, changing nothing", async () => {
    const cocina = await categoryId('cocina');
    await saveDefault(cocina);
    for (const refused of [await categoryId('general', s.pro.id), 999_999]) {
      const res = await saveDefault(refused);
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual([
        { path: 'defaultCategoryId', message: SETTINGS_MESSAGES.defaultCategoryInvalid },
      ]);
    }
    const garbage = await saveDefault('cocina');
    expect(garbage.status).toBe(400);
    expect(await savedColumn()).toBe(cocina);
  });

  it('only an admin sets it', async () => {
    const res = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { defaultCategoryId: await categoryId('cocina') },
    });
    expect(res.status).toBe(403);
    expect(await savedColumn()).toBeNull();
  });

  it('follows the posts of its deleted category, or goes back to the oldest', async () => {
    const cocina = await categoryId('cocina');
    const tecnologia = await categoryId('tecnologia');
    await saveDefault(cocina);
    const moved = await call(t, 'DELETE', `/api/categories/${cocina}?moveTo=${tecnologia}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(moved.status).toBe(204);
    expect(await savedColumn()).toBe(tecnologia);
    expect(await markedDefault()).toBe('tecnologia');

    // An empty default deleted: nothing to follow, the oldest category is the default again.
    const emptied = await call(
      t,
      'DELETE',
      `/api/categories/${tecnologia}?moveTo=${await categoryId('viajes')}`,
      { token: s.tokens.admin, blog: s.demo.id },
    );
    expect(emptied.status).toBe(204);
    expect(await savedColumn()).toBe(await categoryId('viajes'));
    const musica = await call(t, 'POST', '/api/categories', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: 'Música', slug: 'musica' },
    });
    await saveDefault(musica.json.id);
    await call(t, 'DELETE', `/api/categories/${musica.json.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(await savedColumn()).toBeNull();
    expect((await readSettings()).json.defaultCategoryId).toBe(await categoryId('viajes'));
  });

  it("deleting another category leaves the blog's choice", async () => {
    const cocina = await categoryId('cocina');
    await saveDefault(cocina);
    const res = await call(t, 'DELETE', `/api/categories/${await categoryId('tecnologia')}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(res.status).toBe(204);
    expect(await savedColumn()).toBe(cocina);
  });
});
