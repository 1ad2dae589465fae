import {
  createMenuItemBodySchema,
  listQuerySchema,
  numericIdParamSchema,
  reorderMenuBodySchema,
  updateMenuItemBodySchema,
} from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  createMenuItem,
  deleteMenuItem,
  listMenu,
  reorderMenu,
  updateMenuItem,
} from './menu.service.ts';

/** Menu of the active blog; writes for ADMIN (route policy). */
export const menuRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listQuerySchema.parse(c.req.query());
    return c.json(await listMenu(c.get('deps').db, getBlog(c), query));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, createMenuItemBodySchema);
    return c.json(await createMenuItem(c.get('deps').db, getBlog(c), body), 201);
  })
  .patch('/reorder', async (c) => {
    const body = await parseBody(c, reorderMenuBodySchema);
    return c.json(await reorderMenu(c.get('deps').db, getBlog(c), body));
  })
  .patch('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const body = await parseBody(c, updateMenuItemBodySchema);
    return c.json(await updateMenuItem(c.get('deps').db, getBlog(c), id, body));
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    await deleteMenuItem(c.get('deps').db, getBlog(c), id);
    return c.body(null, 204);
  });
