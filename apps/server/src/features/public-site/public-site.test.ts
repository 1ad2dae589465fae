import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { seedDemoMedia } from '../../demo/index.ts';
import {
  blogs,
  categories,
  comments,
  media,
  menuItems,
  posts,
  series,
  settings,
  users,
} from '../../platform/db/schema/index.ts';
import {
  call,
  DEMO_HOST as DEMO,
  PRO_HOST as PRO,
  visitorForm,
  visitorRequest,
} from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

/** The Patreon page, stored with the social networks (settings' 'Patreon' field). */
const PATREON: Record<string, string> = { patreon: 'https://www.patreon.com/ana' };

/** A visitor's request on a blog's host. */
async function visit(host: string, path: string, headers: Record<string, string> = {}) {
  const res = await visitorRequest(t, host, path, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The feed's `<item>` of the post with this slug. */
const feedItem = (feed: string, slug: string) =>
  new RegExp(`<item>(?:(?!</item>)[\\s\\S])*${slug}[\\s\\S]*?</item>`).exec(feed)?.[0] ?? '';

/** The feed, and its item of 'tortilla-de-patatas' once the post holds `changes`. */
async function tortillaInFeed(changes: Partial<typeof posts.$inferInsert>) {
  await t.db.update(posts).set(changes).where(eq(posts.slug, 'tortilla-de-patatas'));
  t.app = createApp(t.deps);
  const { text } = await visit(DEMO, '/feed.xml');
  return { text, item: feedItem(text, 'tortilla-de-patatas') };
}

/** The text of every `name` element, as a feed reader's XML parser decodes it (CDATA included). */
function feedTexts(xml: string, name: string): string[] {
  const doc = parseDocument(xml, { xmlMode: true });
  return DomUtils.getElementsByTagName(name, doc).map((el) => DomUtils.textContent(el));
}

/** What a reader that renders a feed field as HTML makes of it: its elements and visible text. */
function asReaderShows(html: string) {
  const doc = parseDocument(html);
  return {
    elements: DomUtils.findAll(() => true, doc.children).map((el) => el.name),
    text: DomUtils.textContent(doc),
  };
}

const setPlan = async (subdomain: 'demo' | 'pro', plan: 'FREE' | 'PRO') => {
  const blog = subdomain === 'demo' ? s.demo : s.pro;
  await call(t, 'PATCH', `/api/blogs/${blog.id}`, { token: s.tokens.super, body: { plan } });
};

describe('host routing', () => {
  it('serves a blog at {subdomain}.{PUBLIC_DOMAIN}, with and without the port', async () => {
    for (const host of [DEMO, 'demo.localhost', 'DEMO.LOCALHOST:3000']) {
      const res = await visit(host, '/');
      expect(res.status, host).toBe(200);
      expect(res.text).toContain('Blog de demostración');
    }
  });

  it('serves a blog at its custom domain, canonical once verified', async () => {
    await t.db.update(blogs).set({ domain: 'www.ejemplo.es' }).where(eq(blogs.id, s.demo.id));
    await t.deps.contentVersions?.bump(s.demo.id);
    const pending = await visit('www.ejemplo.es', '/blog/sevilla-en-otono');
    expect(pending.status).toBe(200);
    expect(pending.text).toContain('Sevilla en otoño');
    // Pending: the owner can try the domain, but the subdomain stays the address.
    expect(pending.text).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/blog/sevilla-en-otono">',
    );
    await t.db.update(blogs).set({ domainVerifiedAt: new Date() }).where(eq(blogs.id, s.demo.id));
    await t.deps.contentVersions?.bump(s.demo.id);
    const res = await visit('www.ejemplo.es', '/blog/sevilla-en-otono');
    expect(res.text).toContain(
      '<link rel="canonical" href="https://www.ejemplo.es/blog/sevilla-en-otono">',
    );
  });

  it('answers 404 for an unknown host or subdomain', async () => {
    for (const host of ['nadie.localhost:3000', 'otro-sitio.example']) {
      const res = await visit(host, '/');
      expect(res.status, host).toBe(404);
      expect(res.text).toContain('Blog no encontrado');
    }
  });

  it('leaves the app hosts to the API, panel and landing', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'localhost']) {
      const res = await visit(host, '/api/health');
      expect(res.status, host).toBe(200);
      expect(JSON.parse(res.text).status).toBe('ok');
    }
  });

  it('reaches /api and /media on a blog host', async () => {
    const res = await visit(DEMO, '/api/health');
    expect(res.status).toBe(200);
    expect((await visit(DEMO, '/media/nada.jpg')).status).toBe(404);
  });
});

describe('home', () => {
  it('lists the published posts, newest first, with excerpt, author, category and menu', async () => {
    const res = await visit(DEMO, '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const { text } = res;
    expect(text).toContain('<html lang="es">');
    const order = ['Tortilla de patatas', 'Córdoba y la Mezquita', 'Sevilla en otoño'].map((x) =>
      text.indexOf(x),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('La receta de mi abuela, paso a paso.');
    expect(text).not.toContain('Borrador: gazpacho');
    expect(text).not.toContain('Granada y la Alhambra');
    expect(text).toContain('<a href="/category/cocina">Cocina</a>');
    expect(text).toMatch(
      /<nav class="nav" aria-label="Menú principal"><ul><li><a href="\/">Inicio<\/a><\/li><li><a href="\/sobre-mi">Sobre mí<\/a>/,
    );
    expect(text).toContain('href="https://twitter.com/bitacora"');
  });

  it('leaves out a menu link that is not http(s) or a path, on every page', async () => {
    await t.db
      .insert(menuItems)
      .values({ blogId: s.demo.id, label: 'Trampa', url: 'javascript:alert(1)', order: 9 });
    for (const path of ['/', '/blog/sevilla-en-otono', '/no-existe']) {
      const { text } = await visit(DEMO, path);
      expect(text, path).toContain('>Sobre mí</a>');
      expect(text, path).not.toContain('Trampa');
    }
  });

  it('paginates ten posts a page', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      blogId: s.demo.id,
      title: `Entrada número ${i + 1}`,
      slug: `entrada-${i + 1}`,
      content: '<p>Texto</p>',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.UTC(2026, 10, 1 + i)),
    }));
    await t.db.insert(posts).values(rows);
    const first = await visit(DEMO, '/');
    expect(first.text).toContain('Entrada número 12');
    expect(first.text).toContain('Página 1 de 2');
    expect(first.text).toContain('href="/?page=2" rel="next"');
    expect(first.text).not.toContain('Sevilla en otoño');
    const second = await visit(DEMO, '/?page=2');
    expect(second.status).toBe(200);
    expect(second.text).toContain('Sevilla en otoño');
    expect(second.text).toContain('Página 2 de 2');
    expect(second.text).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/?page=2">',
    );
    expect((await visit(DEMO, '/?page=3')).status).toBe(404);
  });
});

