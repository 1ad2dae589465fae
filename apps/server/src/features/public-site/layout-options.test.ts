import { LAYOUT_DEFAULTS, TEMPLATES } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posts } from '../../platform/db/schema/index.ts';
import { hashSource } from '../../platform/http/security-headers.ts';
import { call, DEMO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ freshAppEachTest: true });

const POST = '/blog/sevilla-en-otono';

const put = (body: unknown) =>
  call(t, 'PUT', '/api/settings', { token: s.tokens.admin, blog: s.demo.id, body });
const save = async (body: Record<string, unknown>) => {
  const res = await put(body);
  expect(res.status, res.text).toBe(200);
  return res.json;
};
const visit = async (path: string) => {
  const res = await visitorRequest(t, DEMO_HOST, path);
  expect(res.status).toBe(200);
  return { policy: res.headers.get('content-security-policy') ?? '', text: await res.text() };
};
const detail = (res: Awaited<ReturnType<typeof put>>) =>
  (res.json.details as { path: string; message: string }[] | undefined)?.[0];
const styles = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] as string);

async function excerpt(): Promise<string> {
  const [row] = await t.db
    .select({ excerpt: posts.excerpt })
    .from(posts)
    .where(and(eq(posts.blogId, s.demo.id), eq(posts.slug, 'sevilla-en-otono')));
  if (!row?.excerpt) throw new Error('the demo post has no excerpt');
  return row.excerpt;
}

describe('layout options', () => {
  it('answers the defaults, and takes GET’s answer back', async () => {
    const answer = (
      await call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id })
    ).json;
    expect(answer).toMatchObject({ ...LAYOUT_DEFAULTS });
    const again = await put(answer);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(answer);
  });

  it.each(TEMPLATES)('each changes the pages of the %s template', async (template) => {
    await save({ template, description: 'Un blog de viajes' });
    const text = await excerpt();
    const home = await visit('/');
    const post = await visit(POST);
    expect(home.text).toContain('<header class="site-head">');
    expect(home.text).toContain('<div class="cards">');
    expect(home.text).toContain('class="author"');
    // A card's author links to their page on the blog.
    const cards = home.text.slice(home.text.indexOf('<div class="cards">'));
    expect(cards).toContain(
      '<a class="author" rel="author" href="/author/andres-autor">Andrés Autor</a>',
    );
    expect(cards).toContain(
      '<a class="author" rel="author" href="/author/ana-administradora">Ana Administradora</a>',
    );
    expect(home.text).toContain(text);
    expect(post.text).toContain('class="author"');
    expect(post.text).toContain('class="reading-time"');
    // The professional template shows the description beside the posts, not in its header.
    expect(home.text.includes('class="tagline"')).toBe(template !== 'professional');
    // Beside them, in a landmark of its own, as every box beside the page.
    expect(home.text.includes('<aside class="box" aria-label="Blog de demostración"><h2>')).toBe(
      template === 'professional',
    );

    await save({ headerStyle: 'centered', homeLayout: 'grid' });
    const centred = await visit('/');
    expect(centred.text).toContain('class="site-head head-centered"');
    expect(centred.text).toContain('<div class="cards cards-grid">');
    const [, design] = styles(centred.text);
    expect(design).toContain('.head-centered');
    expect(design).toContain('.cards-grid');
    expect(centred.policy).toContain(hashSource(design ?? ''));
    // The grid is the home page's: a category keeps the list.
    const category = /href="(\/category\/[^"]+)"/.exec(post.text)?.[1];
    expect(category).toBeDefined();
    const listed = (await visit(category ?? '')).text;
    expect(listed).toContain('<div class="cards">');
    expect(listed).toContain('<a class="author" rel="author" href="/author/');

    await save({ headerStyle: 'minimal' });
    const minimal = await visit('/');
    expect(minimal.text).toContain('class="site-head head-minimal"');
    expect(minimal.text).not.toContain('class="tagline"');

    await save({ showAuthor: false, showReadingTime: false, showExcerpt: false });
    const bare = await visit('/');
    const barePost = await visit(POST);
    expect(bare.text).not.toContain('class="author"');
    expect(bare.text).not.toContain(text);
    expect(barePost.text).not.toContain('class="author"');
    expect(barePost.text).not.toContain('class="reading-time"');
    expect(barePost.text).toContain('<time datetime=');

    await save({
      footerText: 'Escrito en Quito <con cariño>',
      footerLinks: [
        { label: 'Sobre mí', url: '/sobre-mi' },
        { label: 'Mastodon', url: 'https://mastodon.social/@viajes' },
      ],
    });
    const footed = await visit(POST);
    const foot = footed.text.slice(footed.text.indexOf('<footer'));
    expect(foot).toContain('<p class="foot-text">Escrito en Quito &lt;con cariño&gt;</p>');
    expect(foot).toContain('<a href="/sobre-mi">Sobre mí</a>');
    expect(foot).toContain('<a href="https://mastodon.social/@viajes">Mastodon</a>');
    expect(foot).toContain('aria-label="Enlaces del pie"');
  });

  it('refuses what breaks its rule, in Spanish, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { headerStyle: 'huge' },
        'headerStyle',
        'Elige un estilo de cabecera: clásico, centrado o mínimo',
      ],
      [
        { homeLayout: 'masonry' },
        'homeLayout',
        'Elige cómo se ven las entradas de la portada: en lista o en cuadrícula',
      ],
      [{ showExcerpt: 'no' }, 'showExcerpt', ''],
      [
        { footerText: 'x'.repeat(501) },
        'footerText',
        'El texto del pie no puede tener más de 500 caracteres',
      ],
      [
        { footerLinks: [{ label: 'Mal', url: 'javascript:alert(1)' }] },
        'footerLinks.0.url',
        'La dirección del enlace debe empezar por https://, http:// o / (una página de este blog)',
      ],
      [
        { footerLinks: [{ label: ' ', url: '/a' }] },
        'footerLinks.0.label',
        'Escribe el texto del enlace',
      ],
      [
        { footerLinks: Array.from({ length: 11 }, (_, i) => ({ label: `L${i}`, url: `/p${i}` })) },
        'footerLinks',
        'El pie puede tener como mucho 10 enlaces',
      ],
      [{ footerLinks: 'https://a.example' }, 'footerLinks', ''],
    ];
    for (const [body, path, message] of cases) {
      const res = await put({ title: 'Otro título', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(detail(res)?.path).toBe(path);
      if (message) expect(detail(res)?.message).toBe(message);
      else expect(detail(res)?.message).toMatch(/\S/);
    }
    const after = await call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id });
    expect(after.json.title).not.toBe('Otro título');
    expect(after.json).toMatchObject({ ...LAYOUT_DEFAULTS });
    // null clears the footer.
    await save({ footerText: 'Algo', footerLinks: [{ label: 'A', url: '/a' }] });
    expect(await save({ footerText: null, footerLinks: null })).toMatchObject({
      footerText: '',
      footerLinks: [],
    });
  });
});
