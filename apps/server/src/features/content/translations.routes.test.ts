import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, DEMO_HOST, type TestApp, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

/*
 * An item's language and translation group (docs/decisions/073-languages-and-translations.md):
 * `language` and `translationOf` on the posts' and pages' writes, slugs per language.
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

const TAKEN = 'Ya hay una versión en inglés de este contenido. Cada idioma tiene una sola versión.';
const UNKNOWN = 'El contenido del que sería traducción no existe en este blog';

const postBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Tortilla',
  content: '<p>Eggs and potatoes</p>',
  slug: 'tortilla-de-patatas',
  status: 'draft',
  ...extra,
});
const asAdmin = () => ({ token: s.tokens.admin, blog: s.demo.id });
const asAuthor = () => ({ token: s.tokens.author, blog: s.demo.id });
const postBySlug = (slug: string) =>
  t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });

/** The first 400's field and message, checked for the `{ error, message, details }` shape. */
function refusal(res: Awaited<ReturnType<typeof call>>) {
  expect(res.status).toBe(400);
  const [first] = res.json.details as { path: string; message: string }[];
  expect(res.json).toMatchObject({ error: first?.message, message: first?.message });
  return first;
}

describe('a post’s language', () => {
  it('is the blog’s main one unless given, answered by the write, the read and the list', async () => {
    const plain = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'nuevo' }),
    });
    expect(plain.json).toMatchObject({ language: 'es', translationGroup: null });
    const english = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'new', language: 'en' }),
    });
    expect(english.status).toBe(201);
    expect(english.json.language).toBe('en');
    const read = await call(t, 'GET', `/api/posts/uuid/${english.json.uuid}`, asAdmin());
    expect(read.json.language).toBe('en');
    const list = await call(t, 'GET', '/api/posts?includeDrafts=true&limit=100', asAdmin());
    const listed = (list.json.data as { slug: string; language: string }[]).find(
      (post) => post.slug === 'new',
    );
    expect(listed?.language).toBe('en');
    const moved = await call(t, 'PATCH', `/api/posts/${english.json.id}`, {
      ...asAdmin(),
      body: { language: 'pt' },
    });
    expect(moved.json.language).toBe('pt');
  });

  it('is one of es, en, fr and pt: anything else is a 400 in Spanish, nothing written', async () => {
    for (const language of ['de', 'EN', '', 7, null]) {
      const res = await call(t, 'POST', '/api/posts', {
        ...asAdmin(),
        body: postBody({ slug: 'nuevo', language }),
      });
      expect(refusal(res), String(language)).toEqual({
        path: 'language',
        message: 'El idioma debe ser es, en, fr o pt',
      });
    }
    expect(await postBySlug('nuevo')).toBeUndefined();
    const page = await call(t, 'POST', '/api/pages', {
      ...asAdmin(),
      body: { title: 'About', content: '<p>x</p>', slug: 'about', language: 'de' },
    });
    expect(refusal(page)?.path).toBe('language');
  });

  it('keeps a blog whose main language is English writing English by default', async () => {
    const saved = await call(t, 'PUT', '/api/settings', { ...asAdmin(), body: { language: 'en' } });
    expect(saved.status).toBe(200);
    const relabelled = await postBySlug('tortilla-de-patatas');
    expect(relabelled?.language).toBe('en');
    const created = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'nuevo' }),
    });
    expect(created.json.language).toBe('en');
  });
});

