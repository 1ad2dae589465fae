import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * What the panel reads of languages (docs/decisions/073-languages-and-translations.md): each
 * version's read lists its group's other versions ('Traducciones' in the form), and the post
 * and page lists filter by language.
 */

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

beforeEach(async () => {
  await t.reseed();
  s = await loadSession(t);
});

const asAdmin = () => ({ token: s.tokens.admin, blog: s.demo.id });
const asAuthor = () => ({ token: s.tokens.author, blog: s.demo.id });
const LANGUAGE_INVALID = 'El idioma debe ser es, en, fr o pt';

const postBody = (extra: Record<string, unknown>) => ({
  title: 'Tortilla',
  content: '<p>Eggs and potatoes</p>',
  slug: 'tortilla-de-patatas',
  status: 'draft',
  ...extra,
});

interface Version {
  id: number;
  uuid: string;
  language: string;
  status: string;
  title: string;
  slug: string;
}

const versionOf = (json: Record<string, unknown>): Version => ({
  id: json.id as number,
  uuid: json.uuid as string,
  language: json.language as string,
  status: json.status as string,
  title: json.title as string,
  slug: json.slug as string,
});

async function spanishOriginal() {
  const row = await t.db.query.posts.findFirst({
    where: (p, { eq }) => eq(p.slug, 'tortilla-de-patatas'),
  });
  const read = await call(t, 'GET', `/api/posts/uuid/${row!.uuid}`, asAdmin());
  expect(read.json).toMatchObject({ language: 'es', status: 'PUBLISHED', translations: [] });
  return read.json as Record<string, unknown>;
}

describe('translations on a post’s read', () => {
  it('lists the other versions, es, en, fr, pt in that order, on every version and on the write’s answer', async () => {
    const original = await spanishOriginal();
    const french = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ title: 'Omelette', language: 'fr', translationOf: original.uuid }),
    });
    expect(french.status).toBe(201);
    expect(french.json.translations).toEqual([versionOf(original)]);
    const english = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({
        title: 'Potato omelette',
        language: 'en',
        status: 'published',
        translationOf: original.uuid,
      }),
    });
    expect(english.json.translations).toEqual([versionOf(original), versionOf(french.json)]);

    const read = await call(t, 'GET', `/api/posts/uuid/${original.uuid}`, asAdmin());
    expect(read.json.translations).toEqual([versionOf(english.json), versionOf(french.json)]);
    expect((read.json.translations as Version[])[1]).toEqual({
      id: french.json.id,
      uuid: french.json.uuid,
      language: 'fr',
      status: 'DRAFT',
      title: 'Omelette',
      slug: 'tortilla-de-patatas',
    });
    const saved = await call(t, 'PATCH', `/api/posts/${french.json.id}`, {
      ...asAdmin(),
      body: { title: 'Omelette aux pommes de terre' },
    });
    expect(saved.json.translations).toEqual([versionOf(original), versionOf(english.json)]);
  });

  it('never shows an AUTHOR another author’s draft version; their own drafts and published ones, yes', async () => {
    const original = await spanishOriginal();
    const adminDraft = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ title: 'Brouillon', language: 'fr', translationOf: original.uuid }),
    });
    const published = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ language: 'en', status: 'published', translationOf: original.uuid }),
    });
    const ownDraft = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ title: 'Omelete', language: 'pt', translationOf: original.uuid }),
    });
    expect(ownDraft.status).toBe(201);

    const byAuthor = await call(t, 'GET', `/api/posts/uuid/${original.uuid}`, asAuthor());
    expect(byAuthor.json.translations).toEqual([
      versionOf(published.json),
      versionOf(ownDraft.json),
    ]);
    expect(JSON.stringify(byAuthor.json)).not.toContain(adminDraft.json.uuid);
    // The author's own answer to a write names the same versions, not the admin's draft.
    expect(ownDraft.json.translations).toEqual([versionOf(original), versionOf(published.json)]);
    const byAdmin = await call(t, 'GET', `/api/posts/uuid/${original.uuid}`, asAdmin());
    expect((byAdmin.json.translations as Version[]).map((v) => v.language)).toEqual([
      'en',
      'fr',
      'pt',
    ]);
  });

  it('leaves a trashed version out, and a post alone in its language answers an empty list', async () => {
    const original = await spanishOriginal();
    const english = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ language: 'en', translationOf: original.uuid }),
    });
    expect((await call(t, 'DELETE', `/api/posts/${english.json.id}`, asAdmin())).status).toBe(204);
    const read = await call(t, 'GET', `/api/posts/uuid/${original.uuid}`, asAdmin());
    expect(read.json.translations).toEqual([]);
    expect(read.json.translationGroup).toBe(english.json.translationGroup);
  });
});

