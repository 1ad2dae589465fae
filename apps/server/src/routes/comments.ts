import {
  commentActionParamsSchema,
  createCommentBodySchema,
  createReplyBodySchema,
  listCommentsQuerySchema,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { tooManyRequests } from '../errors.ts';
import { clientAddress } from '../http/client-address.ts';
import { uuidParam } from '../http/params.ts';
import { parseBody } from '../http/validate.ts';
import { getActor, getBlog } from '../middleware/route-policy.ts';
import {
  addressHash,
  COMMENT_NOT_FOUND,
  createComment,
  createStaffReply,
  deleteComment,
  listComments,
  moderateComment,
} from '../services/comments.service.ts';

/** Visitors' comments per client address: 5 in 10 minutes. */
export const COMMENT_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
export const COMMENT_RATE_LIMITED = SERVER_MESSAGES.tooManyComments;

/**
 * Comments: the visitors' `POST` (public, no blog scope), and the staff's list and moderation
 * in the active blog, mounted at both /api/comments and /comments.
 */
export const commentRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await parseBody(c, createCommentBodySchema);
    const { db, rateLimitStore, jwtSecret, now } = c.get('deps');
    const address = clientAddress(c);
    const window = await rateLimitStore.hit(
      `comment:${address}`,
      COMMENT_RATE_LIMIT.windowMs,
      now(),
    );
    if (window.count > COMMENT_RATE_LIMIT.max) {
      const wait = Math.max(1, Math.ceil((window.resetAt.getTime() - now().getTime()) / 1000));
      throw tooManyRequests(COMMENT_RATE_LIMITED, wait);
    }
    return c.json(await createComment(db, body, { ipHash: addressHash(jwtSecret, address) }), 201);
  })
  .get('/', async (c) => {
    const query = listCommentsQuerySchema.parse(c.req.query());
    return c.json(await listComments(c.get('deps').db, getActor(c), getBlog(c), query));
  })
  .post('/:uuid/replies', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), COMMENT_NOT_FOUND);
    const body = await parseBody(c, createReplyBodySchema);
    const reply = await createStaffReply(c.get('deps').db, getActor(c), getBlog(c), uuid, body);
    return c.json(reply, 201);
  })
  .delete('/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), COMMENT_NOT_FOUND);
    await deleteComment(c.get('deps').db, getActor(c), getBlog(c), uuid);
    return c.body(null, 204);
  })
  .patch('/:uuid/:action', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), COMMENT_NOT_FOUND);
    const { action } = commentActionParamsSchema.parse({ uuid, action: c.req.param('action') });
    return c.json(await moderateComment(c.get('deps').db, getActor(c), getBlog(c), uuid, action));
  });
