import { describe, expect, it } from 'vitest';
import { comments } from '../../platform/db/schema/index.ts';
import { call } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const admin = () => ({ token: s.tokens.admin, blog: s.demo.uuid });
const author = () => ({ token: s.tokens.author, blog: s.demo.uuid });

async function publishedBy(userId: number, blogId = s.demo.id) {
  return (await t.db.query.posts.findFirst({
    where: (p, { and, eq }) =>
      and(eq(p.status, 'PUBLISHED'), eq(p.authorId, userId), eq(p.blogId, blogId)),
  }))!;
}

/** The pro blog has no posts of its own in the seed. */
async function proPost() {
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.pro,
    blog: s.pro.uuid,
    body: { title: 'Otro blog', content: '<p>Texto</p>', slug: 'otro-blog', status: 'PUBLISHED' },
  });
  expect(res.status, res.text).toBe(201);
  return publishedBy(s.users.pro.id, s.pro.id);
}

/** Comments stored as they are, without the visitors' rules and limits in the way. */
async function seed(
  post: { id: number; blogId: number },
  statuses: string[],
  fields: (i: number) => Partial<typeof comments.$inferInsert> = () => ({}),
) {
  const rows = await t.db
    .insert(comments)
    .values(
      statuses.map((status, i) => ({
        blogId: post.blogId,
        postId: post.id,
        authorName: `Lector ${i}`,
        authorEmail: `lector${i}@example.com`,
        content: `Comentario número ${i}`,
        status,
        ...fields(i),
      })),
    )
    .returning();
  return rows;
}

const statusOf = async (uuid: string) =>
  (await t.db.query.comments.findFirst({ where: (c, { eq }) => eq(c.uuid, uuid) }))?.status;

