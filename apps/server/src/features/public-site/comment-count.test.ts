import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments } from '../../platform/db/schema/index.ts';
import { call, DEMO_HOST as DEMO, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { issueFormToken } from '../comments/index.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

const SEVILLA = '/blog/sevilla-en-otono';
const admin = () => ({ token: s.tokens.admin, blog: s.demo.uuid });

async function visit(path: string) {
  const res = await visitorRequest(t, DEMO, path);
  return res.text();
}

/** The count under the post's title, linking to the comments. */
const countOf = (html: string) =>
  /<a class="comment-count" href="#comentarios">([^<]+)<\/a>/.exec(html)?.[1];

const sevilla = async () =>
  (await t.db.query.posts.findFirst({ where: (p, { eq }) => eq(p.slug, 'sevilla-en-otono') }))!;

describe('the comment count on the public post', () => {
  it('counts approved comments and replies in Spanish, and follows moderation past the cache', async () => {
    const post = await sevilla();
    // Cached with the seed's one approved comment.
    expect(countOf(await visit(SEVILLA))).toBe('1 comentario');
    expect(countOf(await visit(SEVILLA))).toBe('1 comentario');
    const pending = await t.db
      .select()
      .from(comments)
      .where(eq(comments.postId, post.id))
      .then((rows) => rows.filter((r) => r.status === 'PENDING'));
    const approved = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: { action: 'approve', uuids: pending.map((c) => c.uuid) },
    });
    expect(approved.status, approved.text).toBe(200);
    const count = 1 + pending.length;
    expect(countOf(await visit(SEVILLA))).toBe(`${count} comentarios`);
    // The blog's reply counts too.
    const reply = await call(t, 'POST', `/comments/${pending[0]!.uuid}/replies`, {
      ...admin(),
      body: { content: 'En octubre' },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(countOf(await visit(SEVILLA))).toBe(`${count + 1} comentarios`);
    // Undoing the approval takes them off again.
    const undo = await call(t, 'POST', '/comments/bulk', {
      ...admin(),
      body: {
        action: 'unapprove',
        items: pending.map((c) => ({ uuid: c.uuid, status: 'PENDING' })),
      },
    });
    expect(undo.json.count).toBe(pending.length);
    expect(countOf(await visit(SEVILLA))).toBe('1 comentario');
  });

  it('a known commenter approved at once changes the cached page at once', async () => {
    const post = await sevilla();
    await call(t, 'PUT', '/api/settings', {
      ...admin(),
      body: { commentRules: { autoApproveKnown: true } },
    });
    expect(countOf(await visit(SEVILLA))).toBe('1 comentario');
    const lucia = await t.db.query.comments.findFirst({
      where: (c, { eq }) => eq(c.authorName, 'Lucía'),
    });
    const sent = await call(t, 'POST', '/api/comments', {
      body: {
        postUuid: post.uuid,
        authorName: 'Lucía',
        authorEmail: lucia!.authorEmail,
        content: 'Vuelvo en primavera.',
        website: '',
        formToken: issueFormToken(t.deps.jwtSecret, post.uuid, new Date(Date.now() - 20_000)),
      },
    });
    expect(sent.json.status).toBe('APPROVED');
    expect(countOf(await visit(SEVILLA))).toBe('2 comentarios');
  });

  it('says 0 comentarios on a post without any, and the count is in the blog’s language', async () => {
    const post = await sevilla();
    await t.db.delete(comments).where(eq(comments.postId, post.id));
    expect(countOf(await visit(SEVILLA))).toBe('0 comentarios');
    const english = await call(t, 'PUT', '/api/settings', { ...admin(), body: { language: 'en' } });
    expect(english.status, english.text).toBe(200);
    expect(countOf(await visit(SEVILLA))).toBe('0 comments');
  });
});
