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

const labels = (res: { json: { data?: unknown[] } }) =>
  (res.json.data as { label: string; order: number }[]).map((i) => `${i.order}:${i.label}`);
const menuOf = (token: string, blog: number) =>
  call(t, 'GET', `/api/menu?blogId=${blog}`, { token });

describe('/api/menu', () => {
  it('lists in order; creates trimmed items; 400 with the spec’s messages; AUTHOR may not write', async () => {
    expect(labels(await menuOf(s.tokens.author, s.demo.id))).toEqual([
      '1:Inicio',
      '2:Sobre mí',
      '3:Viajes',
    ]);
    const created = await call(t, 'POST', '/api/menu', {
      token: s.tokens.admin,
      body: {
        label: ' Contacto ',
        url: ' https://example.com/contacto ',
        order: '',
        blogId: s.demo.id,
      },
    });
    expect(created.status).toBe(201);
    // the empty order (0) is the first place, and the menu stays numbered 1..n
    expect(created.json).toMatchObject({
      label: 'Contacto',
      url: 'https://example.com/contacto',
      order: 1,
    });
    expect(labels(await menuOf(s.tokens.author, s.demo.id))).toEqual([
      '1:Contacto',
      '2:Inicio',
      '3:Sobre mí',
      '4:Viajes',
    ]);
    const bad = await call(t, 'POST', '/api/menu', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { label: 'X', url: 'ftp://x' },
    });
    expect(bad.json).toMatchObject({
      error: 'URL must start with http:// https:// or /',
      message: 'URL must start with http:// https:// or /',
    });
    const huge = await call(t, 'POST', '/api/menu', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { label: 'X', url: '/x', order: '2147483648' },
    });
    expect(huge.status).toBe(400);
    const denied = await call(t, 'POST', '/api/menu', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { label: 'X', url: '/x' },
    });
    expect(denied.status).toBe(403);
    expect((await menuOf(s.tokens.admin, s.demo.id)).json.total).toBe(4);
  });

  it('creating, editing and deleting keep the order numbers 1..n', async () => {
    const add = (label: string, order?: number) =>
      call(t, 'POST', '/api/menu', {
        token: s.tokens.admin,
        blog: s.demo.id,
        body: { label, url: '/x', ...(order === undefined ? {} : { order }) },
      });
    expect((await add('Segundo', 2)).json).toMatchObject({ order: 2 });
    expect((await add('Último', 99)).json).toMatchObject({ order: 5 });
    expect(labels(await menuOf(s.tokens.admin, s.demo.id))).toEqual([
      '1:Inicio',
      '2:Segundo',
      '3:Sobre mí',
      '4:Viajes',
      '5:Último',
    ]);
    const items = (await menuOf(s.tokens.admin, s.demo.id)).json.data as { id: number }[];
    const moved = await call(t, 'PATCH', `/api/menu/${items[4]!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { order: 1 },
    });
    expect(moved.json).toMatchObject({ label: 'Último', order: 1 });
    const deleted = await call(t, 'DELETE', `/api/menu/${items[1]!.id}?blogId=${s.demo.id}`, {
      token: s.tokens.admin,
    });
    expect(deleted.status).toBe(204);
    expect(labels(await menuOf(s.tokens.admin, s.demo.id))).toEqual([
      '1:Último',
      '2:Inicio',
      '3:Sobre mí',
      '4:Viajes',
    ]);
  });

  it('deleting a category takes its menu entry and closes the gap', async () => {
    const viajes = await t.db.query.categories.findFirst({
      where: (c, { and, eq }) => and(eq(c.slug, 'viajes'), eq(c.blogId, s.demo.id)),
    });
    const items = (await menuOf(s.tokens.admin, s.demo.id)).json.data as { id: number }[];
    await call(t, 'PATCH', `/api/menu/${items[2]!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { order: 1 },
    });
    const others = await t.db.query.categories.findMany({
      where: (c, { and, eq, ne }) => and(eq(c.blogId, s.demo.id), ne(c.id, viajes!.id)),
    });
    const res = await call(
      t,
      'DELETE',
      `/api/categories/${viajes!.id}?blogId=${s.demo.id}&moveTo=${others[0]?.id}`,
      { token: s.tokens.admin },
    );
    expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
    expect(labels(await menuOf(s.tokens.admin, s.demo.id))).toEqual(['1:Inicio', '2:Sobre mí']);
  });

  it('reorder renumbers from 1 in the given order, in one go', async () => {
    const items = (await menuOf(s.tokens.admin, s.demo.id)).json.data as { id: number }[];
    const [a, b, c] = items;
    const res = await call(t, 'PATCH', '/api/menu/reorder', {
      token: s.tokens.admin,
      body: {
        blogId: s.demo.id,
        items: [
          { id: c!.id, order: 1 },
          { id: a!.id, order: 5 },
          { id: b!.id, order: 9 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(labels(res)).toEqual(['1:Viajes', '2:Inicio', '3:Sobre mí']);
  });

  it('reorder refuses another blog’s ids and changes nothing', async () => {
    const other = await call(t, 'POST', '/api/menu', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { label: 'P', url: '/' },
    });
    const items = (await menuOf(s.tokens.admin, s.demo.id)).json.data as { id: number }[];
    const res = await call(t, 'PATCH', '/api/menu/reorder', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: {
        items: [
          { id: other.json.id, order: 1 },
          { id: items[2]!.id, order: 2 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(labels(await menuOf(s.tokens.admin, s.demo.id))).toEqual([
      '1:Inicio',
      '2:Sobre mí',
      '3:Viajes',
    ]);
  });

  it('PATCH and DELETE by id; another blog’s item is 404', async () => {
    const [first] = (await menuOf(s.tokens.admin, s.demo.id)).json.data as { id: number }[];
    const edit = await call(t, 'PATCH', `/api/menu/${first!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { label: 'Portada' },
    });
    expect(edit.json).toMatchObject({ label: 'Portada', url: '/' });
    expect(
      (
        await call(t, 'PATCH', `/api/menu/${first!.id}`, {
          token: s.tokens.pro,
          blog: s.pro.id,
          body: { label: 'X' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, 'DELETE', `/api/menu/${first!.id}?blogId=${s.pro.id}`, {
          token: s.tokens.pro,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, 'DELETE', `/api/menu/${first!.id}?blogId=${s.demo.id}`, {
          token: s.tokens.author,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t, 'DELETE', `/api/menu/${first!.id}?blogId=${s.demo.id}`, {
          token: s.tokens.admin,
        })
      ).status,
    ).toBe(204);
    expect((await menuOf(s.tokens.admin, s.demo.id)).json.total).toBe(2);
  });
});
