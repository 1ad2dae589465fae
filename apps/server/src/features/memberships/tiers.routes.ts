import { createMemberTierBodySchema, updateMemberTierBodySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { createTier, deleteTier, listTiers, requirePro, updateTier } from './tiers.service.ts';

/** The active blog, once it is known to be PRO: tiers and members are PRO features. */
export function proBlog(c: AppContext) {
  const blog = getBlog(c);
  requirePro(blog);
  return blog;
}

/** The panel's tiers of the active blog (issue 34), mounted at /api/members/tiers. */
export const tierRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const blog = proBlog(c);
    return c.json(await listTiers(c.get('deps').db, blog));
  })
  .post('/', async (c) => {
    const blog = proBlog(c);
    const input = await parseBody(c, createMemberTierBodySchema);
    return c.json(await createTier(c.get('deps').db, blog, input), 201);
  })
  .patch('/:uuid', async (c) => {
    const blog = proBlog(c);
    const input = await parseBody(c, updateMemberTierBodySchema);
    return c.json(await updateTier(c.get('deps').db, blog, c.req.param('uuid'), input));
  })
  .delete('/:uuid', async (c) => {
    const blog = proBlog(c);
    await deleteTier(c.get('deps').db, blog, c.req.param('uuid'));
    return c.body(null, 204);
  });
