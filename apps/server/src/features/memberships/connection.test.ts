import { PAYMENT_CONNECTION_MESSAGES as C } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  memberPayments,
  members,
  paymentConnections,
  settings,
} from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { connectBlog } from '../../test/payment-connection.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, DEMO_HOST } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { sellerToken } from './connection.service.ts';
import { membershipJobs } from './jobs.ts';
import { processMembershipNotice, subscribe } from './subscriptions.service.ts';
import { startTip } from './tips.service.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

const DAY = 86_400_000;
const START = new Date('2026-03-10T12:00:00.000Z');
const sandbox = () => t.deps.payments as SandboxProvider;
const asPro = { token: () => s.tokens.pro, blog: () => s.pro.id };
const status = () =>
  call(t, 'GET', '/api/members/mercadopago', { token: asPro.token(), blog: asPro.blog() });

/** The admin starts the authorisation; answers the sandbox's page address, parsed. */
async function start() {
  const res = await call(t, 'POST', '/api/members/mercadopago/connect', {
    token: asPro.token(),
    blog: asPro.blog(),
  });
  expect(res.status, res.text).toBe(200);
  return new URL(String(res.json.url));
}

/** The provider sends the admin's browser back with `params`. */
async function back(params: Record<string, string>, accept = 'text/html,application/xhtml+xml') {
  const res = await t.app.request(
    `/api/members/mercadopago/callback?${new URLSearchParams(params).toString()}`,
    { headers: { accept } },
  );
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** A 5 US$ monthly tier on the PRO blog and a member to buy it. */
async function tierAndMember() {
  const tier = await call(t, 'POST', '/api/members/tiers', {
    token: s.tokens.pro,
    blog: s.pro.id,
    body: { name: 'Mecenas', monthlyPrice: 500, yearlyPrice: 5000 },
  });
  expect(tier.status, tier.text).toBe(201);
  const [member] = await t.db
    .insert(members)
    .values({ blogId: s.pro.id, email: 'lectora@example.com' })
    .returning();
  if (!member) throw new Error('no member');
  return { tierUuid: String(tier.json.uuid), member };
}

const buy = (input: Awaited<ReturnType<typeof tierAndMember>>) =>
  subscribe(t.deps, {
    blogId: s.pro.id,
    member: input.member,
    tierUuid: input.tierUuid,
    interval: 'monthly',
    backUrl: 'http://pro.localhost/members/cuenta',
  });

describe('connecting the blog’s MercadoPago account', () => {
  it('goes to the authorisation with a state, keeps the sealed tokens and says who is connected', async () => {
    t.setNow(START);
    const before = await status();
    expect(before.status, before.text).toBe(200);
    expect(before.json).toMatchObject({ status: 'none', configured: true, sandbox: true });

    const url = await start();
    expect(url.pathname).toBe('/sandbox/oauth/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('platform_id')).toBe('mp');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/members/mercadopago/callback',
    );

    // The sandbox's page, and 'Autorizar' sending the browser back with a code and the state.
    const page = await t.app.request(`${url.pathname}${url.search}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    // Only our own return address, as the provider takes only the one registered.
    const elsewhere = new URL(url);
    elsewhere.searchParams.set('redirect_uri', 'https://ataque.example/robar');
    expect((await t.app.request(`${elsewhere.pathname}${elsewhere.search}`)).status).toBe(400);
    expect(html).toContain('Autorizar');
    expect(html).toContain('Cancelar');
    const answered = await t.app.request('/sandbox/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: url.searchParams.get('state') ?? '',
        redirect_uri: url.searchParams.get('redirect_uri') ?? '',
        answer: 'approve',
      }).toString(),
    });
    expect(answered.status).toBe(303);
    const to = new URL(answered.headers.get('location') ?? '');
    expect(to.searchParams.get('state')).toBe(url.searchParams.get('state'));
    const returned = await back(Object.fromEntries(to.searchParams));
    expect(returned.status).toBe(302);
    expect(returned.location).toBe('/cms/settings?mercadopago=conectado');

    const after = await status();
    expect(after.json).toMatchObject({
      status: 'connected',
      connectedAt: START.toISOString(),
      liveMode: false,
      activeMemberships: 0,
    });
    expect(after.json.accountId).toMatch(/^\d+$/);
    expect(after.json.nickname).toMatch(/^VENDEDOR_PRUEBA_/);
    // The tokens never leave the server, and the database keeps them sealed.
    const token = await sellerToken(t.deps, s.pro.id);
    expect(sandbox().sellerOf(token)?.userId).toBe(after.json.accountId);
    expect(after.text).not.toContain(token);
    const [row] = await t.db.select().from(paymentConnections);
    expect(row?.accessToken).not.toContain(token);
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.expiresAt?.getTime()).toBe(START.getTime() + 180 * DAY);
  });

  it('goes back to settings saying so when the admin cancels at the provider', async () => {
    const url = await start();
    const answered = await t.app.request('/sandbox/oauth/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: url.searchParams.get('state') ?? '',
        redirect_uri: url.searchParams.get('redirect_uri') ?? '',
        answer: 'deny',
      }).toString(),
    });
    const to = new URL(answered.headers.get('location') ?? '');
    expect(to.searchParams.get('error')).toBe('access_denied');
    const returned = await back(Object.fromEntries(to.searchParams));
    expect(returned.location).toBe('/cms/settings?mercadopago=cancelado');
    expect((await status()).json.status).toBe('none');
  });

  it('refuses a bad, reused, replaced or expired state with a page saying which, and a code the provider refuses', async () => {
    t.setNow(START);
    const bad = await back({ state: 'no-es-un-estado', code: 'TG-1' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain(escapeHtml(C.stateInvalid));
    // A client that asks for no page gets the API's answer.
    const asApi = await back({ state: 'no-es-un-estado', code: 'TG-1' }, 'application/json');
    expect(asApi.status).toBe(400);
    expect(JSON.parse(asApi.text)).toEqual({ error: C.stateInvalid });

    const url = await start();
    const state = url.searchParams.get('state') ?? '';
    const redirect = url.searchParams.get('redirect_uri') ?? '';
    // A code the provider does not know: the state is spent, settings say it failed.
    const refused = await back({ state, code: 'TG-inventado' });
    expect(refused.location).toBe('/cms/settings?mercadopago=error');
    const reused = await back({ state, code: sandbox().grantCode(redirect) });
    expect(reused.status).toBe(400);
    expect(reused.text).toContain(escapeHtml(C.stateUsed));

    // A newer authorisation replaces the older one.
    const first = (await start()).searchParams.get('state') ?? '';
    const second = (await start()).searchParams.get('state') ?? '';
    expect((await back({ state: first, code: sandbox().grantCode(redirect) })).text).toContain(
      escapeHtml(C.stateUsed),
    );

    t.setNow(new Date(START.getTime() + 16 * 60_000));
    const late = await back({ state: second, code: sandbox().grantCode(redirect) });
    expect(late.status).toBe(400);
    expect(late.text).toContain(escapeHtml(C.stateExpired));
    expect((await status()).json.status).toBe('none');
  });

  it('refuses the return once the user is no longer the blog’s admin', async () => {
    const url = await start();
    const demoted = await call(t, 'GET', '/api/members/mercadopago', {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(demoted.status).toBe(200);
    const { blogMembers } = await import('../../platform/db/schema/index.ts');
    await t.db
      .update(blogMembers)
      .set({ role: 'AUTHOR' })
      .where(eq(blogMembers.userId, s.users.pro.id));
    const code = sandbox().grantCode(url.searchParams.get('redirect_uri') ?? '');
    const res = await back({ state: url.searchParams.get('state') ?? '', code });
    expect(res.status).toBe(403);
    expect(res.text).toContain(escapeHtml(C.stateNotAdmin));
  });

  it('is the blog admin’s alone: an author gets a 403, another blog’s admin a 404 as for any blog not theirs', async () => {
    for (const [token, blog, expected] of [
      [s.tokens.author, s.demo.id, 403],
      [s.tokens.admin, s.pro.id, 404],
      [s.tokens.pro, s.demo.id, 404],
    ] as const) {
      for (const [method, path] of [
        ['GET', '/api/members/mercadopago'],
        ['POST', '/api/members/mercadopago/connect'],
        ['DELETE', '/api/members/mercadopago'],
      ] as const) {
        const res = await call(t, method, path, { token, blog });
        expect(res.status, `${method} ${path}`).toBe(expected);
      }
    }
    expect(await t.db.select().from(paymentConnections)).toEqual([]);
  });

  it('disconnects: the tokens are forgotten and the blog stops selling', async () => {
    const bought = await tierAndMember();
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
    const gone = await call(t, 'DELETE', '/api/members/mercadopago', {
      token: s.tokens.pro,
      blog: s.pro.id,
    });
    expect(gone.status, gone.text).toBe(200);
    expect(gone.json.status).toBe('none');
    expect(await t.db.select().from(paymentConnections)).toEqual([]);
    await expect(buy(bought)).rejects.toMatchObject({ status: 409, message: C.notConnected });
  });
});

describe('readers’ payments with the blog’s own token', () => {
  it('creates the preapproval with the seller’s token, never the platform’s', async () => {
    const bought = await tierAndMember();
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
    const started = await buy(bought);
    const id = started.checkoutUrl.split('/sandbox/preapproval/')[1] ?? '';
    const token = await sellerToken(t.deps, s.pro.id);
    expect(sandbox().preapproval(id)).toMatchObject({
      accessToken: token,
      sellerId: (await status()).json.accountId,
    });
  });

  it('creates a tip’s preference with the seller’s token and the platform fee', async () => {
    await t.db.update(settings).set({ tipsEnabled: true }).where(eq(settings.blogId, s.demo.id));
    await connectBlog(t, { token: s.tokens.admin, blog: s.demo.id });
    const started = await startTip(t.deps, {
      blogId: s.demo.id,
      form: { amount: '300' },
      origin: 'http://demo.localhost',
    });
    const id = started.checkoutUrl.split('/sandbox/tip/')[1] ?? '';
    const token = await sellerToken(t.deps, s.demo.id);
    expect(sandbox().tipCheckout(id)).toMatchObject({
      accessToken: token,
      sellerId: sandbox().sellerOf(token)?.userId,
      platformFee: 0,
    });
  });

  it('reads each notice with the account it names, and ignores one no blog has connected', async () => {
    const bought = await tierAndMember();
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
    const started = await buy(bought);
    const id = started.checkoutUrl.split('/sandbox/preapproval/')[1] ?? '';
    const [first, ...rest] = sandbox().answerPreapproval(id, 'approved');
    if (!first) throw new Error('no notice');
    expect(await processMembershipNotice(t.deps, first)).toBe('ignored');
    for (const notice of rest)
      expect(await processMembershipNotice(t.deps, notice)).toBe('activated');
    // Once disconnected, a renewal of that account is not read: nothing is written.
    await call(t, 'DELETE', '/api/members/mercadopago', { token: s.tokens.pro, blog: s.pro.id });
    const renewal = sandbox().charge(id, 'approved');
    if (!renewal) throw new Error('no renewal');
    expect(await processMembershipNotice(t.deps, renewal.notice)).toBe('ignored');
    expect(await t.db.select().from(memberPayments)).toHaveLength(1);
  });

  it('refuses a paid tier and a tip while the blog is not connected (409), with nothing written', async () => {
    const bought = await tierAndMember();
    await expect(buy(bought)).rejects.toMatchObject({ status: 409, message: C.notConnected });
    await t.db.update(settings).set({ tipsEnabled: true }).where(eq(settings.blogId, s.demo.id));
    await expect(
      startTip(t.deps, { blogId: s.demo.id, form: { amount: '300' }, origin: 'http://demo' }),
    ).rejects.toMatchObject({ status: 409 });
    // The reader's page on the blog says it in words.
    const page = await t.app.request(
      `http://${DEMO_HOST}/propina`,
      {
        method: 'POST',
        headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=300',
      },
      { incoming: { socket: { remoteAddress: '198.51.100.40' } } },
    );
    expect(page.status).toBe(409);
    expect(await page.text()).toContain(escapeHtml(C.notConnected));
    // The post page offers no tip until the account is connected, and at once after.
    const post = async () =>
      (
        await t.app.request(`http://${DEMO_HOST}/blog/sevilla-en-otono`, {
          headers: { host: DEMO_HOST },
        })
      ).text();
    expect(await post()).not.toContain('action="/propina"');
    await connectBlog(t, { token: s.tokens.admin, blog: s.demo.id });
    expect(await post()).toContain('action="/propina"');
    await call(t, 'DELETE', '/api/members/mercadopago', { token: s.tokens.admin, blog: s.demo.id });
    expect(await post()).not.toContain('action="/propina"');
  });

  it('refreshes tokens a month before they expire, and the new token is the one used', async () => {
    t.setNow(START);
    const bought = await tierAndMember();
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
    const old = await sellerToken(t.deps, s.pro.id);
    // Not yet due: nothing changes.
    await runDueJobs(t, membershipJobs(t.deps));
    expect(await sellerToken(t.deps, s.pro.id)).toBe(old);

    t.setNow(new Date(START.getTime() + 151 * DAY));
    const { refreshDueConnections } = await import('./connection.service.ts');
    expect(await refreshDueConnections(t.deps)).toBe(1);
    const renewed = await sellerToken(t.deps, s.pro.id);
    expect(renewed).not.toBe(old);
    expect(sandbox().sellerOf(old)).toBeUndefined();
    const [row] = await t.db.select().from(paymentConnections);
    expect(row?.expiresAt?.getTime()).toBe(START.getTime() + 331 * DAY);
    const started = await buy(bought);
    const id = started.checkoutUrl.split('/sandbox/preapproval/')[1] ?? '';
    expect(sandbox().preapproval(id)?.accessToken).toBe(renewed);
  });

  it('marks the connection expired when the provider refuses to refresh it', async () => {
    t.setNow(START);
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });
    // The seller withdrew the permission: the refresh token no longer works.
    await t.db
      .update(paymentConnections)
      .set({ refreshToken: 'v1.AAAA.AAAA.AAAA' })
      .where(eq(paymentConnections.blogId, s.pro.id));
    t.setNow(new Date(START.getTime() + 181 * DAY));
    await expect(sellerToken(t.deps, s.pro.id)).rejects.toMatchObject({ status: 409 });
    expect((await status()).json.status).toBe('expired');
  });
});
