import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { listTips } from './tips.service.ts';

/** The active blog's paid tips for its admin (issue 34), mounted at /api/members/tips. */
export const tipRoutes = new Hono<AppEnv>().get('/', async (c) =>
  c.json({ tips: await listTips(c.get('deps').db, getBlog(c).id) }),
);
