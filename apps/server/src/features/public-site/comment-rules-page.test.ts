import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, posts } from '../../platform/db/schema/index.ts';
import { call, DEMO_HOST as DEMO, visitorForm, visitorRequest } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { formTiming, issueFormToken } from '../comments/index.ts';

// A fresh app before each test: the page cache starts empty, as after a restart.
const { t, s } = useTestApp({ freshAppEachTest: true });

const PATH = '/blog/tortilla-de-patatas';

async function visit(path: string) {
  const res = await visitorRequest(t, DEMO, path);
  return { status: res.status, headers: res.headers, text: await res.text() };
}
async function postForm(fields: Record<string, string>) {
  const res = await visitorForm(t, DEMO, `${PATH}/comments`, fields);
  return { status: res.status, text: await res.text() };
}
const fields = {
  authorName: 'Pepa',
  authorEmail: 'pepa@example.com',
  content: 'Con cebolla, claro.',
  website: '',
};

describe('comments closed on the public page', () => {
  it('shows «Los comentarios están cerrados» instead of the form, and refuses the form', async () => {
    const open = await visit(PATH);
    expect(open.text).toContain('class="comment-form"');
    expect(open.text).toContain('name="formToken"');
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'tortilla-de-patatas'));
    const saved = await call(t, 'PATCH', `/api/posts/${post?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { commentsClosed: true },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.commentsClosed).toBe(true);
    const refused = await call(t, 'PATCH', `/api/posts/${post?.id}`, {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { commentsClosed: 'sí' },
    });
    expect(refused.status).toBe(400);
    const closed = await visit(PATH);
    expect(closed.status).toBe(200);
    expect(closed.text).toContain('Los comentarios están cerrados');
    expect(closed.text).not.toContain('class="comment-form"');
    const sent = await postForm(fields);
    expect(sent.status).toBe(400);
    expect(sent.text).toContain('Los comentarios están cerrados');
    expect(await t.db.select().from(comments).where(eq(comments.authorName, 'Pepa'))).toEqual([]);
  });

  it('closes every post when the blog turns comments off in its settings', async () => {
    const res = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { commentRules: { enabled: false } },
    });
    expect(res.status).toBe(200);
    expect((await visit(PATH)).text).toContain('Los comentarios están cerrados');
  });
});

describe('a comment approved at once', () => {
  it('shows on the cached page straight away, sent through the API or the form', async () => {
    const rules = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { commentRules: { autoApproveKnown: true } },
    });
    expect(rules.status).toBe(200);
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'tortilla-de-patatas'));
    const uuid = post?.uuid as string;
    // The page is cached before the comment arrives.
    expect((await visit(PATH)).text).not.toContain('Ya la hice');
    // Lucía has an approved comment on the blog (the demo data).
    const formToken = issueFormToken(t.deps.jwtSecret, uuid, new Date(Date.now() - 20_000));
    const sent = await call(t, 'POST', '/api/comments', {
      body: {
        postUuid: uuid,
        authorName: 'Lucía',
        authorEmail: 'lucia@example.com',
        content: 'Ya la hice, con cebolla.',
        formToken,
      },
    });
    expect(sent.json.status).toBe('APPROVED');
    expect((await visit(PATH)).text).toContain('Ya la hice, con cebolla.');
    const form = await postForm({
      ...fields,
      authorName: 'Lucía',
      authorEmail: 'lucia@example.com',
      content: 'Y la repetí sin ella.',
      formToken,
    });
    expect(form.status).toBe(303);
    expect((await visit(PATH)).text).toContain('Y la repetí sin ella.');
  });
});

describe('GET /api/comments/form-token/:uuid', () => {
  it('answers a fresh signed time for the post, never cached', async () => {
    const page = await visit(PATH);
    const uuid = /name="postUuid" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const res = await call(t, 'GET', `/api/comments/form-token/${uuid}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const token = res.json.token as string;
    expect(formTiming(t.deps.jwtSecret, uuid, token, new Date())).toBe('too-fast');
    expect(formTiming(t.deps.jwtSecret, uuid, token, new Date(Date.now() + 5000))).toBe('ok');
    expect((await call(t, 'GET', '/api/comments/form-token/nope')).status).toBe(404);
    const unknown = await call(
      t,
      'GET',
      '/api/comments/form-token/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.json).toEqual({ error: 'Post no encontrado' });
  });
});
