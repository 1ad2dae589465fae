import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backgroundJobs, comments, posts } from '../../platform/db/schema/index.ts';
import { call } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { issueFormToken } from './comment-form-token.ts';
import { addressHash } from './comments.service.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const commentCount = async () => (await t.db.select().from(comments)).length;
async function publishedPost() {
  return (await t.db.query.posts.findFirst({
    where: (p, { and, eq }) => and(eq(p.status, 'PUBLISHED'), eq(p.blogId, s.demo.id)),
  }))!;
}
/** A token as the form rendered it `secondsAgo` before now. */
const token = (postUuid: string, secondsAgo: number) =>
  issueFormToken(t.deps.jwtSecret, postUuid, new Date(Date.now() - secondsAgo * 1000));
const visitor = (postUuid: string, extra: Record<string, unknown> = {}) => ({
  postUuid,
  authorName: 'Ana',
  authorEmail: 'ana@example.com',
  content: 'Me encantó la receta, la haré este domingo.',
  website: '',
  formToken: token(postUuid, 20),
  ...extra,
});
const send = (body: unknown, address = '203.0.113.7') =>
  call(t, 'POST', '/api/comments', { body, address });
const rules = (commentRules: Record<string, unknown>) =>
  call(t, 'PUT', '/api/settings', {
    token: s.tokens.admin,
    blog: s.demo.id,
    body: { commentRules },
  });
async function statusOf(uuid: unknown) {
  const [row] = await t.db
    .select()
    .from(comments)
    .where(eq(comments.uuid, uuid as string));
  return row?.status;
}