describe('post page', () => {
  it('shows the content, author, date in the blog language, category and series navigation', async () => {
    const res = await visit(DEMO, '/blog/cordoba-y-la-mezquita');
    expect(res.status).toBe(200);
    const { text } = res;
    expect(text).toContain('<h1 class="post-title">Córdoba y la Mezquita</h1>');
    expect(text).toContain('La Mezquita-Catedral merece una mañana entera.');
    expect(text).toContain(
      `<a class="author" rel="author" href="/author/ana-administradora">${s.users.admin.name}</a>`,
    );
    expect(text).toContain('8 de octubre de 2026');
    expect(text).toContain('<a href="/category/viajes">Viajes</a>');
    // The draft third part is not counted.
    expect(text).toContain('Parte 2 de 2');
    expect(text).toContain('href="/blog/sevilla-en-otono" rel="prev"');
    expect(text).not.toContain('granada-y-la-alhambra');
  });

  it('dates posts in the blog language', async () => {
    await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { language: 'en' },
    });
    const res = await visit(DEMO, '/blog/cordoba-y-la-mezquita');
    expect(res.text).toContain('<html lang="en">');
    expect(res.text).toContain('October 8, 2026');
    expect(res.text).toContain('Part 2 of 2');
  });

  it('shows approved comments only, escaped', async () => {
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'sevilla-en-otono'));
    await t.db.insert(comments).values({
      blogId: s.demo.id,
      postId: post!.id,
      authorName: '<b>Mallory</b>',
      authorEmail: 'm@example.com',
      content: '<script>alert("x")</script>',
      status: 'APPROVED',
    });
    const { text } = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(text).toContain('¡Qué ganas de volver a Sevilla!');
    expect(text).not.toContain('¿Qué época recomiendas para ir?');
    expect(text).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(text).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
    expect(text).not.toContain('<script>alert');
    expect(text).toContain('Comentarios (2)');
  });

  it('answers 404 for drafts, unknown slugs and another blog’s posts', async () => {
    await t.db.insert(posts).values({
      blogId: s.pro.id,
      title: 'Solo en Pro',
      slug: 'solo-en-pro',
      content: '<p>Pro</p>',
      status: 'PUBLISHED',
      publishedAt: new Date(),
    });
    for (const path of ['/blog/borrador-gazpacho', '/blog/no-existe', '/blog/solo-en-pro']) {
      const res = await visit(DEMO, path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('Página no encontrada');
      expect(res.text).toContain('<meta name="robots" content="noindex">');
    }
    expect((await visit(PRO, '/blog/solo-en-pro')).status).toBe(200);
    expect((await visit(PRO, '/blog/sevilla-en-otono')).status).toBe(404);
  });

  it('carries SEO tags, Open Graph, Twitter card and JSON-LD BlogPosting', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    t.app = createApp(t.deps);
    const { text } = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(text).toContain('<title>Sevilla en otoño · Blog de demostración</title>');
    expect(text).toContain(
      '<meta name="description" content="Primera etapa: naranjos, azulejos y la luz de octubre.">',
    );
    expect(text).toContain(
      '<link rel="canonical" href="http://demo.localhost:3000/blog/sevilla-en-otono">',
    );
    expect(text).toContain('<meta property="og:type" content="article">');
    expect(text).toContain(
      '<meta property="og:title" content="Sevilla en otoño · Blog de demostración">',
    );
    expect(text).toMatch(
      /<meta property="og:image" content="http:\/\/demo\.localhost:3000\/media\/[^"]+">/,
    );
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text);
    const data = JSON.parse(ld![1]!);
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBe('Sevilla en otoño');
    expect(data.author.name).toBe(s.users.admin.name);
    expect(data.datePublished).toBe('2026-10-01T10:00:00.000Z');
    expect(data.image[0]).toMatch(/^http:\/\/demo\.localhost:3000\/media\//);
  });

  it('uses the post’s own search title, description and social image in the head', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    await t.db
      .update(posts)
      .set({
        metaTitle: 'Qué ver en Sevilla <en> otoño',
        metaDescription: 'Guía breve: naranjos & azulejos.',
        socialImage: '/media/tarjeta-sevilla.png',
      })
      .where(eq(posts.slug, 'sevilla-en-otono'));
    t.app = createApp(t.deps);
    const { text } = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(text).toContain('<title>Qué ver en Sevilla &lt;en&gt; otoño</title>');
    expect(text).toContain(
      '<meta name="description" content="Guía breve: naranjos &amp; azulejos.">',
    );
    expect(text).toContain(
      '<meta property="og:title" content="Qué ver en Sevilla &lt;en&gt; otoño">',
    );
    expect(text).toContain(
      '<meta property="og:description" content="Guía breve: naranjos &amp; azulejos.">',
    );
    expect(text).toContain(
      '<meta property="og:image" content="http://demo.localhost:3000/media/tarjeta-sevilla.png">',
    );
    expect(text).toContain(
      '<meta name="twitter:image" content="http://demo.localhost:3000/media/tarjeta-sevilla.png">',
    );
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(text).toContain(
      '<meta name="twitter:title" content="Qué ver en Sevilla &lt;en&gt; otoño">',
    );
    // The words written for the featured image do not describe another image.
    expect(text).toContain(
      '<meta property="og:image:alt" content="Qué ver en Sevilla &lt;en&gt; otoño">',
    );
    // The page itself still shows the post's own title and featured image.
    expect(text).toContain('<h1 class="post-title">Sevilla en otoño</h1>');
    expect(text).not.toContain('<meta name="robots"');
  });

  it('a post without an image gets the social image as its card, an absolute address kept', async () => {
    await t.db
      .update(posts)
      .set({ image: null, imageId: null, socialImage: 'https://cdn.example.com/tortilla.jpg' })
      .where(eq(posts.slug, 'tortilla-de-patatas'));
    const { text } = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(text).toContain(
      '<meta property="og:image" content="https://cdn.example.com/tortilla.jpg">',
    );
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(text).not.toContain('<figure class="hero-figure">');
  });

  it('a noindex post tells robots so and leaves the sitemap, still readable by visitors', async () => {
    await t.db.update(posts).set({ noindex: true }).where(eq(posts.slug, 'sevilla-en-otono'));
    const page = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    const map = await visit(DEMO, '/sitemap.xml');
    expect(map.text).not.toContain('/blog/sevilla-en-otono<');
    expect(map.text).toContain('<loc>http://demo.localhost:3000/blog/cordoba-y-la-mezquita</loc>');
    const other = await visit(DEMO, '/blog/cordoba-y-la-mezquita');
    expect(other.text).not.toContain('<meta name="robots"');
  });

  it('shows the featured image in a figure with its alt text and caption, also for previews', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    await t.db
      .update(posts)
      .set({ imageAlt: 'La Giralda al atardecer', imageCaption: 'Vista desde la <azotea> & más' })
      .where(eq(posts.slug, 'sevilla-en-otono'));
    t.app = createApp(t.deps);
    const { text } = await visit(DEMO, '/blog/sevilla-en-otono');
    const figure = /<figure class="hero-figure">(.*?)<\/figure>/s.exec(text)?.[1] ?? '';
    expect(figure).toMatch(/<img [^>]*class="hero"/);
    expect(figure).toContain('alt="La Giralda al atardecer"');
    expect(figure).toContain('<figcaption>Vista desde la &lt;azotea&gt; &amp; más</figcaption>');
    expect(text).toContain('<meta property="og:image:alt" content="La Giralda al atardecer">');
  });

  it('without its own words the featured image is named by the post, and has no caption', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    await t.db
      .update(posts)
      .set({ image: null, imageId: null, imageAlt: 'Sin imagen que describir' })
      .where(eq(posts.slug, 'tortilla-de-patatas'));
    t.app = createApp(t.deps);
    const { text } = await visit(DEMO, '/blog/sevilla-en-otono');
    const figure = /<figure class="hero-figure">(.*?)<\/figure>/s.exec(text)?.[1] ?? '';
    expect(figure).toContain('alt="Sevilla en otoño"');
    expect(figure).not.toContain('<figcaption');
    expect(text).toContain('<meta property="og:image:alt" content="Sevilla en otoño">');
    // A post without an image has neither.
    const plain = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(plain.text).not.toContain('<figure class="hero-figure">');
    expect(plain.text).not.toContain('og:image:alt');
  });

  it('gives the post’s reading time in its byline and its word count in JSON-LD', async () => {
    const words = Array.from({ length: 523 }, (_, i) => `palabra${i}`).join(' ');
    await t.db
      .update(posts)
      .set({ content: `<h2>Hola</h2><p>${words.split(' ').slice(2).join(' ')}</p>` })
      .where(eq(posts.slug, 'sevilla-en-otono'));
    t.app = createApp(t.deps);
    const { text } = await visit(DEMO, '/blog/sevilla-en-otono');
    const header = /<header>(.*?)<\/header>/s.exec(text)?.[1] ?? '';
    expect(header).toContain('<span class="reading-time">3 min de lectura</span>');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(text);
    const data = JSON.parse(ld![1]!);
    expect(data.wordCount).toBe(522);
    expect(data.timeRequired).toBe('PT3M');
    // A short post still takes a minute; lists show no reading time.
    const short = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(short.text).toContain('<span class="reading-time">1 min de lectura</span>');
    expect((await visit(DEMO, '/')).text).not.toContain('reading-time');
  });

  it('gives pictures a srcset from the media variants, lazy below the fold', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    t.app = createApp(t.deps);
    const post = await visit(DEMO, '/blog/sevilla-en-otono');
    const hero = /<img [^>]*class="hero"[^>]*>/.exec(post.text)?.[0] ?? '';
    expect(hero).toMatch(/srcset="[^"]*480w, [^"]*960w, [^"]*1600w/);
    expect(hero).toContain('fetchpriority="high"');
    expect(hero).toMatch(/width="\d+" height="\d+"/);
    const home = await visit(DEMO, '/');
    const images = [...home.text.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).not.toContain('loading="lazy"');
    for (const image of images.slice(1)) expect(image).toContain('loading="lazy"');
  });
});

