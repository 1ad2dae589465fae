import {
  createPreviewLinkBodySchema,
  numericIdParamSchema,
  oldAddressParamSchema,
} from '@bitacora/api/schemas';
import {
  DEFAULT_SHARED_PREVIEW_DAYS,
  type PreviewKind,
  SERVER_MESSAGES,
  type SlugRedirectKind,
} from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../platform/http/app-env.ts';
import { jsonBody } from '../../platform/http/json-body.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { createPreviewLink, listSharedLinks, revokePreviewLink } from './preview-links.service.ts';
import { assertMayChange, findItem, itemNotFound } from './publishing-items.ts';
import { listOldAddresses, removeOldAddress } from './slug-history.service.ts';

/*
 * Old addresses (slug history) and preview links of an item, under the item's own path:
 * `/api/posts/{id}`, `/api/pages/uuid/{uuid}`, `/api/series/uuid/{uuid}`, `/api/categories/{id}`.
 */

const ITEM_PATHS = {
  post: '/posts/:id',
  page: '/pages/uuid/:uuid',
  series: '/series/uuid/:uuid',
  category: '/categories/:id',
} as const satisfies Record<SlugRedirectKind, string>;

/** The item a request names, readable by the actor (else the kind's 404). */
function itemOf(c: AppContext, kind: SlugRedirectKind) {
  const ref =
    kind === 'page' || kind === 'series'
      ? uuidParam(c.req.param('uuid'), itemNotFound(kind))
      : numericIdParamSchema.parse({ id: c.req.param('id') }).id;
  return findItem(c.get('deps').db, getActor(c), getBlog(c), kind, ref);
}

const iso = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const withExpiry = <T extends { createdAt: Date; expiresAt: Date }>(row: T) => ({
  ...iso(row),
  expiresAt: row.expiresAt.toISOString(),
});

export const publishingRoutes = new Hono<AppEnv>();

for (const kind of Object.keys(ITEM_PATHS) as SlugRedirectKind[]) {
  const base = ITEM_PATHS[kind];
  publishingRoutes
    .get(`${base}/old-addresses`, async (c) => {
      const item = await itemOf(c, kind);
      const rows = await listOldAddresses(c.get('deps').db, getBlog(c).id, kind, item.id);
      return c.json({ data: rows.map(iso) });
    })
    .delete(`${base}/old-addresses/:redirectId`, async (c) => {
      const item = await itemOf(c, kind);
      assertMayChange(getActor(c), item);
      const { redirectId } = oldAddressParamSchema.parse(c.req.param());
      await removeOldAddress(
        c.get('deps').db,
        getBlog(c).id,
        kind,
        item.id,
        redirectId,
        SERVER_MESSAGES.oldAddressNotFound,
      );
      return c.body(null, 204);
    });
}

for (const kind of ['post', 'page'] as const satisfies readonly PreviewKind[]) {
  const base = ITEM_PATHS[kind];
  publishingRoutes
    .get(`${base}/previews`, async (c) => {
      const item = await itemOf(c, kind);
      const { db, now } = c.get('deps');
      const rows = await listSharedLinks(db, getBlog(c).id, kind, item.id, now());
      return c.json({ data: rows.map(withExpiry) });
    })
    .post(`${base}/previews`, async (c) => {
      const item = await itemOf(c, kind);
      const body = createPreviewLinkBodySchema.parse(await jsonBody(c));
      const actor = getActor(c);
      // Whoever may read the item previews it; handing it to people outside takes its editor.
      if (body.shared) assertMayChange(actor, item);
      const { db, now, publicDomain } = c.get('deps');
      const created = await createPreviewLink(db, {
        blog: getBlog(c),
        publicDomain,
        kind,
        targetId: item.id,
        createdBy: actor.userId,
        lifetime: body.shared ? { days: body.days ?? DEFAULT_SHARED_PREVIEW_DAYS } : 'own',
        now: now(),
      });
      return c.json(withExpiry(created), 201);
    })
    .delete(`${base}/previews/:linkUuid`, async (c) => {
      const item = await itemOf(c, kind);
      assertMayChange(getActor(c), item);
      const message = SERVER_MESSAGES.previewLinkNotFound;
      const uuid = uuidParam(c.req.param('linkUuid'), message);
      await revokePreviewLink(c.get('deps').db, getBlog(c).id, kind, item.id, uuid, message);
      return c.body(null, 204);
    });
}
