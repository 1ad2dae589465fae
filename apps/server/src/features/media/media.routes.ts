import {
  listMediaQuerySchema,
  numericIdParamSchema,
  uploadMediaFieldsSchema,
} from '@bitacora/api/schemas';
import { IMAGE_MESSAGES, SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { getActor, getBlog } from '../../platform/http/request-context.ts';
import { readUpload } from '../../platform/http/upload-file.ts';
import { processImage } from '../../platform/images/process-image.ts';
import { contentTypeOfKey, isValidMediaKey } from '../../platform/storage/storage.ts';
import { createMedia, deleteMedia, listMedia } from './media.service.ts';

/** Media, in the active blog. */
export const mediaRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = listMediaQuerySchema.parse(c.req.query());
    const { db, mediaStorage } = c.get('deps');
    return c.json(await listMedia(db, mediaStorage, getBlog(c), query));
  })
  // Any size from 1 px is accepted: the 800×600 minimum is the featured-image form's rule,
  // checked in the panel; the library also holds smaller pictures for use inside the text.
  .post('/upload', async (c) => {
    const { file, fields } = await readUpload(c, 'image', {
      missing: IMAGE_MESSAGES.mediaMissing,
      tooLarge: IMAGE_MESSAGES.tooLarge,
    });
    const parsed = uploadMediaFieldsSchema.parse({
      entityType: fields.entityType,
      entityId: fields.entityId,
    });
    const image = await processImage(file.bytes, { typeMessage: IMAGE_MESSAGES.type });
    const { db, mediaStorage } = c.get('deps');
    const item = await createMedia(db, mediaStorage, getActor(c), getBlog(c), {
      fields: parsed,
      originalName: file.name,
      image,
    });
    return c.json(item, 201);
  })
  .delete('/:id', async (c) => {
    const { id } = numericIdParamSchema.parse(c.req.param());
    const { db, mediaStorage } = c.get('deps');
    await deleteMedia(db, mediaStorage, getBlog(c), id);
    return c.body(null, 204);
  });

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `/media/<key>`: stored files, public (they appear on the public blogs). Keys are generated
 * names, so an address that is not one (`..`, other characters) is a 404 before any disk access.
 */
export const mediaFileRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const key = c.req.path.replace(/^\/media\//, '');
  const type = contentTypeOfKey(key);
  const storage = c.get('deps').mediaStorage;
  const bytes = isValidMediaKey(key) && type && storage.read ? await storage.read(key) : null;
  if (!bytes) return c.json({ error: SERVER_MESSAGES.imageNotFound }, 404);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': type as string,
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
  });
});
