import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { dashboardSummary } from './dashboard.service.ts';

/** `GET /api/dashboard` → the pending comments, subscribers, first steps and visits. */
export const dashboardRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, now } = c.get('deps');
  return c.json(await dashboardSummary(db, getActor(c), getBlog(c), now()));
});
