import { PAYMENT_CONNECTION_MESSAGES as C } from '@bitacora/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import { wantsPage } from '../../platform/http/link-pages.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { hashSource, serverPagePolicy } from '../../platform/http/security-headers.ts';
import { escapeHtml } from '../../platform/mail/templates.ts';
import {
  connectionStatus,
  disconnect,
  finishConnection,
  RETURN_PARAM,
  SETTINGS_RETURN,
  startConnection,
} from './connection.service.ts';

const PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2937}
.card{border:1px solid #d1d5db;border-radius:.75rem;padding:1.5rem}`;

/** Why the return from the provider was refused, in a page of its own (the admin's browser). */
const refusedPage = (message: string) =>
  `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(C.stateTitle)} · Bitácora</title>
<style>${PAGE_CSS}</style></head>
<body><main class="card"><h1>${escapeHtml(C.stateTitle)}</h1><p>${escapeHtml(message)}</p>
<p><a href="${SETTINGS_RETURN}">${escapeHtml(C.backToSettings)}</a></p></main></body></html>`;

const CONNECT_BODY = z.object({});

/**
 * The blog's own MercadoPago account (mounted at /api/members/mercadopago): its state for the
 * admin, the start of the authorisation, the provider's return and the disconnection.
 */
export const connectionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await connectionStatus(c.get('deps'), getBlog(c).id)))
  .post('/connect', async (c) => {
    // No fields; a body that came anyway must be a JSON object, as on every other write.
    CONNECT_BODY.parse(await jsonBody(c));
    return c.json(
      await startConnection(c.get('deps'), { blogId: getBlog(c).id, userId: getActor(c).userId }),
    );
  })
  // The admin's browser, sent back by the provider: no session header here, the state says who.
  .get('/callback', async (c) => {
    const outcome = await finishConnection(c.get('deps'), {
      state: c.req.query('state'),
      code: c.req.query('code'),
      error: c.req.query('error'),
    });
    if (outcome.kind === 'back') {
      return c.redirect(`${SETTINGS_RETURN}?${RETURN_PARAM}=${outcome.outcome}`, 302);
    }
    // A browser gets the page; any other client the API's answer.
    if (!wantsPage(c)) return c.json({ error: outcome.message }, outcome.status);
    return c.html(refusedPage(outcome.message), outcome.status, {
      'content-security-policy': serverPagePolicy({ styles: [hashSource(PAGE_CSS)] }),
      'cache-control': 'no-store',
    });
  })
  .delete('/', async (c) => {
    const deps = c.get('deps');
    await disconnect(deps, getBlog(c).id);
    return c.json(await connectionStatus(deps, getBlog(c).id));
  });
