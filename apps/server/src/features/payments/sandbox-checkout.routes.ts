import { SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { hashSource, serverPagePolicy } from '../../platform/http/security-headers.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import { isSandbox } from '../../platform/payments/sandbox.ts';
import { contentChanged } from '../content/index.ts';
import { processPaymentNotification } from './subscriptions.service.ts';

const INTERVAL_LABEL = { monthly: 'mensual', yearly: 'anual' } as const;

const CHECKOUT_CSS = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #d1d5db;cursor:pointer}
.pay{background:#2563eb;color:#fff;border-color:#2563eb}form{display:inline}`;

/** The page posts its two forms to itself and has one stylesheet. */
const CHECKOUT_HEADERS = {
  'content-security-policy': serverPagePolicy({ styles: [hashSource(CHECKOUT_CSS)], forms: true }),
};

const notFoundPage = (message: string) =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Pago no encontrado</title></head><body><h1>${escapeHtml(message)}</h1><p><a href="/cms/settings">Volver a la configuración</a></p></body></html>`;

/**
 * The local sandbox checkout (no MERCADOPAGO_ACCESS_TOKEN): a page with the plan and amount
 * and two buttons. Both settle the checkout and send its signed notification through the same
 * handler as MercadoPago's webhook, then return to the panel's settings.
 */
export const sandboxCheckoutRoutes = new Hono<AppEnv>()
  .get('/:id', (c) => {
    const provider = c.get('deps').payments;
    const checkout = isSandbox(provider) ? provider.checkout(c.req.param('id')) : undefined;
    if (!checkout) return c.html(notFoundPage(SERVER_MESSAGES.checkoutNotFound), 404);
    const id = escapeHtml(checkout.id);
    const amount = `${checkout.amount.toFixed(2)} ${checkout.currency}`;
    const settled =
      checkout.status === 'pending'
        ? ''
        : `<p><strong>Este pago ya fue ${checkout.status === 'approved' ? 'completado' : 'cancelado'}.</strong></p>`;
    return c.html(
      `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pago de prueba · Bitácora</title>
<style>${CHECKOUT_CSS}</style></head>
<body>
<main class="card">
<h1>Pago de prueba</h1>
<p>Esta es la pasarela de pruebas de Bitácora: no se cobra dinero real.</p>
<dl>
<dt>Plan</dt><dd>PRO ${escapeHtml(INTERVAL_LABEL[checkout.interval])}</dd>
<dt>Blog</dt><dd>${escapeHtml(checkout.blogName)} (${escapeHtml(checkout.subdomain)})</dd>
<dt>Importe</dt><dd>${escapeHtml(amount)}</dd>
<dt>Email</dt><dd>${escapeHtml(checkout.payerEmail)}</dd>
</dl>
${settled}
<form method="post" action="/sandbox/checkout/${id}/complete"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="/sandbox/checkout/${id}/cancel"><button type="submit">Cancelar</button></form>
</main>
</body></html>`,
      200,
      CHECKOUT_HEADERS,
    );
  })
  .post('/:id/:action{complete|cancel}', async (c) => {
    const deps = c.get('deps');
    const provider = deps.payments;
    const action = c.req.param('action');
    const notification = isSandbox(provider)
      ? provider.settle(c.req.param('id'), action === 'complete' ? 'approved' : 'cancelled')
      : undefined;
    if (!notification) return c.html(notFoundPage(SERVER_MESSAGES.checkoutNotFound), 404);
    await processPaymentNotification(deps, notification);
    // A plan changed: ads, analytics and series on the public pages depend on it.
    await contentChanged(c.var.versions);
    const checkout = isSandbox(provider) ? provider.checkout(c.req.param('id')) : undefined;
    const result = checkout?.status === 'approved' ? 'success' : 'cancelled';
    return c.redirect(`/cms/settings?payment=${result}`, 303);
  });
