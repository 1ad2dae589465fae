import {
  DEFAULT_TIME_ZONE,
  FIELD_MESSAGES,
  formatPublicDate,
  type Language,
  READER_MEMBERSHIP_MESSAGES,
  SERVER_MESSAGES,
} from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, posts } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import { connectBlog } from '../../test/payment-connection.ts';
import { call, DEMO_HOST, PRO_HOST } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { commentRefusalIn, refusalKey } from './comment-refusals.ts';
import { PUBLIC_MESSAGES, type PublicMessages } from './messages.ts';

/*
 * Everything a reader sees around a version's text speaks the version's language, whatever the
 * blog's main one (issue 37): a page of the English or Portuguese version of a Spanish blog's post
 * holds none of the Spanish page's reader strings, and the Spanish page keeps them all.
 */

const { t, s } = useTestApp({ reseedEachTest: true });

/** A message's words: a sentence as it is, a sentence made with a value cut around the value. */
const wordsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const made = String(value(7, 9));
    return made.split(/[79]/);
  }
  if (value && typeof value === 'object') return Object.values(value).flatMap(wordsOf);
  return [];
};

/**
 * Every Spanish reader string (the public pages' and the members' boxes') that `language` says
 * otherwise; words of six letters or fewer would match other text ('Email', 'Serie').
 */
function spanishOnly(language: Language): string[] {
  const lines: string[] = [];
  const sets = [
    [PUBLIC_MESSAGES.es, PUBLIC_MESSAGES[language]],
    [READER_MEMBERSHIP_MESSAGES.es, READER_MEMBERSHIP_MESSAGES[language]],
  ] as const;
  for (const [es, other] of sets) {
    for (const key of Object.keys(es) as (keyof typeof es)[]) {
      const theirs = new Set(
        wordsOf((other as unknown as Record<string, unknown>)[key]).map((w) => w.trim()),
      );
      for (const word of wordsOf(es[key])) {
        if (!theirs.has(word.trim())) lines.push(word.trim());
      }
    }
  }
  return [...new Set(lines.filter((line) => line.length > 6))];
}

/**
 * What a reader reads or hears of a page: its text and the attributes said aloud or shown
 * (labels, alternatives, the form's messages, the head's descriptions), not its ids.
 */
function readerText(html: string): string {
  const said = [
    ...html.matchAll(
      /\s(?:aria-label|alt|title|placeholder|value|data-pending|data-error|content)="([^"]*)"/g,
    ),
  ].map(([, value]) => value);
  return `${html.replace(/<[^>]*>/g, ' ')}\n${said.join('\n')}`;
}

function expectNone(html: string, lines: readonly string[], where: string) {
  const text = readerText(html);
  // Whole words: 'Publicidad' is no Spanish left in the Portuguese 'Publicidade'.
  const inText = (line: string) =>
    new RegExp(`(?<!\\p{L})${line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(
      text,
    );
  const found = lines.filter((line) => inText(line) || inText(escapeHtml(line)));
  expect(found, where).toEqual([]);
}

async function onBlog(host: string, path: string, form?: Record<string, string>) {
  const headers: Record<string, string> = { host };
  if (form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['sec-fetch-site'] = 'same-origin';
  }
  const res = await t.app.request(`http://${host}${path}`, {
    method: form ? 'POST' : 'GET',
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: res.status, text: await res.text() };
}

const as = (blog: 'pro' | 'demo') =>
  blog === 'pro'
    ? { token: s.tokens.pro, blog: s.pro.id }
    : { token: s.tokens.admin, blog: s.demo.id };

async function create(blog: 'pro' | 'demo', path: string, body: Record<string, unknown>) {
  const res = await call(t, 'POST', path, { ...as(blog), body });
  expect(res.status, res.text).toBe(201);
  return res.json as { uuid: string; id: number };
}

/**
 * A Spanish post with its English and Portuguese versions, each with an approved comment, and
 * a members-only post in the three; on the PRO blog, members and tips are on.
 */
async function translated(blog: 'pro' | 'demo') {
  if (blog === 'pro') {
    const set = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.pro,
      blog: s.pro.uuid,
      body: { language: 'es', membersEnabled: true, tipsEnabled: true },
    });
    expect(set.status, set.text).toBe(200);
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
  }
  const content = '<p>Text.</p><!--members-only--><p>More.</p>';
  const shown = [['cafe-de-olla', 'public'] as const];
  // Only a PRO blog has members.
  if (blog === 'pro') shown.push(['solo-socios', 'members'] as never);
  for (const [slug, visibility] of shown) {
    const original = await create(blog, '/api/posts', {
      title: `${slug} es`,
      slug,
      content,
      status: 'PUBLISHED',
      visibility,
      language: 'es',
    });
    for (const language of ['en', 'pt'] as const) {
      await create(blog, '/api/posts', {
        title: `${slug} ${language}`,
        slug,
        content,
        status: 'PUBLISHED',
        visibility,
        language,
        translationOf: original.uuid,
      });
    }
  }
  const blogId = blog === 'pro' ? s.pro.id : s.demo.id;
  const rows = await t.db.select().from(posts).where(eq(posts.slug, 'cafe-de-olla'));
  for (const row of rows.filter((r) => r.blogId === blogId)) {
    await t.db.insert(comments).values({
      blogId,
      postId: row.id,
      authorName: 'Ana',
      authorEmail: 'ana@example.com',
      content: 'Ok',
      status: 'APPROVED',
    });
  }
}

