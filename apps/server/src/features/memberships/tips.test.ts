import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatMoney, MEMBERSHIP_MESSAGES as M, splitPayment } from '@bitacora/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberPayments, memberTips, settings } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/http/html.ts';
import { createMercadoPagoProvider } from '../../platform/payments/mercadopago.ts';
import type { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { connectBlog } from '../../test/payment-connection.ts';
import type { Session } from '../../test/session-fixtures.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { processMembershipNotice } from './subscriptions.service.ts';
import { readTipForm, startTip, TIP_ADDRESS_LIMIT } from './tips.service.ts';

let t: TestApp;
let s: Session;
useTestApp(
  (app, session) => {
    t = app;
    s = session;
  },
  { reseedEachTest: true },
);

const sandbox = () => t.deps.payments as SandboxProvider;
const ledger = () => t.db.select().from(memberPayments);
const process = (notice: Parameters<typeof processMembershipNotice>[1]) =>
  processMembershipNotice(t.deps, notice);

/** Tips on for the demo blog, its MercadoPago account connected through the sandbox. */
async function enableTips(blogId: number, currency = 'USD') {
  await t.db
    .update(settings)
    .set({ tipsEnabled: true, currency })
    .where(eq(settings.blogId, blogId));
  await connectBlog(t, { token: s.tokens.admin, blog: blogId });
}

/** The super admin sets the platform's share in 'Ajustes de la plataforma'. */
async function setFee(bps: number) {
  const res = await call(t, 'PUT', '/api/platform-settings', {
    token: s.tokens.super,
    body: { requireTwoFactor: false, platformFeeBps: bps },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.json).toEqual({ requireTwoFactor: false, platformFeeBps: bps });
  const over = await call(t, 'PUT', '/api/platform-settings', {
    token: s.tokens.super,
    body: { requireTwoFactor: false, platformFeeBps: 5_001 },
  });
  expect(over.status).toBe(400);
}

/** A reader tips the FREE demo blog through the sandbox; answers the sandbox's checkout id. */
async function tipDemo(form: Record<string, unknown>) {
  const started = await startTip(t.deps, {
    blogId: s.demo.id,
    form,
    origin: 'http://demo.localhost',
  });
  const id = started.checkoutUrl.split('/sandbox/tip/')[1] ?? '';
  expect(sandbox().tipCheckout(id)?.status).toBe('pending');
  return id;
}

const listed = async () => {
  const res = await call(t, 'GET', '/api/members/tips', { token: s.tokens.admin, blog: s.demo.id });
  expect(res.status, res.text).toBe(200);
  return res.json.tips as Record<string, unknown>[];
};

describe('the tip form', () => {
  it('takes a suggested amount or one typed, between the currency’s bounds', () => {
    expect(readTipForm({ amount: '900' }, 'USD')).toEqual({ amount: 900, name: '', message: '' });
    expect(readTipForm({ amount: '300', other: '4,50', name: ' Ana ' }, 'USD')).toEqual({
      amount: 450,
      name: 'Ana',
      message: '',
    });
    // Whole pesos: 1.500 CLP is 1500.
    expect(readTipForm({ other: '1.500' }, 'CLP')).toMatchObject({ amount: 1_500 });
    expect(readTipForm({ other: '0,99' }, 'USD')).toEqual({
      errors: [M.tipBelowMinimum(formatMoney(100, 'USD'))],
    });
    expect(readTipForm({ other: '999' }, 'CLP')).toEqual({
      errors: [M.tipBelowMinimum(formatMoney(1_000, 'CLP'))],
    });
    expect(readTipForm({ amount: '30001' }, 'USD')).toEqual({
      errors: [M.tipAboveMaximum(formatMoney(30_000, 'USD'))],
    });
    expect(readTipForm({ amount: 'cinco' }, 'USD')).toEqual({ errors: [M.tipAmountInvalid] });
    expect(readTipForm({ amount: '300', name: 'x'.repeat(81) }, 'USD')).toEqual({
      errors: [M.tipNameTooLong],
    });
  });

  it('is refused where the blog takes no tips', async () => {
    await expect(
      startTip(t.deps, { blogId: s.demo.id, form: { amount: '300' }, origin: 'http://x' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('a tip through the sandbox', () => {
  it('writes one ledger row of kind tip, however often its notice comes, with the platform fee split by the domain rule', async () => {
    await enableTips(s.demo.id);
    await setFee(250);
    const id = await tipDemo({ amount: '300', name: 'Lucía', message: '¡Gracias por el blog!' });
    const paid = sandbox().payTip(id, 'approved');
    if (!paid) throw new Error('not paid');
    expect(await process(paid.notice)).toBe('recorded');
    expect(await process(paid.notice)).toBe('recorded');
    expect(await process(sandbox().notice('payment', paid.paymentId))).toBe('recorded');
    // 3,00 US$: the sandbox's 4.99 % is 14 cents, the platform's 2.5 % is 7.5 cents, rounded down.
    const split = splitPayment(300, 14, 250);
    expect(split).toEqual({ gross: 300, providerFee: 14, platformFee: 7, net: 279 });
    expect(await ledger()).toEqual([
      expect.objectContaining({
        kind: 'tip',
        blogId: s.demo.id,
        memberId: null,
        subscriptionId: null,
        ...split,
        currency: 'USD',
        status: 'approved',
      }),
    ]);
    expect(await listed()).toEqual([
      expect.objectContaining({
        name: 'Lucía',
        message: '¡Gracias por el blog!',
        currency: 'USD',
        ...split,
        status: 'approved',
      }),
    ]);
  });

  it('writes no paid row while the payment is pending, and lists it once approved', async () => {
    await enableTips(s.demo.id, 'CLP');
    const id = await tipDemo({ amount: '3000' });
    const pending = sandbox().payTip(id, 'pending');
    if (!pending) throw new Error('not paid');
    await process(pending.notice);
    expect((await ledger()).map((row) => row.status)).toEqual(['pending']);
    expect(await listed()).toEqual([]);

    const later = sandbox().updateTipPayment(pending.paymentId, { status: 'approved' });
    if (!later) throw new Error('no notice');
    await process(later);
    // No platform fee by default: the blogger keeps all but the provider's fee.
    expect(await listed()).toEqual([
      expect.objectContaining({ gross: 3_000, providerFee: 149, platformFee: 0, net: 2_851 }),
    ]);
    expect(await ledger()).toHaveLength(1);
  });

  it('answers nothing to a cancelled checkout, and ignores a notice of an unknown payment', async () => {
    await enableTips(s.demo.id);
    const id = await tipDemo({ amount: '300' });
    expect(sandbox().payTip(id, 'cancelled')).toBeUndefined();
    expect(await process(sandbox().notice('payment', 'desconocido'))).toBe('ignored');
    expect(await ledger()).toEqual([]);
  });

  it('lists a blog’s tips to its admin only', async () => {
    const other = await call(t, 'GET', '/api/members/tips', {
      token: s.tokens.pro,
      blog: s.demo.id,
    });
    // Another blog's admin does not learn that the blog exists.
    expect(other.status).toBe(404);
    const author = await call(t, 'GET', '/api/members/tips', {
      token: s.tokens.author,
      blog: s.demo.id,
    });
    expect(author.status).toBe(403);
  });
});

const HOST = 'demo.localhost:3000';
async function visit(
  path: string,
  init: { method?: string; form?: Record<string, string>; from?: string } = {},
) {
  const headers: Record<string, string> = { host: HOST };
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await t.app.request(
    path.startsWith('http') ? path : `http://${HOST}${path}`,
    { method: init.method ?? 'GET', headers, body },
    { incoming: { socket: { remoteAddress: init.from ?? '198.51.100.30' } } } as never,
  );
  return { status: res.status, text: await res.text() };
}

describe('the blog’s tip form', () => {
  it('is absent, and its address a 404, while the blog takes no tips', async () => {
    const post = await visit('/blog/sevilla-en-otono');
    expect(post.status).toBe(200);
    expect(post.text).not.toContain('action="/propina"');
    expect((await visit('/propina', { method: 'POST', form: { amount: '300' } })).status).toBe(404);
    expect((await visit('/propina/gracias')).status).toBe(404);
  });

  it('takes a reader from the post page through the sandbox to the thanks page and the admin’s list', async () => {
    // 'Configuración' turns tips on, on a FREE blog.
    const on = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { tipsEnabled: true },
    });
    expect(on.status, on.text).toBe(200);
    expect(on.json.tipsEnabled).toBe(true);
    await connectBlog(t, { token: s.tokens.admin, blog: s.demo.id });
    const post = await visit('/blog/sevilla-en-otono');
    expect(post.text).toContain('action="/propina"');
    expect(post.text).toContain('value="300" checked');
    expect(post.text).toContain(M.tipsTitle);

    const refused = await visit('/propina', { method: 'POST', form: { other: '0,50' } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(escapeHtml(M.tipBelowMinimum(formatMoney(100, 'USD'))));

    const answer = await visit('/propina', {
      method: 'POST',
      form: { amount: '900', name: 'Lector', message: 'Un café <b>doble</b>' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain(M.checkoutContinue);
    const link = /href="([^"]*\/sandbox\/tip\/[0-9a-f]+)"/.exec(answer.text)?.[1];
    if (!link) throw new Error('no link to the sandbox');
    const path = new URL(link).pathname;
    const checkout = await call(t, 'GET', path);
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain(escapeHtml(formatMoney(900, 'USD')));
    const paid = await call(t, 'POST', `${path}/approved`);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('http://demo.localhost:3000/propina/gracias');
    expect((await visit('/propina/gracias')).text).toContain(escapeHtml(M.tipThanksTitle));
    expect(await listed()).toEqual([
      expect.objectContaining({ name: 'Lector', message: 'Un café <b>doble</b>', gross: 900 }),
    ]);
  });
});

describe('tips from one address', () => {
  it('are refused past the hour’s limit with a page saying so, and open no more checkouts', async () => {
    const on = await call(t, 'PUT', '/api/settings', {
      token: s.tokens.admin,
      blog: s.demo.id,
      body: { tipsEnabled: true },
    });
    expect(on.status, on.text).toBe(200);
    await connectBlog(t, { token: s.tokens.admin, blog: s.demo.id });
    const tip = { method: 'POST', form: { amount: '300' }, from: '198.51.100.77' };
    for (let i = 0; i < TIP_ADDRESS_LIMIT.max; i += 1) {
      const started = await visit('/propina', tip);
      expect(started.status, started.text).toBe(200);
    }
    const before = await t.db.select().from(memberTips);
    expect(before).toHaveLength(TIP_ADDRESS_LIMIT.max);
    const refused = await visit('/propina', tip);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(escapeHtml(M.tooManyTips));
    expect(await t.db.select().from(memberTips)).toHaveLength(before.length);
  });
});

describe('a tip through MercadoPago', () => {
  it('creates the preference with the blog’s token, the platform fee as marketplace_fee, and counts only the provider’s own fee', async () => {
    const seen: { url: string; body: string; auth: string | undefined }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({ url: req.url ?? '', body, auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/checkout/preferences') {
          res.end(JSON.stringify({ id: 'pref-7', init_point: 'https://mp.example/pay?pref=7' }));
        } else if (req.url === '/v1/payments/777') {
          res.end(
            JSON.stringify({
              id: 777,
              status: 'approved',
              external_reference: 'ref',
              currency_id: 'ARS',
              transaction_amount: 3000,
              transaction_amount_refunded: 0,
              fee_details: [
                { type: 'mercadopago_fee', fee_payer: 'collector', amount: 149.7 },
                { type: 'application_fee', fee_payer: 'collector', amount: 75 },
                { type: 'financing_fee', fee_payer: 'payer', amount: 300 },
              ],
            }),
          );
        } else {
          res.statusCode = 404;
          res.end('{}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const provider = createMercadoPagoProvider({
        accessToken: 'TEST-token',
        webhookSecret: 'secreto',
        publicOrigin: 'https://bitacora.example',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      const checkout = await provider.createTipCheckout('APP_USR-vendedor', {
        reference: 'ref',
        title: M.tipReason('Mi blog'),
        amount: 300_000,
        currency: 'ARS',
        platformFee: 7_500,
        backUrl: 'https://demo.bitacora.example/propina/gracias',
      });
      expect(checkout).toEqual({ id: 'pref-7', checkoutUrl: 'https://mp.example/pay?pref=7' });
      // The seller's account, never the platform's own token.
      expect(seen[0]?.auth).toBe('Bearer APP_USR-vendedor');
      const pref = JSON.parse(seen[0]?.body ?? '{}');
      expect(pref).toMatchObject({
        items: [{ unit_price: 3000, quantity: 1, currency_id: 'ARS' }],
        marketplace_fee: 75,
        external_reference: 'ref',
        notification_url: 'https://bitacora.example/api/members/webhook',
      });
      expect(pref.back_urls.success).toBe('https://demo.bitacora.example/propina/gracias');
      expect(await provider.fetchTipPayment('APP_USR-vendedor', '777')).toEqual({
        id: '777',
        externalReference: 'ref',
        status: 'approved',
        gross: 300_000,
        currency: 'ARS',
        providerFee: 14_970,
        refunded: 0,
      });
      expect(seen.at(-1)?.auth).toBe('Bearer APP_USR-vendedor');
      expect(await provider.fetchTipPayment('APP_USR-vendedor', '778')).toBeNull();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
