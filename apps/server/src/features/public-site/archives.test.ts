import { PAYWALL_MARKER } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, posts } from '../../platform/db/schema/index.ts';
import { call, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

async function visit(path: string) {
  const res = await visitorRequest(t, PRO_HOST, path);
  return { status: res.status, text: await res.text() };
}

let slugs = 0;
/**
 * A post of the PRO blog through the API, published unless said otherwise; `publishedAt` then
 * moves its publication to that instant (the API stamps the present).
 */
async function post(body: Record<string, unknown>, publishedAt?: string) {
  slugs += 1;
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { slug: `archivo-${slugs}`, content: '<p>Texto</p>', status: 'PUBLISHED', ...body },
  });
  expect(res.status, res.text).toBe(201);
  const created = res.json as { id: number; slug: string };
  if (publishedAt) {
    await t.db
      .update(posts)
      .set({ publishedAt: new Date(publishedAt) })
      .where(eq(posts.id, created.id));
  }
  return created;
}

async function setSettings(body: Record<string, unknown>) {
  const res = await call(t, 'PUT', '/api/settings', {
    token: s.tokens.pro,
    blog: s.pro.uuid,
    body,
  });
  expect(res.status, res.text).toBe(200);
}

/** Where each title shows in the page, to compare their order. */
const order = (text: string, titles: string[]) => titles.map((title) => text.indexOf(title));

