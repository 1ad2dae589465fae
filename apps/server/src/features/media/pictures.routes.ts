import { USER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../../platform/http/app-env.ts';
import { demoModeFor } from '../../platform/http/demo-mode.ts';
import { notFound } from '../../platform/http/errors.ts';
import { uuidParam } from '../../platform/http/params.ts';
import { getActor, ROUTE_NOT_FOUND } from '../../platform/http/request-context.ts';
import { readUpload } from '../../platform/http/upload-file.ts';
import { processImage } from '../../platform/images/process-image.ts';
import { USER_NOT_FOUND } from '../accounts/index.ts';
import { AVATAR_SIZE, pictureTarget, setUserPicture } from './pictures.service.ts';

/** Checks access, then reads, checks and re-encodes the `picture` field and stores it. */
async function uploadPicture(c: AppContext) {
  const { db, mediaStorage } = c.get('deps');
  const target = await pictureTarget(
    db,
    getActor(c),
    uuidParam(c.req.param('uuid'), USER_NOT_FOUND),
  );
  const { file } = await readUpload(c, 'picture', {
    missing: USER_MESSAGES.pictureMissing,
    tooLarge: USER_MESSAGES.pictureTooLarge,
  });
  // The product accepts any image; the server keeps to the three it can re-encode safely.
  const image = await processImage(file.bytes, {
    typeMessage: USER_MESSAGES.pictureNotImage,
    square: AVATAR_SIZE,
  });
  return setUserPicture(db, mediaStorage, target, image);
}

/** User pictures: the profile picture, and the demo-only picture test page's upload. */
export const pictureRoutes = new Hono<AppEnv>()
  .post('/users/uuid/:uuid/picture', async (c) => c.json(await uploadPicture(c)))
  .post('/profile-picture-test/upload/:uuid', async (c) => {
    if (!demoModeFor(c)) throw notFound(ROUTE_NOT_FOUND);
    const user = await uploadPicture(c);
    return c.json({ user: { picture: user.picture } });
  });
