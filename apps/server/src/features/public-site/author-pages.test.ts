import { PAYWALL_MARKER } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings, users } from '../../platform/db/schema/index.ts';
import { call, DEMO_HOST as DEMO, PRO_HOST as PRO, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

async function visit(host: string, path: string) {
  const res = await visitorRequest(t, host, path);
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') };
}

async function postIdBySlug(slug: string) {
  const found = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
  if (!found) throw new Error(`post ${slug} missing`);
  return found.id;
}

function jsonLd(html: string) {
  const found = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return JSON.parse(found?.[1] ?? '{}');
}

describe('author page', () => {
  it('shows the author’s name, picture and bio and their published posts of that blog only', async () => {
    await t.db
      .update(users)
      .set({ picture: '/media/andres.jpg' })
      .where(eq(users.email, 'author@example.com'));
    const res = await visit(DEMO, '/author/andres-autor');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Andrés Autor</h1>');
    expect(res.text).toContain('<p class="bio">Escribo sobre viajes y cocina.</p>');
    expect(res.text).toContain('src="/media/andres.jpg"');
    expect(res.text).toContain('<h2>Entradas de Andrés Autor</h2>');
    expect(res.text).toContain('Tortilla de patatas');
    // A draft of theirs, and another author's posts, are not on it.
    expect(res.text).not.toContain('Borrador: gazpacho');
    expect(res.text).not.toContain('Sevilla en otoño');
    expect(res.text).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/author/andres-autor">',
    );
    expect(res.text).toContain('href="/author/andres-autor/feed.xml"');
    const data = jsonLd(res.text);
    expect(data['@type']).toBe('ProfilePage');
    expect(data.mainEntity).toEqual({
      '@type': 'Person',
      name: 'Andrés Autor',
      url: 'http://demo.localhost:3000/author/andres-autor',
      image: 'http://demo.localhost:3000/media/andres.jpg',
      description: 'Escribo sobre viajes y cocina.',
    });
  });

  it('pages ten posts at a time, with the other lists’ pager', async () => {
    for (let i = 1; i <= 9; i++) {
      const res = await call(t, 'POST', '/api/posts', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: {
          title: `Ruta ${i}`,
          slug: `ruta-${i}`,
          content: '<p>Texto</p>',
          status: 'PUBLISHED',
        },
      });
      expect(res.status).toBe(201);
    }
    // Sevilla and Córdoba were hers already: eleven.
    const first = await visit(DEMO, '/author/ana-administradora');
    expect(first.text).toContain('Página 1 de 2');
    expect(first.text).toContain('href="/author/ana-administradora?page=2" rel="next"');
    expect(first.text).toContain(
      '<link rel="next" href="http://demo.localhost:3000/author/ana-administradora?page=2">',
    );
    const second = await visit(DEMO, '/author/ana-administradora?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('Página 2 de 2');
    expect(second.text).toContain('href="/author/ana-administradora" rel="prev"');
    expect((await visit(DEMO, '/author/ana-administradora?page=3')).status).toBe(404);
  });

  it('is a 404 for a member with no published post, another blog’s author and a name nobody has', async () => {
    const tortilla = await postIdBySlug('tortilla-de-patatas');
    const res = await call(t, 'PATCH', `/api/posts/${tortilla}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { status: 'DRAFT' },
    });
    expect(res.status).toBe(200);
    expect((await visit(DEMO, '/author/andres-autor')).status).toBe(404);
    expect((await visit(DEMO, '/author/andres-autor/feed.xml')).status).toBe(404);
    expect((await visit(DEMO, '/author/paula-pro')).status).toBe(404);
    expect((await visit(DEMO, '/author/nadie')).status).toBe(404);
    expect((await visit(DEMO, '/author/ana-administradora/otra')).status).toBe(404);
  });

  it('follows a new post at once: the page cache keys it like the other lists', async () => {
    expect((await visit(DEMO, '/author/andres-autor')).text).not.toContain('Salmorejo');
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Salmorejo', slug: 'salmorejo', content: '<p>Texto</p>', status: 'PUBLISHED' },
    });
    expect(res.status).toBe(201);
    expect((await visit(DEMO, '/author/andres-autor')).text).toContain('Salmorejo');
  });

  it('renders in all three templates', async () => {
    await t.db
      .update(users)
      .set({ socialLinks: { github: 'https://github.com/andres' } })
      .where(eq(users.email, 'author@example.com'));
    for (const template of ['default', 'minimal', 'professional']) {
      await t.db.update(settings).set({ template }).where(eq(settings.blogId, s.demo.id));
      await t.deps.contentVersions?.bump();
      const res = await visit(DEMO, '/author/andres-autor');
      expect(res.status).toBe(200);
      expect(res.text).toContain(`<body class="t-${template}">`);
      expect(res.text).toContain('<header class="author-head">');
      expect(res.text).toContain(
        '<a href="https://github.com/andres" rel="me noopener">GitHub</a>',
      );
      expect(res.text).toContain('Tortilla de patatas');
    }
  });
});

describe('the author’s social links', () => {
  it('lists the set ones by the network’s name with rel=me, and as the Person’s sameAs', async () => {
    // Before: no list of links and no sameAs.
    const before = await visit(DEMO, '/author/andres-autor');
    expect(before.text).not.toContain('class="author-social"');
    expect(jsonLd(before.text).mainEntity.sameAs).toBeUndefined();
    const res = await call(t, 'PATCH', `/api/users/uuid/${s.users.author.uuid}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: {
        socialLinks: {
          website: 'https://andres.example/',
          mastodon: '@andres@mastodon.social',
          github: 'https://github.com/andres',
          x: '',
        },
      },
    });
    expect(res.status).toBe(200);
    // The page cache follows the change at once.
    const { text } = await visit(DEMO, '/author/andres-autor');
    expect(text).toContain(
      '<nav aria-label="Redes sociales de Andrés Autor"><ul class="author-social">' +
        '<li><a href="https://andres.example/" rel="me noopener">Sitio web</a></li>' +
        '<li><a href="https://mastodon.social/@andres" rel="me noopener">Mastodon</a></li>' +
        '<li><a href="https://github.com/andres" rel="me noopener">GitHub</a></li></ul></nav>',
    );
    // An unset link never shows.
    expect(text).not.toContain('>X</a>');
    const sameAs = [
      'https://andres.example/',
      'https://mastodon.social/@andres',
      'https://github.com/andres',
    ];
    expect(jsonLd(text).mainEntity.sameAs).toEqual(sameAs);
    const post = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(jsonLd(post.text).author.sameAs).toEqual(sameAs);
  });

  it('names the site in the blog’s language', async () => {
    await t.db
      .update(users)
      .set({ socialLinks: { website: 'https://andres.example/' } })
      .where(eq(users.email, 'author@example.com'));
    await t.db.update(settings).set({ language: 'en' }).where(eq(settings.blogId, s.demo.id));
    const { text } = await visit(DEMO, '/author/andres-autor');
    expect(text).toContain(
      '<nav aria-label="Andrés Autor on the web"><ul class="author-social"><li><a href="https://andres.example/" rel="me noopener">Website</a></li>',
    );
  });

  it('escapes a hostile stored address and never links one the rule refuses', async () => {
    const hostile = 'https://evil.example/"><script>alert(1)</script>';
    await t.db
      .update(users)
      .set({
        socialLinks: {
          website: hostile,
          x: 'javascript:alert(1)',
          instagram: 'http://instagram.com/andres',
          github: '',
          facebook: 'https://facebook.com/andres',
        },
      })
      .where(eq(users.email, 'author@example.com'));
    const { text } = await visit(DEMO, '/author/andres-autor');
    expect(text).toContain(
      '<a href="https://evil.example/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" rel="me noopener">Sitio web</a>',
    );
    expect(text).not.toContain('<script>alert(1)');
    expect(text).not.toContain('javascript:');
    expect(text).not.toContain('http://instagram.com');
    expect(text).not.toContain('facebook.com');
    expect(jsonLd(text).mainEntity.sameAs).toEqual([hostile]);
    const post = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(post.text).not.toContain('<script>alert(1)');
    expect(jsonLd(post.text).author.sameAs).toEqual([hostile]);
  });
});

