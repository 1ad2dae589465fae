import { updatePlatformSettingsBodySchema } from '@bitacora/api/schemas';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { isRequiredByPlatform, setRequiredByPlatform } from '../accounts/index.ts';
import { platformFeeBps, setPlatformFeeBps } from '../memberships/index.ts';

/** /api/platform-settings: what the super admin sets for every account and blog (route policy). */
export const platformSettingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = c.get('deps');
    return c.json({
      requireTwoFactor: await isRequiredByPlatform(db),
      platformFeeBps: await platformFeeBps(db),
    });
  })
  .put('/', async (c) => {
    const { db } = c.get('deps');
    const input = await parseBody(c, updatePlatformSettingsBodySchema);
    await setRequiredByPlatform(db, input.requireTwoFactor);
    if (input.platformFeeBps !== undefined) await setPlatformFeeBps(db, input.platformFeeBps);
    return c.json({
      requireTwoFactor: input.requireTwoFactor,
      platformFeeBps: await platformFeeBps(db),
    });
  });
