import { TAG_MESSAGES } from '@bitacora/domain';
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

type TagRow = { id: number; name: string; slug: string; postCount: number };
type PostJson = { id: number; uuid: string; tags: TagRow[] };

const listTags = async (token = s.tokens.admin, blog: number = s.demo.id) =>
  (await call(t, 'GET', '/api/tags?limit=100', { token, blog })).json as {
    data: TagRow[];
    total: number;
  };
const tagNamed = async (name: string) => (await listTags()).data.find((tag) => tag.name === name);

const newPost = (extra: Record<string, unknown> = {}) => ({
  title: 'Con etiquetas',
  content: '<p>Hola</p>',
  slug: 'con-etiquetas',
  status: 'PUBLISHED',
  ...extra,
});

async function postUuid(slug: string) {
  const found = await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) });
  if (!found) throw new Error(`post ${slug} missing`);
  return found;
}

describe('tags on posts', () => {
  it('a new post takes names, creating the new ones and merging duplicates', async () => {
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: newPost({ tags: ['  Tapas ', 'andalucía', 'TAPAS', 'Vinos  del sur'] }),
    });
    expect(res.status).toBe(201);
    expect((res.json as PostJson).tags.map((tag) => [tag.name, tag.slug])).toEqual([
      ['Andalucía', 'andalucia'],
      ['Tapas', 'tapas'],
      ['Vinos del sur', 'vinos-del-sur'],
    ]);
    const all = await listTags();
    expect(all.data.map((tag) => [tag.name, tag.postCount])).toEqual([
      ['Andalucía', 3],
      ['Recetas', 1],
      ['Tapas', 1],
      ['Vinos del sur', 1],
    ]);
    const read = await call(t, 'GET', `/api/posts/uuid/${res.json.uuid}`, {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect((read.json as PostJson).tags.map((tag) => tag.name)).toEqual([
      'Andalucía',
      'Tapas',
      'Vinos del sur',
    ]);
  });

  it('an update replaces the tags only when it sends them; lists carry them', async () => {
    const tortilla = await postUuid('tortilla-de-patatas');
    const keep = await call(t, 'PATCH', `/api/posts/${tortilla.id}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { title: 'Tortilla' },
    });
    expect((keep.json as PostJson).tags.map((tag) => tag.name)).toEqual(['Recetas']);
    const replaced = await call(t, 'PATCH', `/api/posts/${tortilla.id}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { tags: ['Huevos', 'recetas'] },
    });
    expect(replaced.status).toBe(200);
    expect((replaced.json as PostJson).tags.map((tag) => tag.name)).toEqual(['Huevos', 'Recetas']);
    const list = await call(t, 'GET', '/api/posts?includeDrafts=true', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    const listed = (list.json.data as PostJson[]).find((p) => p.id === tortilla.id);
    expect(listed?.tags.map((tag) => tag.name)).toEqual(['Huevos', 'Recetas']);
    const cleared = await call(t, 'PATCH', `/api/posts/${tortilla.id}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { tags: [] },
    });
    expect((cleared.json as PostJson).tags).toEqual([]);
  });

  it('400 with the domain’s message for a bad name or too many tags, and nothing is written', async () => {
    const blank = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: newPost({ tags: ['Bien', '   '] }),
    });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toBe(TAG_MESSAGES.nameRequired);
    const long = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: newPost({ tags: ['x'.repeat(41)] }),
    });
    expect(long.status).toBe(400);
    expect(long.json.error).toBe(TAG_MESSAGES.nameTooLong);
    const many = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: newPost({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
    });
    expect(many.status).toBe(400);
    expect(many.json.error).toBe(TAG_MESSAGES.tooMany);
    const notList = await call(t, 'POST', '/api/posts', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: newPost({ tags: 'uno,dos' }),
    });
    expect(notList.status).toBe(400);
    expect((await listTags()).total).toBe(2);
  });

  it('an author may tag only their own posts', async () => {
    const sevilla = await postUuid('sevilla-en-otono');
    const denied = await call(t, 'PATCH', `/api/posts/${sevilla.id}`, {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { tags: ['Intruso'] },
    });
    expect(denied.status).toBe(403);
    expect(await tagNamed('Intruso')).toBeUndefined();
  });

  it('another blog’s tags never leak: same names are separate tags', async () => {
    const res = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: newPost({ tags: ['Andalucía'] }),
    });
    expect(res.status).toBe(201);
    const pro = await listTags(s.tokens.pro, s.pro.id);
    expect(pro.data.map((tag) => [tag.name, tag.postCount])).toEqual([['Andalucía', 1]]);
    expect((await tagNamed('Andalucía'))?.postCount).toBe(2);
    expect(pro.data[0]?.id).not.toBe((await tagNamed('Andalucía'))?.id);
    // A demo tag's id names nothing in the PRO blog.
    const demoTag = await tagNamed('Recetas');
    const foreign = await call(t, 'PATCH', `/api/tags/${demoTag?.id}`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: { name: 'Robado' },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('/api/tags management', () => {
  it('members read them with post counts; only ADMIN renames, merges or deletes', async () => {
    const read = await listTags(s.tokens.author);
    expect(read.data.map((tag) => [tag.name, tag.slug, tag.postCount])).toEqual([
      ['Andalucía', 'andalucia', 2],
      ['Recetas', 'recetas', 1],
    ]);
    const id = read.data[0]?.id;
    for (const [method, path, body] of [
      ['PATCH', `/api/tags/${id}`, { name: 'Otro' }],
      ['POST', `/api/tags/${id}/merge`, { into: read.data[1]?.id }],
      ['DELETE', `/api/tags/${id}`, undefined],
    ] as const) {
      const res = await call(t, method, path, { token: s.tokens.author, blog: s.demo.id, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await listTags()).data).toEqual(
      read.data.map((tag) => ({ ...tag, blogId: s.demo.id })),
    );
  });

  it('rename changes the name and slug; 409 when another tag has that name', async () => {
    const andalucia = await tagNamed('Andalucía');
    const res = await call(t, 'PATCH', `/api/tags/${andalucia?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: '  Sur de  España ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Sur de España', slug: 'sur-de-espana', postCount: 2 });
    const taken = await call(t, 'PATCH', `/api/tags/${andalucia?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: 'RECETAS' },
    });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe(TAG_MESSAGES.nameTaken);
    const blank = await call(t, 'PATCH', `/api/tags/${andalucia?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { name: ' ' },
    });
    expect(blank.status).toBe(400);
  });

  it('merge moves the posts to the other tag (no post twice) and the tag goes', async () => {
    const cordoba = await postUuid('cordoba-y-la-mezquita');
    await call(t, 'PATCH', `/api/posts/${cordoba.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { tags: ['Andalucía', 'Recetas'] },
    });
    const andalucia = await tagNamed('Andalucía');
    const recetas = await tagNamed('Recetas');
    expect([andalucia?.postCount, recetas?.postCount]).toEqual([2, 2]);
    const res = await call(t, 'POST', `/api/tags/${andalucia?.id}/merge`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { into: recetas?.id },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'Recetas', postCount: 3 });
    expect((await listTags()).data.map((tag) => tag.name)).toEqual(['Recetas']);
    const self = await call(t, 'POST', `/api/tags/${recetas?.id}/merge`, {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { into: recetas?.id },
    });
    expect(self.status).toBe(400);
    expect(self.json.error).toBe(TAG_MESSAGES.mergeTargetInvalid);
  });

  it('delete removes the tag from its posts and leaves the posts otherwise as they were', async () => {
    const sevilla = await postUuid('sevilla-en-otono');
    const andalucia = await tagNamed('Andalucía');
    const res = await call(t, 'DELETE', `/api/tags/${andalucia?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(res.status).toBe(204);
    // Only the readers' search vector changes: it no longer holds the tag's name.
    const { readerSearch, ...after } = await postUuid('sevilla-en-otono');
    const { readerSearch: before, ...unchanged } = sevilla;
    expect(after).toEqual(unchanged);
    expect(before).toContain('andaluci');
    expect(readerSearch).not.toContain('andaluci');
    const read = await call(t, 'GET', `/api/posts/uuid/${sevilla.uuid}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect((read.json as PostJson).tags).toEqual([]);
    const again = await call(t, 'DELETE', `/api/tags/${andalucia?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.id,
    });
    expect(again.status).toBe(404);
  });
});
