import { PAYWALL_MARKER } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { pages } from '../../platform/db/schema/index.ts';
import { hashSource } from '../../platform/http/security-headers.ts';
import { call, DEMO_HOST, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { PUBLIC_MESSAGES } from './messages.ts';
import { SEARCH_RATE_LIMIT, searchBlog } from './search.ts';
import { SEARCH_SCRIPT } from './templates/search-box.ts';

const { t, s } = useTestApp();

async function visit(path: string, host = PRO_HOST) {
  const res = await visitorRequest(t, host, path);
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
}

let slugs = 0;
/** A post of the PRO blog through the API; published unless said otherwise. */
async function post(
  body: Record<string, unknown>,
  blog: { id: number } = s.pro,
  token = s.tokens.pro,
) {
  slugs += 1;
  const res = await call(t, 'POST', '/api/posts', {
    token,
    blog: blog.id,
    body: { slug: `busqueda-${slugs}`, status: 'PUBLISHED', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; slug: string };
}

const search = (q: string, extra = '') => visit(`/search?q=${encodeURIComponent(q)}${extra}`);

async function setLanguage(language: string) {
  const res = await call(t, 'PUT', '/api/settings', {
    token: s.tokens.pro,
    blog: s.pro.uuid,
    body: { language },
  });
  expect(res.status, res.text).toBe(200);
}

describe('the readers’ search', () => {
  it('finds a word without its accent and in another form, the match marked', async () => {
    await post({
      title: 'Noche en la cueva',
      content: '<p>Vimos murciélagos colgados del techo.</p>',
    });
    const res = await search('murcielago');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Resultados para «murcielago»');
    expect(res.text).toContain('Noche en la cueva');
    expect(res.text).toContain('<mark>murciélagos</mark>');
    expect(res.text).toContain('<meta name="robots" content="noindex">');
    // The header's box holds what was searched; a results page is never kept for another query.
    expect(res.text).toContain(
      'name="q" type="search" maxlength="200" required value="murcielago"',
    );
    expect(res.cache).toBe('public, no-cache');
    expect((await search('cuevas')).text).toContain('Noche en la cueva');
  });

  it('never shows drafts, scheduled, trashed, gated text or another blog’s posts', async () => {
    await post({ title: 'Borrador ZORZAL', content: '<p>x</p>', status: 'DRAFT' });
    await post({
      title: 'Programado ZORZAL',
      content: '<p>x</p>',
      status: 'SCHEDULED',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const trashed = await post({ title: 'Tirado ZORZAL', content: '<p>x</p>' });
    const del = await call(t, 'DELETE', `/api/posts/${trashed.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(del.status, del.text).toBeLessThan(300);
    await post({ title: 'Ajeno ZORZAL', content: '<p>x</p>' }, s.demo, s.tokens.admin);
    await post({
      title: 'Para miembros',
      visibility: 'members',
      content: `<p>Parte libre GORRION.</p>${PAYWALL_MARKER}<p>Parte reservada ZORZAL.</p>`,
    });
    await post({ title: 'De pago', visibility: 'paid', content: '<p>Todo reservado ZORZAL.</p>' });
    const hidden = await search('zorzal');
    expect(hidden.status).toBe(200);
    expect(hidden.text).toContain('Sin resultados para «zorzal»');
    for (const title of ['Borrador', 'Programado', 'Tirado', 'Ajeno', 'Para miembros', 'De pago'])
      expect(hidden.text).not.toContain(`${title} ZORZAL`);
    // The free part before the marker is found, and its snippet stops there.
    const free = await search('gorrion');
    expect(free.text).toContain('Para miembros');
    expect(free.text).not.toContain('ZORZAL');
    expect(free.text).not.toContain('reservada');
  });

  it('ranks a title match above a body match, and pages ten at a time', async () => {
    for (let i = 1; i <= 11; i++)
      await post({ title: `Entrada ${i}`, content: `<p>Habla de un alcornoque ${i}.</p>` });
    await post({ title: 'Alcornoques', content: '<p>Nada más.</p>' });
    const first = await search('alcornoque');
    expect(first.text).toContain('12 resultados');
    const titles = [...first.text.matchAll(/<li class="search-hit"><h2><a [^>]*>([^<]*)</g)].map(
      (match) => match[1],
    );
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('Alcornoques');
    expect(first.text).toContain('href="/search?q=alcornoque&amp;page=2" rel="next"');
    const second = await search('alcornoque', '&page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('href="/search?q=alcornoque" rel="prev"');
    expect([...second.text.matchAll(/class="search-hit"/g)]).toHaveLength(2);
    expect((await search('alcornoque', '&page=3')).status).toBe(404);
  });

  it('ranks only the newest matches, older ones following by date, all counted', async () => {
    const oldest = await post({ title: 'Quejigos', content: '<p>Nada más.</p>' });
    for (let i = 1; i <= 3; i++)
      await post({ title: `Paseo ${i}`, content: `<p>Vimos un quejigo ${i}.</p>` });
    const all = await searchBlog(t.db, s.pro.id, 'es', 'quejigo', 1);
    expect(all.total).toBe(4);
    expect(all.hits[0]?.slug).toBe(oldest.slug);
    // With two ranked, the two newest come first by score, then the title match by its date.
    const bounded = await searchBlog(t.db, s.pro.id, 'es', 'quejigo', 1, 2);
    expect(bounded.total).toBe(4);
    expect(bounded.hits.map((hit) => hit.title)).toEqual([
      'Paseo 3',
      'Paseo 2',
      'Paseo 1',
      'Quejigos',
    ]);
    expect(bounded.hits[0]?.snippet).toContain('quejigo');
  });

  it('stems each item in its own language and searches the page’s language only', async () => {
    const trail = await post(
      { title: 'Trail notes', language: 'en', content: '<p>We kept running past the cafés.</p>' },
      s.demo,
      s.tokens.admin,
    );
    await post(
      { title: 'Notas del sendero', content: '<p>Seguimos corriendo junto a los cafés.</p>' },
      s.demo,
      s.tokens.admin,
    );
    // English words stemmed as English: 'runs' finds 'running', the Spanish post stays out.
    const english = await searchBlog(t.db, s.demo.id, 'en', 'runs cafe', 1);
    expect(english.hits.map((hit) => hit.title)).toEqual(['Trail notes']);
    expect(english.hits[0]?.snippet).toContain('\uE000running\uE001');
    // The blog's own language finds its own posts, never the English version.
    const spanish = await searchBlog(t.db, s.demo.id, 'es', 'cafe', 1);
    const titles = spanish.hits.map((hit) => hit.title);
    expect(titles).toContain('Notas del sendero');
    expect(titles).not.toContain('Trail notes');
    const page = await visit(`/search?q=${encodeURIComponent('cafés')}`, DEMO_HOST);
    expect(page.text).toContain('Notas del sendero');
    expect(page.text).not.toContain('Trail notes');
    // The English pages' search, at the English address, links each result to its own address.
    const en = await visit('/en/search?q=runs', DEMO_HOST);
    expect(en.status).toBe(200);
    expect(en.cache).toBe('public, no-cache');
    expect(en.text).toContain(`<a href="/en/blog/${trail.slug}">Trail notes</a>`);
    expect(en.text).not.toContain('Notas del sendero');
    const json = await visit('/en/search.json?q=runs', DEMO_HOST);
    expect(JSON.parse(json.text).results).toEqual([
      expect.objectContaining({ title: 'Trail notes', url: `/en/blog/${trail.slug}` }),
    ]);
  });

  it('finds tags and pages, and follows a tag’s new name', async () => {
    await post({ title: 'Paseo', content: '<p>x</p>', tags: ['Ornitología'] });
    const page = await call(t, 'POST', '/api/pages', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Sobre el mirlo',
        slug: 'sobre-el-mirlo',
        content: '<p>y</p>',
        status: 'PUBLISHED',
      },
    });
    expect(page.status, page.text).toBe(201);
    expect((await search('ornitologia')).text).toContain('Paseo');
    const found = await search('mirlos');
    expect(found.text).toContain('href="/sobre-el-mirlo"');
    const tag = await t.db.query.tags.findFirst({
      where: (tg, { eq }) => eq(tg.name, 'Ornitología'),
    });
    const renamed = await call(t, 'PATCH', `/api/tags/${tag?.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { name: 'Aves' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await search('aves')).text).toContain('Paseo');
    expect((await search('ornitologia')).text).toContain('Sin resultados');
  });

  it('stems in the blog’s language, in that language’s words', async () => {
    await post({ title: 'Running notes', content: '<p>She was running through the cafés.</p>' });
    await setLanguage('en');
    try {
      const en = await search('runs cafe');
      expect(en.text).toContain('Results for “runs cafe”');
      expect(en.text).toContain('Running notes');
      await post({ title: 'Les châteaux', content: '<p>Nous visitons des châteaux forts.</p>' });
      await setLanguage('fr');
      const fr = await search('chateau');
      expect(fr.text).toContain('Résultats pour « chateau »');
      expect(fr.text).toContain('Les châteaux');
      expect((await search('introuvable')).text).toContain('Aucun résultat pour « introuvable »');
    } finally {
      await setLanguage('es');
    }
  });

  it('stems Portuguese posts once the blog is in Portuguese, and speaks it', async () => {
    await post({ title: 'Festa em Lisboa', content: '<p>Comeram sardinhas assadas.</p>' });
    // The Spanish stemmer leaves 'comeram' whole: no match before the change.
    expect((await search('comer')).text).toContain('Sin resultados para «comer»');
    await setLanguage('pt');
    try {
      const pt = await search('comer sardinha');
      expect(pt.text).toContain('<html lang="pt">');
      expect(pt.text).toContain('Festa em Lisboa');
      expect(pt.text).toContain('<mark>Comeram</mark>');
      expect(pt.text).toContain(
        '<label id="search-label" for="search-q">Pesquisar no blog</label>',
      );
      expect((await search('introuvable')).text).toContain('Sem resultados para «introuvable»');
    } finally {
      await setLanguage('es');
    }
  });

  it('says when nothing matches and offers the categories; cuts long searches', async () => {
    const none = await visit('/search?q=xilofonista', DEMO_HOST);
    expect(none.text).toContain('Sin resultados para «xilofonista»');
    expect(none.text).toMatch(/<ul class="search-categories"><li><a href="\/category\//);
    const empty = await visit('/search');
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('Escribe qué quieres encontrar en el blog.');
    const long = await search(`${'a'.repeat(300)} <b>`);
    expect(long.status).toBe(200);
    expect(long.text).toContain(`«${'a'.repeat(200)}»`);
    expect(long.text).not.toContain('<b>');
  });

  it('keeps a page called search from before at its address, and refuses new ones', async () => {
    const refused = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Buscar', slug: 'search', content: '<p>z</p>', status: 'PUBLISHED' },
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('La dirección /search es la de la búsqueda del blog');
    // A page that had the address before the search came.
    const [old] = await t.db
      .insert(pages)
      .values({
        blogId: s.demo.id,
        title: 'Mi página de búsqueda',
        slug: 'search',
        content: '<p>z</p>',
        status: 'PUBLISHED',
      })
      .returning();
    const kept = await visit('/search', DEMO_HOST);
    expect(kept.text).toContain('Mi página de búsqueda');
    const results = await visit('/search?q=pagina', DEMO_HOST);
    expect(results.text).toContain('Resultados para «pagina»');
    // Its author may still save it with its address.
    const saved = await call(t, 'PATCH', `/api/pages/uuid/${old?.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Mi página de búsqueda', slug: 'search', content: '<p>otra</p>' },
    });
    expect(saved.status, saved.text).toBe(200);
  });

  it('puts a labelled search box in every page’s header, its script allowed by hash', async () => {
    const res = await visitorRequest(t, PRO_HOST, '/');
    const home = await res.text();
    expect(home).toContain(
      '<form class="search-form" role="search" method="get" action="/search"><label id="search-label" for="search-q">Buscar en el blog</label>',
    );
    expect(home).toContain(`<script>${SEARCH_SCRIPT}</script>`);
    expect(res.headers.get('content-security-policy')).toContain(hashSource(SEARCH_SCRIPT));
  });
});

describe('the results as you type', () => {
  const suggest = async (q: string, host = PRO_HOST) => {
    const res = await visitorRequest(t, host, `/search.json?q=${encodeURIComponent(q)}`);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      cache: res.headers.get('cache-control'),
      json: (await res.json()) as {
        q: string;
        total: number;
        summary: string;
        results: { kind: string; title: string; url: string; snippet: string }[];
      },
    };
  };

  it('answers the first page of the same search, ranked, as JSON never kept', async () => {
    for (let i = 1; i <= 11; i++)
      await post({ title: `Nota ${i}`, content: `<p>Sobre un quebrantahuesos ${i}.</p>` });
    await post({ title: 'Quebrantahuesos', content: '<p>Nada más.</p>' });
    const res = await suggest('quebrantahuesos');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json; charset=utf-8');
    expect(res.cache).toBe('no-store');
    expect(res.json.q).toBe('quebrantahuesos');
    expect(res.json.total).toBe(12);
    expect(res.json.summary).toBe('12 resultados');
    expect(res.json.results).toHaveLength(10);
    expect(res.json.results[0]).toMatchObject({ kind: 'post', title: 'Quebrantahuesos' });
    expect(res.json.results[0]?.url).toMatch(/^\/blog\/busqueda-\d+$/);
    const body = res.json.results.find((hit) => hit.title === 'Nota 3');
    // Plain text, the match unmarked: the box builds it with textContent.
    expect(body?.snippet).toMatch(/^Sobre un quebrantahuesos/);
    const none = await suggest('xilofonista');
    expect(none.json).toEqual({
      q: 'xilofonista',
      total: 0,
      summary: 'Sin resultados para «xilofonista»',
      results: [],
    });
    expect((await suggest('')).json).toEqual({ q: '', total: 0, summary: '', results: [] });
  });

  it('shows nothing a visitor may not read, and cuts long snippets', async () => {
    await post({ title: 'Borrador CHOCHIN', content: '<p>x</p>', status: 'DRAFT' });
    await post({
      title: 'Miembros',
      visibility: 'members',
      content: `<p>Libre.</p>${PAYWALL_MARKER}<p>Reservada CHOCHIN.</p>`,
    });
    await post({ title: 'De pago', visibility: 'paid', content: '<p>Reservado CHOCHIN.</p>' });
    await post({ title: 'Ajeno CHOCHIN', content: '<p>x</p>' }, s.demo, s.tokens.admin);
    expect((await suggest('chochin')).json.results).toEqual([]);
    await post({
      title: 'Largo',
      content: `<p>${'palabra '.repeat(80)}cernicalo ${'otra '.repeat(80)}</p>`,
    });
    const [long] = (await suggest('cernicalo')).json.results;
    expect([...(long?.snippet ?? '')].length).toBeLessThanOrEqual(161);
    expect(long?.snippet).toContain('cernicalo');
  });

  it('counts searches per visitor, page and JSON together, and answers a 429 in the page’s language', async () => {
    const from = (address: string, path: string) =>
      t.app.request(`http://${PRO_HOST}${path}`, { headers: { host: PRO_HOST } }, {
        incoming: { socket: { remoteAddress: address } },
      } as never);
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) {
      const res = await from('203.0.113.7', i % 2 ? '/search?q=uno' : '/search.json?q=uno');
      expect(res.status).toBe(200);
    }
    const json = await from('203.0.113.7', '/search.json?q=uno');
    expect(json.status).toBe(429);
    expect(Number(json.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json.json()).toEqual({
      error: 'Has hecho muchas búsquedas seguidas. Espera un minuto y vuelve a intentarlo.',
    });
    const page = await from('203.0.113.7', '/search?q=uno');
    expect(page.status).toBe(429);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const text = await page.text();
    expect(text).toContain('<h1>Demasiadas búsquedas</h1>');
    expect(text).toContain('<meta name="robots" content="noindex">');
    // Under another language's code, the refusal speaks that language.
    const english = await from('203.0.113.7', '/en/search.json?q=one');
    expect(english.status).toBe(429);
    expect(await english.json()).toEqual({ error: PUBLIC_MESSAGES.en.tooManySearches });
    const englishPage = await from('203.0.113.7', '/en/search?q=one');
    expect(englishPage.status).toBe(429);
    const englishText = await englishPage.text();
    expect(englishText).toContain(`<h1>${PUBLIC_MESSAGES.en.tooManySearchesTitle}</h1>`);
    expect(englishText).toContain('<html lang="en">');
    // Another visitor searches still; the same visitor still reads the blog's other pages.
    expect((await from('203.0.113.8', '/search?q=uno')).status).toBe(200);
    expect((await from('203.0.113.7', '/')).status).toBe(200);
  });
});
