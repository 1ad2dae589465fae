import { subdomainReservedMessage, validateSubdomain } from '@bitacora/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogMembers } from '../../platform/db/schema/index.ts';
import { call, type DemoAccount, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
const tokens = {} as Record<DemoAccount, string>;
let demo: { id: number; uuid: string };
let pro: { id: number; uuid: string };

async function loadFixtures() {
  for (const account of ['super', 'admin', 'author', 'pro'] as const)
    tokens[account] = await tokenFor(t, account);
  const all = await t.db.query.blogs.findMany();
  demo = all.find((b) => b.subdomain === 'demo')!;
  pro = all.find((b) => b.subdomain === 'pro')!;
}
useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeAll(async () => {
  await loadFixtures();
});

const subdomains = (res: { json: { data?: unknown[] } }) =>
  (res.json.data as { subdomain: string }[]).map((b) => b.subdomain);

describe('GET /api/blogs', () => {
  it('SUPER_ADMIN sees every blog; others only their own', async () => {
    const all = await call(t, 'GET', '/api/blogs', { token: tokens.super });
    expect(all.json.total).toBe(2);
    expect(subdomains(all)).toEqual(['demo', 'pro']);
    expect(subdomains(await call(t, 'GET', '/api/blogs', { token: tokens.admin }))).toEqual([
      'demo',
    ]);
    expect(subdomains(await call(t, 'GET', '/api/blogs', { token: tokens.author }))).toEqual([
      'demo',
    ]);
    expect(subdomains(await call(t, 'GET', '/api/blogs', { token: tokens.pro }))).toEqual(['pro']);
  });

  it('?adminId= filters by administrator and never widens what a user sees', async () => {
    const admin = await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'admin@example.com'),
    });
    expect(
      subdomains(await call(t, 'GET', `/api/blogs?adminId=${admin!.id}`, { token: tokens.super })),
    ).toEqual(['demo']);
    expect(
      subdomains(
        await call(t, 'GET', `/api/blogs?adminId=${admin!.uuid}`, { token: tokens.admin }),
      ),
    ).toEqual(['demo']);
    expect(
      subdomains(await call(t, 'GET', `/api/blogs?adminId=${admin!.id}`, { token: tokens.pro })),
    ).toEqual([]);
    expect((await call(t, 'GET', '/api/blogs?adminId=abc', { token: tokens.super })).status).toBe(
      400,
    );
  });

  it('paginates with page and limit', async () => {
    const res = await call(t, 'GET', '/api/blogs?page=2&limit=1', { token: tokens.super });
    expect(res.json).toMatchObject({ total: 2 });
    expect(subdomains(res)).toEqual(['pro']);
    const bad = await call(t, 'GET', '/api/blogs?limit=1000', { token: tokens.super });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: bad.json.message, details: [{ path: 'limit' }] });
  });
});

describe('GET /api/blogs/uuid/:uuid and /api/blogs/:id', () => {
  it('a member reads its blog; another blog is 404', async () => {
    const res = await call(t, 'GET', `/api/blogs/uuid/${demo.uuid}`, { token: tokens.author });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: demo.id,
      uuid: demo.uuid,
      name: expect.any(String),
      subdomain: 'demo',
      domain: null,
      domainVerified: false,
      plan: 'FREE',
      role: 'AUTHOR',
      timeZone: 'Europe/Madrid',
      language: 'es',
    });
    for (const path of [`/api/blogs/uuid/${pro.uuid}`, `/api/blogs/${pro.id}`]) {
      const other = await call(t, 'GET', path, { token: tokens.admin });
      expect(other.status).toBe(404);
      expect(other.json).toEqual({ error: 'Blog no encontrado' });
    }
    expect((await call(t, 'GET', `/api/blogs/${pro.id}`, { token: tokens.super })).status).toBe(
      200,
    );
    expect(
      (await call(t, 'GET', '/api/blogs/uuid/not-a-uuid', { token: tokens.super })).status,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/blogs/99999', { token: tokens.super })).status).toBe(404);
  });
});

