import { createPreferenceBodySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import type { WebhookRequest } from '../../platform/payments/provider.ts';
import { contentChanged } from '../content/index.ts';
import {
  createPreference,
  processPaymentNotification,
  subscriptionStatus,
} from './subscriptions.service.ts';

/** /api/subscriptions: the PRO plan for the active blog, and the provider's webhook. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .post('/create-preference', async (c) => {
    const { interval } = await parseBody(c, createPreferenceBodySchema);
    const user = c.get('user');
    if (!user) throw unauthorized();
    return c.json(await createPreference(c.get('deps'), getBlog(c), user, interval));
  })
  .get('/status', async (c) =>
    c.json(
      await subscriptionStatus(c.get('deps'), getBlog(c), (blogId) =>
        contentChanged(c.var.versions, blogId),
      ),
    ),
  )
  .post('/webhook', async (c) => {
    // The provider may notify by query string alone, with an empty body.
    const body = await jsonBody(c, null);
    const request: WebhookRequest = {
      header: (name) => c.req.header(name),
      query: (name) => c.req.query(name),
      body,
    };
    const outcome = await processPaymentNotification(c.get('deps'), request);
    return c.json({ received: true, outcome });
  });
