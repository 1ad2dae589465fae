import {
  checkSlugQuerySchema,
  createPageBodySchema,
  listQuerySchema,
  updatePageBodySchema,
} from '@bitacora/api/schemas';
import { pageSlugOrFallback, slugify } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../app-env.ts';
import { asRecord } from '../http/json-body.ts';
import { bodyWithSlug, uuidParam } from '../http/params.ts';
import { getActor, getBlog } from '../middleware/route-policy.ts';
import {
  createPage,
  deletePage,
  getPage,
  listPages,
  PAGE_NOT_FOUND,
  pageSlugExists,
  updatePage,
} from '../services/pages.service.ts';

/**
 * A page saved with no slug gets one from its title plus a 6-digit time suffix. A slug of
 * another type is left for the schema to refuse.
 */
async function newPageBody(c: AppContext): Promise<unknown> {
  const body = await bodyWithSlug(c);
  const record = asRecord(body);
  if (!record || typeof record.title !== 'string') return body;
  const { slug } = record;
  if (slug !== undefined && slug !== null && typeof slug !== 'string') return body;
  return { ...record, slug: pageSlugOrFallback(slug, record.title, c.get('deps').now()) };
}

/** Pages of the active blog. */
export const pageRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listQuerySchema.parse(c.req.query());
    return c.json(await listPages(c.get('deps').db, getActor(c), getBlog(c), query));
  })
  .get('/check-slug', async (c) => {
    const query = checkSlugQuerySchema.parse(c.req.query());
    const db = c.get('deps').db;
    return c.json({
      exists: await pageSlugExists(db, getBlog(c), slugify(query.slug), query.excludeUuid),
    });
  })
  .get('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    return c.json(await getPage(c.get('deps').db, getActor(c), getBlog(c), uuid));
  })
  .post('/', async (c) => {
    const body = createPageBodySchema.parse(await newPageBody(c));
    return c.json(await createPage(c.get('deps').db, getActor(c), getBlog(c), body), 201);
  })
  .patch('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    const body = updatePageBodySchema.parse(await bodyWithSlug(c));
    return c.json(await updatePage(c.get('deps').db, getActor(c), getBlog(c), uuid, body));
  })
  .delete('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    await deletePage(c.get('deps').db, getActor(c), getBlog(c), uuid);
    return c.body(null, 204);
  });
