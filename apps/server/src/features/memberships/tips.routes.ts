import { memberTipListQuerySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { listTips } from './tips.service.ts';

/** The active blog's paid tips for its admin (issue 34), mounted at /api/members/tips. */
export const tipRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = memberTipListQuerySchema.parse(c.req.query());
  return c.json(await listTips(c.get('deps').db, getBlog(c).id, query));
});
