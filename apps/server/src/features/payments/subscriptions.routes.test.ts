import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blogs, paymentEvents, subscriptions } from '../../platform/db/schema/index.ts';
import { createMercadoPagoProvider } from '../../platform/payments/mercadopago.ts';
import { signatureHeader } from '../../platform/payments/signature.ts';
import { call, createTestApp, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { addInterval } from './subscriptions.service.ts';

let t: TestApp;
let admin: string;
let author: string;
let demo: { id: number; uuid: string };
useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeEach(async () => {
  t.setNow(undefined);
  await t.reseed();
  admin = await tokenFor(t, 'admin');
  author = await tokenFor(t, 'author');
  demo = (await t.db.query.blogs.findFirst({ where: eq(blogs.subdomain, 'demo') }))!;
});

const today = () => new Date().toISOString().slice(0, 10);
const preference = (interval: string, token = admin) =>
  call(t, 'POST', '/api/subscriptions/create-preference', {
    token,
    blog: demo.uuid,
    body: { interval, plan: 'PRO' },
  });
const status = async () =>
  call(t, 'GET', '/api/subscriptions/status', {
    token: await tokenFor(t, 'admin'),
    blog: demo.uuid,
  });
const sandboxPath = (url: string) => new URL(url).pathname;

describe('PRO through the sandbox checkout', () => {
  it('create-preference → checkout page → Pagar → PRO with the next payment date', async () => {
    expect((await status()).json).toEqual({
      plan: 'FREE',
      status: 'inactive',
      next_payment_date: null,
    });
    const res = await preference('monthly');
    expect(res.status, res.text).toBe(200);
    const url = res.json.payment_url as string;
    expect(url).toMatch(/^http:\/\/localhost:3000\/sandbox\/checkout\/[0-9a-f]{32}$/);

    const page = await t.app.request(sandboxPath(url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pagar');
    expect(html).toContain('Cancelar');
    expect(html).toContain('9.99 USD');
    expect(html).toContain('Blog de demostración');

    const done = await t.app.request(`${sandboxPath(url)}/complete`, { method: 'POST' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/cms/settings?payment=success');
    expect((await status()).json).toEqual({
      plan: 'PRO',
      status: 'active',
      next_payment_date: addInterval(today(), 'monthly'),
    });

    // Completing again (a replayed notification) activates once.
    await t.app.request(`${sandboxPath(url)}/complete`, { method: 'POST' });
    expect((await status()).json.next_payment_date).toBe(addInterval(today(), 'monthly'));
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it('yearly adds a year; the period ends and the blog goes back to FREE', async () => {
    const url = (await preference('yearly')).json.payment_url as string;
    await t.app.request(`${sandboxPath(url)}/complete`, { method: 'POST' });
    const next = addInterval(today(), 'yearly');
    expect((await status()).json).toMatchObject({ plan: 'PRO', next_payment_date: next });
    t.setNow(new Date(`${addInterval(next, 'monthly')}T12:00:00Z`));
    expect((await status()).json).toMatchObject({ plan: 'FREE' });
    const [blog] = await t.db.select().from(blogs).where(eq(blogs.id, demo.id));
    expect(blog?.plan).toBe('FREE');
  });

  it('Cancelar leaves the plan alone', async () => {
    const url = (await preference('monthly')).json.payment_url as string;
    const res = await t.app.request(`${sandboxPath(url)}/cancel`, { method: 'POST' });
    expect(res.headers.get('location')).toBe('/cms/settings?payment=cancelled');
    expect((await status()).json).toMatchObject({ plan: 'FREE', status: 'inactive' });
    // Paying after cancelling does nothing more: the checkout is settled.
    await t.app.request(`${sandboxPath(url)}/complete`, { method: 'POST' });
    expect((await status()).json).toMatchObject({ plan: 'FREE' });
  });

  it('a forged webhook is refused and changes nothing', async () => {
    const url = (await preference('monthly')).json.payment_url as string;
    const id = sandboxPath(url).split('/').pop() as string;
    const ts = String(Date.now());
    const forged = await call(t, 'POST', `/api/subscriptions/webhook?data.id=${id}&type=payment`, {
      body: { type: 'payment', data: { id } },
      headers: {
        'x-request-id': 'r1',
        'x-signature': signatureHeader('no-es-el-secreto', id, 'r1', ts),
      },
    });
    expect(forged.status).toBe(400);
    const unsigned = await call(t, 'POST', '/api/subscriptions/webhook', {
      body: { type: 'payment', data: { id } },
    });
    expect(unsigned.status).toBe(400);
    expect((await status()).json.plan).toBe('FREE');
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it('only the blog ADMIN buys; bad bodies are 400 and store nothing; unknown checkout 404', async () => {
    expect((await preference('monthly', author)).status).toBe(403);
    for (const body of [
      {},
      { interval: 'weekly', plan: 'PRO' },
      { interval: 'monthly', plan: 'FREE' },
    ]) {
      const res = await call(t, 'POST', '/api/subscriptions/create-preference', {
        token: admin,
        blog: demo.uuid,
        body,
      });
      expect(res.status).toBe(400);
    }
    expect(await t.db.select().from(subscriptions)).toHaveLength(0);
    expect((await t.app.request('/sandbox/checkout/nope')).status).toBe(404);
    expect(
      (await t.app.request('/sandbox/checkout/nope/complete', { method: 'POST' })).status,
    ).toBe(404);
  });
});

describe('MercadoPago adapter against a local stand-in', () => {
  let server: Server;
  let base: string;
  const seen: { method: string; url: string; auth: string | undefined; body: string }[] = [];
  const payments = new Map<string, Record<string, unknown>>();
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        seen.push({
          method: req.method ?? '',
          url: req.url ?? '',
          auth: req.headers.authorization,
          body,
        });
        res.setHeader('content-type', 'application/json');
        if (req.method === 'POST' && req.url === '/checkout/preferences') {
          res.end(
            JSON.stringify({ id: 'pref-1', init_point: 'https://mp.example/checkout?pref=1' }),
          );
          return;
        }
        const match = /^\/v1\/payments\/(\w+)$/.exec(req.url ?? '');
        const payment = match && payments.get(match[1] as string);
        if (payment) {
          res.end(JSON.stringify(payment));
          return;
        }
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('creates a preference, verifies the signature and reads the payment back', async () => {
    const provider = createMercadoPagoProvider({
      accessToken: 'TEST-token',
      webhookSecret: 'secreto-webhook',
      publicOrigin: 'https://bitacora.example',
      baseUrl: base,
    });
    const mp = await createTestApp({ deps: { payments: provider } });
    try {
      const token = await tokenFor(mp, 'admin');
      const blog = (await mp.db.query.blogs.findFirst({ where: eq(blogs.subdomain, 'demo') }))!;
      const res = await call(mp, 'POST', '/api/subscriptions/create-preference', {
        token,
        blog: blog.uuid,
        body: { interval: 'yearly', plan: 'PRO' },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual({ payment_url: 'https://mp.example/checkout?pref=1' });
      const sent = seen.find((s) => s.url === '/checkout/preferences')!;
      expect(sent.auth).toBe('Bearer TEST-token');
      const pref = JSON.parse(sent.body);
      expect(pref.items[0]).toMatchObject({ unit_price: 99.99, quantity: 1, currency_id: 'USD' });
      expect(pref.notification_url).toBe('https://bitacora.example/api/subscriptions/webhook');
      const [sub] = await mp.db.select().from(subscriptions);
      expect(pref.external_reference).toBe(sub?.uuid);
      expect(sub).toMatchObject({
        provider: 'mercadopago',
        externalId: 'pref-1',
        status: 'pending',
      });

      // The body claims approval of a payment the provider has as approved for our reference.
      payments.set('9001', {
        id: 9001,
        status: 'approved',
        external_reference: sub?.uuid,
        transaction_amount: 99.99,
        payer: { id: 55 },
      });
      const ts = String(Math.floor(Date.now() / 1000));
      const hook = (signature: string) =>
        call(mp, 'POST', '/api/subscriptions/webhook?data.id=9001&type=payment', {
          body: { type: 'payment', data: { id: '9001' } },
          headers: { 'x-request-id': 'req-7', 'x-signature': signature },
        });
      expect((await hook(`ts=${ts},v1=${'0'.repeat(64)}`)).status).toBe(400);
      expect((await mp.db.select().from(blogs).where(eq(blogs.id, blog.id)))[0]?.plan).toBe('FREE');
      const good = signatureHeader('secreto-webhook', '9001', 'req-7', ts);
      const ok = await hook(good);
      expect(ok.status, ok.text).toBe(200);
      expect(ok.json.outcome).toBe('activated');
      expect((await hook(good)).json.outcome).toBe('duplicate');
      expect((await mp.db.select().from(blogs).where(eq(blogs.id, blog.id)))[0]?.plan).toBe('PRO');
      const [after] = await mp.db.select().from(subscriptions);
      expect(after).toMatchObject({
        status: 'active',
        nextPaymentDate: addInterval(today(), 'yearly'),
        externalPayerId: '55',
      });

      // A payment the provider does not know is ignored, whatever the body says.
      const unknown = await call(
        mp,
        'POST',
        '/api/subscriptions/webhook?data.id=404&type=payment',
        {
          body: { type: 'payment', data: { id: '404' } },
          headers: {
            'x-request-id': 'req-8',
            'x-signature': signatureHeader('secreto-webhook', '404', 'req-8', ts),
          },
        },
      );
      expect(unknown.json.outcome).toBe('ignored');

      // Refunded: the paid period runs to its date, marked cancelled.
      payments.set('9001', { ...payments.get('9001'), status: 'refunded' });
      expect((await hook(good)).json.outcome).toBe('cancelled');
      const [cancelled] = await mp.db.select().from(subscriptions);
      expect(cancelled).toMatchObject({
        status: 'cancelled',
        nextPaymentDate: addInterval(today(), 'yearly'),
      });
      expect((await mp.db.select().from(blogs).where(eq(blogs.id, blog.id)))[0]?.plan).toBe('PRO');
    } finally {
      await mp.close();
    }
  });

  it('a provider that fails is a 502 with the spec message, and leaves no subscription', async () => {
    const provider = createMercadoPagoProvider({
      accessToken: 'x',
      webhookSecret: 'y',
      publicOrigin: 'https://bitacora.example',
      baseUrl: 'http://127.0.0.1:9',
    });
    const mp = await createTestApp({ deps: { payments: provider } });
    try {
      const blog = (await mp.db.query.blogs.findFirst({ where: eq(blogs.subdomain, 'demo') }))!;
      const res = await call(mp, 'POST', '/api/subscriptions/create-preference', {
        token: await tokenFor(mp, 'admin'),
        blog: blog.uuid,
        body: { interval: 'monthly', plan: 'PRO' },
      });
      expect(res.status).toBe(502);
      expect(res.json.error).toBe(
        'No se pudo generar el enlace de pago. Intenta de nuevo o contacta soporte.',
      );
      expect(await mp.db.select().from(subscriptions)).toHaveLength(0);
    } finally {
      await mp.close();
    }
  });
});

describe('addInterval', () => {
  it('clamps to the end of the month', () => {
    expect(addInterval('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(addInterval('2026-11-22', 'monthly')).toBe('2026-12-22');
    expect(addInterval('2026-12-15', 'monthly')).toBe('2027-01-15');
    expect(addInterval('2028-02-29', 'yearly')).toBe('2029-02-28');
  });
});
