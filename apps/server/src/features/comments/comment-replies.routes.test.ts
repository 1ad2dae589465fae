import { describe, expect, it } from 'vitest';
import { comments, posts } from '../../platform/db/schema/index.ts';
import { call } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const admin = () => ({ token: s.tokens.admin, blog: s.demo.uuid });
const author = () => ({ token: s.tokens.author, blog: s.demo.uuid });
const commentCount = async () => (await t.db.query.comments.findMany()).length;
const byStatus = async (status: string) =>
  (await t.db.query.comments.findFirst({ where: (c, { eq }) => eq(c.status, status) }))!;
const postOf = async (postId: number) =>
  (await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.id, postId) }))!;
const visitor = (postUuid: string, extra: Record<string, unknown> = {}) => ({
  postUuid,
  authorName: 'Ana',
  authorEmail: 'ana@example.com',
  content: 'Gracias por la respuesta',
  website: '',
  ...extra,
});
async function authorsPublished() {
  return (await t.db.query.posts.findFirst({
    where: (p, { and, eq }) =>
      and(eq(p.status, 'PUBLISHED'), eq(p.authorId, s.users.author.id), eq(p.blogId, s.demo.id)),
  }))!;
}
async function approvedOn(postId: number, blogId = s.demo.id) {
  const [row] = await t.db
    .insert(comments)
    .values({
      blogId,
      postId,
      authorName: 'Luis',
      authorEmail: 'luis@example.com',
      content: 'Muy bueno',
      status: 'APPROVED',
    })
    .returning();
  return row!;
}

