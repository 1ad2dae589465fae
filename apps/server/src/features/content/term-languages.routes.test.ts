import { TRANSLATION_MESSAGES } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * The language of series, categories and tags (docs/decisions/073-languages-and-translations.md):
 * read with them, written by their create and update, the blog's main one unless given. Their
 * slugs stay the blog's in every language (decision 076).
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

const asAdmin = () => ({ token: s.tokens.admin, blog: s.demo.id });
const asAuthor = () => ({ token: s.tokens.author, blog: s.demo.id });
const asPro = () => ({ token: s.tokens.pro, blog: s.pro.id });

const BAD_LANGUAGES = ['de', 'EN', 'pt-BR', '', 1, null] as const;

/** The 400 of a bad language: at the field, the domain's Spanish sentence. */
function expectLanguageRefused(res: Awaited<ReturnType<typeof call>>, what: string) {
  expect(res.status, what).toBe(400);
  expect(res.json, what).toMatchObject({
    error: TRANSLATION_MESSAGES.languageInvalid,
    details: [{ path: 'language', message: TRANSLATION_MESSAGES.languageInvalid }],
  });
}

const categoryBySlug = (slug: string) =>
  t.db.query.categories.findFirst({ where: (c, { eq }) => eq(c.slug, slug) });
const seriesBySlug = (slug: string) =>
  t.db.query.series.findFirst({ where: (x, { eq }) => eq(x.slug, slug) });
const tagBySlug = (slug: string) =>
  t.db.query.tags.findFirst({ where: (x, { eq }) => eq(x.slug, slug) });