describe('slugs per language', () => {
  it('lets the same slug serve an English and a Spanish post, never two of one language', async () => {
    const english = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ language: 'en' }),
    });
    expect(english.status).toBe(201);
    const twice = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ language: 'en' }),
    });
    expect(twice.status).toBe(409);
    expect(twice.json.error).toBe(
      'El slug "tortilla-de-patatas" ya está en uso. Por favor, elige otro.',
    );
    const other = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'otra', language: 'en' }),
    });
    const onto = await call(t, 'PATCH', `/api/posts/${other.json.id}`, {
      ...asAdmin(),
      body: { slug: 'tortilla-de-patatas' },
    });
    expect(onto.status).toBe(409);
    const intoSpanish = await call(t, 'PATCH', `/api/posts/${english.json.id}`, {
      ...asAdmin(),
      body: { language: 'es' },
    });
    expect(intoSpanish.status).toBe(409);
  });

  it('serves the main language’s version at /blog/{slug} and /{slug} when another shares it', async () => {
    const original = await postBySlug('tortilla-de-patatas');
    expect(original?.status).toBe('PUBLISHED');
    for (const [path, body] of [
      ['/api/posts', postBody({ title: 'Potato omelette', status: 'published' })],
      [
        '/api/pages',
        { title: 'About me', content: '<p>x</p>', slug: 'sobre-mi', status: 'published' },
      ],
    ] as const) {
      const res = await call(t, 'POST', path, { ...asAdmin(), body: { ...body, language: 'en' } });
      expect(res.status).toBe(201);
    }
    const post = await (await visitorRequest(t, DEMO_HOST, '/blog/tortilla-de-patatas')).text();
    expect(post).toContain(original!.title);
    expect(post).not.toContain('Potato omelette');
    const page = await (await visitorRequest(t, DEMO_HOST, '/sobre-mi')).text();
    expect(page).not.toContain('About me');
  });

  it('check-slug asks in the main language unless told, and refuses an unknown language', async () => {
    const check = async (query: string, path = 'posts') =>
      (await call(t, 'GET', `/api/${path}/check-slug?${query}`, asAuthor())).json;
    expect(await check('slug=tortilla-de-patatas')).toEqual({ exists: true });
    expect(await check('slug=tortilla-de-patatas&language=es')).toEqual({ exists: true });
    expect(await check('slug=tortilla-de-patatas&language=en')).toEqual({ exists: false });
    expect(await check('slug=sobre-mi&language=fr', 'pages')).toEqual({ exists: false });
    expect(await check('slug=sobre-mi', 'pages')).toEqual({ exists: true });
    const bad = await call(t, 'GET', '/api/posts/check-slug?slug=x&language=de', asAuthor());
    expect(refusal(bad)).toEqual({
      path: 'language',
      message: 'El idioma debe ser es, en, fr o pt',
    });
  });
});