describe('comment rules in the settings', () => {
  it('reads the defaults, saves changes, hashes a typed address and refuses bad rules', async () => {
    const read = await call(t, 'GET', '/api/settings', { token: s.tokens.admin, blog: s.demo.id });
    expect(read.json.commentRules).toEqual({
      enabled: true,
      maxLinks: 2,
      heldWords: [],
      autoApproveKnown: false,
      closeAfterDays: null,
      blocked: [],
    });
    const saved = await rules({
      maxLinks: 1,
      heldWords: ['Tonto', 'tonto', ''],
      blocked: [
        { kind: 'email', value: 'Troll@Example.com' },
        { kind: 'ip', address: '198.51.100.4' },
      ],
    });
    expect(saved.status, saved.text).toBe(200);
    const got = saved.json.commentRules as Record<string, unknown>;
    expect(got).toMatchObject({ maxLinks: 1, heldWords: ['Tonto', 'tonto'], enabled: true });
    expect(got.blocked).toEqual([
      { kind: 'email', value: 'troll@example.com', expiresAt: null },
      {
        kind: 'ip',
        hash: addressHash(t.deps.jwtSecret, '198.51.100.4'),
        expiresAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(got)).not.toContain('198.51.100.4');
    // What was read back is saved back as it is.
    expect((await rules({ blocked: got.blocked })).json.commentRules).toEqual(got);
    for (const bad of [
      { maxLinks: -1 },
      { maxLinks: 1.5 },
      { closeAfterDays: 0 },
      { heldWords: 'tonto' },
      { blocked: [{ kind: 'ip', address: 'no-es-ip' }] },
      { enabled: 'sí' },
    ]) {
      const res = await rules(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const editor = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.author,
      blog: s.demo.id,
      body: { commentRules: { enabled: false } },
    });
    expect(editor.status).toBe(403);
  });
});

describe('POST /api/comments under the blog rules', () => {
  it('holds a comment with more links than allowed, or a held word, however written', async () => {
    const post = await publishedPost();
    await rules({ heldWords: ['idiota'], autoApproveKnown: true });
    const links = await send(
      visitor(post.uuid, {
        content: 'Fuentes: https://es.wikipedia.org/a https://es.wikipedia.org/b https://rae.es',
      }),
    );
    expect(links.json.status).toBe('PENDING');
    const word = await send(visitor(post.uuid, { content: 'Qué artículo más IDIÓTA, de verdad' }));
    expect(word.status).toBe(201);
    expect(await statusOf(word.json.uuid)).toBe('PENDING');
  });

  it('approves a known commenter only when the blog says so and the form was sent in good time', async () => {
    const post = await publishedPost();
    const first = await send(visitor(post.uuid));
    expect(first.json.status).toBe('PENDING');
    await t.db.update(comments).set({ status: 'APPROVED' });
    // Off by default.
    expect((await send(visitor(post.uuid))).json.status).toBe('PENDING');
    await rules({ autoApproveKnown: true });
    const known = await send(visitor(post.uuid, { authorEmail: 'ANA@example.com' }));
    expect(known.json.status).toBe('APPROVED');
    expect(await statusOf(known.json.uuid)).toBe('APPROVED');
    // Without the form's token, no proof of a person: it waits.
    const noToken = await send(visitor(post.uuid, { formToken: undefined }), '203.0.113.8');
    expect(noToken.json.status).toBe('PENDING');
    const stranger = await send(
      visitor(post.uuid, { authorEmail: 'otra@example.com' }),
      '203.0.113.9',
    );
    expect(stranger.json.status).toBe('PENDING');
  });

  it('refuses a blocked email or address with a neutral 403, storing nothing, until it expires', async () => {
    const post = await publishedPost();
    await rules({
      blocked: [
        { kind: 'email', value: 'troll@example.com' },
        { kind: 'ip', address: '198.51.100.4', expiresAt: '2099-01-01T00:00:00Z' },
      ],
    });
    const before = await commentCount();
    const email = await send(visitor(post.uuid, { authorEmail: 'Troll@Example.com' }));
    expect(email.status).toBe(403);
    expect(email.json).toEqual({ error: 'No se pudo enviar el comentario' });
    const ip = await send(visitor(post.uuid), '198.51.100.4');
    expect(ip.json).toEqual({ error: 'No se pudo enviar el comentario' });
    expect(await commentCount()).toBe(before);
    t.setNow(new Date('2099-01-02T00:00:00Z'));
    const later = await send(
      visitor(post.uuid, {
        formToken: issueFormToken(t.deps.jwtSecret, post.uuid, new Date('2099-01-01T23:59:00Z')),
      }),
      '198.51.100.4',
    );
    expect(later.status, later.text).toBe(201);
  });

  it('refuses comments on a closed post, an old post, or a closed blog (403, nothing stored)', async () => {
    const post = await publishedPost();
    const before = await commentCount();
    await t.db.update(posts).set({ commentsClosed: true }).where(eq(posts.id, post.id));
    const closed = await send(visitor(post.uuid));
    expect(closed.status).toBe(403);
    expect(closed.json).toEqual({ error: 'Los comentarios están cerrados' });
    await t.db.update(posts).set({ commentsClosed: false }).where(eq(posts.id, post.id));
    await t.db
      .update(posts)
      .set({ publishedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(posts.id, post.id));
    await rules({ closeAfterDays: 30 });
    expect((await send(visitor(post.uuid))).status).toBe(403);
    await rules({ closeAfterDays: 60 });
    expect((await send(visitor(post.uuid))).status).toBe(201);
    await rules({ enabled: false });
    expect((await send(visitor(post.uuid), '203.0.113.20')).json.error).toBe(
      'Los comentarios están cerrados',
    );
    expect(await commentCount()).toBe(before + 1);
  });
});

describe('spam defence', () => {
  it('holds a form sent too fast as PENDING, as it answers, and the staff hear of it', async () => {
    const post = await publishedPost();
    const admin = { token: s.tokens.admin, blog: s.demo.uuid };
    const pendingBefore = (await call(t, 'GET', '/comments/pending-count', admin)).json
      .count as number;
    const fast = await send(visitor(post.uuid, { formToken: token(post.uuid, 1) }));
    expect(fast.status).toBe(201);
    expect(fast.json.status).toBe('PENDING');
    expect(await statusOf(fast.json.uuid)).toBe('PENDING');
    // The sidebar's badge counts it, and the new-comment mail is queued for the staff.
    expect((await call(t, 'GET', '/comments/pending-count', admin)).json.count).toBe(
      pendingBefore + 1,
    );
    const [row] = await t.db
      .select()
      .from(comments)
      .where(eq(comments.uuid, fast.json.uuid as string));
    const [job] = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.dedupeKey, `comment-notify:${row!.id}`));
    expect(job).toMatchObject({ kind: 'comment-notify' });
    // Too fast and spam by its content is spam.
    const fastSpam = await send(
      visitor(post.uuid, {
        formToken: token(post.uuid, 1),
        authorName: 'Cheap Viagra',
        content: 'Buy cheap viagra online without prescription http://bit.ly/3xYz',
      }),
      '203.0.113.9',
    );
    expect(await statusOf(fastSpam.json.uuid)).toBe('SPAM');
  });

  it('sends a forged token to SPAM while answering as usual', async () => {
    const post = await publishedPost();
    const forged = await send(
      visitor(post.uuid, { formToken: `${Date.now() - 60_000}.${'A'.repeat(43)}` }),
    );
    expect(await statusOf(forged.json.uuid)).toBe('SPAM');
    const otherPost = await send(
      visitor(post.uuid, { formToken: token('00000000-0000-4000-8000-000000000000', 60) }),
    );
    expect(await statusOf(otherPost.json.uuid)).toBe('SPAM');
    const good = await send(visitor(post.uuid), '203.0.113.8');
    expect(await statusOf(good.json.uuid)).toBe('PENDING');
  });

  it('sends likely spam straight to SPAM by its content score', async () => {
    const post = await publishedPost();
    const spam = await send(
      visitor(post.uuid, {
        authorName: 'Cheap Viagra',
        content: 'Buy cheap viagra online without prescription http://bit.ly/3xYz',
      }),
    );
    expect(spam.json.status).toBe('PENDING');
    expect(await statusOf(spam.json.uuid)).toBe('SPAM');
  });

  it('stops a flood on one post from many addresses (429), after 30 in 10 minutes', async () => {
    const post = await publishedPost();
    const before = await commentCount();
    const answers: number[] = [];
    for (let i = 0; i < 32; i++) {
      answers.push((await send(visitor(post.uuid), `198.51.100.${i + 1}`)).status);
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(30);
    expect(answers.slice(30)).toEqual([429, 429]);
    expect(await commentCount()).toBe(before + 30);
  });

  it('refuses 10 000 links, a 1 MB comment and a 3 MB body with a 4xx, storing nothing', async () => {
    const post = await publishedPost();
    const before = await commentCount();
    const links = await send(visitor(post.uuid, { content: 'http://a.es '.repeat(10_000) }));
    const tooLong = 'El comentario no puede superar los 2000 caracteres';
    expect(links.status).toBe(400);
    expect(links.json.error).toBe(tooLong);
    expect(links.json.details).toEqual([{ path: 'content', message: tooLong }]);
    const big = await send(
      visitor(post.uuid, { content: 'a'.repeat(1024 * 1024) }),
      '203.0.113.30',
    );
    expect(big.status).toBe(400);
    expect(big.json.error).toBe(tooLong);
    const huge = await send(
      visitor(post.uuid, { content: 'a'.repeat(3 * 1024 * 1024) }),
      '203.0.113.31',
    );
    expect(huge.status).toBe(413);
    expect(huge.json.error).toBe('La solicitud es demasiado grande');
    expect(await commentCount()).toBe(before);
    // The server still answers.
    expect((await send(visitor(post.uuid), '203.0.113.32')).status).toBe(201);
  });
});
