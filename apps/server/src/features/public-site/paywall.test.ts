import { randomBytes } from 'node:crypto';
import { PAYWALL_MARKER } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER } from '../../demo/seed.ts';
import {
  categories,
  memberSessions,
  members,
  newsletterSubscribers,
  series,
  settings,
} from '../../platform/db/schema/index.ts';
import { linkTokenHash } from '../../platform/http/mail-link-token.ts';
import type { OutboxMailer } from '../../platform/mail/mailer.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { forgetMember, MEMBER_COOKIE } from '../members/index.ts';
import { newsletterJobs } from '../newsletter/index.ts';
import { PUBLIC_MESSAGES } from './messages.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
const { mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);

/** Words only a reader with access may ever receive, and the free preview's. */
const SECRET = 'XQZ';
const FREE = 'KWP';
const GATED = `<p>Empieza la parte libre ${FREE}.</p>${PAYWALL_MARKER}<p>Sigue la parte reservada ${SECRET}.</p>`;
const es = PUBLIC_MESSAGES.es;

type Reader = 'visitor' | 'free' | 'paid' | 'lapsed';
const READERS: Reader[] = ['visitor', 'free', 'paid', 'lapsed'];

/** A session of the demo member of the PRO blog, its status set as a payment would leave it. */
async function memberCookie(status: 'free' | 'paid' | 'comped'): Promise<string> {
  const [member] = await t.db
    .update(members)
    .set({ status })
    .where(and(eq(members.blogId, s.pro.id), eq(members.email, DEMO_MEMBER.email)))
    .returning();
  if (!member) throw new Error('demo member missing');
  // A change of plan reaches the pages within MEMBER_MEMORY_MS; the test reads it at once.
  forgetMember(member.id);
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(memberSessions).values({
    memberId: member.id,
    tokenHash: linkTokenHash(token),
    expiresAt: new Date(t.deps.now().getTime() + 86_400_000),
  });
  return token;
}

/** Each reader's cookie; the lapsed member was paid, then fell back to free. */
async function readers(): Promise<Record<Reader, string | undefined>> {
  const free = await memberCookie('free');
  const paid = await memberCookie('paid');
  return { visitor: undefined, free, paid, lapsed: undefined };
}

async function read(path: string, cookie?: string) {
  const headers: Record<string, string> = { host: PRO_HOST };
  if (cookie) headers.cookie = `${MEMBER_COOKIE}=${cookie}`;
  const res = await t.app.request(`http://${PRO_HOST}${path}`, { headers }, {
    incoming: { socket: { remoteAddress: '198.51.100.20' } },
  } as never);
  return { status: res.status, text: await res.text(), cache: res.headers.get('cache-control') };
}