describe('images in the body', () => {
  it('serves the library’s images with srcset, size and alt; captions stay; only the first is eager', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    t.app = createApp(t.deps);
    const own = (await t.db.select().from(media)).find(
      (row) => row.blogId === s.demo.id && row.variants.small,
    );
    if (!own) throw new Error('demo media missing');
    // The same kind of row in another blog's library: its sizes are not this blog's to use.
    const { id: _id, uuid: _uuid, ...copy } = own;
    const [foreign] = await t.db
      .insert(media)
      .values({ ...copy, blogId: s.pro.id, storageKey: `otro-${own.storageKey}` })
      .returning();
    if (!foreign) throw new Error('foreign media not written');
    const src = t.deps.mediaStorage.url(own.storageKey);
    const content = [
      `<figure><img src="${src}" alt="El puente de Triana"><figcaption>Triana al atardecer</figcaption></figure>`,
      '<p>Texto entre fotos.</p>',
      `<p><img src="${src}" alt="Otra vez el puente"></p>`,
      `<p><img src="${t.deps.mediaStorage.url(foreign.storageKey)}" alt="De otro blog"></p>`,
      '<p><img src="https://fotos.example/x.jpg" alt="De fuera"></p>',
    ].join('');
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { title: 'Fotos de Triana', slug: 'fotos-de-triana', content, status: 'published' },
    });
    expect(created.status, created.text).toBe(201);
    const page = await visit(DEMO, '/blog/fotos-de-triana');
    const body = /<div class="content">([\s\S]*?)<\/div>/.exec(page.text)?.[1] ?? '';
    const images = [...body.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(4);
    const [first, second, other, outside] = images as [string, string, string, string];
    for (const image of [first, second]) {
      expect(image).toMatch(/srcset="[^"]*480w[^"]*"/);
      expect(image).toContain(`width="${own.width}" height="${own.height}"`);
      expect(image).toContain('sizes="(min-width: 46rem) 43.5rem, 100vw"');
    }
    expect(first).toContain('alt="El puente de Triana"');
    // The post has no featured image: its first picture is the page's largest paint.
    expect(first).toContain('fetchpriority="high"');
    expect(first).not.toContain('loading="lazy"');
    expect(second).toContain('loading="lazy"');
    expect(body).toContain('<figcaption>Triana al atardecer</figcaption>');
    // Another blog's image and an outside one are shown as written, lazily, without sizes.
    for (const image of [other, outside]) {
      expect(image).not.toContain('srcset');
      expect(image).toContain('loading="lazy"');
    }
    expect(outside).toContain('alt="De fuera"');
  });
});

