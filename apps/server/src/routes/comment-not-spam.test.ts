import { describe, expect, it } from 'vitest';
import { comments } from '../db/schema/index.ts';
import type { Session } from '../test/session-fixtures.ts';
import { call, type TestApp } from '../test/test-db.ts';
import { useTestApp } from '../test/use-test-app.ts';

/* 'No es spam' (issue 32): a comment in Spam goes back to PENDING, one at a time or in bulk. */

let t: TestApp;
let s: Session;

useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const admin = () => ({ token: s.tokens.admin, blog: s.demo.uuid });
const author = () => ({ token: s.tokens.author, blog: s.demo.uuid });

async function publishedBy(userId: number) {
  return (await t.db.query.posts.findFirst({
    where: (p, { and, eq }) =>
      and(eq(p.status, 'PUBLISHED'), eq(p.authorId, userId), eq(p.blogId, s.demo.id)),
  }))!;
}

async function seed(post: { id: number; blogId: number }, statuses: string[]) {
  return t.db
    .insert(comments)
    .values(
      statuses.map((status, i) => ({
        blogId: post.blogId,
        postId: post.id,
        authorName: `Lectora ${i}`,
        authorEmail: `lectora${i}@example.com`,
        content: `Comentario legítimo ${i}`,
        status,
      })),
    )
    .returning();
}

const statusOf = async (uuid: string) =>
  (await t.db.query.comments.findFirst({ where: (c, { eq }) => eq(c.uuid, uuid) }))?.status;

describe('PATCH /comments/:uuid/not-spam', () => {
  it('returns a spam comment to PENDING under both paths, answering 200 with the comment', async () => {
    const post = await publishedBy(s.users.admin.id);
    const rows = await seed(post, ['SPAM', 'SPAM']);
    for (const [i, base] of ['/comments', '/api/comments'].entries()) {
      const uuid = rows[i]!.uuid;
      const res = await call(t, 'PATCH', `${base}/${uuid}/not-spam`, admin());
      expect(res.status, res.text).toBe(200);
      expect(res.json).toMatchObject({
        uuid,
        status: 'PENDING',
        authorName: `Lectora ${i}`,
        post: { uuid: post.uuid, title: post.title },
      });
      expect(await statusOf(uuid)).toBe('PENDING');
    }
    // Back in the queue: the sidebar's count and the Pendiente filter have it.
    const pending = await call(t, 'GET', '/comments?status=PENDING', admin());
    const listed = (pending.json.data as { uuid: string }[]).map((c) => c.uuid);
    expect(listed).toEqual(expect.arrayContaining(rows.map((r) => r.uuid)));
    // And from there it is approved as any other.
    const approved = await call(t, 'PATCH', `/comments/${rows[0]!.uuid}/approve`, admin());
    expect(approved.json.status).toBe('APPROVED');
  });

  it('is a 409 in Spanish from any status but SPAM, changing nothing', async () => {
    const post = await publishedBy(s.users.admin.id);
    const rows = await seed(post, ['PENDING', 'APPROVED', 'REJECTED']);
    for (const row of rows) {
      const res = await call(t, 'PATCH', `/comments/${row.uuid}/not-spam`, admin());
      expect(res.status, row.status).toBe(409);
      expect(res.json.error).toMatch(/^No se pudo devolver el comentario a moderación: .*«/);
      expect(await statusOf(row.uuid)).toBe(row.status);
    }
    // A second 'No es spam' on the same comment finds it PENDING already.
    const [spam] = await seed(post, ['SPAM']);
    expect((await call(t, 'PATCH', `/comments/${spam!.uuid}/not-spam`, admin())).status).toBe(200);
    const again = await call(t, 'PATCH', `/comments/${spam!.uuid}/not-spam`, admin());
    expect(again.status).toBe(409);
    expect(again.json.error).toMatch(/Pendiente/);
  });

  it('an AUTHOR rescues comments on its own posts only; another blog’s is 404, no token 401', async () => {
    const [own] = await seed(await publishedBy(s.users.author.id), ['SPAM']);
    const [theirs] = await seed(await publishedBy(s.users.admin.id), ['SPAM']);
    const ok = await call(t, 'PATCH', `/comments/${own!.uuid}/not-spam`, author());
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.status).toBe('PENDING');
    const refused = await call(t, 'PATCH', `/comments/${theirs!.uuid}/not-spam`, author());
    expect(refused.status).toBe(403);
    expect(await statusOf(theirs!.uuid)).toBe('SPAM');
    const foreign = await call(t, 'PATCH', `/comments/${theirs!.uuid}/not-spam`, {
      token: s.tokens.pro,
      blog: s.pro.uuid,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error).toBe('Comentario no encontrado');
    expect((await call(t, 'PATCH', `/comments/${theirs!.uuid}/not-spam`, {})).status).toBe(401);
    expect(await statusOf(theirs!.uuid)).toBe('SPAM');
  });
});

describe('POST /comments/bulk with not-spam', () => {
  it('returns the spam ones to PENDING and names the rest as skipped', async () => {
    const post = await publishedBy(s.users.admin.id);
    const rows = await seed(post, ['SPAM', 'PENDING', 'SPAM', 'APPROVED', 'REJECTED']);
    const uuids = rows.map((r) => r.uuid);
    const res = await call(t, 'POST', '/api/comments/bulk', {
      ...admin(),
      body: { action: 'not-spam', uuids },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      action: 'not-spam',
      count: 2,
      changed: [
        { uuid: uuids[0], from: 'SPAM' },
        { uuid: uuids[2], from: 'SPAM' },
      ],
      skipped: [
        { uuid: uuids[1], status: 'PENDING' },
        { uuid: uuids[3], status: 'APPROVED' },
        { uuid: uuids[4], status: 'REJECTED' },
      ],
    });
    expect(await Promise.all(uuids.map(statusOf))).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
      'APPROVED',
      'REJECTED',
    ]);
  });

  it('refuses the whole request when one comment is another’s (AUTHOR) or another blog’s', async () => {
    const own = await seed(await publishedBy(s.users.author.id), ['SPAM']);
    const [theirs] = await seed(await publishedBy(s.users.admin.id), ['SPAM']);
    const res = await call(t, 'POST', '/comments/bulk', {
      ...author(),
      body: { action: 'not-spam', uuids: [own[0]!.uuid, theirs!.uuid] },
    });
    expect(res.status).toBe(409);
    expect(res.json.details).toEqual({ refused: [{ uuid: theirs!.uuid, reason: 'forbidden' }] });
    expect(await statusOf(own[0]!.uuid)).toBe('SPAM');
    const across = await call(t, 'POST', '/comments/bulk', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: { action: 'not-spam', uuids: [theirs!.uuid] },
    });
    expect(across.status).toBe(409);
    expect(await statusOf(theirs!.uuid)).toBe('SPAM');
  });
});