describe('the post page and its author', () => {
  it('links the author’s name to their page and names them as that Person in JSON-LD', async () => {
    const { text } = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(text).toContain(
      '<a class="author" rel="author" href="/author/andres-autor">Andrés Autor</a>',
    );
    expect(text).toContain('<a href="/author/andres-autor">Andrés Autor</a>');
    expect(jsonLd(text).author).toEqual({
      '@type': 'Person',
      name: 'Andrés Autor',
      url: 'http://demo.localhost:3000/author/andres-autor',
      description: 'Escribo sobre viajes y cocina.',
    });
  });
});

describe('the sitemap and the authors', () => {
  it('lists the page of each author with a published post, and no other', async () => {
    const { text } = await visit(DEMO, '/sitemap.xml');
    expect(text).toContain('<loc>http://demo.localhost:3000/author/andres-autor</loc>');
    expect(text).toContain('<loc>http://demo.localhost:3000/author/ana-administradora</loc>');
    expect(text).not.toContain('paula-pro');
  });
});

describe('author feed', () => {
  it('carries the author’s published posts, no draft, no other author, no gated text', async () => {
    const demo = await visit(DEMO, '/author/andres-autor/feed.xml');
    expect(demo.status).toBe(200);
    expect(demo.type).toContain('application/rss+xml');
    expect(demo.text).toContain('<title>Entradas de Andrés Autor · ');
    expect(demo.text).toContain(
      '<atom:link href="http://demo.localhost:3000/author/andres-autor/feed.xml" rel="self"',
    );
    expect(demo.text).toContain('Tortilla de patatas');
    expect(demo.text).not.toContain('gazpacho');
    expect(demo.text).not.toContain('Sevilla en otoño');

    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Solo socios',
        slug: 'solo-socios',
        content: `<p>Parte libre visible.</p>${PAYWALL_MARKER}<p>Parte reservada secreta.</p>`,
        visibility: 'members',
        status: 'PUBLISHED',
      },
    });
    expect(res.status, res.text).toBe(201);
    const pro = await visit(PRO, '/author/paula-pro/feed.xml');
    expect(pro.status).toBe(200);
    expect(pro.text).toContain('Parte libre visible.');
    expect(pro.text).not.toContain('Parte reservada secreta');
  });
});