describe('series, categories, pages', () => {
  it('lists a category’s published posts', async () => {
    const res = await visit(DEMO, '/category/viajes');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Viajes</h1>');
    expect(res.text).toContain('Sevilla en otoño');
    expect(res.text).not.toContain('Tortilla de patatas');
    expect((await visit(DEMO, '/category/no-existe')).status).toBe(404);
  });

  it('shows a published page by slug, and 404 for a draft page', async () => {
    const res = await visit(DEMO, '/sobre-mi');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Hola, soy Ana.');
    await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Oculta', slug: 'oculta', content: '<p>x</p>', status: 'DRAFT' },
    });
    expect((await visit(DEMO, '/oculta')).status).toBe(404);
    expect((await visit(DEMO, '/a/b/c')).status).toBe(404);
  });

  it('shows a page’s video as a lazy player and its code highlighted', async () => {
    const res = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        title: 'Mi equipo',
        slug: 'mi-equipo',
        status: 'PUBLISHED',
        content:
          '<figure data-embed="youtube"><a href="https://youtu.be/dQw4w9WgXcQ">vídeo</a></figure>' +
          '<pre><code class="language-bash">echo "hola"</code></pre>',
      },
    });
    expect(res.status).toBe(201);
    const { text } = await visit(DEMO, '/mi-equipo');
    expect(text).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo de YouTube" loading="lazy"',
    );
    expect(text).toContain(
      '<figcaption><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">Ver el vídeo en YouTube</a></figcaption>',
    );
    expect(text).toContain(
      '<pre><code class="hljs language-bash"><span class="hljs-built_in">echo</span> <span class="hljs-string">&quot;hola&quot;</span></code></pre>',
    );
  });

  it('shows a post’s table in a named region that scrolls sideways, its header scoped', async () => {
    const table =
      '<table><thead><tr><th scope="col">Día</th><th scope="col">Etapa</th></tr></thead>' +
      '<tbody><tr><td>1</td><td>Oviedo – Avilés</td></tr></tbody></table>';
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: {
        title: 'Etapas',
        slug: 'etapas',
        content: `<p>Las etapas:</p>${table}`,
        status: 'published',
      },
    });
    expect(created.status, created.text).toBe(201);
    for (const template of ['default', 'minimal', 'professional'] as const) {
      await t.db.update(settings).set({ template }).where(eq(settings.blogId, s.demo.id));
      t.app = createApp(t.deps);
      const { text } = await visit(DEMO, '/blog/etapas');
      expect(text).toContain(
        `<div class="table-scroll" role="region" aria-label="Tabla" tabindex="0">${table}</div>`,
      );
      // Every template lays the region out to scroll, with a visible focus.
      expect(text).toMatch(/\.table-scroll\{overflow-x:auto[^}]*\}/);
      expect(text).toContain('.table-scroll:focus-visible{outline:');
      // The professional template's grid column is as wide as the screen, not as its widest
      // table: on a phone the region scrolls, not the page.
      if (template === 'professional') {
        expect(text).toContain('.layout{display:grid;grid-template-columns:minmax(0,1fr);');
      }
    }
  });

  it('lays a gallery out as a responsive grid of its pictures', async () => {
    const res = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        title: 'Fotos de Zarautz',
        slug: 'fotos-de-zarautz',
        status: 'PUBLISHED',
        content:
          '<figure data-gallery="grid"><img src="https://fotos.example/1.jpg" alt="Playa">' +
          '<img src="https://fotos.example/2.jpg" alt="Puerto"><figcaption>Zarautz</figcaption></figure>',
      },
    });
    expect(res.status).toBe(201);
    const { text } = await visit(DEMO, '/fotos-de-zarautz');
    expect(text).toMatch(
      /<figure data-gallery="grid"><img [^>]*src="https:\/\/fotos\.example\/1\.jpg" alt="Playa"[^>]*><img [^>]*src="https:\/\/fotos\.example\/2\.jpg" alt="Puerto"[^>]*><figcaption>Zarautz<\/figcaption><\/figure>/,
    );
    expect(text).toContain(
      '.content figure[data-gallery]{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,11rem),1fr))',
    );
  });

  it('has series pages on PRO blogs only', async () => {
    const free = await visit(DEMO, '/series/guia-de-andalucia');
    expect(free.status).toBe(404);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).text).not.toContain(
      'href="/series/guia-de-andalucia"',
    );
    await setPlan('demo', 'PRO');
    const pro = await visit(DEMO, '/series/guia-de-andalucia');
    expect(pro.status).toBe(200);
    expect(pro.text).toContain('Guía de Andalucía');
    expect(pro.text).toContain('Parte 1 de 2: Sevilla en otoño');
    expect(pro.text).toContain('Parte 2 de 2: Córdoba y la Mezquita');
    expect(pro.text).not.toContain('Granada');
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).text).toContain(
      'href="/series/guia-de-andalucia"',
    );
  });

  it('shows the series cover on its page, with the sizes the media library made', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    await setPlan('demo', 'PRO');
    t.app = createApp(t.deps);
    const page = await visit(DEMO, '/series/guia-de-andalucia');
    expect(page.status).toBe(200);
    const hero = /<img [^>]*class="hero"[^>]*>/.exec(page.text)?.[0] ?? '';
    expect(hero).toContain('alt="Guía de Andalucía"');
    expect(hero).toMatch(/srcset="[^"]*480w, [^"]*960w, [^"]*1600w/);
    expect(hero).toContain('fetchpriority="high"');
    // Without a cover, no hero.
    await t.db.update(series).set({ coverImage: null, coverImageId: null });
    t.app = createApp(t.deps);
    const bare = await visit(DEMO, '/series/guia-de-andalucia');
    expect(bare.text).not.toContain('class="hero"');
  });

  it('renders the 404 page in the blog’s template', async () => {
    const res = await visit(PRO, '/no/existe');
    expect(res.status).toBe(404);
    expect(res.text).toContain('class="t-professional"');
    expect(res.text).toContain('Página no encontrada');
  });
});

