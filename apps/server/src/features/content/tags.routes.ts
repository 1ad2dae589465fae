import {
  listQuerySchema,
  mergeTagBodySchema,
  numericIdParamSchema,
  renameTagBodySchema,
} from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { deleteTag, listTags, mergeTag, renameTag } from './tags.service.ts';

/**
 * Tags of the active blog: every member reads them (the post form suggests them); only ADMIN
 * renames, merges or deletes (route policy). Posts create them as they are saved.
 */
export const tagRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listQuerySchema.parse(c.req.query());
    return c.json(await listTags(c.get('deps').db, getBlog(c), query));
  })
  .patch('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const body = await parseBody(c, renameTagBodySchema);
    return c.json(await renameTag(c.get('deps').db, getBlog(c), id, body));
  })
  .post('/:id/merge', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const body = await parseBody(c, mergeTagBodySchema);
    return c.json(await mergeTag(c.get('deps').db, getBlog(c), id, body));
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    await deleteTag(c.get('deps').db, getBlog(c), id);
    return c.body(null, 204);
  });
