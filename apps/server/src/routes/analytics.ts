import { analyticsQuerySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import { readBeacon } from '../analytics/beacon.ts';
import { analyticsReport, seriesFunnels } from '../analytics/report.ts';
import type { AppEnv } from '../app-env.ts';
import { getBlog } from '../middleware/route-policy.ts';

/** The blog's built-in analytics (PRO), and the public read beacon. */
export const analyticsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = analyticsQuerySchema.parse(c.req.query());
    const { db, now } = c.get('deps');
    return c.json(await analyticsReport(db, getBlog(c), query, now()));
  })
  .get('/series', async (c) => {
    const query = analyticsQuerySchema.parse(c.req.query());
    const { db, now } = c.get('deps');
    return c.json(await seriesFunnels(db, getBlog(c), query, now()));
  })
  .post('/read/:uuid', (c) => readBeacon(c, c.req.param('uuid')));
