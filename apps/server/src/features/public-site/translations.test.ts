import { TEMPLATES } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { blogs, comments, posts, settings } from '../../platform/db/schema/index.ts';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, DEMO_HOST, type TestApp, visitorForm, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { PUBLIC_MESSAGES } from './messages.ts';

/*
 * The addresses of a text's versions in several languages and what search engines read of them
 * (docs/decisions/074-language-addresses.md): `/{lang}/blog/{slug}` and `/{lang}/{slug}`,
 * reciprocal hreflang links, the page's language, the sitemap's alternates, the switcher.
 */

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

const ORIGIN = `http://${DEMO_HOST}`;
const SPANISH = '/blog/tortilla-de-patatas';
const ENGLISH = '/en/blog/tortilla-de-patatas';

const asAdmin = () => ({ token: s.tokens.admin, blog: s.demo.id });

async function create(path: string, body: Record<string, unknown>) {
  const res = await call(t, 'POST', path, { ...asAdmin(), body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { uuid: string; id: number };
}

const visit = async (path: string) => {
  const res = await visitorRequest(t, DEMO_HOST, path);
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
};

/** The page's hreflang links as `lang → href`, in the order the head gives them. */
const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, lang, href]) => `${lang} ${href}`,
  );
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

beforeEach(async () => {
  await t.reseed();
  s = await loadSession(t);
  const original = await t.db.query.posts.findFirst({
    where: (p, { eq }) => eq(p.slug, 'tortilla-de-patatas'),
  });
  // The English version shares the Spanish slug; a French draft and a scheduled Portuguese
  // version are in the group but never public.
  const post = { content: '<p>Eggs and potatoes</p>', translationOf: original?.uuid };
  await create('/api/posts', {
    ...post,
    title: 'Potato omelette',
    slug: 'tortilla-de-patatas',
    language: 'en',
    status: 'published',
  });
  await create('/api/posts', {
    ...post,
    title: 'Omelette brouillon',
    slug: 'omelette',
    language: 'fr',
    status: 'draft',
  });
  await create('/api/posts', {
    ...post,
    title: 'Omelete agendada',
    slug: 'omelete',
    language: 'pt',
    status: 'scheduled',
    publishAt: '2099-03-01T09:30:00.000Z',
  });
  const sobreMi = await t.db.query.pages.findFirst({
    where: (p, { eq }) => eq(p.slug, 'sobre-mi'),
  });
  await create('/api/pages', {
    title: 'About me',
    content: '<p>Me, in English</p>',
    slug: 'about',
    language: 'en',
    status: 'published',
    translationOf: sobreMi?.uuid,
  });
});

