import { statsKindParamSchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { countOf } from './stats.service.ts';

/** `GET /api/stats/{posts|pages|categories}/count` → `{ count }` for the active blog. */
export const statsRoutes = new Hono<AppEnv>().get('/:kind/count', async (c) => {
  const { kind } = statsKindParamSchema.parse(c.req.param());
  return c.json({ count: await countOf(c.get('deps').db, getActor(c), getBlog(c), kind) });
});