describe('plans', () => {
  it('FREE blogs carry the ad slot and the Bitácora mark, no analytics nor Patreon', async () => {
    await t.db
      .update(settings)
      .set({
        googleAnalyticsId: 'G-ABC123DEF4',
        socialNetworks: PATREON,
      })
      .where(eq(settings.blogId, s.demo.id));
    const { text } = await visit(DEMO, '/');
    // A house ad that says something and leads somewhere, never an empty frame.
    const ad = /<aside class="ad" aria-label="Publicidad">[\s\S]*?<\/aside>/.exec(text)?.[0] ?? '';
    expect(ad).toContain('<p class="ad-label">Publicidad</p>');
    expect(ad).toContain('¿Tienes algo que contar?');
    expect(ad).toContain(
      '<a href="http://localhost:3000/signup" rel="sponsored noopener">Crear mi blog</a>',
    );
    expect(text).toContain('Hecho con Bitácora');
    expect(text).not.toContain('googletagmanager');
    expect(text).not.toContain('patreon.com');
  });

  it('FREE blogs carry no ad on their error pages, in any template', async () => {
    for (const template of ['default', 'minimal', 'professional'] as const) {
      await t.db.update(settings).set({ template }).where(eq(settings.blogId, s.demo.id));
      t.app = createApp(t.deps);
      const missing = await visit(DEMO, '/blog/no-existe');
      expect(missing.status).toBe(404);
      expect(missing.text, template).not.toContain('class="ad"');
      expect((await visit(DEMO, '/')).text, template).toContain('class="ad"');
    }
    await t.db
      .update(posts)
      .set({ status: 'TRASHED', statusBeforeTrash: 'PUBLISHED' })
      .where(eq(posts.slug, 'tortilla-de-patatas'));
    t.app = createApp(t.deps);
    const gone = await visit(DEMO, '/blog/tortilla-de-patatas');
    expect(gone.status).toBe(410);
    expect(gone.text).not.toContain('class="ad"');
  });

  it('speaks the house ad in the blog’s language', async () => {
    await t.db.update(settings).set({ language: 'en' }).where(eq(settings.blogId, s.demo.id));
    t.app = createApp(t.deps);
    const { text } = await visit(DEMO, '/');
    expect(text).toContain('<aside class="ad" aria-label="Advertisement">');
    expect(text).toContain('>Start my blog</a>');
  });

  it('PRO blogs: no ads, their GA ID and Patreon widget', async () => {
    await t.db
      .update(settings)
      .set({
        googleAnalyticsId: 'G-ABC123DEF4',
        socialNetworks: PATREON,
      })
      .where(eq(settings.blogId, s.pro.id));
    const { text } = await visit(PRO, '/');
    expect(text).not.toContain('class="ad"');
    expect(text).not.toContain('Hecho con Bitácora');
    expect(text).toContain('https://www.googletagmanager.com/gtag/js?id=G-ABC123DEF4');
    expect(text).toContain(`gtag('config',"G-ABC123DEF4")`);
    expect(text).toContain('href="https://www.patreon.com/ana"');
    expect(text).toContain('Apóyame en Patreon');
  });

  it('leaves out an analytics ID that is not one', async () => {
    await t.db
      .update(settings)
      .set({ googleAnalyticsId: "G-1');alert(1);//" })
      .where(eq(settings.blogId, s.pro.id));
    const { text } = await visit(PRO, '/');
    expect(text).not.toContain('googletagmanager');
    expect(text).not.toContain('alert(1)');
  });

  it("prints only what the domain's rule calls a GA id: a short G- id stored earlier is left out", async () => {
    await t.db
      .update(settings)
      .set({ googleAnalyticsId: 'G-ABC123' })
      .where(eq(settings.blogId, s.pro.id));
    expect((await visit(PRO, '/')).text).not.toContain('googletagmanager');
  });
});

describe('templates', () => {
  it('renders each template with light and dark colours', async () => {
    const seen = new Set<string>();
    for (const template of ['default', 'minimal', 'professional']) {
      await call(t, 'PUT', '/api/settings', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: { template },
      });
      const { text } = await visit(DEMO, '/blog/sevilla-en-otono');
      expect(text).toContain(`class="t-${template}"`);
      expect(text).toContain('prefers-color-scheme:dark');
      const css = /<style>(.*?)<\/style>/s.exec(text)?.[1] ?? '';
      seen.add(css);
    }
    expect(seen.size).toBe(3);
  });
});