describe('the addresses of each language', () => {
  it('serves each version at its own address, the main language where it always was', async () => {
    const spanish = await visit(SPANISH);
    expect(spanish.status).toBe(200);
    expect(spanish.text).not.toContain('Potato omelette');
    const english = await visit(ENGLISH);
    expect(english.status).toBe(200);
    expect(english.text).toContain('<h1 class="post-title">Potato omelette</h1>');
    const page = await visit('/en/about');
    expect(page.status).toBe(200);
    expect(page.text).toContain('About me');
    // The main address again, after the English one is kept: each path its own answer.
    expect((await visit(SPANISH)).text).not.toContain('Potato omelette');
  });

  it('moves the main language’s code (301) to the address without it, query kept', async () => {
    for (const [from, to] of [
      ['/es/blog/tortilla-de-patatas', SPANISH],
      ['/es/sobre-mi', '/sobre-mi'],
      ['/es/', '/'],
      ['/es?page=2', '/?page=2'],
    ] as const) {
      const res = await visit(from);
      expect(res.status, from).toBe(301);
      expect(res.location, from).toBe(to);
    }
  });

  it('moves a main-language address whose slug only another language has to that version', async () => {
    const res = await visit('/about');
    expect(res.status).toBe(301);
    expect(res.location).toBe('/en/about');
  });

  it('answers 404 for a version asked under another language’s code, or one not public', async () => {
    for (const path of [
      '/fr/blog/tortilla-de-patatas',
      '/fr/blog/omelette',
      '/pt/blog/omelete',
      '/en/sobre-mi',
      '/fr/about',
      '/en/blog/tortilla-de-patatas/x',
      '/en/category/viajes',
    ]) {
      expect((await visit(path)).status, path).toBe(404);
    }
  });

  it('lists each language’s posts on its home page; a language without any has none', async () => {
    const home = await visit('/');
    expect(home.text).not.toContain('Potato omelette');
    expect(home.text).toContain(`href="${SPANISH}"`);
    const english = await visit('/en/');
    expect(english.status).toBe(200);
    expect(english.text).toContain(`<a href="${ENGLISH}">Potato omelette</a>`);
    expect(english.text).not.toContain(`href="${SPANISH}"`);
    expect(english.text).toContain('<html lang="en">');
    expect((await visit('/fr/')).status).toBe(404);
  });

  it('gives each language its feed, its items at their own addresses', async () => {
    const feed = await visit('/feed.xml');
    expect(feed.text).toContain(`<link>${ORIGIN}${SPANISH}</link>`);
    expect(feed.text).not.toContain(`<link>${ORIGIN}${ENGLISH}</link>`);
    const english = await visit('/en/feed.xml');
    expect(english.status).toBe(200);
    expect(english.text).toContain(`<link>${ORIGIN}${ENGLISH}</link>`);
    expect(english.text).not.toContain(`<link>${ORIGIN}${SPANISH}</link>`);
    expect(english.text).toContain('<language>en</language>');
    expect(english.text).toContain(`<atom:link href="${ORIGIN}/en/feed.xml" rel="self"`);
    expect((await visit('/fr/feed.xml')).status).toBe(404);
  });

  it('takes a comment on the English version at its address and sends the reader back there', async () => {
    const english = await visit(ENGLISH);
    expect(english.text).toContain(`action="${ENGLISH}/comments"`);
    const res = await visitorForm(t, DEMO_HOST, `${ENGLISH}/comments`, {
      authorName: 'Jane',
      authorEmail: 'jane@example.com',
      content: 'With onion, of course.',
      website: '',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ENGLISH}?comentario=pendiente#comentar`);
    const [stored] = await t.db.select().from(comments).where(eq(comments.authorName, 'Jane'));
    const onPost = await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.id, stored?.postId ?? 0),
    });
    expect(onPost?.language).toBe('en');
  });
});