describe('the viewer’s role in each blog', () => {
  beforeEach(() => t.reseed().then(loadFixtures));
  const roles = (res: { json: { data?: unknown[] } }) =>
    (res.json.data as { subdomain: string; role: string }[]).map(({ subdomain, role }) => ({
      subdomain,
      role,
    }));

  it('ADMIN of one blog and AUTHOR of another: the list and the lookup give each its role', async () => {
    const admin = await t.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'admin@example.com'),
    });
    await t.db.insert(blogMembers).values({ blogId: pro.id, userId: admin!.id, role: 'AUTHOR' });

    expect(roles(await call(t, 'GET', '/api/blogs', { token: tokens.admin }))).toEqual([
      { subdomain: 'demo', role: 'ADMIN' },
      { subdomain: 'pro', role: 'AUTHOR' },
    ]);
    const inPro = await call(t, 'GET', `/api/blogs/uuid/${pro.uuid}`, { token: tokens.admin });
    expect(inPro.json).toMatchObject({ subdomain: 'pro', role: 'AUTHOR' });
    const inDemo = await call(t, 'GET', `/api/blogs/${demo.id}`, { token: tokens.admin });
    expect(inDemo.json).toMatchObject({ subdomain: 'demo', role: 'ADMIN' });
    // The ADMIN filter keeps its meaning: only the administered blog, still with its role.
    expect(
      roles(await call(t, 'GET', `/api/blogs?adminId=${admin!.id}`, { token: tokens.admin })),
    ).toEqual([{ subdomain: 'demo', role: 'ADMIN' }]);
  });

  it('SUPER_ADMIN is SUPER_ADMIN in every blog; an AUTHOR is AUTHOR', async () => {
    expect(roles(await call(t, 'GET', '/api/blogs', { token: tokens.super }))).toEqual([
      { subdomain: 'demo', role: 'SUPER_ADMIN' },
      { subdomain: 'pro', role: 'SUPER_ADMIN' },
    ]);
    expect(roles(await call(t, 'GET', '/api/blogs', { token: tokens.author }))).toEqual([
      { subdomain: 'demo', role: 'AUTHOR' },
    ]);
    const saved = await call(t, 'PATCH', `/api/blogs/uuid/${demo.uuid}`, {
      token: tokens.admin,
      body: { name: 'Otro nombre' },
    });
    expect(saved.json).toMatchObject({ name: 'Otro nombre', role: 'ADMIN' });
  });
});

