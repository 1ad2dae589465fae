import type { Recommendation, RecommendationList } from '@bitacora/api/schemas';
import { RECOMMENDATION_MESSAGES as M } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recommendations, settings } from '../../platform/db/schema/index.ts';
import { call, DEMO_HOST, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

const asAdmin = (method: string, path: string, body?: unknown) =>
  call(t, method, path, {
    token: s.tokens.admin,
    blog: s.demo.id,
    ...(body === undefined ? {} : { body }),
  });

async function add(body: Record<string, unknown>): Promise<Recommendation> {
  const res = await asAdmin('POST', '/api/recommendations', body);
  expect(res.status, res.text).toBe(201);
  return res.json as unknown as Recommendation;
}

async function visit(host: string, path: string) {
  const res = await visitorRequest(t, host, path);
  return { res, text: await res.text() };
}

describe('the blog’s recommendations (/api/recommendations)', () => {
  it('adds, lists in the order added, changes and deletes', async () => {
    const empty = await asAdmin('GET', '/api/recommendations');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({ recommendations: [], limit: 100 });

    const first = await add({
      url: 'https://otro.blog/',
      title: '  Otro blog ',
      reason: 'Escribe muy bien',
    });
    expect(first).toMatchObject({
      url: 'https://otro.blog/',
      title: 'Otro blog',
      reason: 'Escribe muy bien',
    });
    const second = await add({ url: 'http://viejo.example.org/ruta', title: 'El viejo' });
    expect(second.reason).toBe('');

    const list = (await asAdmin('GET', '/api/recommendations'))
      .json as unknown as RecommendationList;
    expect(list.recommendations.map((r) => r.title)).toEqual(['Otro blog', 'El viejo']);

    const changed = await asAdmin('PATCH', `/api/recommendations/${second.id}`, {
      reason: 'Para los que empiezan',
      title: 'El clásico',
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.json).toMatchObject({
      url: 'http://viejo.example.org/ruta',
      title: 'El clásico',
      reason: 'Para los que empiezan',
    });
    const cleared = await asAdmin('PATCH', `/api/recommendations/${second.id}`, { reason: null });
    expect(cleared.json).toMatchObject({ reason: '' });

    expect((await asAdmin('DELETE', `/api/recommendations/${first.id}`)).status).toBe(204);
    const gone = await asAdmin('DELETE', `/api/recommendations/${first.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.error).toBe(M.notFound);
    const after = (await asAdmin('GET', '/api/recommendations'))
      .json as unknown as RecommendationList;
    expect(after.recommendations.map((r) => r.id)).toEqual([second.id]);
  });

  it('refuses bad input with a Spanish sentence at its field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: 'Sin dirección' }, 'url', M.urlRequired],
      [{ url: 'otro.blog', title: 'x' }, 'url', M.urlNotAddress],
      [{ url: 'javascript:alert(1)', title: 'x' }, 'url', M.urlNotAddress],
      [{ url: 'https://ana:clave@otro.blog', title: 'x' }, 'url', M.urlCredentials],
      [{ url: `https://otro.blog/${'a'.repeat(2000)}`, title: 'x' }, 'url', M.urlTooLong(2000)],
      // The blog itself, on its subdomain.
      [{ url: 'http://demo.localhost/blog/hola', title: 'Yo' }, 'url', M.urlOwnBlog],
      [{ url: 'https://otro.blog' }, 'title', M.titleRequired],
      [{ url: 'https://otro.blog', title: '   ' }, 'title', M.titleRequired],
      [{ url: 'https://otro.blog', title: 'x'.repeat(101) }, 'title', M.titleTooLong(100)],
      [
        { url: 'https://otro.blog', title: 'x', reason: 'y'.repeat(201) },
        'reason',
        M.reasonTooLong(200),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await asAdmin('POST', '/api/recommendations', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json.error).toBe(message);
      expect(res.json.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field })]),
      );
    }
    const kept = await add({ url: 'https://otro.blog', title: 'Otro' });
    const bad = await asAdmin('PATCH', `/api/recommendations/${kept.id}`, {
      url: 'https://DEMO.localhost:3000/',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(M.urlOwnBlog);
    expect((await t.db.select().from(recommendations)).map((r) => r.url)).toEqual([
      'https://otro.blog',
    ]);
  });

  it('keeps at most 100 a blog', async () => {
    await t.db.insert(recommendations).values(
      Array.from({ length: 100 }, (_, i) => ({
        blogId: s.demo.id,
        url: `https://sitio-${i}.example`,
        title: `Sitio ${i}`,
      })),
    );
    const res = await asAdmin('POST', '/api/recommendations', {
      url: 'https://uno-mas.example',
      title: 'Uno más',
    });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.tooMany(100));
    expect(res.json.details).toEqual([expect.objectContaining({ path: 'url' })]);
  });

  it('is the blog ADMIN’s: an AUTHOR gets 403, another blog’s recommendation 404', async () => {
    const mine = await add({ url: 'https://otro.blog', title: 'Otro' });
    const asAuthor = await call(t, 'GET', '/api/recommendations', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(asAuthor.status).toBe(403);
    const authorAdds = await call(t, 'POST', '/api/recommendations', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { url: 'https://otro.blog', title: 'x' },
    });
    expect(authorAdds.status).toBe(403);
    expect((await call(t, 'GET', '/api/recommendations')).status).toBe(401);

    const asPro = (method: string, path: string, body?: unknown) =>
      call(t, method, path, {
        token: s.tokens.pro,
        blog: s.pro.id,
        ...(body === undefined ? {} : { body }),
      });
    expect((await asPro('GET', '/api/recommendations')).json).toMatchObject({
      recommendations: [],
    });
    expect((await asPro('PATCH', `/api/recommendations/${mine.id}`, { title: 'Mío' })).status).toBe(
      404,
    );
    expect((await asPro('DELETE', `/api/recommendations/${mine.id}`)).status).toBe(404);
    // Nor can the admin of the demo blog reach the PRO blog's list: to them it does not exist.
    const other = await call(t, 'GET', '/api/recommendations', {
      token: s.tokens.admin,
      blog: s.pro.id,
    });
    expect(other.status).toBe(404);
    const still = (await asAdmin('GET', '/api/recommendations'))
      .json as unknown as RecommendationList;
    expect(still.recommendations[0]?.title).toBe('Otro');
  });
});

