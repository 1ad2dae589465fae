import { formatMoney, isCurrency, SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { hashSource, serverPagePolicy } from '../../platform/http/security-headers.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import { isSandbox } from '../../platform/payments/sandbox.ts';
import { processMembershipNotice } from './subscriptions.service.ts';

const INTERVAL_LABEL = { monthly: 'mensual', yearly: 'anual' } as const;

const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #d1d5db;cursor:pointer}
.pay{background:#2563eb;color:#fff;border-color:#2563eb}form{display:inline}`;

const PAGE_HEADERS = {
  'content-security-policy': serverPagePolicy({ styles: [hashSource(PAGE_CSS)], forms: true }),
};

const notFoundPage = () =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Suscripción no encontrada</title></head><body><h1>${escapeHtml(SERVER_MESSAGES.checkoutNotFound)}</h1></body></html>`;

/**
 * The local sandbox's page for a reader's recurring payment (no MERCADOPAGO_ACCESS_TOKEN): the
 * tier, its price and interval, and 'Autorizar' or 'Rechazar'. The answer sends the sandbox's
 * signed notices through the same path as the provider's webhook, then returns to the blog.
 */
export const sandboxPreapprovalRoutes = new Hono<AppEnv>()
  .get('/:id', (c) => {
    const provider = c.get('deps').payments;
    const found = isSandbox(provider) ? provider.preapproval(c.req.param('id')) : undefined;
    if (!found) return c.html(notFoundPage(), 404);
    const id = escapeHtml(found.id);
    const price = isCurrency(found.currency) ? formatMoney(found.amount, found.currency) : '';
    const answered =
      found.status === 'pending'
        ? ''
        : `<p><strong>Esta suscripción ya fue ${found.status === 'authorized' ? 'autorizada' : 'rechazada'}.</strong></p>`;
    return c.html(
      `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Suscripción de prueba · Bitácora</title>
<style>${PAGE_CSS}</style></head>
<body>
<main class="card">
<h1>Suscripción de prueba</h1>
<p>Esta es la pasarela de pruebas de Bitácora: no se cobra dinero real.</p>
<dl>
<dt>Suscripción</dt><dd>${escapeHtml(found.reason)}</dd>
<dt>Importe</dt><dd>${escapeHtml(price)} (${escapeHtml(INTERVAL_LABEL[found.interval])})</dd>
<dt>Email</dt><dd>${escapeHtml(found.payerEmail)}</dd>
</dl>
${answered}
<form method="post" action="/sandbox/preapproval/${id}/approve"><button class="pay" type="submit">Autorizar</button></form>
<form method="post" action="/sandbox/preapproval/${id}/decline"><button type="submit">Rechazar</button></form>
</main>
</body></html>`,
      200,
      PAGE_HEADERS,
    );
  })
  .post('/:id/:action{approve|decline}', async (c) => {
    const deps = c.get('deps');
    const provider = deps.payments;
    const found = isSandbox(provider) ? provider.preapproval(c.req.param('id')) : undefined;
    if (!found || !isSandbox(provider)) return c.html(notFoundPage(), 404);
    const outcome = c.req.param('action') === 'approve' ? 'approved' : 'declined';
    for (const notice of provider.answerPreapproval(found.id, outcome)) {
      await processMembershipNotice(deps, notice);
    }
    const back = new URL(found.backUrl);
    back.searchParams.set('suscripcion', outcome === 'approved' ? 'autorizada' : 'rechazada');
    // A link back and not a redirect: this page's forms may go only to itself (form-action
    // 'self'), which browsers apply to a form's redirects too, and the blog is another host.
    const done = outcome === 'approved' ? 'Suscripción autorizada' : 'Suscripción rechazada';
    return c.html(
      `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${done} · Bitácora</title>
<style>${PAGE_CSS}</style></head>
<body><main class="card"><h1>${done}</h1><p><a href="${escapeHtml(back.toString())}">Volver al blog</a></p></main></body></html>`,
      200,
      PAGE_HEADERS,
    );
  });