let n = 0;
async function publish(visibility: string, content = GATED, extra: Record<string, unknown> = {}) {
  const slug = `acceso-${++n}`;
  const res = await call(t, 'POST', '/api/posts', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { title: `Entrada ${slug}`, slug, content, visibility, status: 'PUBLISHED', ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.json as { id: number; slug: string; categoryId: number | null };
}

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no JSON-LD');
  return JSON.parse(match[1] as string);
}

describe('a members post', () => {
  it('shows a visitor and a lapsed member the preview and the box; a member reads it whole', async () => {
    const post = await publish('members');
    const cookies = await readers();
    const path = `/blog/${post.slug}`;
    // Whoever asks first fills the page cache: a member's page must never reach a visitor.
    const member = await read(path, cookies.free);
    expect(member.text).toContain(SECRET);
    expect(member.cache).toBe('private, no-cache');
    const visitor = await read(path);
    expect(visitor.status).toBe(200);
    expect(visitor.text).toContain(FREE);
    expect(visitor.text).not.toContain(SECRET);
    expect(visitor.text).toContain(es.membersOnlyBox);
    expect(visitor.text).toContain('href="/members/entrar"');
    expect(visitor.cache).toBe('public, no-cache');
    const paid = await read(path, cookies.paid);
    expect(paid.text).toContain(SECRET);
    expect(paid.text).not.toContain(es.membersOnlyBox);
    // Signed out (the session gone): back to the preview.
    const ended = await t.db.delete(memberSessions).returning();
    for (const session of ended) forgetMember(session.memberId);
    const lapsed = await read(path, cookies.free);
    expect(lapsed.text).not.toContain(SECRET);
    expect(lapsed.text).toContain(es.membersOnlyBox);
  });

  it('shows nothing of its text without a marker', async () => {
    const post = await publish('members', `<p>Todo reservado ${SECRET}.</p>`);
    const visitor = await read(`/blog/${post.slug}`);
    expect(visitor.text).not.toContain(SECRET);
    expect(visitor.text).toContain(es.membersOnlyBox);
  });

  it('keeps the gated text out of JSON-LD, Open Graph and the description, and says it is not free', async () => {
    const post = await publish('members', GATED, { excerpt: '' });
    const { text } = await read(`/blog/${post.slug}`);
    expect(text).not.toContain(SECRET);
    const ld = jsonLdOf(text);
    expect(ld).toMatchObject({
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
    });
    expect(ld.articleBody).toBeUndefined();
    expect(text).toContain('class="box paywall"');
    const publicPost = await publish('public', '<p>Abierto.</p>');
    const open = jsonLdOf((await read(`/blog/${publicPost.slug}`)).text);
    expect(open.isAccessibleForFree).toBeUndefined();
  });

  it('speaks the page’s language in its box', async () => {
    await t.db.update(settings).set({ language: 'en' }).where(eq(settings.blogId, s.pro.id));
    await t.deps.contentVersions?.bump();
    const post = await publish('members');
    const { text } = await read(`/blog/${post.slug}`);
    expect(text).toContain(PUBLIC_MESSAGES.en.membersOnlyBox);
    expect(text).not.toContain(SECRET);
  });
});

describe('a paid post', () => {
  it('is whole for a paid or gifted member only; free and lapsed members get the paid box', async () => {
    const post = await publish('paid');
    const path = `/blog/${post.slug}`;
    const paidCookie = await memberCookie('paid');
    expect((await read(path, paidCookie)).text).toContain(SECRET);
    for (const reader of READERS.filter((r) => r !== 'paid')) {
      // The lapsed one is the paid member, their status back to free, their session still open.
      const free = reader === 'visitor' ? undefined : await memberCookie('free');
      const cookie = reader === 'lapsed' ? paidCookie : free;
      const res = await read(path, cookie);
      expect(res.text, reader).toContain(FREE);
      expect(res.text, reader).not.toContain(SECRET);
      expect(res.text, reader).toContain(es.paidOnlyBox);
      // The box leads to the account page, where the tiers on sale are offered.
      expect(res.text, reader).toContain(es.upgradeToRead);
      expect(res.text, reader).toContain('href="/members/cuenta"');
    }
    const comped = await memberCookie('comped');
    expect((await read(path, comped)).text).toContain(SECRET);
  });

  it('may be set before any tier is on sale: the staff preview shows it whole', async () => {
    const post = await publish('paid');
    const link = await call(t, 'POST', `/api/posts/${post.id}/previews`, {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {},
    });
    expect(link.status, link.text).toBe(201);
    const url = new URL(String(link.json.url));
    expect((await read(url.pathname)).text).toContain(SECRET);
    expect((await read(`/blog/${post.slug}`)).text).not.toContain(SECRET);
  });
});

describe('a members page', () => {
  it('gates a static page like a post', async () => {
    const res = await call(t, 'POST', '/api/pages', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: 'Zona',
        slug: 'zona',
        content: GATED,
        visibility: 'members',
        status: 'published',
      },
    });
    expect(res.status, res.text).toBe(201);
    const cookies = await readers();
    expect((await read('/zona', cookies.free)).text).toContain(SECRET);
    const visitor = await read('/zona');
    expect(visitor.text).toContain(FREE);
    expect(visitor.text).not.toContain(SECRET);
    expect(visitor.text).toContain(es.membersOnlyBox);
  });
});

describe('every other surface', () => {
  it('never carries the gated text: lists, feed and sitemap, for every reader', async () => {
    const [serie] = await t.db
      .insert(series)
      .values({ blogId: s.pro.id, title: 'Serie', slug: 'serie' })
      .returning();
    const post = await publish('members', GATED, {
      excerpt: '',
      tags: ['acceso'],
      seriesId: serie?.id,
    });
    const paid = await publish('paid', GATED, { tags: ['acceso'] });
    const [category] = await t.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.id, post.categoryId ?? -1));
    const cookies = await readers();
    const paths = ['/', '/tag/acceso', '/series/serie', '/feed.xml', '/sitemap.xml'];
    if (category) paths.push(`/category/${category.slug}`);
    for (const reader of READERS) {
      for (const path of paths) {
        const res = await read(path, cookies[reader]);
        expect(res.status, `${reader} ${path}`).toBe(200);
        expect(res.text, `${reader} ${path}`).not.toContain(SECRET);
      }
    }
    const feed = (await read('/feed.xml', cookies.paid)).text;
    expect(feed).toContain(FREE);
    expect(feed).toContain(es.membersOnlyBox);
    expect(feed).toContain(es.paidOnlyBox);
    const sitemap = (await read('/sitemap.xml')).text;
    expect(sitemap).toContain(`/blog/${post.slug}`);
    expect(sitemap).toContain(`/blog/${paid.slug}`);
  });

  it('mails subscribers only the free part and the link', async () => {
    await t.db
      .update(settings)
      .set({ newsletterFullContent: true })
      .where(eq(settings.blogId, s.pro.id));
    await t.db
      .insert(newsletterSubscribers)
      .values({ blogId: s.pro.id, email: 'lectora@example.com', confirmedAt: new Date() });
    const post = await publish('members');
    await runDueJobs(t, newsletterJobs(t.deps));
    const [mail] = mailsTo('lectora@example.com');
    expect(mail, 'the post was mailed').toBeDefined();
    const whole = JSON.stringify(mail);
    expect(whole).toContain(FREE);
    expect(whole).not.toContain(SECRET);
    expect(whole).toContain(`/blog/${post.slug}`);
  });
});
