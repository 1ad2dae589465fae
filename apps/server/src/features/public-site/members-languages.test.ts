import { randomBytes } from 'node:crypto';
import { type Language, READER_MEMBERSHIP_MESSAGES } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSessions, members } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import { linkTokenHash } from '../../platform/http/mail-link-token.ts';
import { connectBlog } from '../../test/payment-connection.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MEMBER_COOKIE } from '../members/index.ts';
import { PUBLIC_MESSAGES } from './messages.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

/**
 * The Spanish a reader of an English or French blog must never meet in the members' boxes, the
 * tip form and its pages, the plan and the comments' members line.
 */
const SPANISH = (() => {
  const es = READER_MEMBERSHIP_MESSAGES.es;
  const lines = Object.values(es).flatMap((value) =>
    typeof value === 'function'
      ? [value('¤').split('¤')[0] ?? '']
      : typeof value === 'object'
        ? Object.values(value)
        : [value],
  );
  const pub = PUBLIC_MESSAGES.es;
  lines.push(
    pub.membersOnlyBox,
    pub.paidOnlyBox,
    pub.joinToRead,
    pub.upgradeToRead,
    pub.signInToComment,
    pub.commentsMembersOnly,
    ' al mes',
    ' al año',
  );
  // Words shorter than a phrase would match other languages' text ('mes' in 'messages').
  return [...new Set(lines.map((line) => line.trim()).filter((line) => line.length > 6))];
})();

function expectNoSpanish(html: string, where: string) {
  for (const line of SPANISH) {
    expect(html.includes(line) || html.includes(escapeHtml(line)), `${where}: «${line}»`).toBe(
      false,
    );
  }
}

let address = 0;
async function onBlog(path: string, init: { cookie?: string; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { host: PRO_HOST };
  if (init.cookie) headers.cookie = `${MEMBER_COOKIE}=${init.cookie}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    headers['sec-fetch-site'] = 'same-origin';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await t.app.request(
    `http://${PRO_HOST}${path}`,
    { method: body === undefined ? 'GET' : 'POST', headers, body },
    { incoming: { socket: { remoteAddress: `203.0.113.${++address % 250}` } } },
  );
  return { status: res.status, text: await res.text() };
}

async function memberCookie(email: string): Promise<string> {
  const [found] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.blogId, s.pro.id), eq(members.email, email)));
  const member =
    found ??
    (await t.db.insert(members).values({ blogId: s.pro.id, email, name: 'Reader' }).returning())[0];
  if (!member) throw new Error('member missing');
  const token = randomBytes(32).toString('base64url');
  await t.db.insert(memberSessions).values({
    memberId: member.id,
    tokenHash: linkTokenHash(token),
    expiresAt: new Date(t.deps.now().getTime() + 86_400_000),
  });
  return token;
}

/** The PRO blog in `language`, with members, tips, members-only comments and a paid tier. */
async function blogIn(language: Language) {
  const set = await call(t, 'PUT', '/api/settings', {
    token: s.tokens.pro,
    blog: s.pro.uuid,
    body: { language, membersEnabled: true, tipsEnabled: true, commentsMembersOnly: true },
  });
  expect(set.status, set.text).toBe(200);
  const tier = await call(t, 'POST', '/api/members/tiers', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { name: 'Patron', monthlyPrice: 500, yearlyPrice: 5000 },
  });
  expect(tier.status, tier.text).toBe(201);
  await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
  for (const [slug, visibility] of [
    ['open-letter', 'public'],
    ['for-members', 'members'],
    ['for-patrons', 'paid'],
  ] as const) {
    const post = await call(t, 'POST', '/api/posts', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        title: slug,
        slug,
        content: '<p>Free part.</p><!--members-only--><p>The rest.</p>',
        status: 'PUBLISHED',
        visibility,
      },
    });
    expect(post.status, post.text).toBe(201);
  }
  return String(tier.json.uuid);
}

describe.each(['en', 'fr'] as const)('a blog in %s', (language) => {
  const R = READER_MEMBERSHIP_MESSAGES[language];
  const t9n = PUBLIC_MESSAGES[language];
  const has = (html: string, line: string) => expect(html).toContain(escapeHtml(line));

  it('shows the tip form, the members-only comments line and the paywall boxes in its language', async () => {
    await blogIn(language);
    const post = await onBlog('/blog/open-letter');
    expect(post.status).toBe(200);
    has(post.text, R.tipsTitle);
    has(post.text, R.tipsIntro);
    has(post.text, R.tipOther);
    has(post.text, R.tipButton);
    has(post.text, t9n.signInToComment);
    expectNoSpanish(post.text, 'post page');

    const gated = await onBlog('/blog/for-members');
    has(gated.text, t9n.membersOnlyBox);
    expectNoSpanish(gated.text, 'members post');
    const paid = await onBlog('/blog/for-patrons');
    has(paid.text, t9n.paidOnlyBox);
    expectNoSpanish(paid.text, 'paid post');
  });

  it('answers the tip form and its pages in its language', async () => {
    await blogIn(language);
    const refused = await onBlog('/propina', { form: { other: '0,50' } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(escapeHtml(R.tipBelowMinimum('')).slice(0, 10));
    expectNoSpanish(refused.text, 'refused tip');

    const answer = await onBlog('/propina', { form: { amount: '300' } });
    expect(answer.status, answer.text).toBe(200);
    has(answer.text, R.checkoutTitle);
    has(answer.text, R.tipCheckoutText);
    has(answer.text, R.checkoutContinue);
    expectNoSpanish(answer.text, 'tip checkout');

    const thanks = await onBlog('/propina/gracias');
    has(thanks.text, R.tipThanksTitle);
    expectNoSpanish(thanks.text, 'thanks page');
  });

  it("shows a member the plan's offers and the way to pay in its language", async () => {
    const tier = await blogIn(language);
    const cookie = await memberCookie('reader@example.com');
    const account = await onBlog('/members/cuenta', { cookie });
    expect(account.status).toBe(200);
    has(account.text, R.paidTiersTitle);
    expect(account.text).toContain(escapeHtml(R.subscribeMonthly('¤').split('¤')[0] ?? ''));
    expectNoSpanish(account.text, 'account page');

    const post = await onBlog('/blog/open-letter', { cookie });
    expectNoSpanish(post.text, "member's post page");

    const started = await onBlog('/members/cuenta/suscribirme', {
      cookie,
      form: { tier, interval: 'monthly' },
    });
    expect(started.status, started.text).toBe(200);
    has(started.text, R.checkoutText);
    expectNoSpanish(started.text, 'membership checkout');

    // A tier no longer on sale: a page of the blog saying so, not the API's answer.
    const gone = await onBlog('/members/cuenta/suscribirme', {
      cookie,
      form: { tier: '00000000-0000-4000-8000-000000000000', interval: 'monthly' },
    });
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('<html');
    has(gone.text, R.tierNotOnSale);
    has(gone.text, R.backToAccount);
    expectNoSpanish(gone.text, 'refused membership');

    // The blog's account disconnected: the refusal speaks the blog's language too.
    const off = await call(t, 'DELETE', '/api/members/mercadopago', {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(off.status, off.text).toBeLessThan(300);
    const unconnected = await onBlog('/members/cuenta/suscribirme', {
      cookie,
      form: { tier, interval: 'monthly' },
    });
    expect(unconnected.status).toBe(409);
    has(unconnected.text, R.notConnected);
    expectNoSpanish(unconnected.text, 'membership without the account');
  });
});
