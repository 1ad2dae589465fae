import {
  createBlogBodySchema,
  listBlogsQuerySchema,
  updateBlogBodySchema,
} from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { removeMember, USER_NOT_FOUND } from '../accounts/index.ts';
import { blogMainLanguage } from '../content/index.ts';
import {
  checkCustomDomain,
  createBlog,
  listBlogs,
  toBlogDto,
  updateBlog,
} from './blogs.service.ts';
import { blogTimeZone } from './settings.service.ts';

/** Blogs. The route policy has already loaded the blog of `:id`/`:uuid` and checked membership. */
export const blogRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listBlogsQuerySchema.parse(c.req.query());
    return c.json(await listBlogs(c.get('deps').db, getActor(c), query));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, createBlogBodySchema);
    checkCustomDomain(body.domain, c.get('deps').publicDomain);
    return c.json(await createBlog(c.get('deps').db, getActor(c), body, c.get('deps').now()), 201);
  })
  // The active blog, with the zone every member's forms show scheduled times in and the
  // language their new posts and pages are in.
  .get('/uuid/:uuid', async (c) => {
    const blog = getBlog(c);
    const { db } = c.get('deps');
    const [timeZone, language] = await Promise.all([
      blogTimeZone(db, blog),
      blogMainLanguage(db, blog.id),
    ]);
    return c.json({ ...toBlogDto(blog, getActor(c).role), timeZone, language });
  })
  .patch('/uuid/:uuid', async (c) => {
    const body = await parseBody(c, updateBlogBodySchema);
    checkCustomDomain(body.domain, c.get('deps').publicDomain);
    return c.json(
      await updateBlog(c.get('deps').db, getActor(c), getBlog(c), body, c.get('deps').now()),
    );
  })
  .get('/:id{[0-9]+}', (c) => c.json(toBlogDto(getBlog(c), getActor(c).role)))
  .patch('/:id{[0-9]+}', async (c) => {
    const body = await parseBody(c, updateBlogBodySchema);
    checkCustomDomain(body.domain, c.get('deps').publicDomain);
    return c.json(
      await updateBlog(c.get('deps').db, getActor(c), getBlog(c), body, c.get('deps').now()),
    );
  })
  // The account stays; only its membership in this blog goes (the policy checked `:id`).
  .delete('/:id/members/:userUuid', async (c) => {
    const userUuid = uuidParam(c.req.param('userUuid'), USER_NOT_FOUND);
    return c.json(await removeMember(c.get('deps').db, getActor(c), getBlog(c), userUuid));
  });
