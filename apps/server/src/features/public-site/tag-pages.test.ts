import { describe, expect, it } from 'vitest';
import { call, DEMO_HOST as DEMO, PRO_HOST as PRO, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

async function visit(host: string, path: string) {
  const res = await visitorRequest(t, host, path);
  return { status: res.status, text: await res.text() };
}

async function postIdBySlug(slug: string) {
  const found = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
  if (!found) throw new Error(`post ${slug} missing`);
  return found.id;
}

/** The seeded draft gets the tag too: it must never show. */
async function tagDraft() {
  const draft = await postIdBySlug('granada-y-la-alhambra');
  await call(t, 'PATCH', `/api/posts/${draft}`, {
    token: s.tokens.admin,
    blog: s.demo.id,
    body: { tags: ['Andalucía'] },
  });
}

describe('tag page', () => {
  it('lists the blog’s published posts with the tag, and no draft', async () => {
    await tagDraft();
    const res = await visit(DEMO, '/tag/andalucia');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Andalucía</h1>');
    expect(res.text).toContain('Etiqueta');
    expect(res.text).toContain('Sevilla en otoño');
    expect(res.text).toContain('Córdoba y la Mezquita');
    expect(res.text).not.toContain('Tortilla de patatas');
    expect(res.text).not.toContain('Granada y la Alhambra');
    expect(res.text).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/tag/andalucia">',
    );
    expect((await visit(DEMO, '/tag/no-existe')).status).toBe(404);
  });

  it('paginates ten posts a page', async () => {
    for (let i = 1; i <= 11; i++) {
      const res = await call(t, 'POST', '/api/posts', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: {
          title: `Ruta ${i}`,
          slug: `ruta-${i}`,
          content: '<p>Texto</p>',
          status: 'PUBLISHED',
          tags: ['Rutas'],
        },
      });
      expect(res.status).toBe(201);
    }
    const first = await visit(DEMO, '/tag/rutas');
    expect(first.text).toContain('Página 1 de 2');
    expect(first.text).toContain('href="/tag/rutas?page=2" rel="next"');
    const second = await visit(DEMO, '/tag/rutas?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('Página 2 de 2');
    expect((await visit(DEMO, '/tag/rutas?page=3')).status).toBe(404);
  });

  it('another blog’s tag of the same name is not found here, nor its posts', async () => {
    await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Post del otro blog',
        slug: 'post-del-otro-blog',
        content: '<p>Texto</p>',
        status: 'PUBLISHED',
        tags: ['Andalucía', 'Solo pro'],
      },
    });
    const demo = await visit(DEMO, '/tag/andalucia');
    expect(demo.text).not.toContain('Post del otro blog');
    expect((await visit(DEMO, '/tag/solo-pro')).status).toBe(404);
    const pro = await visit(PRO, '/tag/andalucia');
    expect(pro.status).toBe(200);
    expect(pro.text).toContain('Post del otro blog');
    expect(pro.text).not.toContain('Sevilla en otoño');
  });
});

describe('tags on the post page, feed and sitemap', () => {
  it('the post page links each tag and names them in JSON-LD keywords', async () => {
    const cordoba = await postIdBySlug('cordoba-y-la-mezquita');
    await call(t, 'PATCH', `/api/posts/${cordoba}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { tags: ['Andalucía', 'Arte & <Historia>'] },
    });
    const { text } = await visit(DEMO, '/blog/cordoba-y-la-mezquita');
    expect(text).toContain('<nav class="tags" aria-label="Etiquetas">');
    expect(text).toContain('<a href="/tag/andalucia" rel="tag">Andalucía</a>');
    expect(text).toContain(
      '<a href="/tag/arte-historia" rel="tag">Arte &amp; &lt;Historia&gt;</a>',
    );
    const jsonLd = text.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
    const data = JSON.parse(jsonLd?.[1] ?? '{}');
    expect(data.keywords).toEqual(['Andalucía', 'Arte & <Historia>']);
    const untagged = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(untagged.text).toContain('<a href="/tag/recetas" rel="tag">Recetas</a>');
    expect(untagged.text).not.toContain('Andalucía');
  });

  it('the feed has a <category> per tag, escaped', async () => {
    const cordoba = await postIdBySlug('cordoba-y-la-mezquita');
    await call(t, 'PATCH', `/api/posts/${cordoba}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { tags: ['Andalucía', 'Arte & <Historia>'] },
    });
    const { text } = await visit(DEMO, '/feed.xml');
    const item = text.split('<item>').find((part) => part.includes('Córdoba y la Mezquita'));
    expect(item).toContain('<category>Andalucía</category>');
    // Escaped for HTML and then for XML, like the category: readers render it as HTML.
    expect(item).toContain('<category>Arte &amp;amp; &amp;lt;Historia&amp;gt;</category>');
    expect(item).not.toContain('<Historia>');
  });

  it('the sitemap lists the tag pages that have published posts, of this blog only', async () => {
    await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Borrador', slug: 'borrador-x', content: '<p>x</p>', tags: ['Solo borrador'] },
    });
    await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Pro',
        slug: 'pro-x',
        content: '<p>x</p>',
        status: 'PUBLISHED',
        tags: ['Solo pro'],
      },
    });
    const { text } = await visit(DEMO, '/sitemap.xml');
    expect(text).toContain('<loc>http://demo.localhost:3000/tag/andalucia</loc>');
    expect(text).toContain('<loc>http://demo.localhost:3000/tag/recetas</loc>');
    expect(text).not.toContain('/tag/solo-borrador');
    expect(text).not.toContain('/tag/solo-pro');
  });

  it('a rename shows at once on the public pages (the cache is refreshed)', async () => {
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).text).toContain('>Andalucía</a>');
    const list = await call(t, 'GET', '/api/tags', { token: s.tokens.admin, blog: s.demo.id });
    const andalucia = (list.json.data as { id: number; slug: string }[]).find(
      (tag) => tag.slug === 'andalucia',
    );
    await call(t, 'PATCH', `/api/tags/${andalucia?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: 'Sur' },
    });
    const after = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(after.text).toContain('<a href="/tag/sur" rel="tag">Sur</a>');
    expect((await visit(DEMO, '/tag/sur')).text).toContain('Sevilla en otoño');
  });
});
