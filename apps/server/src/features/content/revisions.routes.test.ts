import { EDIT_CONFLICT_MESSAGES, REVISIONS_KEPT } from '@bitacora/domain';
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

type Saved = { id: number; uuid: string; revision: number; title: string; status: string };

let slugs = 0;
async function newPost(token: string, body: Record<string, unknown> = {}): Promise<Saved> {
  slugs += 1;
  const res = await call(t, 'POST', '/api/posts', {
    token,
    blog: s.demo.id,
    body: {
      title: 'Primera versión',
      slug: `revisiones-${slugs}`,
      content: '<p>Uno</p>',
      status: 'DRAFT',
      ...body,
    },
  });
  expect(res.status).toBe(201);
  return res.json as unknown as Saved;
}

const patchPost = (token: string, id: number, body: Record<string, unknown>) =>
  call(t, 'PATCH', `/api/posts/${id}`, { token, blog: s.demo.id, body });

const revisionsOf = async (token: string, id: number) => {
  const res = await call(t, 'GET', `/api/posts/${id}/revisions`, { token, blog: s.demo.id });
  expect(res.status).toBe(200);
  return res.json.data as {
    id: number;
    revision: number;
    title: string;
    autosave: boolean;
    createdAt: string;
    author: { email: string } | null;
  }[];
};

