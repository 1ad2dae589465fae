import {
  createCategoryBodySchema,
  deleteCategoryQuerySchema,
  listQuerySchema,
  numericIdParamSchema,
  updateCategoryBodySchema,
} from '@bitacora/api/schemas';
import { slugifyCategory } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { bodyWithSlug } from '../../platform/http/params.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.service.ts';

/** Categories of the active blog; reads for members, writes for ADMIN (route policy). */
export const categoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listQuerySchema.parse(c.req.query());
    return c.json(await listCategories(c.get('deps').db, getBlog(c), query));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, createCategoryBodySchema, (call) =>
      bodyWithSlug(call, slugifyCategory),
    );
    return c.json(await createCategory(c.get('deps').db, getBlog(c), body), 201);
  })
  .patch('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const body = await parseBody(c, updateCategoryBodySchema, (call) =>
      bodyWithSlug(call, slugifyCategory),
    );
    return c.json(await updateCategory(c.get('deps').db, getBlog(c), id, body));
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const query = deleteCategoryQuerySchema.parse(c.req.query());
    await deleteCategory(c.get('deps').db, getBlog(c), id, query);
    return c.body(null, 204);
  });
