import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { editAndDeleteStatuses } from './content-routes.fixtures.ts';

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

const postBySlug = (slug: string) =>
  t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
/** Sends PATCHes of the AUTHOR's own post `slug`, each with its body. */
async function patchesOfAuthorsPost(slug: string) {
  const own = await postBySlug(slug);
  return (body: Record<string, unknown>) =>
    call(t, 'PATCH', `/api/posts/${own!.id}`, { token: s.tokens.author, blog: s.demo.uuid, body });
}
const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Nuevo post',
  content: '<p>Hola</p>',
  slug: 'nuevo-post',
  status: 'draft',
  ...extra,
});

describe('GET /api/posts', () => {
  it('lists the blog’s published posts, drafts with includeDrafts, newest change first', async () => {
    const published = await call(t, 'GET', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.uuid,
    });
    expect(published.status).toBe(200);
    expect(published.json.total).toBe(3);
    const all = await call(t, 'GET', `/api/posts?blogId=${s.demo.id}&includeDrafts=true&limit=2`, {
      token: s.tokens.admin,
    });
    expect(all.json.total).toBe(5);
    expect(all.json.data).toHaveLength(2);
    const [first] = all.json.data as Record<string, unknown>[];
    expect(first).toMatchObject({
      blog: { id: s.demo.id, uuid: s.demo.uuid, subdomain: 'demo', domain: null },
    });
    const sevilla = (
      await call(t, 'GET', '/api/posts?includeDrafts=true&limit=100', {
        token: s.tokens.admin,
        blog: s.demo.id,
      })
    ).json.data?.find((p) => (p as { slug: string }).slug === 'sevilla-en-otono');
    expect(sevilla).toMatchObject({
      author: { name: expect.any(String), email: 'admin@example.com' },
      category: { id: expect.any(Number), name: 'Viajes' },
      series: { id: expect.any(Number), title: 'Guía de Andalucía' },
      sequenceNumber: 1,
      status: 'PUBLISHED',
    });
  });

  it('answers each post as its own read does: every field, date, tag and the blog, the versions aside', async () => {
    const sevilla = await postBySlug('sevilla-en-otono');
    const tagged = await call(t, 'PATCH', `/api/posts/${sevilla!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { tags: ['Otoño', 'andalucía', 'Zurbarán "el pintor"'], imageAlt: 'Línea\nnueva' },
    });
    expect(tagged.status).toBe(200);
    const scheduled = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: body({ status: 'scheduled', publishAt: '2099-03-01T09:30:00.000Z', noindex: true }),
    });
    expect(scheduled.status).toBe(201);
    const list = await call(t, 'GET', '/api/posts?includeDrafts=true&limit=100', {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    const items = list.json.data as { uuid: string; tags: { name: string }[] }[];
    expect(items.length).toBe(list.json.total);
    for (const item of items) {
      const alone = await call(t, 'GET', `/api/posts/uuid/${item.uuid}`, {
        token: s.tokens.admin,
        blog: s.demo.id,
      });
      // Only one post's read names its other versions; the demo's posts have none.
      expect({ ...item, translations: [] }).toEqual(alone.json);
    }
    const sevillaItem = items.find((item) => item.uuid === sevilla!.uuid);
    expect(sevillaItem?.tags.map((tag) => tag.name)).toEqual(
      (tagged.json.tags as { name: string }[]).map((tag) => tag.name),
    );
    expect(sevillaItem?.tags).toHaveLength(3);
    expect(items.find((item) => item.uuid === scheduled.json.uuid)).toMatchObject({
      publishAt: '2099-03-01T09:30:00.000Z',
      noindex: true,
    });
  });

  it('pages through the list in order: the pages put together are the whole list', async () => {
    type List = { data: { uuid: string; updatedAt: string }[]; total: number };
    const get = async (query: string) => {
      const answer = await call(t, 'GET', `/api/posts?includeDrafts=true&${query}`, {
        token: s.tokens.admin,
        blog: s.demo.id,
      });
      return { json: answer.json as unknown as List };
    };
    const whole = (await get('limit=100')).json;
    expect(whole.data).toHaveLength(whole.total);
    const times = whole.data.map((p) => Date.parse(p.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const pages = [];
    for (let page = 1; page <= Math.ceil(whole.total / 2); page++) {
      const answer = (await get(`limit=2&page=${page}`)).json;
      expect(answer.total).toBe(whole.total);
      pages.push(...answer.data.map((p) => p.uuid));
    }
    expect(pages).toEqual(whole.data.map((p) => p.uuid));
    const past = (await get(`limit=2&page=${whole.total + 1}`)).json;
    expect(past).toEqual({ data: [], total: whole.total, languages: ['es'] });
  });

  it('400 without an active blog or with a bad limit; 404 for another blog; 401 without token', async () => {
    const none = await call(t, 'GET', '/api/posts', { token: s.tokens.admin });
    expect(none.status).toBe(400);
    expect(
      (await call(t, 'GET', '/api/posts?limit=0', { token: s.tokens.admin, blog: s.demo.id })).json,
    ).toMatchObject({ error: expect.any(String), details: [{ path: 'limit' }] });
    expect(
      (await call(t, 'GET', '/api/posts', { token: s.tokens.pro, blog: s.demo.id })).status,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/posts', { blog: s.demo.id })).status).toBe(401);
  });
});

describe('GET /api/posts from the list cache', () => {
  beforeEach(async () => {
    await t.reseed();
    s = await loadSession(t);
  });

  const list = async () =>
    (
      await call(t, 'GET', '/api/posts?includeDrafts=true', {
        token: s.tokens.admin,
        blog: s.demo.uuid,
      })
    ).json as { data: { uuid: string; title: string; category: { name: string } | null }[] };

  it('shows every API change at once: post, category rename, author rename, new post', async () => {
    const before = await list();
    const first = before.data[0];
    if (!first) throw new Error('demo posts missing');
    const row = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.uuid, first.uuid) });
    await call(t, 'PATCH', `/api/posts/${row?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { title: 'Título cambiado' },
    });
    expect((await list()).data.find((p) => p.uuid === first.uuid)?.title).toBe('Título cambiado');

    const category = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'cocina'),
    });
    await call(t, 'PATCH', `/api/categories/${category?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { name: 'Recetas', slug: 'recetas' },
    });
    expect((await list()).data.some((p) => p.category?.name === 'Recetas')).toBe(true);

    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: body({ slug: 'recien-creado' }),
    });
    expect((await list()).data.map((p) => p.uuid)).toContain(created.json.uuid);
  });

  it('a refused write changes nothing, and another blog’s list is its own', async () => {
    const before = await list();
    const refused = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: body({ title: '' }),
    });
    expect(refused.status).toBe(400);
    expect(await list()).toEqual(before);
    const pro = await call(t, 'GET', '/api/posts?includeDrafts=true', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
    });
    const demoUuids = new Set(before.data.map((p) => p.uuid));
    expect(pro.status).toBe(200);
    const proUuids = (pro.json.data as { uuid: string }[]).map((p) => p.uuid);
    expect(proUuids.some((uuid) => demoUuids.has(uuid))).toBe(false);
  });
});

describe('GET /api/posts/uuid/:uuid and check-slug', () => {
  it('reads a post of the active blog only', async () => {
    const post = await postBySlug('tortilla-de-patatas');
    const ok = await call(t, 'GET', `/api/posts/uuid/${post!.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      id: post!.id,
      title: post!.title,
      author: { email: 'author@example.com' },
    });
    const other = await call(t, 'GET', `/api/posts/uuid/${post!.uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.uuid,
    });
    expect(other.status).toBe(404);
    expect(other.json.error).toBe('Post no encontrado');
    expect(
      (await call(t, 'GET', '/api/posts/uuid/nope', { token: s.tokens.admin, blog: s.demo.id }))
        .status,
    ).toBe(404);
  });

  it('check-slug answers exists in the active blog, ignoring excludeUuid', async () => {
    const post = await postBySlug('tortilla-de-patatas');
    const check = (query: string, blog = s.demo.id, token = s.tokens.author) =>
      call(t, 'GET', `/api/posts/check-slug?${query}`, { token, blog }).then((r) => r.json);
    expect(await check('slug=tortilla-de-patatas')).toEqual({ exists: true });
    expect(await check('slug=Tortilla%20de%20patatas')).toEqual({ exists: true });
    expect(await check(`slug=tortilla-de-patatas&excludeUuid=${post!.uuid}`)).toEqual({
      exists: false,
    });
    expect(await check('slug=tortilla-de-patatas', s.pro.id, s.tokens.pro)).toEqual({
      exists: false,
    });
    expect(
      (await call(t, 'GET', '/api/posts/check-slug', { token: s.tokens.author, blog: s.demo.id }))
        .status,
    ).toBe(400);
  });
});

describe('POST /api/posts', () => {
  beforeEach(async () => {
    await t.reseed();
    s = await loadSession(t);
  });

  it('creates a post as the caller, in the active blog, whatever the body says', async () => {
    const cocina = await t.db.query.categories.findFirst({
      where: (c, { eq }) => eq(c.slug, 'cocina'),
    });
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: body({
        slug: 'Ñandú Rápido!',
        categoryId: String(cocina!.id),
        authorId: s.users.admin.id,
        blogId: s.demo.id,
        content: '<p onclick="x()">Hola<script>alert(1)</script></p>',
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      slug: 'nandu-rapido',
      status: 'DRAFT',
      authorId: s.users.author.id,
      blogId: s.demo.id,
      categoryId: cocina!.id,
      content: '<p>Hola</p>',
      imageAlt: '',
      imageCaption: '',
      metaTitle: '',
      metaDescription: '',
      socialImage: null,
      noindex: false,
      author: { email: 'author@example.com' },
    });
    expect(res.json.uuid).toEqual(expect.any(String));
  });

  it('409 with the spec’s message for a slug taken in the blog; another blog may reuse it', async () => {
    const taken = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: body({ slug: 'tortilla-de-patatas' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe(
      'El slug "tortilla-de-patatas" ya está en uso. Por favor, elige otro.',
    );
    const elsewhere = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: body({ slug: 'tortilla-de-patatas' }),
    });
    expect(elsewhere.status).toBe(201);
  });

  it('400 with details for missing fields, a long excerpt, a bad status or a lone sequence number', async () => {
    for (const [payload, path] of [
      [{ content: '<p>x</p>', slug: 'a' }, 'title'],
      [body({ content: '' }), 'content'],
      [body({ content: '<script>x</script>' }), 'content'],
      [body({ excerpt: 'x'.repeat(161) }), 'excerpt'],
      [body({ status: 'ARCHIVED' }), 'status'],
      [body({ sequenceNumber: 0 }), 'sequenceNumber'],
      [body({ sequenceNumber: 2 }), 'sequenceNumber'],
    ] as const) {
      const res = await call(t, 'POST', '/api/posts', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: payload,
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      const [first] = res.json.details as { path: string; message: string }[];
      expect(first?.path).toBe(path);
      expect(res.json).toMatchObject({ error: first?.message, message: first?.message });
    }
    expect(await postBySlug('nuevo-post')).toBeUndefined();
  });

  it('stores the editor’s blocks and drops what a paste may bring along', async () => {
    const video =
      '<figure data-embed="youtube"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">https://www.youtube.com/watch?v=dQw4w9WgXcQ</a></figure>';
    const blocks =
      '<h3>Paso</h3><ol><li><p>uno</p></li></ol><pre><code class="language-python">print(1)</code></pre><hr />';
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: body({
        content:
          blocks +
          video +
          '<iframe src="https://evil.example/"></iframe>' +
          '<p><a href="javascript:alert(1)">trampa</a><img src="data:image/png;base64,AAAA" /></p>' +
          `${'<div>'.repeat(10_000)}hondo${'</div>'.repeat(10_000)}`,
      }),
    });
    expect(res.status).toBe(201);
    // The heading gets its anchor on save (anchors-and-notes.ts).
    const anchored = blocks.replace('<h3>', '<h3 id="paso">');
    expect(res.json.content).toBe(`${anchored}${video}<p><a>trampa</a></p>hondo`);
  });

  it('413 in Spanish for a body of 50 MB, and nothing stored', async () => {
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: body({ content: `<p>${'a'.repeat(50 * 1024 * 1024)}</p>` }),
    });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe('La solicitud es demasiado grande');
    expect(await postBySlug('nuevo-post')).toBeUndefined();
  });

  it("stores what the domain's content rule calls content: a rule or an image alone, never only &nbsp;", async () => {
    const save = (slug: string, content: string) =>
      call(t, 'POST', '/api/posts', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: body({ slug, content }),
      });
    const rule = await save('solo-una-linea', '<hr>');
    expect(rule.status).toBe(201);
    expect(rule.json.content).toBe('<hr />');
    const image = await save('solo-una-imagen', '<p><img src="https://example.com/a.png" /></p>');
    expect(image.status).toBe(201);
    for (const content of ['<p>&nbsp;</p>', '<p></p>', '<p><img /></p>']) {
      const blank = await save('en-blanco', content);
      expect(blank.status, content).toBe(400);
      expect(blank.json.message).toBe('El contenido es obligatorio');
    }
    expect(await postBySlug('en-blanco')).toBeUndefined();
  });

  it('refuses another blog’s category or series (400) and writes nothing', async () => {
    const proCategory = await call(t, 'POST', '/api/categories', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { name: 'Ajena', slug: 'ajena' },
    });
    const guide = await t.db.query.series.findFirst();
    const viaCategory = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: body({ categoryId: proCategory.json.id }),
    });
    expect(viaCategory.status).toBe(400);
    expect(viaCategory.json.message).toBe('La categoría no existe en este blog');
    const viaSeries = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: body({ seriesId: guide!.id, sequenceNumber: 4 }),
    });
    expect(viaSeries.status).toBe(400);
    expect(await postBySlug('nuevo-post')).toBeUndefined();
  });

  it('401 without a token; 404 in a blog one does not belong to', async () => {
    expect((await call(t, 'POST', '/api/posts', { blog: s.demo.id, body: body() })).status).toBe(
      401,
    );
    expect(
      (await call(t, 'POST', '/api/posts', { token: s.tokens.pro, blog: s.demo.id, body: body() }))
        .status,
    ).toBe(404);
    expect(await postBySlug('nuevo-post')).toBeUndefined();
  });
});

describe('PATCH and DELETE /api/posts/:id', () => {
  beforeEach(async () => {
    await t.reseed();
    s = await loadSession(t);
  });

  it('AUTHOR edits its own post; image, then removeImage', async () => {
    const own = await postBySlug('tortilla-de-patatas');
    const res = await call(t, 'PATCH', `/api/posts/${own!.id}`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: { title: 'Tortilla', status: 'Published', image: '/media/x.jpg' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Tortilla',
      status: 'PUBLISHED',
      image: '/media/x.jpg',
    });
    const removed = await call(t, 'PATCH', `/api/posts/${own!.id}`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
      body: { removeImage: true },
    });
    expect(removed.json).toMatchObject({ image: null, imageId: null, title: 'Tortilla' });
  });

  it('keeps the featured image’s alt text and caption, refuses long ones, drops them with the image', async () => {
    const patch = await patchesOfAuthorsPost('tortilla-de-patatas');
    const described = await patch({
      image: '/media/x.jpg',
      imageAlt: '  Una tortilla jugosa en un plato de barro ',
      imageCaption: 'La de mi abuela, con cebolla.',
    });
    expect(described.status).toBe(200);
    expect(described.json).toMatchObject({
      imageAlt: 'Una tortilla jugosa en un plato de barro',
      imageCaption: 'La de mi abuela, con cebolla.',
    });
    const tooLong = await patch({ imageAlt: 'a'.repeat(251), imageCaption: 'b'.repeat(301) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.details).toEqual(
      expect.arrayContaining([
        { path: 'imageAlt', message: 'El texto alternativo no puede superar los 250 caracteres' },
        { path: 'imageCaption', message: 'El pie de foto no puede superar los 300 caracteres' },
      ]),
    );
    expect((await postBySlug('tortilla-de-patatas'))?.imageAlt).toBe(
      'Una tortilla jugosa en un plato de barro',
    );
    const removed = await patch({ removeImage: true });
    expect(removed.json).toMatchObject({ image: null, imageAlt: '', imageCaption: '' });
  });

  it('keeps the post’s search and social fields, and refuses long or odd ones in Spanish', async () => {
    const patch = await patchesOfAuthorsPost('tortilla-de-patatas');
    const saved = await patch({
      metaTitle: '  Tortilla de patatas jugosa ',
      metaDescription: 'Con cebolla, poco cuajada.',
      socialImage: ' https://cdn.example.com/tortilla.jpg ',
      noindex: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      metaTitle: 'Tortilla de patatas jugosa',
      metaDescription: 'Con cebolla, poco cuajada.',
      socialImage: 'https://cdn.example.com/tortilla.jpg',
      noindex: true,
    });
    const refused = await patch({
      metaTitle: 'a'.repeat(71),
      metaDescription: 'b'.repeat(161),
      socialImage: 'javascript:alert(1)',
      noindex: 'sí',
    });
    expect(refused.status).toBe(400);
    expect(refused.json.details).toEqual(
      expect.arrayContaining([
        {
          path: 'metaTitle',
          message: 'El título para buscadores no puede superar los 70 caracteres',
        },
        {
          path: 'metaDescription',
          message: 'La descripción para buscadores no puede superar los 160 caracteres',
        },
        {
          path: 'socialImage',
          message:
            'La dirección de la imagen para redes sociales debe empezar por /, http:// o https://',
        },
        { path: 'noindex', message: 'Ocultar de los buscadores debe ser sí o no' },
      ]),
    );
    // Exactly at the limits is accepted; '' goes back to the defaults.
    const atLimits = await patch({
      metaTitle: 'a'.repeat(70),
      metaDescription: 'b'.repeat(160),
      socialImage: '',
      noindex: false,
    });
    expect(atLimits.status).toBe(200);
    expect(atLimits.json).toMatchObject({ socialImage: null, noindex: false });
    const cleared = await patch({ metaTitle: '', metaDescription: '' });
    expect(cleared.json).toMatchObject({ metaTitle: '', metaDescription: '' });
  });

  it('leaving a series clears the sequence number', async () => {
    const sevilla = await postBySlug('sevilla-en-otono');
    const res = await call(t, 'PATCH', `/api/posts/${sevilla!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { seriesId: null },
    });
    expect(res.json).toMatchObject({ seriesId: null, sequenceNumber: null, series: null });
  });

  it.each([
    {
      who: 'AUTHOR may not edit or delete another author’s post (403, nothing written)',
      slug: 'sevilla-en-otono',
      caller: () => ({ token: s.tokens.author, blog: s.demo.id }),
      status: 403,
    },
    {
      who: 'another blog’s post is 404 even for that blog’s ADMIN acting from its own blog',
      slug: 'tortilla-de-patatas',
      caller: () => ({ token: s.tokens.pro, blog: s.pro.id }),
      status: 404,
    },
  ])('$who', async ({ slug, caller, status }) => {
    const post = await postBySlug(slug);
    expect(
      await editAndDeleteStatuses(t, `/api/posts/${post!.id}`, caller(), { title: 'Ajeno' }),
    ).toEqual({ patch: status, delete: status });
    expect(await postBySlug(slug)).toMatchObject({ title: post!.title });
  });

  it('409 when renaming onto a taken slug; ADMIN deletes any post (204)', async () => {
    const post = await postBySlug('tortilla-de-patatas');
    const admin = { token: s.tokens.admin, blog: s.demo.id };
    expect(
      await editAndDeleteStatuses(t, `/api/posts/${post!.id}`, admin, { slug: 'sevilla-en-otono' }),
    ).toEqual({ patch: 409, delete: 204 });
    // Into the trash: a second delete finds nothing outside it.
    expect(await postBySlug('tortilla-de-patatas')).toMatchObject({ status: 'TRASHED' });
    expect((await call(t, 'DELETE', `/api/posts/${post!.id}`, admin)).status).toBe(404);
  });
});