describe('a category’s language', () => {
  it('is read with it, the main one unless given; create and PATCH take one', async () => {
    const list = await call(t, 'GET', '/api/categories', asAuthor());
    expect((list.json.data as { language: string }[]).map((c) => c.language)).toEqual([
      'es',
      'es',
      'es',
    ]);
    const plain = await call(t, 'POST', '/api/categories', {
      ...asAdmin(),
      body: { name: 'Música', slug: 'musica' },
    });
    expect(plain.status).toBe(201);
    expect(plain.json.language).toBe('es');
    const english = await call(t, 'POST', '/api/categories', {
      ...asAdmin(),
      body: { name: 'Hiking', slug: 'hiking', language: 'en' },
    });
    expect(english.status).toBe(201);
    expect(english.json).toMatchObject({ name: 'Hiking', slug: 'hiking', language: 'en' });
    expect((await categoryBySlug('hiking'))?.language).toBe('en');
    const moved = await call(t, 'PATCH', `/api/categories/${english.json.id}`, {
      ...asAdmin(),
      body: { language: 'pt' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ name: 'Hiking', slug: 'hiking', language: 'pt' });
    const renamed = await call(t, 'PATCH', `/api/categories/${english.json.id}`, {
      ...asAdmin(),
      body: { name: 'Caminhadas' },
    });
    expect(renamed.json.language).toBe('pt');
  });

  it('keeps one slug for every language: a taken slug is 409 in another language', async () => {
    const taken = await call(t, 'POST', '/api/categories', {
      ...asAdmin(),
      body: { name: 'Travel', slug: 'viajes', language: 'en' },
    });
    expect(taken.status).toBe(409);
    expect(
      await t.db.query.categories.findMany({ where: (c, { eq }) => eq(c.slug, 'viajes') }),
    ).toHaveLength(1);
  });

  it('follows a blog whose main language is another when none is given', async () => {
    const saved = await call(t, 'PUT', '/api/settings', { ...asPro(), body: { language: 'fr' } });
    expect(saved.status).toBe(200);
    const created = await call(t, 'POST', '/api/categories', {
      ...asPro(),
      body: { name: 'Randonnée', slug: 'randonnee' },
    });
    expect(created.json.language).toBe('fr');
  });

  it('400 at the field for a language that is not es, en, fr or pt; nothing changes', async () => {
    for (const language of BAD_LANGUAGES) {
      const res = await call(t, 'POST', '/api/categories', {
        ...asAdmin(),
        body: { name: 'Música', slug: 'musica', language },
      });
      expectLanguageRefused(res, `POST ${String(language)}`);
    }
    expect(await categoryBySlug('musica')).toBeUndefined();
    const cocina = await categoryBySlug('cocina');
    for (const language of BAD_LANGUAGES) {
      const res = await call(t, 'PATCH', `/api/categories/${cocina?.id}`, {
        ...asAdmin(),
        body: { name: 'Recetas', language },
      });
      expectLanguageRefused(res, `PATCH ${String(language)}`);
    }
    expect(await categoryBySlug('cocina')).toMatchObject({ name: 'Cocina', language: 'es' });
  });

  it('only ADMIN sets it, and only in its own blog', async () => {
    const denied = await call(t, 'POST', '/api/categories', {
      ...asAuthor(),
      body: { name: 'Hiking', slug: 'hiking', language: 'en' },
    });
    expect(denied.status).toBe(403);
    expect(await categoryBySlug('hiking')).toBeUndefined();
    const cocina = await categoryBySlug('cocina');
    const author = await call(t, 'PATCH', `/api/categories/${cocina?.id}`, {
      ...asAuthor(),
      body: { language: 'en' },
    });
    expect(author.status).toBe(403);
    const foreign = await call(t, 'PATCH', `/api/categories/${cocina?.id}`, {
      ...asPro(),
      body: { language: 'en' },
    });
    expect(foreign.status).toBe(404);
    expect((await categoryBySlug('cocina'))?.language).toBe('es');
  });
});

describe('a series’ language', () => {
  it('is read with it, in the list and alone; create and PATCH take one', async () => {
    const list = await call(t, 'GET', '/api/series', asAdmin());
    expect(list.json.data).toEqual([expect.objectContaining({ language: 'es' })]);
    const plain = await call(t, 'POST', '/api/series', {
      ...asPro(),
      body: { title: 'Serie', slug: 'serie' },
    });
    expect(plain.json.language).toBe('es');
    const english = await call(t, 'POST', '/api/series', {
      ...asPro(),
      body: { title: 'Trails', slug: 'trails', language: 'en' },
    });
    expect(english.status).toBe(201);
    expect(english.json).toMatchObject({ slug: 'trails', language: 'en' });
    const read = await call(t, 'GET', `/api/series/uuid/${english.json.uuid}`, asPro());
    expect(read.json.language).toBe('en');
    const guide = await seriesBySlug('guia-de-andalucia');
    const moved = await call(t, 'PATCH', `/api/series/uuid/${guide?.uuid}`, {
      ...asAdmin(),
      body: { language: 'fr' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ title: 'Guía de Andalucía', language: 'fr' });
    expect((await seriesBySlug('guia-de-andalucia'))?.language).toBe('fr');
  });

  it('keeps one slug for every language: a taken slug is 409 in another language', async () => {
    await call(t, 'POST', '/api/series', { ...asPro(), body: { title: 'Serie', slug: 'serie' } });
    const taken = await call(t, 'POST', '/api/series', {
      ...asPro(),
      body: { title: 'Series', slug: 'serie', language: 'en' },
    });
    expect(taken.status).toBe(409);
  });

  it('400 at the field for a language that is not es, en, fr or pt; nothing changes', async () => {
    for (const language of BAD_LANGUAGES) {
      const res = await call(t, 'POST', '/api/series', {
        ...asPro(),
        body: { title: 'Trails', slug: 'trails', language },
      });
      expectLanguageRefused(res, `POST ${String(language)}`);
    }
    expect(await seriesBySlug('trails')).toBeUndefined();
    const guide = await seriesBySlug('guia-de-andalucia');
    for (const language of BAD_LANGUAGES) {
      const res = await call(t, 'PATCH', `/api/series/uuid/${guide?.uuid}`, {
        ...asAdmin(),
        body: { title: 'Otra', language },
      });
      expectLanguageRefused(res, `PATCH ${String(language)}`);
    }
    expect(await seriesBySlug('guia-de-andalucia')).toMatchObject({
      title: 'Guía de Andalucía',
      language: 'es',
    });
  });

  it('an AUTHOR may not change another’s series, nor another blog’s', async () => {
    const guide = await seriesBySlug('guia-de-andalucia');
    const author = await call(t, 'PATCH', `/api/series/uuid/${guide?.uuid}`, {
      ...asAuthor(),
      body: { language: 'en' },
    });
    expect(author.status).toBe(403);
    const foreign = await call(t, 'PATCH', `/api/series/uuid/${guide?.uuid}`, {
      ...asPro(),
      body: { language: 'en' },
    });
    expect(foreign.status).toBe(404);
    expect((await seriesBySlug('guia-de-andalucia'))?.language).toBe('es');
  });
});

describe('a tag’s language', () => {
  it('is the language of the post that made it; a tag the blog has keeps its own', async () => {
    const list = await call(t, 'GET', '/api/tags', asAuthor());
    expect((list.json.data as { language: string }[]).map((tag) => tag.language)).toEqual([
      'es',
      'es',
    ]);
    const post = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: {
        title: 'Hiking in Andalusia',
        content: '<p>Trails</p>',
        slug: 'hiking-in-andalusia',
        language: 'en',
        tags: ['Hiking', 'Andalucía'],
      },
    });
    expect(post.status).toBe(201);
    expect((await tagBySlug('hiking'))?.language).toBe('en');
    expect((await tagBySlug('andalucia'))?.language).toBe('es');
    const spanish = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: { title: 'Rutas', content: '<p>Rutas</p>', slug: 'rutas', tags: ['Senderismo'] },
    });
    expect(spanish.status).toBe(201);
    expect((await tagBySlug('senderismo'))?.language).toBe('es');
  });

  it('PATCH takes a language, with or without a new name', async () => {
    const recetas = await tagBySlug('recetas');
    const moved = await call(t, 'PATCH', `/api/tags/${recetas?.id}`, {
      ...asAdmin(),
      body: { language: 'fr' },
    });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ name: 'Recetas', slug: 'recetas', language: 'fr' });
    const both = await call(t, 'PATCH', `/api/tags/${recetas?.id}`, {
      ...asAdmin(),
      body: { name: 'Recipes', language: 'en' },
    });
    expect(both.json).toMatchObject({ name: 'Recipes', slug: 'recipes', language: 'en' });
    const renamed = await call(t, 'PATCH', `/api/tags/${recetas?.id}`, {
      ...asAdmin(),
      body: { name: 'Cooking' },
    });
    expect(renamed.json).toMatchObject({ name: 'Cooking', language: 'en' });
  });

  it('400 at the field for a language that is not es, en, fr or pt; nothing changes', async () => {
    const recetas = await tagBySlug('recetas');
    for (const language of BAD_LANGUAGES) {
      const res = await call(t, 'PATCH', `/api/tags/${recetas?.id}`, {
        ...asAdmin(),
        body: { name: 'Otra', language },
      });
      expectLanguageRefused(res, String(language));
    }
    expect(await tagBySlug('recetas')).toMatchObject({ name: 'Recetas', language: 'es' });
  });

  it('only ADMIN changes it, and only in its own blog', async () => {
    const recetas = await tagBySlug('recetas');
    const author = await call(t, 'PATCH', `/api/tags/${recetas?.id}`, {
      ...asAuthor(),
      body: { language: 'en' },
    });
    expect(author.status).toBe(403);
    const foreign = await call(t, 'PATCH', `/api/tags/${recetas?.id}`, {
      ...asPro(),
      body: { language: 'en' },
    });
    expect(foreign.status).toBe(404);
    expect((await tagBySlug('recetas'))?.language).toBe('es');
  });
});