describe('edit conflicts', () => {
  it('a save based on an older revision is a 409 in Spanish and writes nothing', async () => {
    const post = await newPost(s.tokens.author);
    expect(post.revision).toBe(1);
    const first = await patchPost(s.tokens.author, post.id, {
      title: 'Pestaña A',
      baseRevision: 1,
    });
    expect(first.status).toBe(200);
    expect(first.json.revision).toBe(2);
    const stale = await patchPost(s.tokens.admin, post.id, { title: 'Pestaña B', baseRevision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({
      error: EDIT_CONFLICT_MESSAGES.conflict,
      details: { revision: 2 },
    });
    const row = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.id, post.id) });
    expect(row).toMatchObject({ title: 'Pestaña A', revision: 2 });
    expect(await revisionsOf(s.tokens.admin, post.id)).toHaveLength(2);
    // 'Mantener la mía': the same save based on the revision the 409 named.
    const kept = await patchPost(s.tokens.admin, post.id, { title: 'Pestaña B', baseRevision: 2 });
    expect(kept.json).toMatchObject({ title: 'Pestaña B', revision: 3 });
  });

  it('a save without a base revision is not checked', async () => {
    const post = await newPost(s.tokens.author);
    await patchPost(s.tokens.author, post.id, { title: 'Dos' });
    const unchecked = await patchPost(s.tokens.author, post.id, { title: 'Tres' });
    expect(unchecked.json).toMatchObject({ title: 'Tres', revision: 3 });
  });

  it('pages are checked the same way', async () => {
    const created = await call(t, 'POST', '/api/pages', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Contacto', content: '<p>Hola</p>' },
    });
    const uuid = created.json.uuid as string;
    const path = `/api/pages/uuid/${uuid}`;
    const ok = await call(t, 'PATCH', path, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Contacto 2', baseRevision: 1 },
    });
    expect(ok.json.revision).toBe(2);
    const stale = await call(t, 'PATCH', path, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Contacto 3', baseRevision: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.details).toEqual({ revision: 2 });
    const bad = await call(t, 'PATCH', path, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'x', baseRevision: 'dos' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('revisions', () => {
  it('every save is a revision with its author and time, newest first', async () => {
    t.setNow(new Date('2026-03-01T10:00:00Z'));
    const post = await newPost(s.tokens.author, { tags: ['viajes'] });
    t.setNow(new Date('2026-03-01T10:05:00Z'));
    await patchPost(s.tokens.admin, post.id, { title: 'Segunda versión', baseRevision: 1 });
    const list = await revisionsOf(s.tokens.author, post.id);
    expect(list).toMatchObject([
      {
        revision: 2,
        title: 'Segunda versión',
        autosave: false,
        author: { email: 'admin@example.com' },
      },
      { revision: 1, title: 'Primera versión', author: { email: 'author@example.com' } },
    ]);
    expect(new Date(list[0]!.createdAt).toISOString()).toBe('2026-03-01T10:05:00.000Z');
    const one = await call(t, 'GET', `/api/posts/${post.id}/revisions/${list[1]!.id}`, {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(one.json.fields).toMatchObject({
      title: 'Primera versión',
      content: '<p>Uno</p>',
      status: 'DRAFT',
      tags: ['viajes'],
    });
  });

  it('a run of autosaves by one writer is one revision; an explicit save adds one', async () => {
    const post = await newPost(s.tokens.author);
    for (const [i, title] of ['a', 'ab', 'abc'].entries())
      await patchPost(s.tokens.author, post.id, {
        title,
        autosave: true,
        baseRevision: i + 1,
      });
    let list = await revisionsOf(s.tokens.author, post.id);
    expect(list.map((r) => [r.title, r.autosave])).toEqual([
      ['abc', true],
      ['Primera versión', false],
    ]);
    await patchPost(s.tokens.author, post.id, { title: 'Final' });
    list = await revisionsOf(s.tokens.author, post.id);
    expect(list.map((r) => r.title)).toEqual(['Final', 'abc', 'Primera versión']);
  });

  it('keeps the last 50 and one a day before them', async () => {
    const start = Date.parse('2026-03-02T09:00:00Z');
    t.setNow(new Date(start - 86_400_000));
    const post = await newPost(s.tokens.author);
    // Two saves a day for three days, then 50 on the fourth.
    for (let day = 0; day < 3; day++)
      for (let n = 0; n < 2; n++) {
        t.setNow(new Date(start + day * 86_400_000 + n * 3_600_000));
        await patchPost(s.tokens.author, post.id, { title: `Día ${day} n ${n}` });
      }
    for (let n = 0; n < REVISIONS_KEPT; n++) {
      t.setNow(new Date(start + 3 * 86_400_000 + n * 60_000));
      await patchPost(s.tokens.author, post.id, { title: `Hoy ${n}` });
    }
    const list = await revisionsOf(s.tokens.author, post.id);
    const older = list.slice(REVISIONS_KEPT).map((r) => r.title);
    expect(list.slice(0, REVISIONS_KEPT).map((r) => r.title)[0]).toBe(`Hoy ${REVISIONS_KEPT - 1}`);
    // Before the newest fifty, the last save of each earlier day, the creation's day included.
    expect(older).toEqual(['Día 2 n 1', 'Día 1 n 1', 'Día 0 n 1', 'Primera versión']);
    const stored = await t.db.query.contentRevisions.findMany({
      where: (r, { eq }) => eq(r.postId, post.id),
    });
    expect(stored).toHaveLength(list.length);
    expect(list.length).toBe(REVISIONS_KEPT + 4);
  });

  it('restoring saves the old fields as a new revision, keeps the status, checks the base', async () => {
    const post = await newPost(s.tokens.author, { excerpt: 'Resumen uno' });
    await patchPost(s.tokens.author, post.id, {
      title: 'Cambiado',
      content: '<p>Dos</p>',
      excerpt: '',
      status: 'PUBLISHED',
    });
    const [, first] = await revisionsOf(s.tokens.author, post.id);
    const path = `/api/posts/${post.id}/revisions/${first!.id}/restore`;
    const stale = await call(t, 'POST', path, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { baseRevision: 1 },
    });
    expect(stale.status).toBe(409);
    const restored = await call(t, 'POST', path, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { baseRevision: 2 },
    });
    expect(restored.status).toBe(200);
    expect(restored.json).toMatchObject({
      title: 'Primera versión',
      content: '<p>Uno</p>',
      excerpt: 'Resumen uno',
      status: 'PUBLISHED',
      revision: 3,
    });
    const list = await revisionsOf(s.tokens.author, post.id);
    expect(list.map((r) => [r.revision, r.title])).toEqual([
      [3, 'Primera versión'],
      [2, 'Cambiado'],
      [1, 'Primera versión'],
    ]);
  });

  it('page revisions are listed, read and restored', async () => {
    const created = await call(t, 'POST', '/api/pages', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { title: 'Equipo', content: '<p>Antes</p>' },
    });
    const base = `/api/pages/uuid/${created.json.uuid as string}`;
    await call(t, 'PATCH', base, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { content: '<p>Después</p>' },
    });
    const list = await call(t, 'GET', `${base}/revisions`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    const revisions = list.json.data as { id: number }[];
    expect(revisions).toHaveLength(2);
    const restored = await call(t, 'POST', `${base}/revisions/${revisions[1]!.id}/restore`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(restored.json).toMatchObject({ content: '<p>Antes</p>', revision: 3 });
  });
});

describe('who may read and restore revisions', () => {
  it('whoever may edit the post: its author and the admins, not another author', async () => {
    const adminPost = await newPost(s.tokens.admin, { status: 'PUBLISHED' });
    const denied = await call(t, 'GET', `/api/posts/${adminPost.id}/revisions`, {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(denied.status).toBe(403);
    const [revision] = await revisionsOf(s.tokens.admin, adminPost.id);
    const restore = await call(
      t,
      'POST',
      `/api/posts/${adminPost.id}/revisions/${revision!.id}/restore`,
      { token: s.tokens.author, blog: s.demo.id },
    );
    expect(restore.status).toBe(403);
    const ownPost = await newPost(s.tokens.author);
    expect(await revisionsOf(s.tokens.admin, ownPost.id)).toHaveLength(1);
  });

  it('another post’s or another blog’s revision is 404', async () => {
    const one = await newPost(s.tokens.admin);
    const two = await newPost(s.tokens.admin, { title: 'Otro' });
    const [revisionOfTwo] = await revisionsOf(s.tokens.admin, two.id);
    const crossed = await call(t, 'GET', `/api/posts/${one.id}/revisions/${revisionOfTwo!.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(crossed.status).toBe(404);
    const otherBlog = await call(t, 'GET', `/api/posts/${one.id}/revisions`, {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(otherBlog.status).toBe(404);
  });
});
