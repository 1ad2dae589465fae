import { memberListQuerySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import {
  compMember,
  exportMembers,
  listMembers,
  memberDetail,
  uncompMember,
} from './members-admin.service.ts';
import { proBlog } from './tiers.routes.ts';

/** The panel's 'Miembros' of the active blog (issue 34), mounted at /api/members. */
export const memberAdminRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const blog = proBlog(c);
    const query = memberListQuerySchema.parse(c.req.query());
    return c.json(await listMembers(c.get('deps').db, blog.id, query));
  })
  .get('/export', async (c) => {
    const blog = proBlog(c);
    const csv = await exportMembers(c.get('deps').db, blog.id);
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="miembros-${blog.subdomain}.csv"`,
      'cache-control': 'no-store',
    });
  })
  .get('/:uuid', async (c) => {
    const blog = proBlog(c);
    return c.json(await memberDetail(c.get('deps').db, blog.id, c.req.param('uuid')));
  })
  .post('/:uuid/comp', async (c) => {
    const blog = proBlog(c);
    return c.json(await compMember(c.get('deps').db, blog.id, c.req.param('uuid')));
  })
  .delete('/:uuid/comp', async (c) => {
    const blog = proBlog(c);
    const { db, now } = c.get('deps');
    return c.json(await uncompMember(db, blog.id, c.req.param('uuid'), now()));
  });
