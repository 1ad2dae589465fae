import {
  createMenuItemBodySchema,
  listQuerySchema,
  numericIdParamSchema,
  reorderMenuBodySchema,
  updateMenuItemBodySchema,
} from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { jsonBody } from '../http/json-body.ts';
import { getBlog } from '../middleware/route-policy.ts';
import {
  createMenuItem,
  deleteMenuItem,
  listMenu,
  reorderMenu,
  updateMenuItem,
} from '../services/menu.service.ts';

/** Menu of the active blog; writes for ADMIN (route policy). */
export const menuRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listQuerySchema.parse(c.req.query());
    return c.json(await listMenu(c.get('deps').db, getBlog(c), query));
  })
  .post('/', async (c) => {
    const body = createMenuItemBodySchema.parse(await jsonBody(c));
    return c.json(await createMenuItem(c.get('deps').db, getBlog(c), body), 201);
  })
  .patch('/reorder', async (c) => {
    const body = reorderMenuBodySchema.parse(await jsonBody(c));
    return c.json(await reorderMenu(c.get('deps').db, getBlog(c), body));
  })
  .patch('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const body = updateMenuItemBodySchema.parse(await jsonBody(c));
    return c.json(await updateMenuItem(c.get('deps').db, getBlog(c), id, body));
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    await deleteMenuItem(c.get('deps').db, getBlog(c), id);
    return c.body(null, 204);
  });
