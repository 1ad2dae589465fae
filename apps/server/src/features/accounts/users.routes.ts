import { createUserBodySchema, listQuerySchema, updateUserBodySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { clientAddress } from '../../platform/http/client-address.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { keyFromMediaUrl, removeFiles } from '../../platform/storage/storage.ts';
import { startSession } from './sessions.service.ts';
import { createUser, getUser, listUsers, USER_NOT_FOUND, updateUser } from './users.service.ts';

/** Users: the active blog's members. */
export const userRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listQuerySchema.parse(c.req.query());
    return c.json(await listUsers(c.get('deps').db, getBlog(c), query));
  })
  .get('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), USER_NOT_FOUND);
    return c.json(await getUser(c.get('deps').db, getActor(c), getBlog(c), uuid));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, createUserBodySchema);
    return c.json(await createUser(c.get('deps').db, getActor(c), getBlog(c), body), 201);
  })
  .patch('/uuid/:uuid', async (c) => {
    const uuid = uuidParam(c.req.param('uuid'), USER_NOT_FOUND);
    const body = await parseBody(c, updateUserBodySchema);
    const { deps } = c.var;
    const result = await updateUser(deps.db, getActor(c), getBlog(c), uuid, body);
    const removedKey = result.removedPicture ? keyFromMediaUrl(result.removedPicture) : null;
    if (removedKey?.startsWith('avatars/')) await removeFiles(deps.mediaStorage, [removedKey]);
    if (!result.renewed) return c.json(result.user);
    // The caller's own password changed, which ended all its sessions: this device goes on
    // in a new one.
    const { token } = await startSession(deps, result.renewed, {
      address: clientAddress(c),
      userAgent: c.req.header('user-agent'),
    });
    return c.json({ ...result.user, token });
  });