describe('translationOf', () => {
  it('puts a post in the original’s group, answered by both; deleting one leaves the other', async () => {
    const original = await postBySlug('tortilla-de-patatas');
    const english = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ language: 'en', translationOf: original!.uuid }),
    });
    expect(english.status).toBe(201);
    const group = english.json.translationGroup;
    expect(group).toEqual(expect.any(String));
    const read = await call(t, 'GET', `/api/posts/uuid/${original!.uuid}`, asAuthor());
    expect(read.json).toMatchObject({ language: 'es', translationGroup: group });
    const french = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ language: 'fr', translationOf: english.json.uuid }),
    });
    expect(french.json.translationGroup).toBe(group);

    const trashed = await call(t, 'DELETE', `/api/posts/${english.json.id}`, asAuthor());
    expect(trashed.status).toBe(204);
    const gone = await call(t, 'DELETE', `/api/posts/${english.json.id}/permanent`, asAuthor());
    expect(gone.status).toBe(204);
    const kept = await call(t, 'GET', `/api/posts/uuid/${original!.uuid}`, asAuthor());
    expect(kept.json).toMatchObject({ status: original!.status, translationGroup: group });
    expect((await postBySlug('tortilla-de-patatas'))?.title).toBe(original!.title);
    const again = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ language: 'en', translationOf: original!.uuid }),
    });
    expect(again.json.translationGroup).toBe(group);
  });

  it('unpublishing one version leaves the others public and in the group', async () => {
    const original = await postBySlug('tortilla-de-patatas');
    const english = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ language: 'en', status: 'PUBLISHED', translationOf: original!.uuid }),
    });
    expect(english.status).toBe(201);
    const visit = (path: string) => visitorRequest(t, DEMO_HOST, path);
    expect((await visit('/en/blog/tortilla-de-patatas')).status).toBe(200);
    const spanishBefore = await (await visit('/blog/tortilla-de-patatas')).text();
    expect(spanishBefore).toContain('hreflang="en"');

    const unpublished = await call(t, 'PATCH', `/api/posts/${english.json.id}`, {
      ...asAdmin(),
      body: { status: 'DRAFT' },
    });
    expect(unpublished.status).toBe(200);
    expect((await visit('/en/blog/tortilla-de-patatas')).status).toBe(404);
    const spanish = await visit('/blog/tortilla-de-patatas');
    expect(spanish.status).toBe(200);
    // the Spanish version no longer names the English one, and both stay in their group
    expect(await spanish.text()).not.toContain('hreflang="en"');
    const read = await call(t, 'GET', `/api/posts/uuid/${original!.uuid}`, asAdmin());
    expect(read.json).toMatchObject({
      status: 'PUBLISHED',
      translationGroup: english.json.translationGroup,
    });
  });

  it('moves a saved post into a group, and null takes it out', async () => {
    const original = await postBySlug('tortilla-de-patatas');
    const english = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ language: 'en' }),
    });
    const joined = await call(t, 'PATCH', `/api/posts/${english.json.id}`, {
      ...asAuthor(),
      body: { translationOf: original!.uuid.toUpperCase() },
    });
    expect(joined.status).toBe(200);
    expect(joined.json.translationGroup).toEqual(expect.any(String));
    const left = await call(t, 'PATCH', `/api/posts/${english.json.id}`, {
      ...asAuthor(),
      body: { translationOf: null },
    });
    expect(left.json.translationGroup).toBeNull();
  });

  it('refuses, in Spanish at its field: a taken language, an unknown or other blog’s item, itself', async () => {
    const original = await postBySlug('tortilla-de-patatas');
    const english = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ language: 'en', translationOf: original!.uuid }),
    });
    const proPost = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: postBody({ slug: 'pro' }),
    });
    const page = await t.db.query.pages.findFirst();
    const cases: [Record<string, unknown>, string][] = [
      [postBody({ slug: 'a', language: 'en', translationOf: original!.uuid }), TAKEN],
      [postBody({ slug: 'b', language: 'fr', translationOf: crypto.randomUUID() }), UNKNOWN],
      [postBody({ slug: 'c', language: 'fr', translationOf: proPost.json.uuid }), UNKNOWN],
      [postBody({ slug: 'd', language: 'fr', translationOf: page!.uuid }), UNKNOWN],
      [
        postBody({ slug: 'e', language: 'fr', translationOf: 'nope' }),
        'La traducción debe indicar el identificador (uuid) de otro contenido',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(t, 'POST', '/api/posts', { ...asAuthor(), body });
      expect(refusal(res), JSON.stringify(body)).toEqual({ path: 'translationOf', message });
    }
    const self = await call(t, 'PATCH', `/api/posts/${english.json.id}`, {
      ...asAuthor(),
      body: { translationOf: english.json.uuid },
    });
    expect(refusal(self)).toEqual({
      path: 'translationOf',
      message: 'Un contenido no puede ser traducción de sí mismo',
    });
    const clash = await call(t, 'PATCH', `/api/posts/${english.json.id}`, {
      ...asAuthor(),
      body: { language: 'es' },
    });
    expect(refusal(clash)).toEqual({
      path: 'language',
      message:
        'Ya hay una versión en español de este contenido. Cada idioma tiene una sola versión.',
    });
    expect(await t.db.query.posts.findMany({ where: (p, { eq }) => eq(p.slug, 'a') })).toHaveLength(
      0,
    );
  });

  it('follows the posts’ roles: another author’s draft reads as unknown, their post stays theirs', async () => {
    const adminDraft = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'borrador-admin' }),
    });
    const res = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ slug: 'x', language: 'en', translationOf: adminDraft.json.uuid }),
    });
    expect(refusal(res)).toEqual({ path: 'translationOf', message: UNKNOWN });
    const own = await call(t, 'POST', '/api/posts', {
      ...asAuthor(),
      body: postBody({ slug: 'mio', language: 'en' }),
    });
    const admins = await postBySlug('sevilla-en-otono');
    const intoAdmins = await call(t, 'PATCH', `/api/posts/${admins!.id}`, {
      ...asAuthor(),
      body: { translationOf: own.json.uuid },
    });
    expect(intoAdmins.status).toBe(403);
    expect((await postBySlug('sevilla-en-otono'))?.translationGroup).toBeNull();
    const byAdmin = await call(t, 'POST', '/api/posts', {
      ...asAdmin(),
      body: postBody({ slug: 'y', language: 'en', translationOf: adminDraft.json.uuid }),
    });
    expect(byAdmin.status).toBe(201);
  });

  it('groups pages as posts are grouped', async () => {
    const about = await t.db.query.pages.findFirst({
      where: (p, { eq }) => eq(p.slug, 'sobre-mi'),
    });
    const body = { title: 'About me', content: '<p>Hi</p>', slug: 'sobre-mi', status: 'draft' };
    const english = await call(t, 'POST', '/api/pages', {
      ...asAdmin(),
      body: { ...body, language: 'en', translationOf: about!.uuid },
    });
    expect(english.status).toBe(201);
    expect(english.json).toMatchObject({ language: 'en', translationGroup: expect.any(String) });
    const twice = await call(t, 'POST', '/api/pages', {
      ...asAdmin(),
      body: { ...body, slug: 'about', language: 'en', translationOf: about!.uuid },
    });
    expect(refusal(twice)).toEqual({ path: 'translationOf', message: TAKEN });
    const read = await call(t, 'GET', `/api/pages/uuid/${about!.uuid}`, asAdmin());
    expect(read.json.translationGroup).toBe(english.json.translationGroup);
  });
});
