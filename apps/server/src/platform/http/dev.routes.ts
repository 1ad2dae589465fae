import { Hono } from 'hono';
import { isOutbox } from '../mail/mailer.ts';
import type { AppEnv } from './app-env.ts';
import { demoModeFor } from './demo-mode.ts';
import { notFound } from './errors.ts';

/**
 * `GET /api/dev/outbox`: the latest mails, newest first; only in demo mode without SMTP, and only
 * to this machine unless DEMO_PUBLIC (platform/http/demo-mode.ts).
 */
export const devRoutes = new Hono<AppEnv>().get('/outbox', (c) => {
  const { mailer } = c.get('deps');
  if (!demoModeFor(c) || !isOutbox(mailer)) throw notFound();
  c.header('Cache-Control', 'no-store');
  return c.json(mailer.list(50));
});
