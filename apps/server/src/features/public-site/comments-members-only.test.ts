import { randomBytes } from 'node:crypto';
import { COMMENT_RULES_MESSAGES, SERVER_MESSAGES } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../demo/seed.ts';
import { comments, memberSessions, members, settings } from '../../platform/db/schema/index.ts';
import { linkTokenHash } from '../../platform/http/mail-link-token.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MEMBER_COOKIE, SIGN_IN_PATH } from '../members/index.ts';
import { PUBLIC_MESSAGES } from './messages.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
const es = PUBLIC_MESSAGES.es;

/** A session of a member of the PRO blog (made when missing): the cookie's value. */
async function memberCookie(email: string, name: string): Promise<string> {
  const [found] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.blogId, s.pro.id), eq(members.email, email)));
  const member =
    found ?? (await t.db.insert(members).values({ blogId: s.pro.id, email, name }).returning())[0];
  if (!member) throw new Error('member missing');
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(memberSessions).values({
    memberId: member.id,
    tokenHash: linkTokenHash(token),
    expiresAt: new Date(t.deps.now().getTime() + 86_400_000),
  });
  return token;
}

let address = 0;
/** A request on the PRO blog's host, each from its own address (the comment limits count them). */
async function onBlog(
  path: string,
  init: { cookie?: string; form?: Record<string, string>; json?: unknown } = {},
) {
  const headers: Record<string, string> = { host: PRO_HOST };
  if (init.cookie) headers.cookie = `${MEMBER_COOKIE}=${init.cookie}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await t.app.request(
    `http://${PRO_HOST}${path}`,
    { method: body === undefined ? 'GET' : 'POST', headers, body },
    { incoming: { socket: { remoteAddress: `198.51.100.${++address % 250}` } } },
  );
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : null };
}

async function setMembersOnly(on: boolean) {
  const res = await call(t, 'PUT', '/api/settings', {
    token: s.tokens.pro,
    blog: s.pro.uuid,
    body: { commentsMembersOnly: on },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.json.commentsMembersOnly).toBe(on);
}

async function publishPost() {
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: {
      title: 'Sobre las mareas',
      slug: 'mareas',
      content: '<p>La luna tira del agua.</p>',
      status: 'PUBLISHED',
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { uuid: string; slug: string };
}

const comment = (postUuid: string, email = 'quien@example.com') => ({
  postUuid,
  authorName: 'Alguien',
  authorEmail: email,
  content: 'Y el sol también, algo.',
  website: '',
});

const storedComments = () => t.db.select().from(comments).where(eq(comments.blogId, s.pro.id));

describe("'Solo los miembros pueden comentar' in the settings", () => {
  it('is off by default, PRO only: a FREE blog may only turn it off, with a Spanish 403', async () => {
    const read = await call(t, 'GET', '/api/settings', { token: s.tokens.pro, blog: s.pro.uuid });
    expect(read.json.commentsMembersOnly).toBe(false);
    const free = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { commentsMembersOnly: true },
    });
    expect(free.status).toBe(403);
    expect(free.json.error).toBe(SERVER_MESSAGES.proRequired);
    const off = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { commentsMembersOnly: false },
    });
    expect(off.status).toBe(200);
    const wrong = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: { commentsMembersOnly: 'sí' },
    });
    expect(wrong.status).toBe(400);
    await setMembersOnly(true);
    const again = await call(t, 'GET', '/api/settings', { token: s.tokens.pro, blog: s.pro.uuid });
    expect(again.json.commentsMembersOnly).toBe(true);
    expect(COMMENT_RULES_MESSAGES.membersOnly).toBe('Solo los miembros pueden comentar');
  });
});