describe('POST /comments/bulk', () => {
  it('approves many in one call, leaving (and naming) those whose status does not allow it', async () => {
    const post = await publishedBy(s.users.admin.id);
    const rows = await seed(post, ['PENDING', 'PENDING', 'REJECTED', 'APPROVED', 'SPAM']);
    const uuids = rows.map((r) => r.uuid);
    for (const base of ['/comments', '/api/comments']) {
      const res = await call(t, 'POST', `${base}/bulk`, {
        ...admin(),
        body: { action: 'approve', uuids },
      });
      expect(res.status, res.text).toBe(200);
      if (base === '/comments') {
        expect(res.json).toEqual({
          action: 'approve',
          count: 3,
          changed: [
            { uuid: uuids[0], from: 'PENDING' },
            { uuid: uuids[1], from: 'PENDING' },
            { uuid: uuids[2], from: 'REJECTED' },
          ],
          skipped: [
            { uuid: uuids[3], status: 'APPROVED' },
            { uuid: uuids[4], status: 'SPAM' },
          ],
        });
      } else {
        // The same request again changes nothing: every one is approved now, or spam.
        expect(res.json.count).toBe(0);
        expect(res.json.skipped).toHaveLength(5);
      }
    }
    expect(await Promise.all(uuids.map(statusOf))).toEqual([
      'APPROVED',
      'APPROVED',
      'APPROVED',
      'APPROVED',
      'SPAM',
    ]);
  });

  it('follows each action’s transitions: reject, spam and delete', async () => {
    const post = await publishedBy(s.users.admin.id);
    const rows = await seed(post, ['PENDING', 'APPROVED', 'REJECTED', 'SPAM']);
    const uuids = rows.map((r) => r.uuid);
    const reject = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'reject', uuids },
    });
    expect(reject.json).toMatchObject({ count: 2 });
    expect(await Promise.all(uuids.map(statusOf))).toEqual([
      'REJECTED',
      'REJECTED',
      'REJECTED',
      'SPAM',
    ]);
    const spam = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'spam', uuids },
    });
    expect(spam.json).toMatchObject({ count: 3, skipped: [{ uuid: uuids[3], status: 'SPAM' }] });
    // Deleting takes any status, and the replies go with their comment.
    const [reply] = await seed(post, ['APPROVED'], () => ({ parentId: rows[1]!.id }));
    const before = (await t.db.query.comments.findMany()).length;
    const removed = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'delete', uuids: [uuids[0], uuids[1]] },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toMatchObject({ action: 'delete', count: 2, skipped: [] });
    expect((await t.db.query.comments.findMany()).length).toBe(before - 3);
    expect(await statusOf(reply!.uuid)).toBeUndefined();
  });

  it('an AUTHOR acts on its own posts’ comments; one of another’s refuses all (409)', async () => {
    const mine = await publishedBy(s.users.author.id);
    const theirs = await publishedBy(s.users.admin.id);
    const own = await seed(mine, ['PENDING', 'PENDING']);
    const [other] = await seed(theirs, ['PENDING']);
    const refused = await call(t, 'POST', '/comments/bulk', {
      ...author(),
      body: { action: 'approve', uuids: [own[0]!.uuid, other!.uuid, own[1]!.uuid] },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/No se aplicó la acción/);
    expect(refused.json.details).toEqual({ refused: [{ uuid: other!.uuid, reason: 'forbidden' }] });
    expect(await statusOf(own[0]!.uuid)).toBe('PENDING');
    const ok = await call(t, 'POST', '/comments/bulk', {
      ...author(),
      body: { action: 'approve', uuids: own.map((r) => r.uuid) },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.count).toBe(2);
    // Deleting another's comment is refused the same way.
    const del = await call(t, 'POST', '/comments/bulk', {
      ...author(),
      body: { action: 'delete', uuids: [other!.uuid] },
    });
    expect(del.status).toBe(409);
    expect(await statusOf(other!.uuid)).toBe('PENDING');
  });

  it('refuses another blog’s comment, an unknown one and a trashed post’s as not found', async () => {
    const demoPost = await publishedBy(s.users.admin.id);
    const foreignPost = await proPost();
    const [ours] = await seed(demoPost, ['PENDING']);
    const [foreign] = await seed(foreignPost, ['PENDING']);
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const res = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'approve', uuids: [ours!.uuid, foreign!.uuid, unknown] },
    });
    expect(res.status).toBe(409);
    expect((res.json.details as { refused: unknown }).refused).toEqual([
      { uuid: foreign!.uuid, reason: 'not-found' },
      { uuid: unknown, reason: 'not-found' },
    ]);
    expect(await statusOf(ours!.uuid)).toBe('PENDING');
    expect(await statusOf(foreign!.uuid)).toBe('PENDING');
    // The pro blog's owner cannot reach the demo blog's comment through its own blog either.
    const across = await call(t, 'POST', '/comments/bulk', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: { action: 'delete', uuids: [ours!.uuid] },
    });
    expect(across.status).toBe(409);
    expect(await statusOf(ours!.uuid)).toBe('PENDING');
    expect((await call(t, 'DELETE', `/api/posts/${demoPost.id}`, admin())).status).toBe(204);
    const trashed = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'approve', uuids: [ours!.uuid] },
    });
    expect(trashed.status).toBe(409);
  });

  it('refuses bad bodies with a 400 in Spanish, changing nothing', async () => {
    const post = await publishedBy(s.users.admin.id);
    const [row] = await seed(post, ['PENDING']);
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const body of [
      {},
      { action: 'approve' },
      { action: 'approve', uuids: [] },
      { action: 'approve', uuids: many },
      { action: 'approve', uuids: ['nope'] },
      { action: 'publicar', uuids: [row!.uuid] },
      { action: 'unapprove', items: [{ uuid: row!.uuid, status: 'SPAM' }] },
      { action: 'unapprove', uuids: [row!.uuid] },
    ]) {
      const res = await call(t, 'POST', '/comments/bulk', { ...admin(), body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.json.error).toBe('string');
    }
    expect(await statusOf(row!.uuid)).toBe('PENDING');
    expect(
      (await call(t, 'POST', '/comments/bulk', { body: { action: 'approve', uuids: [row!.uuid] } }))
        .status,
    ).toBe(401);
  });

  it('undoes an approval: each comment gets back the status it had, if still approved', async () => {
    const post = await publishedBy(s.users.admin.id);
    const rows = await seed(post, ['PENDING', 'REJECTED', 'PENDING']);
    const uuids = rows.map((r) => r.uuid);
    const approved = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'approve', uuids },
    });
    const changed = approved.json.changed as { uuid: string; from: 'PENDING' | 'REJECTED' }[];
    // Someone marks the third as spam before the undo: it stays spam.
    await call(t, 'PATCH', `/comments/${uuids[2]}/spam`, admin());
    const undo = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'unapprove', items: changed.map((c) => ({ uuid: c.uuid, status: c.from })) },
    });
    expect(undo.status, undo.text).toBe(200);
    expect(undo.json).toMatchObject({
      action: 'unapprove',
      count: 2,
      skipped: [{ uuid: uuids[2], status: 'SPAM' }],
    });
    expect(await Promise.all(uuids.map(statusOf))).toEqual(['PENDING', 'REJECTED', 'SPAM']);
  });
});

