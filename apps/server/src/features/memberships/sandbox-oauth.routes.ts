import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { hashSource, serverPagePolicy } from '../../platform/http/security-headers.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import { isSandbox } from '../../platform/payments/sandbox.ts';
import { redirectUri } from './connection.service.ts';

const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #d1d5db;cursor:pointer}
.pay{background:#2563eb;color:#fff;border-color:#2563eb}form{display:inline}`;

const PAGE_HEADERS = {
  'content-security-policy': serverPagePolicy({ styles: [hashSource(PAGE_CSS)], forms: true }),
  'cache-control': 'no-store',
};

const shell = (title: string, main: string) =>
  `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Bitácora</title>
<style>${PAGE_CSS}</style></head>
<body><main class="card">${main}</main></body></html>`;

const NOT_HERE = 'Esta autorización no es válida: vuelve a Configuración y conecta de nuevo.';

/**
 * The local sandbox's authorisation page (no MERCADOPAGO_* settings), standing in for
 * MercadoPago's: the admin authorises Bitácora to charge on a test account ('Autorizar') or
 * declines ('Cancelar'), and goes back to the address Bitácora gave, with a code or an error,
 * carrying the state untouched. Only our own return address is accepted, as the provider accepts
 * only the one registered for the application.
 */
export const sandboxOAuthRoutes = new Hono<AppEnv>()
  .get('/authorize', (c) => {
    const deps = c.get('deps');
    const state = c.req.query('state') ?? '';
    const back = c.req.query('redirect_uri') ?? '';
    if (!isSandbox(deps.payments) || back !== redirectUri(deps) || state === '') {
      return c.html(
        shell('Autorización no válida', `<h1>${escapeHtml(NOT_HERE)}</h1>`),
        400,
        PAGE_HEADERS,
      );
    }
    const hidden = `<input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(back)}">`;
    return c.html(
      shell(
        'Conectar cuenta de prueba',
        `<h1>Conectar cuenta de prueba</h1>
<p>Esta es la pasarela de pruebas de Bitácora: no se cobra dinero real.</p>
<p>Bitácora pide permiso para crear cobros en tu cuenta de prueba de Mercado Pago: suscripciones de tus miembros y propinas de tus lectores.</p>
<form method="post" action="/sandbox/oauth/authorize">${hidden}<input type="hidden" name="answer" value="approve"><button class="pay" type="submit">Autorizar</button></form>
<form method="post" action="/sandbox/oauth/authorize">${hidden}<input type="hidden" name="answer" value="deny"><button type="submit">Cancelar</button></form>`,
      ),
      200,
      PAGE_HEADERS,
    );
  })
  .post('/authorize', async (c) => {
    const deps = c.get('deps');
    const form = await c.req.parseBody();
    const state = typeof form.state === 'string' ? form.state : '';
    const back = typeof form.redirect_uri === 'string' ? form.redirect_uri : '';
    if (!isSandbox(deps.payments) || back !== redirectUri(deps) || state === '') {
      return c.html(
        shell('Autorización no válida', `<h1>${escapeHtml(NOT_HERE)}</h1>`),
        400,
        PAGE_HEADERS,
      );
    }
    const to = new URL(back);
    if (form.answer === 'approve') to.searchParams.set('code', deps.payments.grantCode(back));
    else to.searchParams.set('error', 'access_denied');
    to.searchParams.set('state', state);
    // Our own host: a redirect is allowed by this page's form-action 'self'.
    return c.redirect(to.toString(), 303);
  });
