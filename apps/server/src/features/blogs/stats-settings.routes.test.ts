import { BLOG_MESSAGES, socialLinkMessage } from '@bitacora/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSession, type Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp((app, session) => {
  t = app;
  s = session;
});

describe('GET /api/stats/:kind/count', () => {
  it('counts the active blog’s posts (drafts too), pages and categories', async () => {
    const count = async (kind: string, blog: number = s.demo.id, token = s.tokens.author) =>
      call(t, 'GET', `/api/stats/${kind}/count?blogId=${blog}`, { token });
    expect((await count('posts', s.demo.id, s.tokens.admin)).json).toEqual({ count: 5 });
    // An AUTHOR counts its own draft, not the admin's (draft-access.test.ts).
    expect((await count('posts')).json).toEqual({ count: 4 });
    expect((await count('pages')).json).toEqual({ count: 1 });
    expect((await count('categories')).json).toEqual({ count: 3 });
    expect((await count('posts', s.pro.id, s.tokens.pro)).json).toEqual({ count: 0 });
    expect((await count('comments')).status).toBe(400);
    expect((await count('posts', s.pro.id)).status).toBe(404);
    expect((await call(t, 'GET', '/api/stats/posts/count', { blog: s.demo.id })).status).toBe(401);
  });
});

describe('/api/settings', () => {
  beforeEach(async () => {
    await t.reseed();
    s = await loadSession(t);
  });

  it('ADMIN reads settings and plan; AUTHOR is 403', async () => {
    const res = await call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id });
    expect(res.json).toEqual({
      title: 'Blog de demostración',
      description: 'Un blog de ejemplo para conocer Bitácora.',
      language: 'es',
      template: 'default',
      switcherLanguages: null,
      domain: null,
      domainStatus: null,
      googleAnalyticsId: null,
      socialNetworks: {
        twitter: 'https://twitter.com/bitacora',
        facebook: '',
        instagram: '',
        patreon: '',
      },
      plan: 'FREE',
      requireTwoFactor: false,
      membersEnabled: false,
      commentsMembersOnly: false,
      tipsEnabled: false,
      currency: 'USD',
      timeZone: 'Europe/Madrid',
      commentRules: {
        enabled: true,
        closeAfterDays: null,
        maxLinks: 2,
        heldWords: [],
        autoApproveKnown: false,
        blocked: [],
      },
      defaultCategoryId: null,
      accentColor: null,
      accentPalette: null,
      headingFont: null,
      bodyFont: null,
      logoId: null,
      faviconId: null,
      coverImageId: null,
      socialImageId: null,
      customCss: null,
      codeInjectionHead: null,
      codeInjectionFoot: null,
      scriptOrigins: [],
      headerStyle: 'classic',
      homeLayout: 'list',
      showAuthor: true,
      showReadingTime: true,
      showExcerpt: true,
      footerText: '',
      footerLinks: [],
    });
    expect(
      (await call(t, 'GET', '/api/settings', { token: s.tokens.author, blog: s.demo.id })).status,
    ).toBe(403);
  });

  it('PUT changes only the fields sent; socialNetworks as a JSON string; domain kept on the blog', async () => {
    const res = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        title: 'Nuevo título',
        socialNetworks: JSON.stringify({ instagram: 'https://instagram.com/a' }),
        domain: 'Demo.Example.com',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Nuevo título',
      description: 'Un blog de ejemplo para conocer Bitácora.',
      domain: 'demo.example.com',
      socialNetworks: { instagram: 'https://instagram.com/a', twitter: '' },
    });
    const blog = await t.db.query.blogs.findFirst({ where: (b, { eq }) => eq(b.id, s.demo.id) });
    expect(blog?.domain).toBe('demo.example.com');
  });

  it('stores the Patreon page, and the PRO blog shows its support widget', async () => {
    const res = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { socialNetworks: JSON.stringify({ patreon: 'https://www.patreon.com/paula' }) },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      socialNetworks: { patreon: 'https://www.patreon.com/paula' },
    });
    const page = await t.app.request('/', { headers: { host: 'pro.localhost:3000' } });
    expect(await page.text()).toContain('href="https://www.patreon.com/paula"');
  });

  it("refuses a custom domain under the platform's own (400, nothing written), from settings and the blog modal", async () => {
    const message = BLOG_MESSAGES.domainIsProductDomain;
    const before = await t.db.query.blogs.findFirst({ where: (x, { eq }) => eq(x.id, s.pro.id) });
    const settings = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { domain: 'mi.localhost' },
    });
    expect(settings.status).toBe(400);
    expect(settings.json).toMatchObject({ message, details: [{ path: 'domain', message }] });
    const modal = await call(t, 'PATCH', `/api/blogs/${s.pro.id}`, {
      token: s.tokens.super,
      body: { name: 'Pro', subdomain: 'pro', domain: 'Otro.Localhost.' },
    });
    expect(modal.status).toBe(400);
    expect(modal.json).toMatchObject({ message });
    const row = await t.db.query.blogs.findFirst({ where: (x, { eq }) => eq(x.id, s.pro.id) });
    expect(row?.domain).toBe(before?.domain);
  });

  it('stores a handle as its profile address and refuses a social link it cannot make one (400, nothing written)', async () => {
    const ok = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { socialNetworks: JSON.stringify({ twitter: '@ana_viaja', instagram: 'ana.viaja' }) },
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      socialNetworks: {
        twitter: 'https://x.com/ana_viaja',
        instagram: 'https://www.instagram.com/ana.viaja',
      },
    });
    const bad = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        title: 'No se guarda',
        socialNetworks: JSON.stringify({ twitter: '@ana_viaja', facebook: 'mi página' }),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({
      message: socialLinkMessage('facebook'),
      details: [{ path: 'socialNetworks.facebook', message: socialLinkMessage('facebook') }],
    });
    const row = await t.db.query.settings.findFirst({
      where: (x, { eq }) => eq(x.blogId, s.demo.id),
    });
    expect(row?.title).toBe('Blog de demostración');
    expect(row?.socialNetworks).toMatchObject({ twitter: 'https://x.com/ana_viaja', facebook: '' });
  });

  it('a FREE blog may not set Google Analytics (403, nothing written); a PRO blog may', async () => {
    const free = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'No', googleAnalyticsId: 'G-ABCDEF1234' },
    });
    expect(free.status).toBe(403);
    expect(free.json.error).toBe('Esta opción requiere el plan PRO.');
    const row = await t.db.query.settings.findFirst({
      where: (x, { eq }) => eq(x.blogId, s.demo.id),
    });
    expect(row?.title).toBe('Blog de demostración');
    const pro = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { googleAnalyticsId: 'g-abcdef1234' },
    });
    expect(pro.json).toMatchObject({ googleAnalyticsId: 'G-ABCDEF1234', plan: 'PRO' });
  });

  it('400 for a bad domain, GA id or JSON; 409 for a domain another blog uses', async () => {
    for (const body of [
      { domain: 'no valido' },
      { googleAnalyticsId: 'XX-1' },
      { googleAnalyticsId: 'G-ABCDEF12' },
      { socialNetworks: '{' },
      { template: 'x' },
    ]) {
      const res = await call(t, 'PUT', '/api/settings', {
        token: s.tokens.pro,
        blog: s.pro.id,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.details).toBeDefined();
    }
    await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { domain: 'pro.example.com' },
    });
    const taken = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { domain: 'pro.example.com' },
    });
    expect(taken.status).toBe(409);
  });
});
