import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { notFound } from '../errors.ts';
import { isOutbox } from '../mail/mailer.ts';

/** `GET /api/dev/outbox`: the latest mails, newest first; only in demo mode without SMTP. */
export const devRoutes = new Hono<AppEnv>().get('/outbox', (c) => {
  const { mailer, seedDemo } = c.get('deps');
  if (!seedDemo || !isOutbox(mailer)) throw notFound();
  c.header('Cache-Control', 'no-store');
  return c.json(mailer.list(50));
});
