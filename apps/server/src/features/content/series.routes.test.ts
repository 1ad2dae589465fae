import { describe, expect, it } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const guide = () =>
  t.db.query.series.findFirst({ where: (x, { eq }) => eq(x.slug, 'guia-de-andalucia') });

describe('/api/series', () => {
  it('lists with post count and author; reads one with posts by sequence number', async () => {
    const list = await call(t, 'GET', '/api/series', { token: s.tokens.admin, blog: s.demo.id });
    expect(list.json).toMatchObject({
      total: 1,
      data: [{ slug: 'guia-de-andalucia', postCount: 3, author: { email: 'admin@example.com' } }],
    });
    const g = await guide();
    const one = await call(t, 'GET', `/api/series/uuid/${g!.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect((one.json.posts as { sequenceNumber: number }[]).map((p) => p.sequenceNumber)).toEqual([
      1, 2, 3,
    ]);
    expect(
      (await call(t, 'GET', `/api/series/uuid/${g!.uuid}`, { token: s.tokens.pro, blog: s.pro.id }))
        .status,
    ).toBe(404);
  });

  it('FREE blogs cannot start a series (403, Spanish); PRO blogs can', async () => {
    const free = await call(t, 'POST', '/api/series', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Nueva', slug: 'nueva' },
    });
    expect(free.status).toBe(403);
    expect(free.json.error).toBe('Las series están disponibles en el plan PRO.');
    expect(
      await t.db.query.series.findFirst({ where: (x, { eq }) => eq(x.slug, 'nueva') }),
    ).toBeUndefined();
    const pro = await call(t, 'POST', '/api/series', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Nueva serie',
        slug: 'Nueva Serie',
        description: 'd',
        coverImage: '/media/c.jpg',
      },
    });
    expect(pro.status).toBe(201);
    expect(pro.json).toMatchObject({
      slug: 'nueva-serie',
      coverImage: '/media/c.jpg',
      posts: [],
      authorId: s.users.pro.id,
    });
    const dup = await call(t, 'POST', '/api/series', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { title: 'Otra', slug: 'nueva-serie' },
    });
    expect(dup.status).toBe(409);
    const missing = await call(t, 'POST', '/api/series', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { slug: 'x' },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('El título es obligatorio');
  });

  it('AUTHOR may not edit the admin’s series; ADMIN edits and removes the cover', async () => {
    const g = await guide();
    const path = `/api/series/uuid/${g!.uuid}`;
    expect(
      (
        await call(t, 'PATCH', path, {
          token: s.tokens.author,
          blog: s.demo.id,
          body: { title: 'X' },
        })
      ).status,
    ).toBe(403);
    const cover = await call(t, 'PATCH', path, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { coverImage: '/m/a.jpg' },
    });
    expect(cover.json.coverImage).toBe('/m/a.jpg');
    const removed = await call(t, 'PATCH', path, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { removeCoverImage: true },
    });
    expect(removed.json.coverImage).toBeNull();
    expect(
      (await call(t, 'PATCH', path, { token: s.tokens.pro, blog: s.pro.id, body: { title: 'X' } }))
        .status,
    ).toBe(404);
    expect((await guide())?.title).toBe('Guía de Andalucía');
  });

  it('delete unlinks its posts (no series, no sequence number) and keeps them', async () => {
    const g = await guide();
    expect(
      (
        await call(t, 'DELETE', `/api/series/uuid/${g!.uuid}`, {
          token: s.tokens.author,
          blog: s.demo.id,
        })
      ).status,
    ).toBe(403);
    const del = await call(t, 'DELETE', `/api/series/uuid/${g!.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(del.status).toBe(204);
    const sevilla = await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.slug, 'sevilla-en-otono'),
    });
    expect(sevilla).toMatchObject({ seriesId: null, sequenceNumber: null });
    expect(await guide()).toBeUndefined();
  });

  it('check-slug; 401 without token', async () => {
    const check = await call(t, 'GET', '/api/series/check-slug?slug=guia-de-andalucia', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(check.json).toEqual({ exists: true });
    expect((await call(t, 'GET', '/api/series', { blog: s.demo.id })).status).toBe(401);
  });
});