describe('translations on a page’s read', () => {
  it('lists the other versions as a post’s, another author’s draft left out for an AUTHOR', async () => {
    const about = await t.db.query.pages.findFirst({
      where: (p, { eq }) => eq(p.slug, 'sobre-mi'),
    });
    const english = await call(t, 'POST', '/api/pages', {
      ...asAdmin(),
      body: {
        title: 'About me',
        content: '<p>Hi</p>',
        slug: 'about',
        language: 'en',
        translationOf: about!.uuid,
      },
    });
    expect(english.json.translations).toEqual([
      expect.objectContaining({ uuid: about!.uuid, language: 'es', slug: 'sobre-mi' }),
    ]);
    const byAdmin = await call(t, 'GET', `/api/pages/uuid/${about!.uuid}`, asAdmin());
    expect(byAdmin.json.translations).toEqual([versionOf(english.json)]);
    const byAuthor = await call(t, 'GET', `/api/pages/uuid/${about!.uuid}`, asAuthor());
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.json.translations).toEqual([]);
  });
});

describe('the lists by language', () => {
  it('each row names its language; ?language= keeps one language’s posts and pages', async () => {
    const original = await spanishOriginal();
    await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ title: 'Potato omelette', language: 'en', translationOf: original.uuid }),
    });
    await call(t, 'POST', '/api/pages', {
      ...asAdmin(),
      body: { title: 'About me', content: '<p>Hi</p>', slug: 'about', language: 'en' },
    });
    const list = async (path: string, query: string) => {
      const res = await call(t, 'GET', `${path}?${query}`, asAdmin());
      expect(res.status).toBe(200);
      return res.json.data as { title: string; language: string; translations?: unknown }[];
    };
    const everything = await list('/api/posts', 'includeDrafts=true&limit=100');
    expect(new Set(everything.map((post) => post.language))).toEqual(new Set(['es', 'en']));
    expect(everything.every((post) => post.translations === undefined)).toBe(true);
    const english = await list('/api/posts', 'includeDrafts=true&language=en');
    expect(english.map((post) => [post.title, post.language])).toEqual([['Potato omelette', 'en']]);
    const spanish = await list('/api/posts', 'includeDrafts=true&limit=100&language=es');
    expect(spanish).toHaveLength(everything.length - 1);
    expect(spanish.every((post) => post.language === 'es')).toBe(true);
    expect(await list('/api/posts', 'includeDrafts=true&language=pt')).toEqual([]);
    // An empty field is no filter, as the list's other filters read it.
    expect(await list('/api/posts', 'includeDrafts=true&limit=100&language=')).toHaveLength(
      everything.length,
    );
    const pages = await list('/api/pages', 'language=en');
    expect(pages.map((page) => [page.title, page.language])).toEqual([['About me', 'en']]);
    const spanishPages = await list('/api/pages', 'language=es');
    expect(spanishPages.length).toBeGreaterThan(0);
    expect(spanishPages.every((page) => page.language === 'es')).toBe(true);
  });

  it('names the blog’s languages in use, the main one first, whatever the filters', async () => {
    const languages = async (path: string, query = '') =>
      (await call(t, 'GET', `${path}?${query}`, asAdmin())).json.languages;
    expect(await languages('/api/posts', 'includeDrafts=true')).toEqual(['es']);
    expect(await languages('/api/pages')).toEqual(['es']);
    const portuguese = await call(t, 'POST', '/api/pages', {
      ...asAdmin(),
      body: { title: 'Sobre', content: '<p>Oi</p>', slug: 'sobre', language: 'pt' },
    });
    await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'hello', language: 'en' }),
    });
    for (const path of ['/api/posts', '/api/pages']) {
      expect(await languages(path, 'language=fr')).toEqual(['es', 'en', 'pt']);
    }
    // The trash holds no language in use.
    await call(t, 'DELETE', `/api/pages/uuid/${portuguese.json.uuid}`, asAdmin());
    expect(await languages('/api/posts', 'includeDrafts=true')).toEqual(['es', 'en']);
    const blog = await call(t, 'GET', `/api/blogs/uuid/${s.demo.uuid}`, asAuthor());
    expect(blog.json.language).toBe('es');
  });

  it('counts only the filtered language in the total', async () => {
    await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'hello', language: 'en' }),
    });
    const res = await call(
      t,
      'GET',
      '/api/posts?includeDrafts=true&language=en&limit=1',
      asAdmin(),
    );
    expect(res.json.total).toBe(1);
  });

  it('refuses an unknown language with a 400 in Spanish at the field', async () => {
    for (const path of ['/api/posts', '/api/pages'])
      for (const language of ['de', 'EN', 'pt-BR', 'español']) {
        const res = await call(t, 'GET', `${path}?language=${encodeURIComponent(language)}`, {
          ...asAuthor(),
        });
        expect(res.status, `${path} ${language}`).toBe(400);
        expect(res.json).toMatchObject({
          error: LANGUAGE_INVALID,
          details: [{ path: 'language', message: LANGUAGE_INVALID }],
        });
      }
  });

  it('keeps another author’s draft out of an AUTHOR’s list in that language', async () => {
    await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'hello', language: 'en' }),
    });
    const res = await call(t, 'GET', '/api/posts?includeDrafts=true&language=en', asAuthor());
    expect(res.json).toMatchObject({ data: [], total: 0 });
  });
});
