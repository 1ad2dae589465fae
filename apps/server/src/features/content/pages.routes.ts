import {
  bulkPagesBodySchema,
  checkSlugQuerySchema,
  createPageBodySchema,
  listPagesQuerySchema,
  restoreRevisionBodySchema,
  revisionIdParamSchema,
  updatePageBodySchema,
} from '@bitacora/api/schemas';
import { pageSlugOrFallback, slugify } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../platform/http/app-env.ts';
import { asRecord } from '../../platform/http/json-body.ts';
import { bodyWithSlug, uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  bulkPages,
  createPage,
  deletePageForGood,
  getPage,
  getPageRevision,
  listPageRevisions,
  listPages,
  PAGE_NOT_FOUND,
  pageSlugExists,
  restorePage,
  restorePageRevision,
  trashPage,
  updatePage,
} from './pages.service.ts';

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
    const query = listPagesQuerySchema.parse(c.req.query());
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
  .post('/bulk', async (c) => {
    const body = await parseBody(c, bulkPagesBodySchema);
    const { db, now } = c.get('deps');
    return c.json(await bulkPages(db, getActor(c), getBlog(c), body, now()));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, createPageBodySchema, newPageBody);
    const { db, now } = c.get('deps');
    return c.json(await createPage(db, getActor(c), getBlog(c), body, now()), 201);
  })
  .patch('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    const body = await parseBody(c, updatePageBodySchema, bodyWithSlug);
    const { db, now } = c.get('deps');
    return c.json(await updatePage(db, getActor(c), getBlog(c), uuid, body, now()));
  })
  .get('/uuid/:uuid/revisions', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    return c.json(await listPageRevisions(c.get('deps').db, getActor(c), getBlog(c), uuid));
  })
  .get('/uuid/:uuid/revisions/:revisionId', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    const { revisionId } = revisionIdParamSchema.parse(c.req.param());
    const db = c.get('deps').db;
    return c.json(await getPageRevision(db, getActor(c), getBlog(c), uuid, revisionId));
  })
  .post('/uuid/:uuid/revisions/:revisionId/restore', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    const { revisionId } = revisionIdParamSchema.parse(c.req.param());
    const { baseRevision } = await parseBody(c, restoreRevisionBodySchema);
    const { db, now } = c.get('deps');
    const target = { uuid, revisionId, baseRevision };
    return c.json(await restorePageRevision(db, getActor(c), getBlog(c), target, now()));
  })
  .delete('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    const { db, now } = c.get('deps');
    await trashPage(db, getActor(c), getBlog(c), uuid, now());
    return c.body(null, 204);
  })
  .post('/uuid/:uuid/restore', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    const { db, now } = c.get('deps');
    return c.json(await restorePage(db, getActor(c), getBlog(c), uuid, now()));
  })
  .delete('/uuid/:uuid/permanent', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);
    await deletePageForGood(c.get('deps').db, getActor(c), getBlog(c), uuid);
    return c.body(null, 204);
  });
