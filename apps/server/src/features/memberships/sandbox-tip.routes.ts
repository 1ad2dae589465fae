import { formatMoney, SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { hashSource, serverPagePolicy } from '../../platform/http/security-headers.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import { isSandbox } from '../../platform/payments/sandbox.ts';
import { processMembershipNotice } from './subscriptions.service.ts';

const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #d1d5db;cursor:pointer}
.pay{background:#2563eb;color:#fff;border-color:#2563eb}form{display:inline}`;

const PAGE_HEADERS = {
  'content-security-policy': serverPagePolicy({ styles: [hashSource(PAGE_CSS)], forms: true }),
};

const shell = (title: string, main: string) =>
  `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Bitácora</title>
<style>${PAGE_CSS}</style></head>
<body><main class="card">${main}</main></body></html>`;

/**
 * The local sandbox's page for a tip (no MERCADOPAGO_ACCESS_TOKEN): the blog, the amount, and
 * 'Pagar', 'Pagar en efectivo' (a payment left pending, as a cash one is) or 'Cancelar'. Paying
 * sends the sandbox's signed notice through the same path as the provider's webhook; the answer
 * links back to the blog's thank-you page.
 */
export const sandboxTipRoutes = new Hono<AppEnv>()
  .get('/:id', (c) => {
    const provider = c.get('deps').payments;
    const found = isSandbox(provider) ? provider.tipCheckout(c.req.param('id')) : undefined;
    if (!found) {
      return c.html(
        shell('Pago no encontrado', `<h1>${escapeHtml(SERVER_MESSAGES.checkoutNotFound)}</h1>`),
        404,
      );
    }
    const id = escapeHtml(found.id);
    const answered =
      found.status === 'pending'
        ? ''
        : `<p><strong>Este pago ya fue ${found.status === 'paid' ? 'hecho' : 'cancelado'}.</strong></p>`;
    return c.html(
      shell(
        'Pago de prueba',
        `<h1>Pago de prueba</h1>
<p>Esta es la pasarela de pruebas de Bitácora: no se cobra dinero real.</p>
<dl><dt>Concepto</dt><dd>${escapeHtml(found.title)}</dd><dt>Importe</dt><dd>${escapeHtml(formatMoney(found.amount, found.currency))}</dd></dl>
${answered}
<form method="post" action="/sandbox/tip/${id}/approved"><button class="pay" type="submit">Pagar</button></form>
<form method="post" action="/sandbox/tip/${id}/pending"><button type="submit">Pagar en efectivo</button></form>
<form method="post" action="/sandbox/tip/${id}/cancelled"><button type="submit">Cancelar</button></form>`,
      ),
      200,
      PAGE_HEADERS,
    );
  })
  .post('/:id/:outcome{approved|pending|cancelled}', async (c) => {
    const deps = c.get('deps');
    const provider = deps.payments;
    const found = isSandbox(provider) ? provider.tipCheckout(c.req.param('id')) : undefined;
    if (!found || !isSandbox(provider)) {
      return c.html(
        shell('Pago no encontrado', `<h1>${escapeHtml(SERVER_MESSAGES.checkoutNotFound)}</h1>`),
        404,
      );
    }
    const outcome = c.req.param('outcome') as 'approved' | 'pending' | 'cancelled';
    const paid = provider.payTip(found.id, outcome);
    if (paid) await processMembershipNotice(deps, paid.notice);
    const done =
      outcome === 'approved'
        ? 'Pago hecho'
        : outcome === 'pending'
          ? 'Pago pendiente'
          : 'Pago cancelado';
    // A link back and not a redirect: this page's forms may go only to itself (form-action
    // 'self'), and the blog is another host.
    return c.html(
      shell(
        done,
        `<h1>${done}</h1><p><a href="${escapeHtml(found.backUrl)}">Volver al blog</a></p>`,
      ),
      200,
      PAGE_HEADERS,
    );
  });
