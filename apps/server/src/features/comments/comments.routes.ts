import {
  bulkCommentsBodySchema,
  commentActionParamsSchema,
  createCommentBodySchema,
  createReplyBodySchema,
  listCommentsQuerySchema,
} from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { memberCookieIn } from '../members/index.ts';
import { formTiming } from './comment-form-token.ts';
import { formTokenFor, hitAddressLimit } from './comment-rules.ts';
import {
  addressHash,
  COMMENT_NOT_FOUND,
  COMMENT_POST_NOT_FOUND,
  createComment,
  createStaffReply,
  deleteComment,
  listComments,
  moderateComment,
} from './comments.service.ts';
import { bulkComments, pendingCommentCount } from './comments-bulk.ts';

export { COMMENT_RATE_LIMIT } from './comment-rules.ts';
export const COMMENT_RATE_LIMITED = SERVER_MESSAGES.tooManyComments;

/**
 * Comments: the visitors' `POST` (public, no blog scope), and the staff's list and moderation
 * in the active blog, mounted at both /api/comments and /comments.
 */
export const commentRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await parseBody(c, createCommentBodySchema);
    const { db, rateLimitStore, jwtSecret, now, wakeJobs } = c.get('deps');
    const address = clientAddress(c);
    await hitAddressLimit(rateLimitStore, address, now());
    const timing = formTiming(jwtSecret, body.postUuid, body.formToken, now());
    const ipHash = addressHash(jwtSecret, address);
    const meta = {
      ipHash,
      timing,
      now: now(),
      rateLimitStore,
      wakeJobs,
      versions: c.var.versions,
      memberToken: memberCookieIn(c.req.header('cookie')),
    };
    return c.json(await createComment(db, body, meta), 201);
  })
  // The public form's signed time, fetched when the page loads: cached pages carry none.
  .get('/form-token/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), COMMENT_POST_NOT_FOUND);
    const { db, jwtSecret, now } = c.get('deps');
    const answer = await formTokenFor(db, jwtSecret, uuid, now());
    c.header('cache-control', 'no-store');
    return c.json(answer);
  })
  .get('/', async (c) => {
    const query = listCommentsQuerySchema.parse(c.req.query());
    return c.json(await listComments(c.get('deps').db, getActor(c), getBlog(c), query));
  })
  // The sidebar's badge: cheap, read on every screen change.
  .get('/pending-count', async (c) => {
    c.header('cache-control', 'no-store');
    const { db, now } = c.get('deps');
    return c.json(await pendingCommentCount(db, getActor(c), getBlog(c), now()));
  })
  .post('/bulk', async (c) => {
    const body = await parseBody(c, bulkCommentsBodySchema);
    return c.json(await bulkComments(c.get('deps').db, getActor(c), getBlog(c), body));
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
