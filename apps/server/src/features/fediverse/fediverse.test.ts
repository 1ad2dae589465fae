import { PAYWALL_MARKER } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs, fediverseKeys, posts, settings } from '../../platform/db/schema/index.ts';
import { call, PRO_HOST, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const ORIGIN = `http://${PRO_HOST}`;
const ACTOR = `${ORIGIN}/ap/users/pro`;
const ACTIVITY = 'application/activity+json';
const SECRET = 'XQZ';

/** A fediverse server's GET on a blog's host, asking for ActivityPub's JSON. */
async function ask(host: string, path: string, accept = ACTIVITY) {
  const res = await visitorRequest(t, host, path, { headers: { accept } });
  const text = await res.text();
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    type,
    text,
    // biome-ignore lint/suspicious/noExplicitAny: JSON-LD documents are read field by field.
    json: (type.includes('json') ? JSON.parse(text) : null) as any,
  };
}

const webFinger = (host: string, resource: string) =>
  ask(
    host,
    `/.well-known/webfinger?resource=${encodeURIComponent(resource)}`,
    'application/jrd+json',
  );

let n = 0;
async function publish(body: Record<string, unknown>) {
  const slug = `federada-${++n}`;
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { title: `Entrada ${slug}`, slug, content: '<p>Texto abierto.</p>', ...body },
  });
  expect(res.status, res.text).toBe(201);
  return { slug, ...(res.json as { id: number }) };
}

describe('WebFinger', () => {
  it("finds a blog's handle on its host, pointing at the actor", async () => {
    const res = await webFinger(PRO_HOST, `acct:pro@${PRO_HOST}`);
    expect(res.status).toBe(200);
    expect(res.json.subject).toBe(`acct:pro@${PRO_HOST}`);
    expect(res.json.links).toContainEqual({ rel: 'self', href: ACTOR, type: ACTIVITY });
  });

  it('answers 404 for an unknown account and for another blog on this host', async () => {
    expect((await webFinger(PRO_HOST, `acct:nadie@${PRO_HOST}`)).status).toBe(404);
    // The demo blog exists, but this host is the PRO blog's.
    expect((await webFinger(PRO_HOST, `acct:demo@${PRO_HOST}`)).status).toBe(404);
    // The PRO blog's handle is answered on its own host only.
    expect((await webFinger(PRO_HOST, 'acct:pro@demo.localhost:3000')).status).toBe(404);
  });

  it('answers 400 without a resource', async () => {
    expect((await ask(PRO_HOST, '/.well-known/webfinger')).status).toBe(400);
  });

  it("keeps the subdomain's actor on a verified custom domain, the domain's handle an alias", async () => {
    await t.db
      .update(blogs)
      .set({ domain: 'pro.example', domainVerifiedAt: new Date() })
      .where(eq(blogs.id, s.pro.id));
    const res = await webFinger('pro.example', 'acct:pro@pro.example');
    expect(res.status).toBe(200);
    expect(res.json.links).toContainEqual({ rel: 'self', href: ACTOR, type: ACTIVITY });
    expect(res.json.aliases).toContain('acct:pro@pro.example');
    const actor = await ask('pro.example', '/ap/users/pro');
    expect(actor.json.id).toBe(ACTOR);
    expect(actor.json.url).toBe('https://pro.example/');
  });

  it('answers nothing for a custom domain not verified yet', async () => {
    await t.db
      .update(blogs)
      .set({ domain: 'pro.example', domainVerifiedAt: null })
      .where(eq(blogs.id, s.pro.id));
    const res = await webFinger('pro.example', 'acct:pro@pro.example');
    expect(res.status).toBe(404);
    expect(res.json?.links).toBeUndefined();
  });
});

