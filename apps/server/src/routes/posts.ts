import {
  checkSlugQuerySchema,
  createPostBodySchema,
  listPostsQuerySchema,
  numericIdParamSchema,
  updatePostBodySchema,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES, slugify } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { bodyWithSlug, uuidParam } from '../http/params.ts';
import { getActor, getBlog } from '../middleware/route-policy.ts';
import { draftsOnlyBy } from '../services/draft-visibility.ts';
import {
  createPost,
  deletePost,
  getPost,
  listPosts,
  postSlugExists,
  updatePost,
} from '../services/posts.service.ts';

/** Posts, in the active blog (`blogId` or `X-Blog-Id`). */
export const postRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listPostsQuerySchema.parse(c.req.query());
    const blog = getBlog(c);
    const draftsBy = draftsOnlyBy(getActor(c));
    // An AUTHOR's list holds its own drafts: kept apart from everyone else's.
    const key = `posts:${draftsBy ?? 'all'}:${JSON.stringify(query)}`;
    const json = await c.var.jsonCache.get(blog.id, key, () =>
      listPosts(c.get('deps').db, blog, draftsBy, query),
    );
    return c.body(json, 200, { 'content-type': 'application/json' });
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
  .post('/', async (c) => {
    const body = createPostBodySchema.parse(await bodyWithSlug(c));
    return c.json(await createPost(c.get('deps').db, getActor(c), getBlog(c), body), 201);
  })
  .patch('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const body = updatePostBodySchema.parse(await bodyWithSlug(c));
    return c.json(await updatePost(c.get('deps').db, getActor(c), getBlog(c), id, body));
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    await deletePost(c.get('deps').db, getActor(c), getBlog(c), id);
    return c.body(null, 204);
  });
