import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import { processMembershipNotice } from './subscriptions.service.ts';

/**
 * The provider's notices about readers' recurring payments (MercadoPago's `subscription_*`
 * topics), signed like the PRO plan's: the route only hands them to the one processing path.
 */
export const membershipWebhookRoutes = new Hono<AppEnv>().post('/', async (c) => {
  // The provider may notify by query string alone, with an empty body; a body that is not JSON
  // is refused as such, like every other JSON route's.
  const body = await jsonBody(c, null);
  const outcome = await processMembershipNotice(c.get('deps'), {
    header: (name) => c.req.header(name),
    query: (name) => c.req.query(name),
    body,
  });
  return c.json({ received: true, outcome });
});