describe('the archive', () => {
  it('lists a month’s published posts newest first, by the blog’s time zone', async () => {
    await post({ title: 'Marzo temprano' }, '2019-03-02T10:00:00Z');
    await post({ title: 'Marzo tardío' }, '2019-03-20T10:00:00Z');
    // 23:30 UTC on the 31st is already April in Madrid (the blog's default time zone).
    await post({ title: 'Medianoche de abril' }, '2019-03-31T23:30:00Z');
    await post({ title: 'Borrador de marzo', status: 'DRAFT' }, '2019-03-10T10:00:00Z');
    await post({ title: 'Febrero' }, '2019-02-10T10:00:00Z');
    const march = await visit('/archive/2019/03');
    expect(march.status).toBe(200);
    expect(march.text).toContain('<h1>Marzo de 2019</h1>');
    expect(march.text).toContain('<title>Archivo: Marzo de 2019 · ');
    expect(march.text).toContain(
      '<link rel="canonical" href="http://pro.localhost:3000/archive/2019/03">',
    );
    expect(march.text).toContain(
      '"@type":"CollectionPage","name":"Marzo de 2019","url":"http://pro.localhost:3000/archive/2019/03"',
    );
    const [late, early] = order(march.text, ['Marzo tardío', 'Marzo temprano']);
    expect(late).toBeGreaterThan(0);
    expect(early).toBeGreaterThan(late as number);
    expect(march.text).not.toContain('Medianoche de abril');
    expect(march.text).not.toContain('Borrador de marzo');
    expect(march.text).not.toContain('Febrero</a>');
    const april = await visit('/archive/2019/04');
    expect(april.text).toContain('Medianoche de abril');
    expect(april.text).toContain('1 de abril de 2019');

    // In UTC the same post is March's.
    await setSettings({ timeZone: 'UTC' });
    const utc = await visit('/archive/2019/03');
    expect(utc.text).toContain('Medianoche de abril');
    expect(utc.text).toContain('31 de marzo de 2019');
  });

  it('answers 404 for a month without posts and for a malformed date', async () => {
    await post({ title: 'Solo marzo' }, '2019-03-02T10:00:00Z');
    expect((await visit('/archive/2019/03')).status).toBe(200);
    for (const path of [
      '/archive/2019/05',
      '/archive/2019/13',
      '/archive/2019/00',
      '/archive/2019/3',
      '/archive/19/03',
      '/archive/abcd/03',
      '/archive/2019/03/01',
      '/archive/1970',
      '/archive/2019x',
    ]) {
      expect((await visit(path)).status, path).toBe(404);
    }
    expect((await visit('/archive/2019/03?page=2')).status).toBe(404);
  });

  it('indexes the years’ months with their post counts, linking to each month', async () => {
    await post({ title: 'A' }, '2018-11-02T10:00:00Z');
    await post({ title: 'B' }, '2019-03-02T10:00:00Z');
    await post({ title: 'C' }, '2019-03-12T10:00:00Z');
    await post({ title: 'D' }, '2019-07-12T10:00:00Z');
    await post({ title: 'E', status: 'DRAFT' }, '2019-07-13T10:00:00Z');
    const year = await visit('/archive/2019');
    expect(year.status).toBe(200);
    expect(year.text).toContain('<h1>Archivo: 2019</h1>');
    expect(year.text).toContain('"@type":"CollectionPage","name":"Archivo: 2019"');
    expect(year.text).toContain(
      '<li><a href="/archive/2019/07">Julio</a> <span class="meta">(1 entrada)</span></li><li><a href="/archive/2019/03">Marzo</a> <span class="meta">(2 entradas)</span></li>',
    );
    expect(year.text).not.toContain('/archive/2018/11');
    const all = await visit('/archive');
    expect(all.status).toBe(200);
    expect(all.text).toContain('<h1>Archivo</h1>');
    const [y2019, y2018] = order(all.text, ['href="/archive/2019"', 'href="/archive/2018"']);
    expect(y2019).toBeGreaterThan(0);
    expect(y2018).toBeGreaterThan(y2019 as number);
    expect(all.text).toContain('<a href="/archive/2018/11">Noviembre</a>');
    // Every page's footer leads to the index.
    expect((await visit('/')).text).toContain('<li><a href="/archive">Archivo</a></li>');

    await setSettings({ language: 'en' });
    const english = await visit('/archive/2019');
    expect(english.text).toContain('<a href="/archive/2019/03">March</a>');
    expect(english.text).toContain('(2 posts)');
    expect((await visit('/archive/2019/03')).text).toContain('<h1>March 2019</h1>');
    await setSettings({ language: 'fr' });
    expect((await visit('/archive/2019')).text).toContain('(2 articles)');
    expect((await visit('/archive/2019/03')).text).toContain('<h1>Mars 2019</h1>');
  });

  it('pages a month ten posts a page, with rel prev and next in the head', async () => {
    for (let i = 1; i <= 11; i++) {
      await post({ title: `Entrada ${i}` }, `2019-03-${String(i + 1).padStart(2, '0')}T10:00:00Z`);
    }
    const first = await visit('/archive/2019/03');
    expect(first.text).toContain(
      '<link rel="next" href="http://pro.localhost:3000/archive/2019/03?page=2">',
    );
    expect(first.text).not.toContain('<link rel="prev"');
    const second = await visit('/archive/2019/03?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('Entrada 1<');
    expect(second.text).toContain(
      '<link rel="prev" href="http://pro.localhost:3000/archive/2019/03">',
    );
    expect(second.text).not.toContain('<link rel="next"');
  });
});

describe('the archive in the sitemap', () => {
  it('lists the months with a published post; drafts, scheduled and trashed posts add none', async () => {
    await post({ title: 'Pública' }, '2017-04-02T10:00:00Z');
    await post({ title: 'Borrador', status: 'DRAFT' }, '2017-05-02T10:00:00Z');
    await post(
      { title: 'Programada', status: 'SCHEDULED', publishAt: '2099-01-01T10:00:00Z' },
      '2017-06-02T10:00:00Z',
    );
    const trashed = await post({ title: 'Tirada' }, '2017-08-02T10:00:00Z');
    const del = await call(t, 'DELETE', `/api/posts/${trashed.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(del.status, del.text).toBeLessThan(300);
    await post(
      {
        title: 'Para miembros',
        visibility: 'members',
        content: `<p>Libre.</p>${PAYWALL_MARKER}<p>Texto SECRETO.</p>`,
      },
      '2017-09-02T10:00:00Z',
    );
    const map = await visit('/sitemap.xml');
    expect(map.status).toBe(200);
    const loc = (path: string) => `<loc>http://pro.localhost:3000${path}</loc>`;
    expect(map.text).toContain(loc('/archive/2017/04'));
    for (const month of ['05', '06', '08'])
      expect(map.text).not.toContain(loc(`/archive/2017/${month}`));
    // A members' post is listed like on the archive's pages: its month, never its gated text.
    expect(map.text).toContain(loc('/archive/2017/09'));
    expect(map.text).not.toContain('SECRETO');
    const month = await visit('/archive/2017/09');
    expect(month.status).toBe(200);
    expect(month.text).not.toContain('SECRETO');
    // Every month the sitemap lists answers, and the index links the same months.
    const listed = [...map.text.matchAll(/pro\.localhost:3000(\/archive\/\d{4}\/\d{2})</g)].map(
      (match) => match[1] as string,
    );
    const index = (await visit('/archive')).text;
    for (const path of listed) {
      expect(index).toContain(`href="${path}"`);
      expect((await visit(path)).status).toBe(200);
    }
  });
});

describe('rel prev and next on lists', () => {
  it('links a paged list’s neighbours and none on a list of one page', async () => {
    for (let i = 1; i <= 21; i++) await post({ title: `Lista ${i}`, tags: ['Paginada'] });
    await post({ title: 'Sola', tags: ['Suelta'] });
    const middle = await visit('/tag/paginada?page=2');
    expect(middle.text).toContain(
      '<link rel="prev" href="http://pro.localhost:3000/tag/paginada">',
    );
    expect(middle.text).toContain(
      '<link rel="next" href="http://pro.localhost:3000/tag/paginada?page=3">',
    );
    const home = await visit('/');
    expect(home.text).toContain('<link rel="next" href="http://pro.localhost:3000/?page=2">');
    const single = await visit('/tag/suelta');
    expect(single.status).toBe(200);
    expect(single.text).not.toContain('<link rel="next"');
    expect(single.text).not.toContain('<link rel="prev"');
    const search = await visit('/search?q=lista');
    expect(search.text).toContain(
      '<link rel="next" href="http://pro.localhost:3000/search?q=lista&amp;page=2">',
    );
  });
});

describe('related posts', () => {
  it('lists up to three public posts sharing more tags first, then the category, never gated text', async () => {
    const [category] = await t.db
      .insert(categories)
      .values({ blogId: s.pro.id, name: 'Relatos', slug: 'relatos' })
      .returning();
    const categoryId = category?.id;
    const shown = await post({ title: 'Principal', tags: ['uno', 'dos', 'tres'], categoryId });
    await post({ title: 'Comparte una', tags: ['uno'] }, '2020-01-05T10:00:00Z');
    await post({ title: 'Comparte dos', tags: ['uno', 'dos'] }, '2019-01-05T10:00:00Z');
    await post({ title: 'Misma categoría antigua', categoryId }, '2018-01-05T10:00:00Z');
    await post({ title: 'Misma categoría nueva', categoryId }, '2018-06-05T10:00:00Z');
    await post({ title: 'Borrador relacionado', tags: ['uno', 'dos', 'tres'], status: 'DRAFT' });
    await post({
      title: 'Solo miembros',
      tags: ['uno', 'dos', 'tres'],
      visibility: 'members',
      excerpt: '',
      content: `<p>Libre</p>${PAYWALL_MARKER}<p>SECRETO reservado</p>`,
    });
    await post({ title: 'Sin relación', tags: ['otra'], excerpt: 'Nada en común' });
    const page = await visit(`/blog/${shown.slug}`);
    expect(page.status).toBe(200);
    const related = page.text.slice(page.text.indexOf('<section class="box related"'));
    expect(related).toContain('<h2 id="relacionadas">También te puede interesar</h2>');
    const [two, one, newer] = order(related, [
      'Comparte dos',
      'Comparte una',
      'Misma categoría nueva',
    ]);
    expect(two).toBeGreaterThan(0);
    expect(one).toBeGreaterThan(two as number);
    expect(newer).toBeGreaterThan(one as number);
    const list = related.slice(0, related.indexOf('</section>'));
    expect(list.match(/<li>/g)).toHaveLength(3);
    for (const hidden of [
      'Misma categoría antigua',
      'Borrador relacionado',
      'Solo miembros',
      'SECRETO',
      'Sin relación',
      `href="/blog/${shown.slug}"`,
    ]) {
      expect(list, hidden).not.toContain(hidden);
    }
  });

  it('shows in every template and the blog’s language, and not when nothing relates', async () => {
    const shown = await post({ title: 'Principal', tags: ['viaje'] });
    await post({ title: 'Hermana', tags: ['viaje'], excerpt: 'Un resumen público' });
    const alone = await post({ title: 'Aislada', tags: ['isla'] });
    for (const template of ['default', 'minimal', 'professional']) {
      await setSettings({ template });
      const page = await visit(`/blog/${shown.slug}`);
      expect(page.text, template).toContain('<section class="box related"');
      expect(page.text, template).toContain('Un resumen público');
    }
    expect((await visit(`/blog/${alone.slug}`)).text).not.toContain('class="box related"');
    // The kept page follows the blog's content: a new post of the same tag shows at once.
    await post({ title: 'Otra isla', tags: ['isla'] });
    expect((await visit(`/blog/${alone.slug}`)).text).toContain('Otra isla');
    await setSettings({ language: 'en' });
    expect((await visit(`/blog/${shown.slug}`)).text).toContain('You might also like');
    await setSettings({ language: 'fr' });
    expect((await visit(`/blog/${shown.slug}`)).text).toContain('À lire aussi');
  });
});
