import { PAYMENT_CONNECTION_MESSAGES as C } from '@bitacora/domain';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../platform/http/html.ts';
import type { OutboxMailer } from '../../platform/mail/mailer.ts';
import { connectBlog } from '../../test/payment-connection.ts';
import { runDueJobs } from '../../test/run-jobs.ts';
import { call, PRO_HOST } from '../../test/test-db.ts';
import { useTestMails } from '../../test/test-mails.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { MEMBER_COOKIE, memberJobs } from '../members/index.ts';

const { t, s } = useTestApp({ reseedEachTest: true });
const { mailsTo } = useTestMails(() => t.deps.mailer as OutboxMailer);

/** A request on the PRO blog's host, as the member with `cookie`. */
async function onBlog(path: string, init: { form?: Record<string, string>; cookie?: string } = {}) {
  const headers: Record<string, string> = { host: PRO_HOST };
  if (init.cookie) headers.cookie = `${MEMBER_COOKIE}=${init.cookie}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const res = await t.app.request(
    `http://${PRO_HOST}${path}`,
    { method: body === undefined ? (init.form ? 'POST' : 'GET') : 'POST', headers, body },
    { incoming: { socket: { remoteAddress: '198.51.100.9' } } },
  );
  return { status: res.status, headers: res.headers, text: await res.text() };
}

async function signIn(email: string): Promise<string> {
  const asked = await t.app.request(
    `http://${PRO_HOST}/members/api/send-magic-link`,
    {
      method: 'POST',
      headers: { host: PRO_HOST, 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    },
    { incoming: { socket: { remoteAddress: '198.51.100.8' } } },
  );
  expect(asked.status).toBe(202);
  await runDueJobs(t, memberJobs(t.deps));
  const token = /\/members\/entrar\?token=(\S+)/.exec(mailsTo(email).at(-1)?.text ?? '')?.[1];
  const res = await onBlog('/members/entrar', { form: { token: decodeURIComponent(token ?? '') } });
  const value = new RegExp(`${MEMBER_COOKIE}=([^;]+)`).exec(
    res.headers.get('set-cookie') ?? '',
  )?.[1];
  if (!value) throw new Error('no session');
  return value;
}

describe("the member's account page and paid tiers", () => {
  it('offers the paid tiers, subscribes through the sandbox, shows the plan and cancels to the period end', async () => {
    const tier = await call(t, 'POST', '/api/members/tiers', {
      token: s.tokens.pro,
      blog: s.pro.id,
      body: {
        name: 'Mecenas',
        benefits: ['Entradas de pago'],
        monthlyPrice: 500,
        yearlyPrice: 5000,
      },
    });
    expect(tier.status, tier.text).toBe(201);
    const cookie = await signIn('lector@example.com');

    // Until the blog's MercadoPago account is connected, nothing can be bought.
    const unpaid = await onBlog('/members/cuenta', { cookie });
    expect(unpaid.text).toContain(escapeHtml(C.notConnected));
    expect(unpaid.text).not.toContain('Suscribirme por');
    const refused = await onBlog('/members/cuenta/suscribirme', {
      cookie,
      form: { tier: String(tier.json.uuid), interval: 'monthly' },
    });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain(escapeHtml(C.notConnected));
    await connectBlog(t, { token: s.tokens.pro, blog: s.pro.id });

    const offer = await onBlog('/members/cuenta', { cookie });
    expect(offer.status).toBe(200);
    expect(offer.text).toMatch(/Suscribirme por 5,00\sUS\$ al mes/);
    expect(offer.text).toMatch(/Suscribirme por 50,00\sUS\$ al año/);
    expect(offer.text).toContain('Entradas de pago');

    const started = await onBlog('/members/cuenta/suscribirme', {
      cookie,
      form: { tier: String(tier.json.uuid), interval: 'monthly' },
    });
    expect(started.status, started.text).toBe(200);
    expect(started.text).toContain('Continuar al pago');
    const link = /href="([^"]*\/sandbox\/preapproval\/[^"]+)"/.exec(started.text)?.[1] ?? '';
    const checkout = new URL(link);
    expect(checkout.pathname).toMatch(/^\/sandbox\/preapproval\//);
    const approved = await call(t, 'POST', `${checkout.pathname}/approve`);
    expect(approved.text).toContain('/members/cuenta?suscripcion=autorizada');

    const plan = await onBlog('/members/cuenta', { cookie });
    expect(plan.text).toContain('Mecenas');
    expect(plan.text).toContain('Se renueva el');
    expect(plan.text).toContain('<dt>Plan</dt><dd>De pago</dd>');
    // The member's own payments: the page's list and the data they download.
    expect(plan.text).toContain('Tus pagos');
    expect(plan.text).toMatch(/<td>5,00\sUS\$<\/td><td>Pagado<\/td>/);
    const data = await onBlog('/members/cuenta/datos', { cookie });
    expect(JSON.parse(data.text).payments).toEqual([
      expect.objectContaining({ amount: 500, currency: 'USD', status: 'approved' }),
    ]);
    expect(plan.text).not.toContain('Suscribirme por');

    expect((await onBlog('/members/cuenta/cancelar', { cookie, form: {} })).status).toBe(303);
    const cancelled = await onBlog('/members/cuenta', { cookie });
    expect(cancelled.text).toContain('Cancelada: tienes acceso hasta el');
    expect(cancelled.text).toContain('Mecenas');
    // A second 'Cancelar' (a form sent twice, another tab) leads back to the same account page.
    const again = await onBlog('/members/cuenta/cancelar', { cookie, form: {} });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/members/cuenta');
  });

  it('sends a visitor without a session to sign in', async () => {
    const res = await onBlog('/members/cuenta/suscribirme', {
      form: { tier: 'x', interval: 'monthly' },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/members/entrar');
  });
});
