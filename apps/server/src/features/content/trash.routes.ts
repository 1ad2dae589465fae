import { listQuerySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { listTrash } from './trash.service.ts';

/** The active blog's trash: posts and pages deleted in the last 30 days. */
export const trashRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const query = listQuerySchema.parse(c.req.query());
  return c.json(await listTrash(c.get('deps').db, getActor(c), getBlog(c), query));
});
