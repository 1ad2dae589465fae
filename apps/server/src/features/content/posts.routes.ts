import {
  bulkPostsBodySchema,
  checkSlugQuerySchema,
  createPostBodySchema,
  listPostsQuerySchema,
  numericIdParamSchema,
  restoreRevisionBodySchema,
  revisionIdParamSchema,
  updatePostBodySchema,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES, slugify } from '@bitacora/domain';
import { Hono } from 'hono';
import { cachedValue } from '../../platform/cache/blog-json-cache.ts';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { keptJson } from '../../platform/http/compression.ts';
import { bodyWithSlug, uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { draftsOnlyBy } from './draft-visibility.ts';
import {
  bulkPosts,
  createPost,
  deletePostForGood,
  getPost,
  getPostRevision,
  listPostRevisions,
  listPostsJson,
  postSlugExists,
  restorePost,
  restorePostRevision,
  trashPost,
  updatePost,
} from './posts.service.ts';

/** Posts, in the active blog (`blogId` or `X-Blog-Id`). */
export const postRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
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
  })
  .get('/check-slug', async (c) => {
    const query = checkSlugQuerySchema.parse(c.req.query());
    const slug = slugify(query.slug);
    const exists = await postSlugExists(c.get('deps').db, getBlog(c), slug, query.excludeUuid);
    return c.json({ exists });
  })
  .get('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), SERVER_MESSAGES.postNotFound);
    return c.json(await getPost(c.get('deps').db, getActor(c), getBlog(c), uuid));
  })
  .post('/bulk', async (c) => {
    const body = await parseBody(c, bulkPostsBodySchema);
    const { db, now } = c.get('deps');
    return c.json(await bulkPosts(db, getActor(c), getBlog(c), body, now()));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, createPostBodySchema, bodyWithSlug);
    const { db, now } = c.get('deps');
    return c.json(await createPost(db, getActor(c), getBlog(c), body, now()), 201);
  })
  .patch('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const body = await parseBody(c, updatePostBodySchema, bodyWithSlug);
    const { db, now } = c.get('deps');
    return c.json(await updatePost(db, getActor(c), getBlog(c), id, body, now()));
  })
  .get('/:id/revisions', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    return c.json(await listPostRevisions(c.get('deps').db, getActor(c), getBlog(c), id));
  })
  .get('/:id/revisions/:revisionId', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const { revisionId } = revisionIdParamSchema.parse(c.req.param());
    const db = c.get('deps').db;
    return c.json(await getPostRevision(db, getActor(c), getBlog(c), id, revisionId));
  })
  .post('/:id/revisions/:revisionId/restore', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const { revisionId } = revisionIdParamSchema.parse(c.req.param());
    const { baseRevision } = await parseBody(c, restoreRevisionBodySchema);
    const { db, now } = c.get('deps');
    const target = { id, revisionId, baseRevision };
    return c.json(await restorePostRevision(db, getActor(c), getBlog(c), target, now()));
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const { db, now } = c.get('deps');
    await trashPost(db, getActor(c), getBlog(c), id, now());
    return c.body(null, 204);
  })
  .post('/:id/restore', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const { db, now } = c.get('deps');
    return c.json(await restorePost(db, getActor(c), getBlog(c), id, now()));
  })
  .delete('/:id/permanent', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    await deletePostForGood(c.get('deps').db, getActor(c), getBlog(c), id);
    return c.body(null, 204);
  });
