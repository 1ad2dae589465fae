import {
  createRecommendationBodySchema,
  numericIdParamSchema,
  updateRecommendationBodySchema,
} from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  createRecommendation,
  deleteRecommendation,
  recommendationList,
  updateRecommendation,
} from './recommendations.service.ts';

/** The active blog's recommended sites, its ADMIN's (route policy), at /api/recommendations. */
export const recommendationRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await recommendationList(c.get('deps').db, getBlog(c).id)))
  .post('/', async (c) => {
    const input = await parseBody(c, createRecommendationBodySchema);
    const { db, publicDomain } = c.get('deps');
    return c.json(await createRecommendation(db, getBlog(c), publicDomain, input), 201);
  })
  .patch('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const input = await parseBody(c, updateRecommendationBodySchema);
    const { db, publicDomain } = c.get('deps');
    return c.json(await updateRecommendation(db, getBlog(c), publicDomain, id, input));
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    await deleteRecommendation(c.get('deps').db, getBlog(c).id, id);
    return c.body(null, 204);
  });