describe('the recommendations on the blog', () => {
  it('are a page in the page’s language, linked from the footer once there is one', async () => {
    const before = await visit(DEMO_HOST, '/');
    expect(before.text).not.toContain('/recomendaciones');
    expect((await visit(DEMO_HOST, '/recomendaciones')).res.status).toBe(404);

    await add({
      url: 'https://otro.blog/?a=1&b=2',
      title: 'Otro <blog>',
      reason: 'Escribe "muy" bien',
    });
    await add({ url: 'http://www.viejo.example.org/', title: 'El viejo' });

    const home = await visit(DEMO_HOST, '/');
    expect(home.text).toContain('<li><a href="/recomendaciones">Recomendaciones</a></li>');
    const page = await visit(DEMO_HOST, '/recomendaciones');
    expect(page.res.status).toBe(200);
    expect(page.text).toContain('<h1>Recomendaciones</h1>');
    expect(page.text).toContain(
      '<h2><a href="https://otro.blog/?a=1&amp;b=2" rel="noopener">Otro &lt;blog&gt;</a></h2><p class="meta">otro.blog</p><p>Escribe &quot;muy&quot; bien</p>',
    );
    expect(page.text).toContain(
      '<h2><a href="http://www.viejo.example.org/" rel="noopener">El viejo</a></h2><p class="meta">viejo.example.org</p></li>',
    );
    expect(page.text.indexOf('Otro &lt;blog&gt;')).toBeLessThan(page.text.indexOf('El viejo'));

    // Under another language's code the same list speaks it.
    const english = await visit(DEMO_HOST, '/en/recomendaciones');
    expect(english.res.status).toBe(200);
    expect(english.text).toContain('<h1>Recommendations</h1>');
    expect(english.text).not.toContain('Recomendaciones');

    // A blog whose main language is French.
    await t.db.update(settings).set({ language: 'fr' }).where(eq(settings.blogId, s.demo.id));
    await add({ url: 'https://troisieme.example', title: 'Troisième' });
    const french = await visit(DEMO_HOST, '/recomendaciones');
    expect(french.text).toContain('<h1>Recommandations</h1>');
    expect(french.text).toContain('<li><a href="/recomendaciones">Recommandations</a></li>');
    expect((await visit(DEMO_HOST, '/pt/recomendaciones')).text).toContain(
      '<h1>Recomendações</h1>',
    );
  });

  it('are published as Ghost’s /.well-known/recommendations.json on every blog host', async () => {
    const none = await visit(PRO_HOST, '/.well-known/recommendations.json');
    expect(none.res.status).toBe(200);
    expect(none.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(none.text)).toEqual([]);

    const first = await add({ url: 'https://otro.blog/', title: 'Otro', reason: 'Muy bueno' });
    const second = await add({ url: 'https://tercero.example/', title: 'Tercero' });
    const file = await visit(DEMO_HOST, '/.well-known/recommendations.json');
    expect(file.res.status).toBe(200);
    expect(file.res.headers.get('cache-control')).toBe('public, no-cache');
    const etag = file.res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(JSON.parse(file.text)).toEqual([
      {
        url: 'https://otro.blog/',
        reason: 'Muy bueno',
        updated_at: first.updatedAt,
        created_at: first.createdAt,
      },
      {
        url: 'https://tercero.example/',
        reason: null,
        updated_at: second.updatedAt,
        created_at: second.createdAt,
      },
    ]);
    // A reader that kept it asks again and is told nothing changed.
    const again = await visitorRequest(t, DEMO_HOST, '/.well-known/recommendations.json', {
      headers: { 'if-none-match': etag as string },
    });
    expect(again.status).toBe(304);
    // The other blog still recommends nothing.
    expect(JSON.parse((await visit(PRO_HOST, '/.well-known/recommendations.json')).text)).toEqual(
      [],
    );
    // A change shows at once: the write moved the blog's pages on.
    await asAdmin('DELETE', `/api/recommendations/${first.id}`);
    const after = JSON.parse((await visit(DEMO_HOST, '/.well-known/recommendations.json')).text);
    expect(after.map((r: { url: string }) => r.url)).toEqual(['https://tercero.example/']);
  });
});