describe('what search engines read', () => {
  it('names every published version on each, itself included, and x-default at the main one', async () => {
    const expected = [
      `es ${ORIGIN}${SPANISH}`,
      `en ${ORIGIN}${ENGLISH}`,
      `x-default ${ORIGIN}${SPANISH}`,
    ];
    expect(hreflangs((await visit(SPANISH)).text)).toEqual(expected);
    expect(hreflangs((await visit(ENGLISH)).text)).toEqual(expected);
    const pages = [
      `es ${ORIGIN}/sobre-mi`,
      `en ${ORIGIN}/en/about`,
      `x-default ${ORIGIN}/sobre-mi`,
    ];
    expect(hreflangs((await visit('/sobre-mi')).text)).toEqual(pages);
    expect(hreflangs((await visit('/en/about')).text)).toEqual(pages);
  });

  it('never names a draft, scheduled or trashed version', async () => {
    for (const path of [SPANISH, ENGLISH]) {
      const html = (await visit(path)).text;
      expect(html).not.toMatch(/brouillon|agendada|\/(fr|pt)\/|hreflang="(fr|pt)"|fr_FR|pt_PT/);
    }
    const english = await t.db.query.posts.findFirst({
      where: (p, { and, eq }) => and(eq(p.language, 'en'), eq(p.slug, 'tortilla-de-patatas')),
    });
    await call(t, 'DELETE', `/api/posts/${english?.id}`, asAdmin());
    const spanish = (await visit(SPANISH)).text;
    expect(hreflangs(spanish)).toEqual([]);
    expect(spanish).not.toContain('class="translations"');
  });

  it('gives each version its language: html lang, og:locale and its alternates, inLanguage', async () => {
    const english = headOf((await visit(ENGLISH)).text);
    expect((await visit(ENGLISH)).text).toContain('<html lang="en">');
    expect(english).toContain('<meta property="og:locale" content="en_US">');
    expect(english).toContain('<meta property="og:locale:alternate" content="es_ES">');
    expect(english).not.toContain('og:locale:alternate" content="en_US"');
    expect(english).toContain('"inLanguage":"en"');
    expect(english).toContain(`<link rel="canonical" href="${ORIGIN}${ENGLISH}">`);
    const spanish = await visit(SPANISH);
    expect(spanish.text).toContain('<html lang="es">');
    expect(headOf(spanish.text)).toContain('<meta property="og:locale" content="es_ES">');
    expect(headOf(spanish.text)).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(headOf(spanish.text)).toContain('"inLanguage":"es"');
    expect((await visit('/en/about')).text).toContain('<html lang="en">');
  });

  it('keeps an item in no group as it was: no hreflang, no alternate locale, the blog’s language', async () => {
    const other = await t.db.query.posts.findFirst({
      where: (p, { and, eq, ne, isNull }) =>
        and(
          eq(p.status, 'PUBLISHED'),
          ne(p.slug, 'tortilla-de-patatas'),
          isNull(p.translationGroup),
        ),
    });
    const html = (await visit(`/blog/${other?.slug}`)).text;
    expect(html).toContain('<html lang="es">');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:locale:alternate');
    expect(html).not.toContain('class="translations"');
  });

  it('lists each version in the sitemap with its alternates, their namespace declared', async () => {
    const map = (await visit('/sitemap.xml')).text;
    expect(map).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const links = [
      `<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}${SPANISH}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}${ENGLISH}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}${SPANISH}"/>`,
    ].join('');
    expect(map).toContain(`<loc>${ORIGIN}${SPANISH}</loc>`);
    expect(map).toContain(`<loc>${ORIGIN}${ENGLISH}</loc>`);
    expect(map.match(new RegExp(links.replace(/[.?*+^$[\]\\(){}|]/g, '\\$&'), 'g'))).toHaveLength(
      2,
    );
    expect(map).toContain(`<loc>${ORIGIN}/en/about</loc>`);
    expect(map).toContain(`<url><loc>${ORIGIN}/en/</loc></url>`);
    expect(map).not.toMatch(/omelette|omelete/);
  });

  it('keeps a blog in one language’s sitemap without the alternates’ namespace', async () => {
    await t.reseed();
    s = await loadSession(t);
    const map = (await visit('/sitemap.xml')).text;
    expect(map).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    expect(map).not.toContain('xhtml');
  });
});

describe('the language switcher', () => {
  it('links the other published versions by their own names, in each template', async () => {
    for (const template of TEMPLATES) {
      await t.db.update(settings).set({ template }).where(eq(settings.blogId, s.demo.id));
      // A fresh app: the page cache starts empty.
      t.app = createApp(t.deps);
      const spanish = (await visit(SPANISH)).text;
      expect(spanish, template).toContain(
        `<nav class="translations" aria-label="Otros idiomas"><ul><li><a href="${ENGLISH}" hreflang="en" lang="en">English</a></li></ul></nav>`,
      );
      const english = (await visit(ENGLISH)).text;
      expect(english, template).toContain(
        `<nav class="translations" aria-label="Other languages"><ul><li><a href="${SPANISH}" hreflang="es" lang="es">Español</a></li></ul></nav>`,
      );
      const page = (await visit('/en/about')).text;
      expect(page, template).toContain(
        '<li><a href="/sobre-mi" hreflang="es" lang="es">Español</a></li>',
      );
    }
  });
});