describe('a blog where only members comment', () => {
  it('shows visitors a line to sign in instead of the form, and members their own form', async () => {
    const post = await publishPost();
    const path = `/blog/${post.slug}`;
    expect((await onBlog(path)).text).toContain('class="comment-form"');
    await setMembersOnly(true);

    const visitor = await onBlog(path);
    expect(visitor.status).toBe(200);
    expect(visitor.text).not.toContain('class="comment-form"');
    expect(visitor.text).toContain(`<a href="${SIGN_IN_PATH}">${es.signInToComment}</a>`);
    expect(es.signInToComment).toBe('Entra como miembro para comentar');
    expect(SIGN_IN_PATH).toBe('/members/entrar');

    const irene = await onBlog(path, { cookie: await memberCookie(DEMO_MEMBER.email, 'Irene') });
    expect(irene.text).toContain('class="comment-form"');
    expect(irene.text).toContain(`value="${DEMO_MEMBER.email}" readonly`);
    expect(irene.text).toContain(`value="${DEMO_MEMBER.name}"`);
    expect(irene.text).not.toContain(es.signInToComment);
    // Another member gets a page of their own, never the one rendered for Irene.
    const pablo = await onBlog(path, { cookie: await memberCookie('pablo@example.com', 'Pablo') });
    expect(pablo.text).toContain('value="pablo@example.com" readonly');
    expect(pablo.text).not.toContain(DEMO_MEMBER.email);
    // A visitor after them still gets the line.
    expect((await onBlog(path)).text).not.toContain('class="comment-form"');
  });

  it('says it in the blog’s language', async () => {
    const post = await publishPost();
    await setMembersOnly(true);
    await t.db.update(settings).set({ language: 'en' }).where(eq(settings.blogId, s.pro.id));
    await t.deps.contentVersions?.bump();
    expect((await onBlog(`/blog/${post.slug}`)).text).toContain(PUBLIC_MESSAGES.en.signInToComment);
    await t.db.update(settings).set({ language: 'fr' }).where(eq(settings.blogId, s.pro.id));
    await t.deps.contentVersions?.bump();
    expect((await onBlog(`/blog/${post.slug}`)).text).toContain(PUBLIC_MESSAGES.fr.signInToComment);
  });

  it('refuses a comment without a member session with a Spanish 403, by the API or the form', async () => {
    const post = await publishPost();
    await setMembersOnly(true);
    const api = await onBlog('/api/comments', { json: comment(post.uuid) });
    expect(api.status).toBe(403);
    expect(api.json.error).toBe(SERVER_MESSAGES.commentsMembersOnly);
    // On the app's own host there is no member cookie at all.
    const appHost = await call(t, 'POST', '/api/comments', { body: comment(post.uuid) });
    expect(appHost.status).toBe(403);
    const form = await onBlog(`/blog/${post.slug}/comments`, { form: comment(post.uuid) });
    expect(form.status).toBe(403);
    // The page it answers with asks the visitor to sign in, as the post's own does.
    expect(form.text).toContain(es.signInToComment);
    // A cookie that signs nobody in is no member either.
    const forged = await onBlog('/api/comments', {
      json: comment(post.uuid),
      cookie: 'x'.repeat(43),
    });
    expect(forged.status).toBe(403);
    expect(await storedComments()).toEqual([]);
  });

  it('takes a member’s comment with the member’s email, whatever the form said', async () => {
    const post = await publishPost();
    await setMembersOnly(true);
    const cookie = await memberCookie(DEMO_MEMBER.email, 'Irene');
    const api = await onBlog('/api/comments', {
      json: comment(post.uuid, 'otra@example.com'),
      cookie,
    });
    expect(api.status, api.text).toBe(201);
    const form = await onBlog(`/blog/${post.slug}/comments`, {
      form: comment(post.uuid, 'tercera@example.com'),
      cookie,
    });
    expect(form.status, form.text).toBe(303);
    const stored = await storedComments();
    expect(stored.map((row) => row.authorEmail)).toEqual([DEMO_MEMBER.email, DEMO_MEMBER.email]);
  });

  it('with members off, nobody comments and the line has nowhere to send', async () => {
    const post = await publishPost();
    await setMembersOnly(true);
    const cookie = await memberCookie(DEMO_MEMBER.email, 'Irene');
    await t.db.update(settings).set({ membersEnabled: false }).where(eq(settings.blogId, s.pro.id));
    await t.deps.contentVersions?.bump();
    const page = await onBlog(`/blog/${post.slug}`, { cookie });
    expect(page.text).toContain(es.commentsMembersOnly);
    expect(page.text).not.toContain(SIGN_IN_PATH);
    expect(page.text).not.toContain('class="comment-form"');
    const api = await onBlog('/api/comments', { json: comment(post.uuid), cookie });
    expect(api.status).toBe(403);
    expect(await storedComments()).toEqual([]);
  });

  it('turned off again, visitors comment as before', async () => {
    const post = await publishPost();
    await setMembersOnly(true);
    await setMembersOnly(false);
    expect((await onBlog(`/blog/${post.slug}`)).text).toContain('class="comment-form"');
    const api = await onBlog('/api/comments', { json: comment(post.uuid) });
    expect(api.status, api.text).toBe(201);
  });
});
