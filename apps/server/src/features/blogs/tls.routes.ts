import { canonicalDomain, hasFeature, SERVER_MESSAGES } from '@bitacora/domain';
import { eq, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { blogs } from '../../platform/db/schema/index.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { classifyHost, hostName } from '../../platform/http/host.ts';

/** Asks per caller and minute: the TLS proxy asks once per new name, a flood gets refused. */
export const TLS_ASK_LIMIT = 120;
const WINDOW_MS = 60_000;
const DOMAIN = /^[a-z0-9.-]{1,253}$/;

/**
 * GET /api/tls/ask?domain=…: whether a TLS proxy issuing certificates on demand (Caddy's
 * `on_demand_tls ask`) may get one for this name. 200 for the platform's own name, a subdomain
 * of an existing blog, and the verified own domain of a blog whose plan has the domain feature
 * (`hasFeature(plan, 'customDomain')`, the rule the settings apply); 404 for anything else (a
 * domain still pending verification included), so a visitor cannot make the proxy request
 * certificates for names no blog has proved it controls.
 */
export const tlsRoutes = new Hono<AppEnv>().get('/ask', async (c) => {
  const deps = c.get('deps');
  const state = await deps.rateLimitStore.hit(`tls-ask:${clientAddress(c)}`, WINDOW_MS, deps.now());
  if (state.count > TLS_ASK_LIMIT) {
    return c.json({ error: SERVER_MESSAGES.tooManyRequests }, 429);
  }
  const raw = c.req.query('domain') ?? '';
  const name = hostName(raw);
  if (!DOMAIN.test(name) || name.includes('..')) {
    return c.json({ error: SERVER_MESSAGES.domainInvalid }, 400);
  }
  const target = classifyHost(name, deps);
  const known = { status: 'ok' as const };
  if (target.kind === 'app') {
    // The loopback names are the app's too, but no certificate is ever issued for them.
    return name === hostName(deps.publicDomain)
      ? c.json(known)
      : c.json({ error: SERVER_MESSAGES.domainUnknown }, 404);
  }
  const condition =
    target.kind === 'subdomain'
      ? or(eq(blogs.subdomain, target.subdomain), eq(blogs.domain, name))
      : eq(blogs.domain, target.domain);
  const rows = await deps.db
    .select({
      subdomain: blogs.subdomain,
      domain: blogs.domain,
      domainVerifiedAt: blogs.domainVerifiedAt,
      plan: blogs.plan,
    })
    .from(blogs)
    .where(condition)
    .limit(2);
  const served = rows.some(
    (row) =>
      (target.kind === 'subdomain' && row.subdomain === target.subdomain) ||
      (canonicalDomain(row) === name && hasFeature(row.plan, 'customDomain')),
  );
  return served ? c.json(known) : c.json({ error: SERVER_MESSAGES.domainUnknown }, 404);
});