describe('the page’s language', () => {
  it('gives a version’s page the reader strings of its language, the main one’s unchanged', async () => {
    const english = (await visit(ENGLISH)).text;
    expect(english).toContain(PUBLIC_MESSAGES.en.send);
    expect(english).toContain(PUBLIC_MESSAGES.en.skipToContent);
    expect(english).not.toContain(PUBLIC_MESSAGES.es.send);
    const spanish = (await visit(SPANISH)).text;
    expect(spanish).toContain(PUBLIC_MESSAGES.es.send);
    expect(spanish).not.toContain(PUBLIC_MESSAGES.en.send);
    expect((await visit('/en/about')).text).toContain(PUBLIC_MESSAGES.en.skipToContent);
    // A version in the trash: its address answers 410 in its language.
    const trashed = await t.db.query.posts.findFirst({
      where: (p, { and, eq }) => and(eq(p.language, 'en'), eq(p.slug, 'tortilla-de-patatas')),
    });
    expect((await call(t, 'DELETE', `/api/posts/${trashed?.id}`, asAdmin())).status).toBe(204);
    const gone = await visit(ENGLISH);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain(PUBLIC_MESSAGES.en.goneTitle);
    expect(gone.text).toContain('<html lang="en">');
    const missing = await visit('/en/blog/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(PUBLIC_MESSAGES.en.notFoundTitle);
    expect(missing.text).toContain('<html lang="en">');
  });
});

describe('the lists of each language', () => {
  /** The English version in the Spanish one's category and tag, as its writer would file it. */
  async function filed() {
    const english = await t.db.query.posts.findFirst({
      where: (p, { and, eq }) => and(eq(p.language, 'en'), eq(p.slug, 'tortilla-de-patatas')),
    });
    const cocina = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'cocina'),
    });
    const res = await call(t, 'PATCH', `/api/posts/${english?.id}`, {
      ...asAdmin(),
      body: { categoryId: cocina?.id, tags: ['Recetas'] },
    });
    expect(res.status, res.text).toBe(200);
    const page = (await visit(ENGLISH)).text;
    const author = /rel="author" href="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(author).toMatch(/^\/en\/author\//);
    const month = english?.publishedAt?.toISOString().slice(0, 7).replace('-', '/') ?? '';
    return { page, author, month, cocina: cocina?.id ?? 0, englishId: english?.id ?? 0 };
  }

  it('lists only that language’s posts, in its strings, under its code', async () => {
    const { author, month } = await filed();
    for (const path of ['/en/category/cocina', '/en/tag/recetas', author, `/en/archive/${month}`]) {
      const res = await visit(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).toContain('<html lang="en">');
      expect(res.text, path).toContain(`<a href="${ENGLISH}">Potato omelette</a>`);
      expect(res.text, path).not.toContain(`href="${SPANISH}"`);
      expect(res.text, path).toContain(PUBLIC_MESSAGES.en.skipToContent);
      expect(res.text, path).toContain(`<link rel="canonical" href="${ORIGIN}${path}">`);
    }
    expect((await visit('/en/category/cocina')).text).toContain(
      `<p class="meta">${PUBLIC_MESSAGES.en.category}</p>`,
    );
    const archive = await visit('/en/archive');
    expect(archive.status).toBe(200);
    expect(archive.text).toContain(`href="/en/archive/${month}"`);
    expect(archive.text).toContain(`<h1>${PUBLIC_MESSAGES.en.archive}</h1>`);
    expect((await visit(`/en/archive/${month.slice(0, 4)}`)).status).toBe(200);
    const feed = await visit(`${author}/feed.xml`);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`<link>${ORIGIN}${ENGLISH}</link>`);
    expect(feed.text).not.toContain(`<link>${ORIGIN}${SPANISH}</link>`);
  });

  it('keeps the main language’s lists to its own posts', async () => {
    const { author, month } = await filed();
    const spanishAuthor = author.replace(/^\/en/, '');
    for (const path of ['/category/cocina', '/tag/recetas', spanishAuthor, '/archive']) {
      const res = await visit(path);
      expect(res.status, path).toBe(200);
      expect(res.text, path).not.toContain('Potato omelette');
      expect(res.text, path).toContain('<html lang="es">');
    }
    expect((await visit('/category/cocina')).text).toContain(`href="${SPANISH}"`);
    expect((await visit(`/archive/${month}`)).text).not.toContain('Potato omelette');
  });

  it('answers 404 where the language has nothing to list', async () => {
    const { author, month } = await filed();
    for (const path of [
      '/en/category/viajes',
      '/en/tag/andalucia',
      '/en/category/nada',
      '/fr/category/cocina',
      '/fr/archive',
      `/fr/archive/${month}`,
      '/en/archive/2001',
      author.replace(/^\/en/, '/fr'),
      `${author.replace(/^\/en/, '/fr')}/feed.xml`,
      '/en/series/guia-de-andalucia',
    ]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      if (path.startsWith('/en/')) expect(res.text, path).toContain('<html lang="en">');
    }
  });

  it('keeps the links of a page in its language: lists, feed, archive, home', async () => {
    const { page, author } = await filed();
    expect(page).toContain('<a href="/en/category/cocina">Cocina</a>');
    expect(page).toContain('<a href="/en/tag/recetas" rel="tag">Recetas</a>');
    expect(author.startsWith('/en/author/')).toBe(true);
    expect(page).toMatch(/type="application\/rss\+xml" title="[^"]*" href="\/en\/feed\.xml">/);
    expect(page).toContain('<a href="/en/feed.xml">');
    expect(page).toContain('<a href="/en/archive">');
    expect(page).toContain('<a class="brand" href="/en/">');
    const spanish = (await visit(SPANISH)).text;
    expect(spanish).toContain('<a href="/category/cocina">Cocina</a>');
    expect(spanish).toContain('href="/feed.xml">');
    expect(spanish).toContain('<a class="brand" href="/">');
  });

  it('pages a long list within its language', async () => {
    const { cocina } = await filed();
    const at = Date.parse('2026-09-01T10:00:00Z');
    await t.db.insert(posts).values(
      Array.from({ length: 10 }, (_, i) => ({
        blogId: s.demo.id,
        categoryId: cocina,
        title: `Recipe ${i}`,
        slug: `recipe-${i}`,
        content: '<p>Recipe</p>',
        status: 'PUBLISHED' as const,
        language: 'en',
        publishedAt: new Date(at + i * 86_400_000),
      })),
    );
    const first = await visit('/en/category/cocina');
    expect(first.text).toContain('href="/en/category/cocina?page=2" rel="next"');
    expect(first.text).toContain(PUBLIC_MESSAGES.en.older);
    const second = await visit('/en/category/cocina?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('href="/en/category/cocina" rel="prev"');
    expect((await visit('/en/category/cocina?page=3')).status).toBe(404);
    expect((await visit('/en/?page=2')).status).toBe(200);
  });

  it('lists a series in each language, its parts counted in it', async () => {
    await t.db.update(blogs).set({ plan: 'PRO' }).where(eq(blogs.id, s.demo.id));
    const guide = await t.db.query.series.findFirst({
      where: (x, { eq }) => eq(x.slug, 'guia-de-andalucia'),
    });
    const sevilla = await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.slug, 'sevilla-en-otono'),
    });
    await create('/api/posts', {
      title: 'Seville in autumn',
      slug: 'seville-in-autumn',
      content: '<p>Orange trees</p>',
      language: 'en',
      status: 'published',
      seriesId: guide?.id,
      translationOf: sevilla?.uuid,
    });
    t.app = createApp(t.deps);
    const english = await visit('/en/series/guia-de-andalucia');
    expect(english.status).toBe(200);
    expect(english.text).toContain('<html lang="en">');
    expect(english.text).toContain(PUBLIC_MESSAGES.en.postsInSeries(1));
    expect(english.text).toContain('Seville in autumn');
    expect(english.text).not.toContain('/blog/sevilla-en-otono');
    const spanish = await visit('/series/guia-de-andalucia');
    expect(spanish.text).not.toContain('Seville in autumn');
    // The post's series box counts and links the English parts only, its series page too.
    const post = (await visit('/en/blog/seville-in-autumn')).text;
    expect(post).toContain(PUBLIC_MESSAGES.en.part(1, 1));
    expect(post).toContain('<a href="/en/series/guia-de-andalucia">');
  });

  it('names each language’s list pages in the sitemap', async () => {
    const { author, month } = await filed();
    const map = (await visit('/sitemap.xml')).text;
    for (const path of [
      '/en/category/cocina',
      '/en/tag/recetas',
      author,
      `/en/archive/${month}`,
      '/category/cocina',
      '/tag/recetas',
    ]) {
      expect(map, path).toContain(`<url><loc>${ORIGIN}${path}</loc></url>`);
    }
    expect(map).not.toContain(`${ORIGIN}/en/category/viajes<`);
    expect(map).not.toContain(`${ORIGIN}/en/tag/andalucia<`);
    expect(map).not.toMatch(/\/(fr|pt)\/(category|tag|author|archive)/);
  });
});
