import { SERVER_MESSAGES } from '@bitacora/domain';
import type { MiddlewareHandler } from 'hono';
import { isLoopbackAddress } from './address-ranges.ts';
import type { AppEnv } from './app-env.ts';
import { normaliseAddress } from './proxy-trust.ts';
import { sameSecret } from './signature.ts';

/**
 * GET /metrics. Open to a scraper on this machine talking to the server directly (a loopback
 * peer and no X-Forwarded-For or Forwarded header: a request relayed by a proxy on the same
 * machine carries one), or to any address with `Authorization: Bearer METRICS_TOKEN`. Anyone
 * else gets the API's 404, so the endpoint does not show from outside.
 */
export function metricsEndpoint(): MiddlewareHandler<AppEnv> {
  return async (c) => {
    const metrics = c.get('deps').metrics;
    if (!metrics) return c.json({ error: SERVER_MESSAGES.routeNotFound }, 404);
    const peer = normaliseAddress(c.env?.incoming?.socket?.remoteAddress ?? '');
    const relayed =
      c.req.header('x-forwarded-for') !== undefined || c.req.header('forwarded') !== undefined;
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const allowed =
      (isLoopbackAddress(peer) && !relayed) ||
      (metrics.token !== undefined && bearer !== undefined && sameSecret(metrics.token, bearer));
    if (!allowed) return c.json({ error: SERVER_MESSAGES.routeNotFound }, 404);
    const body = await metrics.registry.metrics();
    return c.body(body, 200, {
      'content-type': metrics.registry.contentType,
      'cache-control': 'no-store',
    });
  };
}
