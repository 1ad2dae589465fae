import { updateSettingsBodySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { parseBody } from '../http/validate.ts';
import { getBlog } from '../middleware/route-policy.ts';
import { checkCustomDomain } from '../services/blogs.service.ts';
import { getSettings, updateSettings } from '../services/settings.service.ts';

/** Settings of the active blog (ADMIN, route policy). */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await getSettings(c.get('deps').db, getBlog(c))))
  .put('/', async (c) => {
    const body = await parseBody(c, updateSettingsBodySchema);
    checkCustomDomain(body.domain, c.get('deps').publicDomain);
    const { db, jwtSecret, now } = c.get('deps');
    return c.json(
      await updateSettings(db, getBlog(c), body, { addressSecret: jwtSecret, now: now() }),
    );
  });
