import { analyticsQuerySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { rangeOf } from '../analytics/index.ts';
import { memberStats } from './member-stats.service.ts';
import { proBlog } from './tiers.routes.ts';

/**
 * The members' figures of the active blog's 'Estadísticas' (issue 34), mounted at
 * /api/members/stats; the range is the one the screen asks `GET /api/analytics` for.
 */
export const memberStatsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const blog = proBlog(c);
  const query = analyticsQuerySchema.parse(c.req.query());
  const { db, now } = c.get('deps');
  const at = now();
  const range = { ...rangeOf(query, at), granularity: query.granularity };
  return c.json(await memberStats(db, blog.id, range, at));
});
