import { noFieldsBodySchema } from '@bitacora/api/schemas';
import { SESSION_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { getSession } from './guard/authenticate.ts';
import {
  endOtherSessions,
  endSession,
  listSessions,
  SESSION_NOT_FOUND,
} from './sessions.service.ts';

/** /api/sessions: the caller's own sessions, listed and ended from 'Mi perfil'. */
export const sessionRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await listSessions(db, getSession(c), now()));
  })
  .post('/end-others', async (c) => {
    await parseBody(c, noFieldsBodySchema);
    const { db, now } = c.get('deps');
    return c.json(await endOtherSessions(db, c.var.versions, getSession(c), now()));
  })
  .delete('/:id', async (c) => {
    const id = uuidParam(c.req.param('id'), SESSION_NOT_FOUND);
    const { db, now } = c.get('deps');
    await endSession(db, c.var.versions, getSession(c).userId, id, now());
    return c.json({ success: true, message: SESSION_MESSAGES.ended });
  });
