import {
  checkSlugQuerySchema,
  createSeriesBodySchema,
  listQuerySchema,
  updateSeriesBodySchema,
} from '@bitacora/api/schemas';
import { slugify } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { bodyWithSlug, uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  createSeries,
  deleteSeries,
  getSeries,
  listSeries,
  SERIES_NOT_FOUND,
  seriesSlugExists,
  updateSeries,
} from './series.service.ts';

/** Series of the active blog. */
export const seriesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listQuerySchema.parse(c.req.query());
    return c.json(await listSeries(c.get('deps').db, getActor(c), getBlog(c), query));
  })
  .get('/check-slug', async (c) => {
    const query = checkSlugQuerySchema.parse(c.req.query());
    const db = c.get('deps').db;
    return c.json({
      exists: await seriesSlugExists(db, getBlog(c), slugify(query.slug), query.excludeUuid),
    });
  })
  .get('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), SERIES_NOT_FOUND);
    return c.json(await getSeries(c.get('deps').db, getActor(c), getBlog(c), uuid));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, createSeriesBodySchema, bodyWithSlug);
    return c.json(await createSeries(c.get('deps').db, getActor(c), getBlog(c), body), 201);
  })
  .patch('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), SERIES_NOT_FOUND);
    const body = await parseBody(c, updateSeriesBodySchema, bodyWithSlug);
    return c.json(await updateSeries(c.get('deps').db, getActor(c), getBlog(c), uuid, body));
  })
  .delete('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), SERIES_NOT_FOUND);
    await deleteSeries(c.get('deps').db, getActor(c), getBlog(c), uuid);
    return c.body(null, 204);
  });
