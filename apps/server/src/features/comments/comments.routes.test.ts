import { describe, expect, it } from 'vitest';
import { loadSession } from '../../test/session-fixtures.ts';
import { call } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const commentCount = async () => (await t.db.query.comments.findMany()).length;
async function published(authorEmail: string) {
  const author = await t.db.query.users.findFirst({
    where: (u, { eq }) => eq(u.email, authorEmail),
  });
  return (await t.db.query.posts.findFirst({
    where: (p, { and, eq }) =>
      and(eq(p.status, 'PUBLISHED'), eq(p.authorId, author!.id), eq(p.blogId, s.demo.id)),
  }))!;
}
const visitor = (postUuid: string, extra: Record<string, unknown> = {}) => ({
  postUuid,
  authorName: '  Ana  ',
  authorEmail: 'ana@example.com',
  content: '<script>alert(1)</script> ¡Me encantó!',
  website: '',
  ...extra,
});

describe('POST /api/comments (visitors)', () => {
  it('stores a comment on a published post as PENDING, text as given, without a token', async () => {
    const post = await published('admin@example.com');
    const res = await call(t, 'POST', '/api/comments', { body: visitor(post.uuid) });
    expect(res.status, res.text).toBe(201);
    expect(res.json).toEqual({ uuid: expect.any(String), status: 'PENDING' });
    const row = await t.db.query.comments.findFirst({
      where: (c, { eq }) => eq(c.uuid, res.json.uuid as string),
    });
    expect(row).toMatchObject({
      postId: post.id,
      blogId: s.demo.id,
      authorName: 'Ana',
      content: '<script>alert(1)</script> ¡Me encantó!',
      status: 'PENDING',
      ipHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(row?.ipHash).not.toContain('203.0.113.7');
  });

  it('refuses a draft or unknown post (404), a filled honeypot and bad fields (400), storing nothing', async () => {
    const before = await commentCount();
    const draft = (await t.db.query.posts.findFirst({
      where: (p, { eq }) => eq(p.status, 'DRAFT'),
    }))!;
    expect((await call(t, 'POST', '/api/comments', { body: visitor(draft.uuid) })).status).toBe(
      404,
    );
    const unknown = await call(t, 'POST', '/api/comments', {
      body: visitor('00000000-0000-4000-8000-000000000000'),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('Post no encontrado');
    const post = await published('admin@example.com');
    const bot = await call(t, 'POST', '/api/comments', {
      body: visitor(post.uuid, { website: 'http://spam.example' }),
    });
    expect(bot.status).toBe(400);
    expect(bot.json.details).toEqual([
      { path: 'website', message: 'No se pudo enviar el comentario' },
    ]);
    for (const bad of [
      { authorName: '' },
      { content: '   ' },
      { content: 'x'.repeat(2001) },
      { authorName: 'n'.repeat(81) },
      { authorEmail: 'no-es-email' },
      { postUuid: 'nope' },
    ]) {
      const res = await call(t, 'POST', '/api/comments', { body: visitor(post.uuid, bad) });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await call(t, 'POST', '/api/comments', { body: '{' })).status).toBe(400);
    expect(await commentCount()).toBe(before);
  });

  it('allows 5 comments per address in 10 minutes, then 429 in Spanish', async () => {
    const post = await published('admin@example.com');
    const before = await commentCount();
    const commentFrom = (address: string) =>
      call(t, 'POST', '/api/comments', { body: visitor(post.uuid), address });
    for (let i = 0; i < 5; i++) {
      expect((await commentFrom('198.51.100.9')).status).toBe(201);
    }
    const limited = await commentFrom('198.51.100.9');
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(/demasiados comentarios/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await commentCount()).toBe(before + 5);
    // Another address is not affected; the window ends after 10 minutes.
    expect((await commentFrom('198.51.100.10')).status).toBe(201);
    t.setNow(new Date(Date.now() + 11 * 60_000));
    try {
      expect((await commentFrom('198.51.100.9')).status).toBe(201);
    } finally {
      t.setNow(undefined);
    }
  });
});

describe('POST /api/comments at once', () => {
  it('12 comments sent at once from one address store exactly 5', async () => {
    const post = await published('admin@example.com');
    const before = await commentCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(t, 'POST', '/api/comments', { body: visitor(post.uuid), address: '198.51.100.44' }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(5);
    expect(answers.filter((res) => res.status === 429)).toHaveLength(7);
    expect(await commentCount()).toBe(before + 5);
  });
});

describe('GET /comments and /api/comments (staff)', () => {
  it('lists the blog’s comments newest first with their post, filtered by status', async () => {
    for (const base of ['/comments', '/api/comments']) {
      const all = await call(t, 'GET', `${base}?status=`, {
        token: s.tokens.admin,
        blog: s.demo.uuid,
      });
      expect(all.status, all.text).toBe(200);
      expect(all.json.total).toBe(4);
      const first = (all.json.data as Record<string, unknown>[])[0];
      expect(first).toMatchObject({
        uuid: expect.any(String),
        authorName: expect.any(String),
        authorEmail: expect.any(String),
        content: expect.any(String),
        createdAt: expect.any(String),
        post: { uuid: expect.any(String), title: expect.any(String) },
      });
      const pending = await call(t, 'GET', `${base}?status=pending`, {
        token: s.tokens.admin,
        blog: s.demo.id,
      });
      expect((pending.json.data as { status: string }[]).map((c) => c.status)).toEqual(['PENDING']);
      expect(
        (await call(t, 'GET', `${base}?status=NADA`, { token: s.tokens.admin, blog: s.demo.id }))
          .status,
      ).toBe(400);
      expect((await call(t, 'GET', base, { token: s.tokens.admin })).status).toBe(400);
      expect((await call(t, 'GET', base, { blog: s.demo.id })).status).toBe(401);
      expect((await call(t, 'GET', base, { token: s.tokens.pro, blog: s.demo.id })).status).toBe(
        404,
      );
    }
  });

  it('shows an AUTHOR only the comments on its own posts', async () => {
    const mine = await published('author@example.com');
    const posted = await call(t, 'POST', '/api/comments', { body: visitor(mine.uuid) });
    const list = await call(t, 'GET', '/comments', { token: s.tokens.author, blog: s.demo.uuid });
    expect(list.status).toBe(200);
    const authorsPosts = await t.db.query.posts.findMany({
      where: (p, { eq }) => eq(p.authorId, s.users.author.id),
    });
    const ownUuids = new Set(authorsPosts.map((p) => p.uuid));
    const seen = list.json.data as { uuid: string; post: { uuid: string } }[];
    expect(seen.map((c) => c.uuid)).toContain(posted.json.uuid);
    for (const c of seen) expect(ownUuids.has(c.post.uuid)).toBe(true);
    const all = await call(t, 'GET', '/comments', { token: s.tokens.admin, blog: s.demo.uuid });
    expect(seen.length).toBeLessThan((all.json.data as unknown[]).length);
  });
});

describe('comments of a post in the trash', () => {
  const admin = () => ({ token: s.tokens.admin, blog: s.demo.uuid });
  const listed = async (query: string, as = admin()) => {
    const res = await call(t, 'GET', `/comments?status=${query}`, as);
    expect(res.status, res.text).toBe(200);
    const data = res.json.data as { uuid: string; post: { uuid: string } }[];
    return { total: res.json.total as number, uuids: data.map((c) => c.uuid), data };
  };
  const postWithSlug = async (slug: string) =>
    (await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, slug) }))!;

  it('are left out of the list and the pending count, and not moderated, until it is restored', async () => {
    const post = await postWithSlug('sevilla-en-otono');
    const ofPost = await t.db.query.comments.findMany({
      where: (c, { eq }) => eq(c.postId, post.id),
    });
    const pendingOfPost = ofPost.find((c) => c.status === 'PENDING')!;
    const before = await listed('');
    const pendingBefore = await listed('PENDING');
    expect(pendingBefore.uuids).toContain(pendingOfPost.uuid);

    expect((await call(t, 'DELETE', `/api/posts/${post.id}`, admin())).status).toBe(204);
    const during = await listed('');
    expect(during.total).toBe(before.total - ofPost.length);
    for (const c of during.data) expect(c.post.uuid).not.toBe(post.uuid);
    const pendingDuring = await listed('PENDING');
    expect(pendingDuring.total).toBe(pendingBefore.total - 1);
    expect(pendingDuring.uuids).not.toContain(pendingOfPost.uuid);
    const approve = await call(t, 'PATCH', `/comments/${pendingOfPost.uuid}/approve`, admin());
    expect(approve.status).toBe(404);
    expect(approve.json.error).toBe('Comentario no encontrado');
    // Kept, not deleted: the trash gives them back with the post.
    const kept = await t.db.query.comments.findMany({
      where: (c, { eq }) => eq(c.postId, post.id),
    });
    expect(kept.map((c) => [c.uuid, c.status])).toEqual(ofPost.map((c) => [c.uuid, c.status]));

    expect((await call(t, 'POST', `/api/posts/${post.id}/restore`, admin())).status).toBe(200);
    expect(await listed('')).toEqual(before);
    expect(await listed('PENDING')).toEqual(pendingBefore);
    const approved = await call(t, 'PATCH', `/comments/${pendingOfPost.uuid}/approve`, admin());
    expect(approved.status, approved.text).toBe(200);
  });

  it("an AUTHOR's own trashed post takes its comments out of its list", async () => {
    const author = { token: s.tokens.author, blog: s.demo.uuid };
    const mine = await published('author@example.com');
    const posted = await call(t, 'POST', '/api/comments', { body: visitor(mine.uuid) });
    expect((await listed('PENDING', author)).uuids).toContain(posted.json.uuid);
    expect((await call(t, 'DELETE', `/api/posts/${mine.id}`, author)).status).toBe(204);
    expect((await listed('PENDING', author)).uuids).not.toContain(posted.json.uuid);
    expect((await listed('', author)).data.map((c) => c.post.uuid)).not.toContain(mine.uuid);
    expect((await call(t, 'POST', `/api/posts/${mine.id}/restore`, author)).status).toBe(200);
    expect((await listed('PENDING', author)).uuids).toContain(posted.json.uuid);
  });
});

describe('PATCH /comments/:uuid/approve|reject|spam', () => {
  const byStatus = async (status: string) =>
    (await t.db.query.comments.findFirst({ where: (c, { eq }) => eq(c.status, status) }))!;

  it('follows the moderation transitions: each possible one, and 409 for each impossible one', async () => {
    const ok: [string, string, string][] = [
      ['PENDING', 'approve', 'APPROVED'],
      ['REJECTED', 'approve', 'APPROVED'],
      ['PENDING', 'reject', 'REJECTED'],
      ['APPROVED', 'reject', 'REJECTED'],
      ['PENDING', 'spam', 'SPAM'],
      ['APPROVED', 'spam', 'SPAM'],
      ['REJECTED', 'spam', 'SPAM'],
    ];
    for (const [from, action, to] of ok) {
      await t.reseed();
      Object.assign(s, await loadSession(t));
      const comment = await byStatus(from);
      const base = action === 'spam' ? '/api/comments' : '/comments';
      const res = await call(t, 'PATCH', `${base}/${comment.uuid}/${action}`, {
        token: s.tokens.admin,
        blog: s.demo.uuid,
      });
      expect(res.status, `${from} ${action}: ${res.text}`).toBe(200);
      expect(res.json).toMatchObject({
        uuid: comment.uuid,
        status: to,
        post: { title: expect.any(String) },
      });
    }
    const impossible: [string, string, RegExp][] = [
      ['APPROVED', 'approve', /No se pudo aprobar el comentario/],
      ['SPAM', 'approve', /Spam/],
      ['REJECTED', 'reject', /No se pudo rechazar el comentario/],
      ['SPAM', 'reject', /Spam/],
      ['SPAM', 'spam', /No se pudo marcar como spam/],
    ];
    await t.reseed();
    Object.assign(s, await loadSession(t));
    for (const [from, action, message] of impossible) {
      const comment = await byStatus(from);
      const res = await call(t, 'PATCH', `/comments/${comment.uuid}/${action}`, {
        token: s.tokens.admin,
        blog: s.demo.uuid,
      });
      expect(res.status, `${from} ${action}`).toBe(409);
      expect(res.json.error).toMatch(message);
      expect((await byStatus(from)).uuid).toBe(comment.uuid);
    }
  });

  it('an AUTHOR moderates comments on its own posts only; another blog’s comment is 404', async () => {
    const mine = await published('author@example.com');
    const posted = await call(t, 'POST', '/api/comments', { body: visitor(mine.uuid) });
    const own = await call(t, 'PATCH', `/comments/${posted.json.uuid}/approve`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
    });
    expect(own.status, own.text).toBe(200);
    const theirs = await byStatus('PENDING');
    const refused = await call(t, 'PATCH', `/comments/${theirs.uuid}/approve`, {
      token: s.tokens.author,
      blog: s.demo.uuid,
    });
    expect(refused.status).toBe(403);
    expect((await byStatus('PENDING')).uuid).toBe(theirs.uuid);
    const foreign = await call(t, 'PATCH', `/comments/${theirs.uuid}/approve`, {
      token: s.tokens.pro,
      blog: s.pro.uuid,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe('Comentario no encontrado');
    expect(
      (
        await call(t, 'PATCH', `/comments/${theirs.uuid}/borrar`, {
          token: s.tokens.admin,
          blog: s.demo.uuid,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t, 'PATCH', '/comments/nope/approve', {
          token: s.tokens.admin,
          blog: s.demo.uuid,
        })
      ).status,
    ).toBe(404);
    expect((await call(t, 'PATCH', `/comments/${theirs.uuid}/approve`, {})).status).toBe(401);
  });
});
