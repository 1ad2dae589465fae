import {
  bulkPostsBodySchema,
  createPostBodySchema,
  listPostsQuerySchema,
  numericIdParamSchema,
  updatePostBodySchema,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { cachedValue } from '../../platform/cache/blog-json-cache.ts';
import { keptJson } from '../../platform/http/compression.ts';
import { bodyWithSlug, uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { contentItemRoutes } from './content-item.routes.ts';
import { draftsOnlyBy } from './draft-visibility.ts';
import { getPost, listPostsJson, postKind } from './posts.service.ts';

/** Posts, in the active blog (`blogId` or `X-Blog-Id`), each named by its id. */
export const postRoutes = contentItemRoutes({
  item: postKind,
  list: async (c) => {
    const query = listPostsQuerySchema.parse(c.req.query());
    const blog = getBlog(c);
    const draftsBy = draftsOnlyBy(getActor(c));
    // An AUTHOR's list holds its own drafts: kept apart from everyone else's.
    const key = `posts:${draftsBy ?? 'all'}:${JSON.stringify(query)}`;
    const { jsonCache } = c.var;
    // A list's total is kept apart from its pages: the next page or order does not count again.
    const totals = (filters: string, count: () => Promise<number>) =>
      cachedValue(jsonCache, blog.id, `posts-total:${filters}`, count);
    const json = await jsonCache.getJson(blog.id, key, () =>
      listPostsJson(c.get('deps').db, blog, draftsBy, query, totals),
    );
    return keptJson(c, json);
  },
  get: (c, uuid) => getPost(c.get('deps').db, getActor(c), getBlog(c), uuid),
  uuid: (c) => uuidParam(c.req.param('uuid'), SERVER_MESSAGES.postNotFound),
  address: { path: '/:id', ref: (c) => numericIdParamSchema.parse(c.req.param()).id },
  create: createPostBodySchema,
  createBody: bodyWithSlug,
  update: updatePostBodySchema,
  bulk: bulkPostsBodySchema,
});