describe('POST /api/blogs', () => {
  beforeEach(() => t.reseed().then(loadFixtures));

  it('SUPER_ADMIN creates a blog with its settings; 201', async () => {
    const res = await call(t, 'POST', '/api/blogs', {
      token: tokens.super,
      body: { name: ' Nuevo ', subdomain: 'Nuevo-Blog', domain: 'Nuevo.Example.com', plan: 'pro' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Nuevo',
      subdomain: 'nuevo-blog',
      domain: 'nuevo.example.com',
      plan: 'PRO',
    });
    const settingsRow = await t.db.query.settings.findFirst({
      where: (s, { eq }) => eq(s.blogId, res.json.id as number),
    });
    expect(settingsRow?.title).toBe('Nuevo');
    const starter = await t.db.query.categories.findMany({
      where: (c, { eq }) => eq(c.blogId, res.json.id as number),
    });
    expect(starter.map(({ name, slug }) => ({ name, slug }))).toEqual([
      { name: 'General', slug: 'general' },
    ]);
  });

  it('ADMIN and AUTHOR may not create blogs', async () => {
    for (const who of ['admin', 'author', 'pro'] as const) {
      const res = await call(t, 'POST', '/api/blogs', {
        token: tokens[who],
        body: { name: 'X', subdomain: 'equis' },
      });
      expect(res.status).toBe(403);
    }
  });

  it('400 for missing fields, bad subdomain or domain; 409 for a taken subdomain', async () => {
    const missing = await call(t, 'POST', '/api/blogs', {
      token: tokens.super,
      body: { name: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Nombre y subdominio son requeridos');
    for (const body of [
      { name: 'X', subdomain: '-mal-' },
      { name: 'X', subdomain: 'okey', domain: 'no valido' },
      { name: 'X', subdomain: 'www' },
    ]) {
      expect((await call(t, 'POST', '/api/blogs', { token: tokens.super, body })).status).toBe(400);
    }
    // The one subdomain rule (domain's), the same signup applies: reserved names and 3 to 63.
    for (const subdomain of ['registro', 'soporte', 'staging', 'ab']) {
      const refused = await call(t, 'POST', '/api/blogs', {
        token: tokens.super,
        body: { name: 'X', subdomain },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(validateSubdomain(subdomain));
      expect(refused.json.details).toEqual([
        { path: 'subdomain', message: validateSubdomain(subdomain) },
      ]);
    }
    expect(validateSubdomain('staging')).toBe(subdomainReservedMessage('staging'));
    const taken = await call(t, 'POST', '/api/blogs', {
      token: tokens.super,
      body: { name: 'X', subdomain: 'demo' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('El subdominio ya está en uso');
  });
});

describe('PATCH /api/blogs/:id and /uuid/:uuid', () => {
  beforeEach(() => t.reseed().then(loadFixtures));

  it('the blog’s ADMIN edits name and domain; role/blogId in the body grant nothing', async () => {
    const res = await call(t, 'PATCH', `/api/blogs/${demo.id}`, {
      token: tokens.admin,
      body: {
        name: 'Renombrado',
        domain: 'demo.example.org',
        role: 'SUPER_ADMIN',
        blogId: pro.id,
        id: pro.id,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: demo.id, name: 'Renombrado', domain: 'demo.example.org' });
    const proBlog = await call(t, 'GET', `/api/blogs/${pro.id}`, { token: tokens.super });
    expect(proBlog.json.name).toBe('Blog Pro');
  });

  it('only SUPER_ADMIN changes the plan; sending the current plan is harmless', async () => {
    const denied = await call(t, 'PATCH', `/api/blogs/uuid/${demo.uuid}`, {
      token: tokens.admin,
      body: { plan: 'PRO' },
    });
    expect(denied.status).toBe(403);
    expect(
      (
        await call(t, 'PATCH', `/api/blogs/uuid/${demo.uuid}`, {
          token: tokens.admin,
          body: { plan: 'FREE', name: 'Igual' },
        })
      ).status,
    ).toBe(200);
    const ok = await call(t, 'PATCH', `/api/blogs/uuid/${demo.uuid}`, {
      token: tokens.super,
      body: { plan: 'PRO' },
    });
    expect(ok.json.plan).toBe('PRO');
  });

  it('AUTHOR is 403; another blog’s ADMIN is 404; a taken domain is 409', async () => {
    expect(
      (
        await call(t, 'PATCH', `/api/blogs/${demo.id}`, {
          token: tokens.author,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(t, 'PATCH', `/api/blogs/${demo.id}`, { token: tokens.pro, body: { name: 'X' } }))
        .status,
    ).toBe(404);
    await call(t, 'PATCH', `/api/blogs/${pro.id}`, {
      token: tokens.pro,
      body: { domain: 'mio.example.com' },
    });
    const taken = await call(t, 'PATCH', `/api/blogs/${demo.id}`, {
      token: tokens.admin,
      body: { domain: 'MIO.example.com' },
    });
    expect(taken.status).toBe(409);
  });

  it('malformed JSON is 400 JSON mal formado', async () => {
    const res = await call(t, 'PATCH', `/api/blogs/${demo.id}`, {
      token: tokens.admin,
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: 'JSON mal formado' });
  });
});