describe('feeds', () => {
  it('publishes RSS 2.0 at /feed.xml', async () => {
    const res = await visit(DEMO, '/feed.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.text).toContain('<rss version="2.0"');
    expect(res.text).toContain('<title>Blog de demostración</title>');
    expect(res.text).toContain('<link>http://demo.localhost:3000/blog/tortilla-de-patatas</link>');
    expect(res.text).toContain('<pubDate>Thu, 15 Oct 2026 10:00:00 GMT</pubDate>');
    expect(res.text).not.toContain('borrador-gazpacho');
  });

  it('carries each post’s whole content in content:encoded and a description without excerpt', async () => {
    const { text, item } = await tortillaInFeed({
      excerpt: '',
      content: `<h2>Ingredientes</h2><p>Huevos &amp; patatas, <strong>sin</strong> prisa.</p>${'<p>Palabra larga.</p>'.repeat(40)}`,
    });
    expect(text).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(item).toContain(
      '<content:encoded><![CDATA[<h2>Ingredientes</h2><p>Huevos &amp; patatas, <strong>sin</strong> prisa.</p>',
    );
    const [description = ''] = feedTexts(item, 'description');
    const shown = asReaderShows(description);
    expect(shown.elements).toEqual([]);
    expect(shown.text.startsWith('Ingredientes Huevos & patatas, sin prisa. Palabra larga.')).toBe(
      true,
    );
    expect(shown.text.length).toBeLessThan(400);
    expect(shown.text.endsWith('…')).toBe(true);
    // A post with an excerpt keeps it as its description.
    expect(text).toContain(
      '<description>Primera etapa: naranjos, azulejos y la luz de octubre.</description>',
    );
  });

  it('gives feed readers whole addresses, and each picture as an enclosure of its true length', async () => {
    await seedDemoMedia(t.db, t.deps.mediaStorage);
    const [post] = await t.db
      .select({ image: posts.image })
      .from(posts)
      .where(eq(posts.slug, 'tortilla-de-patatas'));
    expect(post?.image).toMatch(/^\/media\//);
    const { item } = await tortillaInFeed({
      content: `<p><a href="/blog/sevilla-en-otono">Sevilla</a> <a href="https://otro.es/">fuera</a></p><p><img src="${post?.image}" alt="Tortilla"></p>`,
    });
    const [content = ''] = feedTexts(item, 'content:encoded');
    expect(content).toContain(
      '<a href="http://demo.localhost:3000/blog/sevilla-en-otono">Sevilla</a>',
    );
    expect(content).toContain('<a href="https://otro.es/">fuera</a>');
    expect(content).toContain(`<img src="http://demo.localhost:3000${post?.image}"`);
    expect(content).not.toMatch(/(src|href)="\//);
    const enclosure = /<enclosure url="([^"]+)" length="(\d+)" type="image\/(\w+)"\/>/.exec(item);
    expect(enclosure).not.toBeNull();
    const [, url = '', length = '0'] = enclosure ?? [];
    expect(url.startsWith('http://demo.localhost:3000/media/')).toBe(true);
    const file = await t.app.request(url, { headers: { host: DEMO } });
    expect(file.status).toBe(200);
    const bytes = (await file.arrayBuffer()).byteLength;
    expect(bytes).toBeGreaterThan(0);
    expect(Number(length)).toBe(bytes);
  });

  it('leaves a picture from another site out of the enclosures: its length is unknown', async () => {
    const { text, item } = await tortillaInFeed({ image: 'https://cdn.example/foto.jpg' });
    expect(item).not.toContain('<enclosure');
    expect(text).not.toContain('length="0"');
  });

  it('keeps CDATA whole when the content itself holds its end marker', async () => {
    const { item } = await tortillaInFeed({ content: '<p>a ]]> b</p>' });
    expect(feedTexts(item, 'content:encoded')).toEqual(['<p>a ]]&gt; b</p>']);
  });

  it('sends every text field as text: a reader shows hostile markup, never runs it', async () => {
    const hostile = (what: string) => `<img src=x onerror=alert(1)> ${what} & "co" <b>`;
    await t.db
      .update(settings)
      .set({ title: hostile('blog'), description: hostile('descripción') })
      .where(eq(settings.blogId, s.demo.id));
    const [category] = await t.db
      .update(categories)
      .set({ name: hostile('categoría') })
      .where(eq(categories.blogId, s.demo.id))
      .returning();
    const [post] = await t.db
      .update(posts)
      .set({ title: hostile('título'), excerpt: hostile('resumen'), categoryId: category!.id })
      .where(eq(posts.slug, 'tortilla-de-patatas'))
      .returning();
    await t.db
      .update(users)
      .set({ name: hostile('autora') })
      .where(eq(users.id, post!.authorId!));
    t.app = createApp(t.deps);
    const { text } = await visit(DEMO, '/feed.xml');
    const fields: [string, string][] = [
      ['title', 'blog'],
      ['description', 'descripción'],
      ['title', 'título'],
      ['description', 'resumen'],
      ['category', 'categoría'],
      ['dc:creator', 'autora'],
    ];
    for (const [element, what] of fields) {
      // Other posts may share the category or the author: the same text each time.
      const values = [...new Set(feedTexts(text, element).filter((value) => value.includes(what)))];
      expect(values, `${element} ${what}`).toHaveLength(1);
      // Decoded once by the XML parser, the HTML a reader renders is the escaped text...
      expect(values[0]).toBe(
        `&lt;img src=x onerror=alert(1)&gt; ${what} &amp; &quot;co&quot; &lt;b&gt;`,
      );
      // ...which shows the characters as typed and holds no element.
      const shown = asReaderShows(values[0]!);
      expect(shown.elements, `${element} ${what}`).toEqual([]);
      expect(shown.text).toBe(hostile(what));
    }
  });

  it('carries only sanitised HTML in content:encoded, whatever the stored content holds', async () => {
    // Written behind the API's back, as an older row or another tool might have left it.
    const { item } = await tortillaInFeed({
      content:
        '<p>Hola</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)" onclick="alert(4)">enlace</a><iframe src="//x"></iframe>' +
        '<p style="color:red" onmouseover="alert(5)">]]><script>alert(6)</script></p>',
    });
    const [content = ''] = feedTexts(item, 'content:encoded');
    const html = parseDocument(content);
    const elements = DomUtils.findAll(() => true, html.children);
    expect(elements.map((el) => el.name).sort()).toEqual(['a', 'img', 'p', 'p']);
    for (const el of elements) {
      expect(Object.keys(el.attribs).filter((name) => /^on|^style$/i.test(name))).toEqual([]);
      expect(el.attribs.href ?? '').not.toMatch(/javascript:/i);
    }
    expect(DomUtils.textContent(html)).not.toContain('alert');
    expect(DomUtils.textContent(html)).toContain(']]>');
  });

  it('gives feed readers a video as its link, never a frame', async () => {
    const { item } = await tortillaInFeed({
      content:
        '<p>Mira:</p><figure data-embed="vimeo"><a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a></figure>',
    });
    const [content = ''] = feedTexts(item, 'content:encoded');
    expect(content).toContain(
      '<a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a>',
    );
    expect(content).not.toContain('iframe');
  });

  it('lists public addresses in /sitemap.xml and points robots.txt at it', async () => {
    const map = await visit(DEMO, '/sitemap.xml');
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    for (const loc of ['/', '/blog/sevilla-en-otono', '/sobre-mi', '/category/viajes']) {
      expect(map.text).toContain(`<loc>http://demo.localhost:3000${loc}</loc>`);
    }
    expect(map.text).not.toContain('borrador-gazpacho');
    expect(map.text).not.toContain('/series/');
    const robots = await visit(DEMO, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Sitemap: http://demo.localhost:3000/sitemap.xml');
  });
});

describe('comment form without JavaScript', () => {
  it('stores an urlencoded comment as PENDING and redirects to the pending notice', async () => {
    const res = await visitorForm(t, DEMO, '/blog/tortilla-de-patatas/comments', {
      authorName: 'Pepa',
      authorEmail: 'pepa@example.com',
      content: 'Con cebolla, claro.',
      website: '',
    });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location).toBe('/blog/tortilla-de-patatas?comentario=pendiente#comentar');
    const stored = await t.db.select().from(comments).where(eq(comments.authorName, 'Pepa'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.status).toBe('PENDING');
    const page = await visit(DEMO, location.replace(/#.*/, ''));
    expect(page.text).toContain('pendiente de moderación');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // Not shown until approved.
    expect((await visit(DEMO, '/blog/tortilla-de-patatas')).text).not.toContain(
      'Con cebolla, claro.',
    );
  });

  it('shows the errors and keeps what was typed when a field is wrong', async () => {
    const res = await visitorForm(t, DEMO, '/blog/tortilla-de-patatas/comments', {
      authorName: '',
      authorEmail: 'no-es-correo',
      content: '<b>Hola</b>',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).toContain('role="alert"');
    expect(text).toContain('El nombre es obligatorio');
    expect(text).toContain('&lt;b&gt;Hola&lt;/b&gt;</textarea>');
    expect(
      await t.db.select().from(comments).where(eq(comments.content, '<b>Hola</b>')),
    ).toHaveLength(0);
  });

  it('refuses a filled honeypot and drafts', async () => {
    const bot = await visitorForm(t, DEMO, '/blog/tortilla-de-patatas/comments', {
      authorName: 'Bot',
      authorEmail: 'bot@example.com',
      content: 'Compra ya',
      website: 'http://spam.example',
    });
    expect(bot.status).toBe(400);
    const draft = await visitorForm(t, DEMO, '/blog/borrador-gazpacho/comments', {
      authorName: 'Pepa',
      authorEmail: 'pepa@example.com',
      content: 'Hola',
    });
    expect(draft.status).toBe(404);
    expect(await t.db.select().from(comments).where(eq(comments.authorName, 'Bot'))).toHaveLength(
      0,
    );
  });

  it('posts the same form to /api/comments as JSON on the blog host', async () => {
    const page = await visit(DEMO, '/blog/tortilla-de-patatas');
    const uuid = /name="postUuid" value="([^"]+)"/.exec(page.text)?.[1];
    expect(page.text).toContain('action="/blog/tortilla-de-patatas/comments"');
    const res = await t.app.request(
      `http://${DEMO}/api/comments`,
      {
        method: 'POST',
        headers: { host: DEMO, 'content-type': 'application/json' },
        body: JSON.stringify({
          postUuid: uuid,
          authorName: 'Eva',
          authorEmail: 'eva@example.com',
          content: 'Hola',
          website: '',
        }),
      },
      { incoming: { socket: { remoteAddress: '198.51.100.10' } } } as never,
    );
    expect(res.status).toBe(201);
  });
});

describe('cache', () => {
  it('renders a post again after an edit through the API', async () => {
    const before = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(before.text).toContain('Sevilla en otoño');
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'sevilla-en-otono'));
    const edit = await call(t, 'PATCH', `/api/posts/${post!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Sevilla en noviembre' },
    });
    expect(edit.status, edit.text).toBe(200);
    const after = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(after.text).toContain('Sevilla en noviembre');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((await visit(DEMO, '/')).text).toContain('Sevilla en noviembre');
  });

  it('shows a comment once it is approved, and a new menu item', async () => {
    await visit(DEMO, '/blog/sevilla-en-otono');
    const [pending] = await t.db.select().from(comments).where(eq(comments.status, 'PENDING'));
    const approve = await call(t, 'PATCH', `/api/comments/${pending!.uuid}/approve`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(approve.status, approve.text).toBe(200);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).text).toContain(
      '¿Qué época recomiendas para ir?',
    );
    await call(t, 'POST', '/api/menu', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { label: 'Cocina rica', url: '/category/cocina', order: 4 },
    });
    expect((await visit(DEMO, '/')).text).toContain('Cocina rica');
  });

  it('keeps the other blogs\u2019 pages, and a visitor\u2019s pending comment keeps every page', async () => {
    const proBefore = await visit(PRO, '/');
    const demoBefore = await visit(DEMO, '/blog/sevilla-en-otono');
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'sevilla-en-otono'));
    const pending = await call(t, 'POST', '/api/comments', {
      body: {
        postUuid: post!.uuid,
        authorName: 'Lola',
        authorEmail: 'lola@example.com',
        content: 'Un comentario por moderar.',
        website: '',
      },
    });
    expect(pending.status, pending.text).toBe(201);
    const demoAfterComment = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(demoAfterComment.headers.get('etag')).toBe(demoBefore.headers.get('etag'));

    const edit = await call(t, 'PATCH', `/api/posts/${post!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { excerpt: 'Otro extracto.' },
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).headers.get('etag')).not.toBe(
      demoBefore.headers.get('etag'),
    );
    expect((await visit(PRO, '/')).headers.get('etag')).toBe(proBefore.headers.get('etag'));
  });

  it('renders every blog again after a change they all may show (an author\u2019s name)', async () => {
    const before = await visit(DEMO, '/blog/sevilla-en-otono');
    expect(before.text).toContain('Ana Administradora');
    const rename = await call(t, 'PATCH', `/api/users/uuid/${s.users.admin.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: 'Ana Renombrada', bio: '' },
    });
    expect(rename.status, rename.text).toBe(200);
    expect((await visit(DEMO, '/blog/sevilla-en-otono')).text).toContain('Ana Renombrada');
  });

  it('does not serve a page cached for one blog to another', async () => {
    await visit(DEMO, '/');
    expect((await visit(PRO, '/')).text).toContain('Blog Pro');
  });

  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await visit(DEMO, '/blog/sevilla-en-otono');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const lastModified = first.headers.get('last-modified') ?? '';
    expect(lastModified).toMatch(/GMT$/);
    const byTag = await visit(DEMO, '/blog/sevilla-en-otono', { 'if-none-match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe('');
    const byDate = await visit(DEMO, '/blog/sevilla-en-otono', {
      'if-modified-since': lastModified,
    });
    expect(byDate.status).toBe(304);
    const stale = await visit(DEMO, '/blog/sevilla-en-otono', { 'if-none-match': '"otra"' });
    expect(stale.status).toBe(200);
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    const plain = await t.app.request(`http://${DEMO}/blog/sevilla-en-otono`, {
      headers: { host: DEMO },
    });
    const html = await plain.text();
    const gz = await t.app.request(`http://${DEMO}/blog/sevilla-en-otono`, {
      headers: { host: DEMO, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    // the page varies by encoding, and by Accept: a server asking for ActivityPub gets JSON
    expect(gz.headers.get('vary')).toBe('Accept-Encoding, Accept');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const br = await t.app.request(`http://${DEMO}/blog/sevilla-en-otono`, {
      headers: { host: DEMO, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(Number(br.headers.get('content-length'))).toBeLessThan(html.length / 2);
  });
});

describe('replies on the public page', () => {
  const SEVILLA = '/blog/sevilla-en-otono';
  const byAuthor = async (authorName: string) =>
    (await t.db.select().from(comments).where(eq(comments.authorName, authorName)))[0]!;
  const admin = () => ({ token: s.tokens.admin, blog: s.demo.uuid });

  it('a visitor answers a comment without JavaScript; once approved the reply shows nested', async () => {
    const lucia = await byAuthor('Lucía');
    const page = await visit(DEMO, SEVILLA);
    const link = `${SEVILLA}?responder=${lucia.uuid}#comentar`;
    expect(page.text).toContain(`href="${link}"`);
    const answering = await visit(DEMO, link.replace(/#.*/, ''));
    expect(answering.headers.get('cache-control')).toBe('no-store');
    expect(answering.text).toContain('Respondiendo a Lucía');
    expect(answering.text).toContain(`<a href="${SEVILLA}#comentar">Cancelar</a>`);
    expect(answering.text).toContain(`name="parentUuid" value="${lucia.uuid}"`);
    // The plain page does not answer anyone.
    expect((await visit(DEMO, SEVILLA)).text).not.toContain('name="parentUuid"');

    const sent = await visitorForm(t, DEMO, `${SEVILLA}/comments`, {
      authorName: 'Pepa',
      authorEmail: 'pepa@example.com',
      content: 'En octubre, sin duda.',
      parentUuid: lucia.uuid,
      website: '',
    });
    expect(sent.status).toBe(303);
    const reply = await byAuthor('Pepa');
    expect(reply).toMatchObject({ parentId: lucia.id, status: 'PENDING' });
    expect((await visit(DEMO, SEVILLA)).text).not.toContain('En octubre, sin duda.');
    const approve = await call(t, 'PATCH', `/api/comments/${reply.uuid}/approve`, admin());
    expect(approve.status, approve.text).toBe(200);
    const shown = (await visit(DEMO, SEVILLA)).text;
    expect(shown).toMatch(
      /id="comentario-[^"]+"><p class="meta"><strong>Lucía<\/strong>.*<div class="replies"><article class="comment reply"><p class="meta"><strong>Pepa<\/strong>/s,
    );
    expect(shown).toContain('Comentarios (2)');
    // A reply offers no 'Responder' of its own.
    expect(shown).not.toContain(`?responder=${reply.uuid}`);
  });

  it('the blog’s reply shows marked; deleting the comment takes it and its replies off the page', async () => {
    const lucia = await byAuthor('Lucía');
    const res = await call(t, 'POST', `/api/comments/${lucia.uuid}/replies`, {
      ...admin(),
      body: { content: 'Gracias por leer' },
    });
    expect(res.status, res.text).toBe(201);
    const shown = (await visit(DEMO, SEVILLA)).text;
    expect(shown).toMatch(
      /<div class="replies"><article class="comment reply"><p class="meta"><strong>[^<]+<\/strong> · [^\n]*<span class="staff">Respuesta del autor<\/span><\/p><p>Gracias por leer<\/p>/,
    );
    const deleted = await call(t, 'DELETE', `/api/comments/${lucia.uuid}`, admin());
    expect(deleted.status, deleted.text).toBe(204);
    const after = (await visit(DEMO, SEVILLA)).text;
    expect(after).not.toContain('Gracias por leer');
    expect(after).not.toContain('Qué ganas de volver a Sevilla');
  });

  it('refuses an answer to a hidden comment on the form, storing nothing; its link answers no one', async () => {
    const jorge = await byAuthor('Jorge');
    const answering = await visit(DEMO, `${SEVILLA}?responder=${jorge.uuid}`);
    expect(answering.text).not.toContain('name="parentUuid"');
    const before = (await t.db.select().from(comments)).length;
    const res = await visitorForm(t, DEMO, `${SEVILLA}/comments`, {
      authorName: 'Pepa',
      authorEmail: 'pepa@example.com',
      content: 'Hola',
      parentUuid: jorge.uuid,
      website: '',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Solo se puede responder a un comentario aprobado');
    const malformed = await visitorForm(t, DEMO, `${SEVILLA}/comments`, {
      authorName: 'Pepa',
      authorEmail: 'pepa@example.com',
      content: 'Hola',
      parentUuid: 'nope',
      website: '',
    });
    expect(malformed.status).toBe(400);
    expect((await t.db.select().from(comments)).length).toBe(before);
  });
});
