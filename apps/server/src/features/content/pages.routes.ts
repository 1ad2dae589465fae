import {
  bulkPagesBodySchema,
  createPageBodySchema,
  listPagesQuerySchema,
  updatePageBodySchema,
} from '@bitacora/api/schemas';
import { pageSlugOrFallback } from '@bitacora/domain';
import type { AppContext } from '../../platform/http/app-env.ts';
import { asRecord } from '../../platform/http/json-body.ts';
import { bodyWithSlug, uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { contentItemRoutes } from './content-item.routes.ts';
import { getPage, listPages, PAGE_NOT_FOUND, pageKind } from './pages.service.ts';

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

const pageUuid = (c: AppContext) => uuidParam(c.req.param('uuid'), PAGE_NOT_FOUND);

/** Pages of the active blog, each named by its uuid. */
export const pageRoutes = contentItemRoutes({
  item: pageKind,
  list: async (c) => {
    const query = listPagesQuerySchema.parse(c.req.query());
    return c.json(await listPages(c.get('deps').db, getActor(c), getBlog(c), query));
  },
  get: (c, uuid) => getPage(c.get('deps').db, getActor(c), getBlog(c), uuid),
  uuid: pageUuid,
  address: { path: '/uuid/:uuid', ref: pageUuid },
  create: createPageBodySchema,
  createBody: newPageBody,
  update: updatePageBodySchema,
  bulk: bulkPagesBodySchema,
});