const has = (html: string, line: string) => expect(html).toContain(escapeHtml(line));

describe.each(['en', 'pt'] as const)('a version in %s on a Spanish blog', (language) => {
  const spanish = spanishOnly(language);
  const t9n: PublicMessages = PUBLIC_MESSAGES[language];
  const R = READER_MEMBERSHIP_MESSAGES[language];

  it('speaks its language around the text: dates, comments, tips, boxes, header and footer', async () => {
    await translated('pro');
    const page = await onBlog(PRO_HOST, `/${language}/blog/cafe-de-olla`);
    expect(page.status).toBe(200);
    for (const line of [t9n.send, t9n.reply, t9n.leaveComment, t9n.searchButton, R.tipButton])
      has(page.text, line);
    expectNone(page.text, spanish, 'post page');
    // The post's date, and its comment's, in the page's language.
    const dates = [...page.text.matchAll(/<time datetime="([^"]+)">([^<]+)<\/time>/g)];
    expect(dates.length).toBeGreaterThanOrEqual(2);
    for (const [, at, shown] of dates) {
      const date = new Date(at as string);
      expect(shown).toBe(formatPublicDate(date, language, { timeZone: DEFAULT_TIME_ZONE }));
      expect(shown).not.toBe(formatPublicDate(date, 'es', { timeZone: DEFAULT_TIME_ZONE }));
    }
    // Its forms stay in its language: the search (and its suggestions) and the tip.
    expect(page.text).toContain(`action="/${language}/search"`);
    expect(page.text).toContain(`action="/${language}/propina"`);
    const gated = await onBlog(PRO_HOST, `/${language}/blog/solo-socios`);
    has(gated.text, t9n.membersOnlyBox);
    expectNone(gated.text, spanish, 'members-only post');
    const missing = await onBlog(PRO_HOST, `/${language}/blog/nada`);
    expect(missing.status).toBe(404);
    has(missing.text, t9n.notFoundTitle);
    expectNone(missing.text, spanish, '404 page');
  });

  it('shows the FREE plan’s ad and the footer in its language', async () => {
    await translated('demo');
    const page = await onBlog(DEMO_HOST, `/${language}/blog/cafe-de-olla`);
    expect(page.status).toBe(200);
    has(page.text, t9n.adTitle);
    expectNone(page.text, spanish, 'post page with the ad');
  });

  it('answers its tip form and its comment form in its language', async () => {
    await translated('pro');
    const refused = await onBlog(PRO_HOST, `/${language}/propina`, { other: '0,50' });
    expect(refused.status).toBe(400);
    has(refused.text, R.tipsTitle);
    expectNone(refused.text, spanish, 'refused tip');
    const comment = await onBlog(PRO_HOST, `/${language}/blog/cafe-de-olla/comments`, {
      authorName: '',
      authorEmail: 'ana@example.com',
      content: 'Hi',
      website: '',
    });
    expect(comment.status).toBe(400);
    has(comment.text, t9n.commentError);
    // The rules' own refusal, in the page's language; the page's script has them all.
    has(comment.text, commentRefusalIn(language, FIELD_MESSAGES.nameRequired));
    expectNone(comment.text, [...spanish, FIELD_MESSAGES.nameRequired], 'refused comment');
    const page = await onBlog(PRO_HOST, `/${language}/blog/cafe-de-olla`);
    const table = JSON.parse(
      (/data-errors="([^"]+)"/.exec(page.text)?.[1] ?? '{}').replaceAll('&quot;', '"'),
    );
    const closed = table[refusalKey(SERVER_MESSAGES.commentsClosed)];
    expect(closed).toBe(commentRefusalIn(language, SERVER_MESSAGES.commentsClosed));
    expect(closed).not.toBe(SERVER_MESSAGES.commentsClosed);
    // Keyed by a hash: the page carries none of the rules' Spanish words.
    expect(page.text).not.toContain(SERVER_MESSAGES.commentsClosed);
  });
});

describe('the main language’s page', () => {
  it('keeps the Spanish strings around the Spanish version', async () => {
    await translated('pro');
    const page = await onBlog(PRO_HOST, '/blog/cafe-de-olla');
    const es = PUBLIC_MESSAGES.es;
    for (const line of [es.send, es.reply, es.leaveComment, es.searchButton]) has(page.text, line);
    has(page.text, READER_MEMBERSHIP_MESSAGES.es.tipButton);
    expect(page.text).toContain('<html lang="es">');
    expect(page.text).toContain('action="/search"');
    expect(page.text).toContain('action="/propina"');
    // The API's refusals show as they are: Spanish is its language.
    expect(page.text).not.toContain('data-errors=');
    expectNone(page.text, [PUBLIC_MESSAGES.en.send, PUBLIC_MESSAGES.en.leaveComment], 'es page');
  });
});
