import { updatePlatformSettingsBodySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { isRequiredByPlatform, setRequiredByPlatform } from '../accounts/index.ts';

/** /api/platform-settings: what the super admin sets for every account (route policy). */
export const platformSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ requireTwoFactor: await isRequiredByPlatform(c.get('deps').db) }))
  .put('/', async (c) => {
    const { requireTwoFactor } = await parseBody(c, updatePlatformSettingsBodySchema);
    await setRequiredByPlatform(c.get('deps').db, requireTwoFactor);
    return c.json({ requireTwoFactor });
  });
