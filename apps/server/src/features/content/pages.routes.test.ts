import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { editAndDeleteStatuses } from './content-routes.fixtures.ts';

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const pageBySlug = (slug: string) =>
  t.db.query.pages.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });

describe('/api/pages', () => {
  it('lists and reads the blog’s pages with their author', async () => {
    const list = await call(t, 'GET', '/api/pages', { token: s.tokens.author, blog: s.demo.uuid });
    expect(list.json).toMatchObject({
      total: 1,
      data: [{ slug: 'sobre-mi', status: 'PUBLISHED' }],
    });
    const page = await pageBySlug('sobre-mi');
    const one = await call(t, 'GET', `/api/pages/uuid/${page!.uuid}`, {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(one.json).toMatchObject({ title: 'Sobre mí', author: { email: 'admin@example.com' } });
    const other = await call(t, 'GET', `/api/pages/uuid/${page!.uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(other.status).toBe(404);
  });

  it('creates with a lower-case status and a fallback slug; answers DRAFT/PUBLISHED', async () => {
    t.setNow(new Date(1_700_000_123_456));
    const res = await call(t, 'POST', '/api/pages', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: {
        title: 'Política de privacidad',
        content: '<p>Texto</p><iframe></iframe>',
        status: 'published',
      },
    });
    t.setNow(undefined);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      slug: 'politica-de-privacidad-123456',
      status: 'PUBLISHED',
      content: '<p>Texto</p>',
      authorId: s.users.author.id,
    });
    // A slug of which nothing is left once normalised is no slug: the same fallback.
    t.setNow(new Date(1_700_000_654_321));
    const punctuation = await call(t, 'POST', '/api/pages', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Aviso legal', slug: ' ¡¿?! ', content: '<p>Texto</p>' },
    });
    t.setNow(undefined);
    expect(punctuation.status).toBe(201);
    expect(punctuation.json.slug).toBe('aviso-legal-654321');
    const numeric = await call(t, 'POST', '/api/pages', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Aviso', slug: 5, content: '<p>Texto</p>' },
    });
    expect(numeric.status).toBe(400);
    const taken = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Otra', content: '<p>x</p>', slug: 'sobre-mi', status: 'draft' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('El slug "sobre-mi" ya está en uso. Por favor, elige otro.');
  });

  it('400 with details for a missing title or content; nothing written', async () => {
    const res = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { slug: 'x', content: '' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: 'El título es obligatorio',
      message: 'El título es obligatorio',
    });
    expect(await pageBySlug('x')).toBeUndefined();
  });

  it('AUTHOR may not edit or delete the admin’s page (403); ADMIN may', async () => {
    const page = await pageBySlug('sobre-mi');
    const path = `/api/pages/uuid/${page!.uuid}`;
    const author = { token: s.tokens.author, blog: s.demo.id };
    expect(await editAndDeleteStatuses(t, path, author, { title: 'X' })).toEqual({
      patch: 403,
      delete: 403,
    });
    expect((await pageBySlug('sobre-mi'))?.title).toBe('Sobre mí');
    const edit = await call(t, 'PATCH', path, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { status: 'draft', image: '/media/a.jpg' },
    });
    expect(edit.json).toMatchObject({ status: 'DRAFT', image: '/media/a.jpg' });
    const removed = await call(t, 'PATCH', path, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { removeImage: true },
    });
    expect(removed.json.image).toBeNull();
    expect((await call(t, 'DELETE', path, { token: s.tokens.pro, blog: s.pro.id })).status).toBe(
      404,
    );
    expect((await call(t, 'DELETE', path, { token: s.tokens.admin, blog: s.demo.id })).status).toBe(
      204,
    );
    // Deleting moves it to the trash, off the panel's list and the blog.
    expect(await pageBySlug('sobre-mi')).toMatchObject({ status: 'TRASHED' });
  });

  it('check-slug is scoped to the blog', async () => {
    const page = await pageBySlug('sobre-mi');
    const check = async (q: string, token = s.tokens.author, blog: number = s.demo.id) =>
      (await call(t, 'GET', `/api/pages/check-slug?${q}`, { token, blog })).json;
    expect(await check('slug=sobre-mi')).toEqual({ exists: true });
    expect(await check(`slug=sobre-mi&excludeUuid=${page!.uuid}`)).toEqual({ exists: false });
    expect(await check('slug=sobre-mi', s.tokens.pro, s.pro.id)).toEqual({ exists: false });
  });

  it('401 without a token', async () => {
    expect((await call(t, 'GET', '/api/pages', { blog: s.demo.id })).status).toBe(401);
  });
});