describe('the actor', () => {
  it('describes the blog: its title, description, address, inbox, outbox and followers', async () => {
    await t.db
      .update(settings)
      .set({ title: 'Cuaderno de viajes', description: 'Rutas & mapas' })
      .where(eq(settings.blogId, s.pro.id));
    const { status, type, json } = await ask(PRO_HOST, '/ap/users/pro');
    expect(status).toBe(200);
    expect(type).toContain('application/activity+json');
    expect(json).toMatchObject({
      id: ACTOR,
      type: 'Person',
      preferredUsername: 'pro',
      name: 'Cuaderno de viajes',
      summary: '<p>Rutas &amp; mapas</p>',
      url: `${ORIGIN}/`,
      inbox: `${ACTOR}/inbox`,
      outbox: `${ACTOR}/outbox`,
      followers: `${ACTOR}/followers`,
    });
    expect(json.publicKey.owner).toBe(ACTOR);
    expect(json.publicKey.publicKeyPem).toContain('BEGIN PUBLIC KEY');
  });

  it('keeps its keys: the second request shows the same public key', async () => {
    const first = await ask(PRO_HOST, '/ap/users/pro');
    const second = await ask(PRO_HOST, '/ap/users/pro');
    expect(second.json.publicKey.publicKeyPem).toBe(first.json.publicKey.publicKeyPem);
    const rows = await t.db.select().from(fediverseKeys).where(eq(fediverseKeys.blogId, s.pro.id));
    expect(rows).toHaveLength(1);
  });

  it("answers the blog's address with the actor for a server, with the page for a reader", async () => {
    const server = await ask(PRO_HOST, '/');
    expect(server.json.id).toBe(ACTOR);
    const reader = await ask(PRO_HOST, '/', 'text/html,application/xhtml+xml');
    expect(reader.status).toBe(200);
    expect(reader.type).toContain('text/html');
    expect(reader.text).toContain('<html');
  });

  it("sends a reader who opens the actor's address to the blog", async () => {
    const res = await visitorRequest(t, PRO_HOST, '/ap/users/pro', {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/`);
  });

  it('answers 404 for another blog as actor on this host', async () => {
    expect((await ask(PRO_HOST, '/ap/users/demo')).status).toBe(404);
  });
});

describe('the outbox', () => {
  it('lists published posts newest first; a paid one gives its summary and link only, no draft or scheduled post', async () => {
    const open = await publish({
      status: 'PUBLISHED',
      excerpt: 'Un resumen abierto',
      tags: ['Montaña alta'],
    });
    const paid = await publish({
      status: 'PUBLISHED',
      visibility: 'paid',
      excerpt: 'Lo que cuenta la de pago',
      content: `<p>Libre.</p>${PAYWALL_MARKER}<p>Reservado ${SECRET}.</p>`,
    });
    const draft = await publish({ status: 'DRAFT' });
    const scheduled = await publish({
      status: 'SCHEDULED',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const outbox = await ask(PRO_HOST, '/ap/users/pro/outbox');
    expect(outbox.status).toBe(200);
    expect(outbox.json.type).toBe('OrderedCollection');
    expect(outbox.json.first).toBe(`${ACTOR}/outbox?cursor=0`);
    const page = await ask(PRO_HOST, '/ap/users/pro/outbox?cursor=0');
    expect(page.status).toBe(200);
    const articles = (page.json.orderedItems as { type: string; object: Record<string, unknown> }[])
      .filter((item) => item.type === 'Create')
      .map((item) => item.object);
    const bySlug = (slug: string) =>
      articles.find((article) => String(article.url).endsWith(`/blog/${slug}`));

    expect(page.text).not.toContain(draft.slug);
    expect(page.text).not.toContain(scheduled.slug);
    expect(page.text).not.toContain(SECRET);
    // Newest first: the paid post went out after the open one.
    expect(articles.indexOf(bySlug(paid.slug) as never)).toBeLessThan(
      articles.indexOf(bySlug(open.slug) as never),
    );
    expect(bySlug(open.slug)).toMatchObject({
      type: 'Article',
      name: `Entrada ${open.slug}`,
      url: `${ORIGIN}/blog/${open.slug}`,
      summary: 'Un resumen abierto',
      content: '<p>Texto abierto.</p>',
      contentMap: { es: '<p>Texto abierto.</p>' },
      attributedTo: ACTOR,
    });
    expect(bySlug(open.slug)?.tag).toMatchObject({ type: 'Hashtag', name: '#Montañaalta' });
    const paidArticle = bySlug(paid.slug);
    expect(paidArticle?.summary).toBe('Lo que cuenta la de pago');
    expect(paidArticle?.content).toBeUndefined();
    expect(paidArticle?.contentMap).toBeUndefined();
    expect(paidArticle?.url).toBe(`${ORIGIN}/blog/${paid.slug}`);
  });

  it('counts the published posts and answers 404 for a page cursor that is not a number', async () => {
    await publish({ status: 'PUBLISHED' });
    const outbox = await ask(PRO_HOST, '/ap/users/pro/outbox');
    const published = outbox.json.totalItems;
    expect(published).toBeGreaterThan(0);
    expect((await ask(PRO_HOST, '/ap/users/pro/outbox?cursor=x')).status).toBe(404);
  });
});

describe('the followers', () => {
  it('is an empty collection while nobody follows', async () => {
    const res = await ask(PRO_HOST, '/ap/users/pro/followers');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ type: 'OrderedCollection', totalItems: 0 });
  });
});

describe('NodeInfo', () => {
  it("is linked from every blog's host and describes the server", async () => {
    const link = await ask(PRO_HOST, '/.well-known/nodeinfo', 'application/json');
    expect(link.status).toBe(200);
    expect(link.json.links).toContainEqual({
      rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
      href: `${ORIGIN}/nodeinfo/2.1`,
      type: 'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"',
    });
    const doc = await ask('demo.localhost:3000', '/nodeinfo/2.1', 'application/json');
    expect(doc.status).toBe(200);
    expect(doc.json).toMatchObject({
      version: '2.1',
      software: { name: 'bitacora' },
      protocols: ['activitypub'],
    });
    expect(doc.json.usage.users.total).toBeGreaterThanOrEqual(2);
  });
});

describe('an article', () => {
  it("answers at its id as the outbox gives it, with its featured image; a draft's id is 404", async () => {
    const open = await publish({ status: 'PUBLISHED', visibility: 'paid', excerpt: 'Resumen' });
    await t.db
      .update(posts)
      .set({ image: 'https://images.example/portada.jpg' })
      .where(eq(posts.id, open.id));
    const page = await ask(PRO_HOST, '/ap/users/pro/outbox?cursor=0');
    const listed = page.json.orderedItems.find(
      (item: { object: { url: string } }) => item.object.url === `${ORIGIN}/blog/${open.slug}`,
    ).object;
    expect(listed.image).toMatchObject({
      type: 'Image',
      url: 'https://images.example/portada.jpg',
    });
    const article = await ask(PRO_HOST, new URL(listed.id).pathname);
    expect(article.status).toBe(200);
    expect(article.json).toMatchObject({
      id: listed.id,
      type: 'Article',
      summary: 'Resumen',
      url: `${ORIGIN}/blog/${open.slug}`,
    });
    expect(article.json.content).toBeUndefined();

    const draft = await publish({ status: 'DRAFT' });
    const [row] = await t.db.select({ uuid: posts.uuid }).from(posts).where(eq(posts.id, draft.id));
    expect((await ask(PRO_HOST, `/ap/posts/${row?.uuid}`)).status).toBe(404);
    expect((await ask(PRO_HOST, '/ap/posts/no-es-un-uuid')).status).toBe(404);
  });
});

describe("a post's address", () => {
  it('gives a server the article and a reader the page; a draft gives a server nothing', async () => {
    const post = await publish({ status: 'PUBLISHED', excerpt: 'Resumen' });
    const server = await ask(PRO_HOST, `/blog/${post.slug}`);
    expect(server.status).toBe(200);
    expect(server.json).toMatchObject({ type: 'Article', url: `${ORIGIN}/blog/${post.slug}` });
    expect(server.json.id).toMatch(/\/ap\/posts\/[0-9a-f-]{36}$/);
    const reader = await ask(PRO_HOST, `/blog/${post.slug}`, 'text/html');
    expect(reader.status).toBe(200);
    expect(reader.type).toContain('text/html');
    const draft = await publish({ status: 'DRAFT' });
    const hidden = await ask(PRO_HOST, `/blog/${draft.slug}`);
    expect(hidden.status).toBe(404);
    expect(hidden.type).toContain('text/html');
  });

  it('finds a version in another language under its code', async () => {
    const post = await publish({ status: 'PUBLISHED', language: 'en' });
    const server = await ask(PRO_HOST, `/en/blog/${post.slug}`);
    expect(server.status).toBe(200);
    expect(server.json.url).toBe(`${ORIGIN}/en/blog/${post.slug}`);
    // Under the main language's address the blog's page sends a server on, as it does a reader.
    const main = await visitorRequest(t, PRO_HOST, `/blog/${post.slug}`, {
      headers: { accept: ACTIVITY },
    });
    expect(main.status).toBe(301);
    expect(main.headers.get('location')).toContain(`/en/blog/${post.slug}`);
  });
});