describe('POST /comments/:uuid/replies (the blog’s reply)', () => {
  it('an ADMIN replies to any comment: approved at once, under its name, marked as staff', async () => {
    const parent = await byStatus('APPROVED');
    for (const base of ['/comments', '/api/comments']) {
      const res = await call(t, 'POST', `${base}/${parent.uuid}/replies`, {
        ...admin(),
        body: { content: '  ¡Gracias, Lucía!  ' },
      });
      expect(res.status, res.text).toBe(201);
      expect(res.json).toMatchObject({
        uuid: expect.any(String),
        authorName: s.users.admin.name,
        content: '¡Gracias, Lucía!',
        status: 'APPROVED',
        parentUuid: parent.uuid,
        isStaffReply: true,
        post: { uuid: (await postOf(parent.postId)).uuid },
      });
      const row = await t.db.query.comments.findFirst({
        where: (c, { eq }) => eq(c.uuid, res.json.uuid as string),
      });
      expect(row).toMatchObject({
        parentId: parent.id,
        postId: parent.postId,
        blogId: s.demo.id,
        isStaffReply: true,
        status: 'APPROVED',
      });
    }
    const listed = await call(t, 'GET', '/comments?status=APPROVED', admin());
    const replies = (listed.json.data as { parentUuid: string | null }[]).filter(
      (c) => c.parentUuid === parent.uuid,
    );
    expect(replies).toHaveLength(2);
  });

  it('an AUTHOR replies on its own posts’ comments only; others are 403, strangers 404', async () => {
    const mine = await authorsPublished();
    const own = await approvedOn(mine.id);
    const res = await call(t, 'POST', `/comments/${own.uuid}/replies`, {
      ...author(),
      body: { content: 'Gracias' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.authorName).toBe(s.users.author.name);
    const before = await commentCount();
    const theirs = await byStatus('APPROVED');
    expect((await postOf(theirs.postId)).authorId).not.toBe(s.users.author.id);
    const refused = await call(t, 'POST', `/comments/${theirs.uuid}/replies`, {
      ...author(),
      body: { content: 'Gracias' },
    });
    expect(refused.status).toBe(403);
    const foreign = await call(t, 'POST', `/comments/${theirs.uuid}/replies`, {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: { content: 'Gracias' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe('Comentario no encontrado');
    const anonymous = await call(t, 'POST', `/comments/${theirs.uuid}/replies`, {
      body: { content: 'Gracias' },
    });
    expect(anonymous.status).toBe(401);
    expect(await commentCount()).toBe(before);
  });

  it('refuses a reply to a reply, to a hidden comment, and an empty text, storing nothing', async () => {
    const parent = await byStatus('APPROVED');
    const first = await call(t, 'POST', `/comments/${parent.uuid}/replies`, {
      ...admin(),
      body: { content: 'Gracias' },
    });
    const before = await commentCount();
    const second = await call(t, 'POST', `/comments/${first.json.uuid}/replies`, {
      ...admin(),
      body: { content: 'Otra' },
    });
    expect(second.status).toBe(400);
    expect(second.json.error).toBe('Solo se puede responder a un comentario, no a otra respuesta');
    for (const status of ['PENDING', 'REJECTED', 'SPAM']) {
      const hidden = await byStatus(status);
      const res = await call(t, 'POST', `/comments/${hidden.uuid}/replies`, {
        ...admin(),
        body: { content: 'Hola' },
      });
      expect(res.status, status).toBe(400);
      expect(res.json.error).toBe('Solo se puede responder a un comentario aprobado');
    }
    const empty = await call(t, 'POST', `/comments/${parent.uuid}/replies`, {
      ...admin(),
      body: { content: '   ' },
    });
    expect(empty.status).toBe(400);
    expect(await commentCount()).toBe(before);
  });
});

describe('POST /api/comments with parentUuid (a visitor’s reply)', () => {
  it('stores the reply PENDING under its parent, through the visitors’ rules', async () => {
    const parent = await byStatus('APPROVED');
    const post = await postOf(parent.postId);
    const res = await call(t, 'POST', '/api/comments', {
      body: visitor(post.uuid, { parentUuid: parent.uuid }),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ uuid: expect.any(String), status: 'PENDING' });
    const row = await t.db.query.comments.findFirst({
      where: (c, { eq }) => eq(c.uuid, res.json.uuid as string),
    });
    expect(row).toMatchObject({ parentId: parent.id, status: 'PENDING', isStaffReply: false });
    const bot = await call(t, 'POST', '/api/comments', {
      body: visitor(post.uuid, { parentUuid: parent.uuid, website: 'http://spam.example' }),
    });
    expect(bot.status).toBe(400);
  });

  it('refuses a parent of another post or blog, a reply, a hidden comment: 400 in Spanish, nothing stored', async () => {
    const parent = await byStatus('APPROVED');
    const post = await postOf(parent.postId);
    const otherPost = (await t.db.query.posts.findFirst({
      where: (p, { and, eq, ne }) =>
        and(eq(p.status, 'PUBLISHED'), eq(p.blogId, s.demo.id), ne(p.id, post.id)),
    }))!;
    const [proPost] = await t.db
      .insert(posts)
      .values({
        blogId: s.pro.id,
        title: 'Del otro blog',
        slug: 'del-otro-blog',
        content: '<p>Hola</p>',
        status: 'PUBLISHED',
        publishedAt: new Date(),
      })
      .returning();
    const proComment = await approvedOn(proPost!.id, s.pro.id);
    const reply = await call(t, 'POST', `/comments/${parent.uuid}/replies`, {
      ...admin(),
      body: { content: 'Gracias' },
    });
    const before = await commentCount();
    const cases: [string, string, string][] = [
      [otherPost.uuid, parent.uuid, 'El comentario al que respondes no existe en este post'],
      [post.uuid, proComment.uuid, 'El comentario al que respondes no existe en este post'],
      [proPost!.uuid, parent.uuid, 'El comentario al que respondes no existe en este post'],
      [
        post.uuid,
        reply.json.uuid as string,
        'Solo se puede responder a un comentario, no a otra respuesta',
      ],
      [
        post.uuid,
        '00000000-0000-4000-8000-000000000000',
        'El comentario al que respondes no existe en este post',
      ],
    ];
    for (const status of ['PENDING', 'REJECTED', 'SPAM']) {
      const hidden = await byStatus(status);
      cases.push([
        (await postOf(hidden.postId)).uuid,
        hidden.uuid,
        'Solo se puede responder a un comentario aprobado',
      ]);
    }
    for (const [i, [postUuid, parentUuid, message]] of cases.entries()) {
      const res = await call(t, 'POST', '/api/comments', {
        body: visitor(postUuid, { parentUuid }),
        address: `198.51.100.${60 + i}`,
      });
      expect(res.status, `${postUuid} ${parentUuid}`).toBe(400);
      expect(res.json.error).toBe(message);
    }
    const malformed = await call(t, 'POST', '/api/comments', {
      body: visitor(post.uuid, { parentUuid: 'nope' }),
    });
    expect(malformed.status).toBe(400);
    expect(await commentCount()).toBe(before);
  });
});

describe('DELETE /comments/:uuid', () => {
  it('deletes the comment and its replies; an AUTHOR only on its own posts', async () => {
    const parent = await byStatus('APPROVED');
    await call(t, 'POST', `/comments/${parent.uuid}/replies`, {
      ...admin(),
      body: { content: 'Gracias' },
    });
    const post = await postOf(parent.postId);
    await call(t, 'POST', '/api/comments', {
      body: visitor(post.uuid, { parentUuid: parent.uuid }),
    });
    const other = await byStatus('REJECTED');
    const before = await commentCount();
    const refused = await call(t, 'DELETE', `/comments/${parent.uuid}`, author());
    expect(refused.status).toBe(403);
    const foreign = await call(t, 'DELETE', `/comments/${parent.uuid}`, {
      token: s.tokens.pro,
      blog: s.pro.uuid,
    });
    expect(foreign.status).toBe(404);
    expect((await call(t, 'DELETE', `/comments/${parent.uuid}`, {})).status).toBe(401);
    expect(await commentCount()).toBe(before);

    const res = await call(t, 'DELETE', `/comments/${parent.uuid}`, admin());
    expect(res.status, res.text).toBe(204);
    expect(await commentCount()).toBe(before - 3);
    const left = await t.db.query.comments.findMany();
    expect(left.some((c) => c.parentId === parent.id || c.id === parent.id)).toBe(false);
    expect(left.map((c) => c.uuid)).toContain(other.uuid);
    const again = await call(t, 'DELETE', `/api/comments/${parent.uuid}`, admin());
    expect(again.status).toBe(404);
    expect(again.json.error).toBe('Comentario no encontrado');

    const mine = await authorsPublished();
    const own = await approvedOn(mine.id);
    expect((await call(t, 'DELETE', `/api/comments/${own.uuid}`, author())).status).toBe(204);
  });
});
