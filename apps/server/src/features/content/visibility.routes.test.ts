import { CONTENT_FIELD_MESSAGES, PAYWALL_MARKER } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs } from '../../platform/db/schema/index.ts';
import { call } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
let n = 0;
const slug = () => `visibilidad-${++n}`;

const gated = `<p>Para todos.</p>${PAYWALL_MARKER}<p>Solo para quien paga.</p>`;

describe('visibility of posts and pages', () => {
  it('is public by default and answers with every post and page', async () => {
    const post = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Abierto', slug: slug(), content: '<p>x</p>' },
    });
    expect(post.status).toBe(201);
    expect(post.json.visibility).toBe('public');
    const page = await call(t, 'POST', '/api/pages', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Página', slug: slug(), content: '<p>x</p>' },
    });
    expect(page.json.visibility).toBe('public');
  });

  it('takes members and paid on a PRO blog, keeping the paywall marker in the content', async () => {
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Para miembros', slug: slug(), content: gated, visibility: 'members' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ visibility: 'members', content: gated });
    const paid = await call(t, 'PATCH', `/api/posts/${created.json.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { visibility: 'paid' },
    });
    expect(paid.status).toBe(200);
    expect(paid.json.visibility).toBe('paid');
    const page = await call(t, 'POST', '/api/pages', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Zona de miembros', slug: slug(), content: gated, visibility: 'members' },
    });
    expect(page.status).toBe(201);
    const patched = await call(t, 'PATCH', `/api/pages/uuid/${page.json.uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { visibility: 'paid' },
    });
    expect(patched.json.visibility).toBe('paid');
    const read = await call(t, 'GET', `/api/pages/uuid/${page.json.uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(read.json).toMatchObject({ visibility: 'paid', content: gated });
  });

  it('refuses members and paid on a FREE blog in Spanish, and lets it make an item public', async () => {
    for (const visibility of ['members', 'paid']) {
      const created = await call(t, 'POST', '/api/posts', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: { title: 'No', slug: slug(), content: '<p>x</p>', visibility },
      });
      expect(created.status).toBe(403);
      expect(created.json.error).toBe(CONTENT_FIELD_MESSAGES.visibilityNeedsPro);
      const page = await call(t, 'POST', '/api/pages', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: { title: 'No', slug: slug(), content: '<p>x</p>', visibility },
      });
      expect(page.status).toBe(403);
    }
    const post = await call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Sí', slug: slug(), content: '<p>x</p>', visibility: 'public' },
    });
    expect(post.status).toBe(201);
    const refused = await call(t, 'PATCH', `/api/posts/${post.json.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { visibility: 'members' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(CONTENT_FIELD_MESSAGES.visibilityNeedsPro);
    const unchanged = await call(t, 'PATCH', `/api/posts/${post.json.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { visibility: 'public' },
    });
    expect(unchanged.json.visibility).toBe('public');
  });

  it('lets a blog back on FREE keep saving an item gated while it was PRO', async () => {
    const created = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Antes PRO', slug: slug(), content: gated, visibility: 'members' },
    });
    await t.db.update(blogs).set({ plan: 'FREE' }).where(eq(blogs.id, s.pro.id));
    const kept = await call(t, 'PATCH', `/api/posts/${created.json.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Sigue', visibility: 'members' },
    });
    expect(kept.status, kept.text).toBe(200);
    const paid = await call(t, 'PATCH', `/api/posts/${created.json.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { visibility: 'paid' },
    });
    expect(paid.status).toBe(403);
  });

  it('refuses an unknown visibility with the field named', async () => {
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'X', slug: slug(), content: '<p>x</p>', visibility: 'private' },
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain(CONTENT_FIELD_MESSAGES.visibilityInvalid);
  });
});