describe('GET /comments search and pages', () => {
  const listed = async (query: string, as = admin()) => {
    const res = await call(t, 'GET', `/comments?${query}`, as);
    expect(res.status, res.text).toBe(200);
    return {
      total: res.json.total as number,
      uuids: (res.json.data as { uuid: string }[]).map((c) => c.uuid),
    };
  };

  it('finds the words in the author, the email or the text, any case, with % and _ as typed', async () => {
    const post = await publishedBy(s.users.admin.id);
    const rows = await seed(
      post,
      ['PENDING', 'APPROVED', 'PENDING', 'SPAM'],
      (i) =>
        [
          { authorName: 'Marisol Quintero' },
          { authorEmail: 'quintero.fan@example.org' },
          { content: 'Me gustó lo de QUINTERO y 100% de acuerdo' },
          { content: 'con_guion bajo' },
        ][i]!,
    );
    const q = (search: string, status = '') =>
      listed(`status=${status}&search=${encodeURIComponent(search)}`);
    expect((await q('quintero')).uuids.sort()).toEqual(
      rows
        .slice(0, 3)
        .map((r) => r.uuid)
        .sort(),
    );
    expect((await q('quintero', 'PENDING')).uuids.sort()).toEqual(
      [rows[0]!.uuid, rows[2]!.uuid].sort(),
    );
    expect((await q('100%')).uuids).toEqual([rows[2]!.uuid]);
    expect((await q('%')).uuids).toEqual([rows[2]!.uuid]);
    expect((await q('guion_bajo')).uuids).toEqual([]);
    expect((await q('_guion')).uuids).toEqual([rows[3]!.uuid]);
    expect((await q('  ')).total).toBe((await listed('status=')).total);
    const tooLong = await call(t, 'GET', `/comments?search=${'x'.repeat(300)}`, admin());
    expect(tooLong.status).toBe(400);
  });

  it('pages the list on the server, newest first, with the total of every match', async () => {
    const post = await publishedBy(s.users.admin.id);
    const base = Date.now() - 3_600_000;
    await seed(post, Array(25).fill('PENDING'), (i) => ({
      content: `Página de prueba ${i}`,
      createdAt: new Date(base + i * 1000),
    }));
    const first = await listed('status=PENDING&search=prueba&page=1&limit=10');
    const third = await listed('status=PENDING&search=prueba&page=3&limit=10');
    const beyond = await listed('status=PENDING&search=prueba&page=4&limit=10');
    expect(first.total).toBe(25);
    expect(first.uuids).toHaveLength(10);
    expect(third.uuids).toHaveLength(5);
    expect(beyond).toEqual({ total: 25, uuids: [] });
    const all = await listed('status=PENDING&search=prueba&limit=100');
    expect(all.uuids.slice(0, 10)).toEqual(first.uuids);
    expect(all.uuids.slice(20)).toEqual(third.uuids);
  });
});

describe('GET /comments/pending-count', () => {
  const pending = async (as = admin()) => {
    const res = await call(t, 'GET', '/api/comments/pending-count', as);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return res.json.count as number;
  };

  it('counts what waits for moderation, an AUTHOR’s on its own posts, and follows the actions', async () => {
    const list = await call(t, 'GET', '/comments?status=PENDING', admin());
    const before = await pending();
    expect(before).toBe(list.json.total);
    const mine = await publishedBy(s.users.author.id);
    const authorBefore = await pending(author());
    const rows = await seed(mine, ['PENDING', 'PENDING', 'PENDING', 'APPROVED']);
    expect(await pending()).toBe(before + 3);
    expect(await pending(author())).toBe(authorBefore + 3);
    await call(t, 'POST', '/comments/bulk', {
      ...author(),
      body: { action: 'approve', uuids: rows.slice(0, 2).map((r) => r.uuid) },
    });
    expect(await pending(author())).toBe(authorBefore + 1);
    expect(await pending()).toBe(before + 1);
    // Another blog's comments never count; a trashed post's neither.
    const foreignPost = await proPost();
    await seed(foreignPost, ['PENDING']);
    expect(await pending()).toBe(before + 1);
    const onMine = (
      await t.db.query.comments.findMany({
        where: (c, { and, eq }) => and(eq(c.postId, mine.id), eq(c.status, 'PENDING')),
      })
    ).length;
    expect((await call(t, 'DELETE', `/api/posts/${mine.id}`, admin())).status).toBe(204);
    expect(await pending(author())).toBe(authorBefore + 1 - onMine);
    expect((await call(t, 'GET', '/comments/pending-count', {})).status).toBe(401);
    expect(
      (await call(t, 'GET', '/comments/pending-count', { token: s.tokens.pro, blog: s.demo.uuid }))
        .status,
    ).toBe(404);
  });
});

describe('GET /comments/pending-count: recent spam', () => {
  it('counts what went to Spam in the last 7 days, for staff to look over', async () => {
    const spamOf = async (as = admin()) =>
      (await call(t, 'GET', '/comments/pending-count', as)).json.spam as number;
    const before = await spamOf();
    const authorBefore = await spamOf(author());
    const day = 86_400_000;
    const mine = await publishedBy(s.users.author.id);
    const rows = await seed(mine, ['SPAM', 'SPAM', 'SPAM', 'PENDING'], (i) => ({
      createdAt: new Date(Date.now() - (i === 2 ? 8 * day : day)),
    }));
    // The one of 8 days ago is left out; pending ones count in `count`, not here.
    expect(await spamOf()).toBe(before + 2);
    expect(await spamOf(author())).toBe(authorBefore + 2);
    await seed(await publishedBy(s.users.admin.id), ['SPAM']);
    expect(await spamOf()).toBe(before + 3);
    expect(await spamOf(author())).toBe(authorBefore + 2);
    await call(t, 'PATCH', `/comments/${rows[0]!.uuid}/not-spam`, admin());
    expect(await spamOf()).toBe(before + 2);
  });
});

// 'No es spam' (issue 32): a comment in Spam goes back to PENDING, one at a time or in bulk.
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
        authorName: `Lector ${i}`,
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
