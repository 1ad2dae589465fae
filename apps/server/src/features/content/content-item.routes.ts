import {
  checkSlugQuerySchema,
  restoreRevisionBodySchema,
  revisionIdParamSchema,
} from '@bitacora/api/schemas';
import { slugify } from '@bitacora/domain';
import { Hono } from 'hono';
import type { z } from 'zod';
import type { AppContext, AppEnv } from '../../platform/http/app-env.ts';
import { bodyWithSlug } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import {
  type AnyKind,
  bulkItems,
  type CreateOf,
  createItem,
  type DtoOf,
  deleteItemForGood,
  getItemRevision,
  type ItemScope,
  itemSlugExists,
  listItemRevisions,
  type RefOf,
  restoreItem,
  restoreItemRevision,
  trashItem,
  type UpdateOf,
  updateItem,
} from './content-item.ts';

/** How a kind's routes read and answer what differs between posts and pages. */
export interface ContentItemRoutes<K extends AnyKind> {
  item: K;
  /** `GET /`: the kind's list, as it answers it. */
  list: (c: AppContext) => Promise<Response>;
  /** `GET /uuid/{uuid}`: one item for its form. */
  get: (c: AppContext, uuid: string) => Promise<DtoOf<K>>;
  /** The path of one item (`/:id` for posts, `/uuid/:uuid` for pages) and how a request names it. */
  address: { path: string; ref: (c: AppContext) => RefOf<K> };
  /** The `uuid` of `GET /uuid/{uuid}`, or the kind's 404. */
  uuid: (c: AppContext) => string;
  create: z.ZodType<CreateOf<K>>;
  /** The body of a create as the schema reads it (a page's missing slug made up). */
  createBody: (c: AppContext) => Promise<unknown>;
  update: z.ZodType<UpdateOf<K>>;
  bulk: z.ZodType<Parameters<typeof bulkItems>[2]>;
}

/** One kind's routes, in the active blog (`blogId` or `X-Blog-Id`). */
export function contentItemRoutes<K extends AnyKind>(routes: ContentItemRoutes<K>) {
  const { item, address } = routes;
  const at = address.path;
  const scope = (c: AppContext): ItemScope => ({
    db: c.get('deps').db,
    actor: getActor(c),
    blog: getBlog(c),
  });
  const now = (c: AppContext) => c.get('deps').now();
  return new Hono<AppEnv>()
    .get('/', (c) => routes.list(c))
    .get('/check-slug', async (c) => {
      const query = checkSlugQuerySchema.parse(c.req.query());
      const slug = slugify(query.slug);
      const exists = await itemSlugExists(scope(c), item, { ...query, slug });
      return c.json({ exists });
    })
    .get('/uuid/:uuid', async (c) => c.json(await routes.get(c, routes.uuid(c))))
    .post('/bulk', async (c) => {
      const body = await parseBody(c, routes.bulk);
      return c.json(await bulkItems(scope(c), item, body, now(c)));
    })
    .post('/', async (c) => {
      const body = await parseBody(c, routes.create, routes.createBody);
      return c.json(await createItem(scope(c), item, body, now(c)), 201);
    })
    .patch(at, async (c) => {
      const ref = address.ref(c);
      const body = await parseBody(c, routes.update, bodyWithSlug);
      return c.json(await updateItem(scope(c), item, ref, body, now(c)));
    })
    .get(`${at}/revisions`, async (c) => {
      const ref = address.ref(c);
      return c.json(await listItemRevisions(scope(c), item, ref));
    })
    .get(`${at}/revisions/:revisionId`, async (c) => {
      const ref = address.ref(c);
      const { revisionId } = revisionIdParamSchema.parse(c.req.param());
      return c.json(await getItemRevision(scope(c), item, ref, revisionId));
    })
    .post(`${at}/revisions/:revisionId/restore`, async (c) => {
      const ref = address.ref(c);
      const { revisionId } = revisionIdParamSchema.parse(c.req.param());
      const { baseRevision } = await parseBody(c, restoreRevisionBodySchema);
      const target = { ref, revisionId, baseRevision };
      return c.json(await restoreItemRevision(scope(c), item, target, now(c)));
    })
    .delete(at, async (c) => {
      const ref = address.ref(c);
      await trashItem(scope(c), item, ref, now(c));
      return c.body(null, 204);
    })
    .post(`${at}/restore`, async (c) => {
      const ref = address.ref(c);
      return c.json(await restoreItem(scope(c), item, ref, now(c)));
    })
    .delete(`${at}/permanent`, async (c) => {
      const ref = address.ref(c);
      await deleteItemForGood(scope(c), item, ref);
      return c.body(null, 204);
    });
}
