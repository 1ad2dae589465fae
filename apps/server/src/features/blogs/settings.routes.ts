import { updateSettingsBodySchema } from '@bitacora/api/schemas';
import { CUSTOM_DOMAIN_MESSAGES, DOMAIN_CHECK_LIMIT } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { conflict, tooManyRequests } from '../../platform/http/errors.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { checkCustomDomain } from './blogs.service.ts';
import { checkBlogDomain, domainTargetOf } from './custom-domain.service.ts';
import { getSettings, updateSettings } from './settings.service.ts';

/** Settings of the active blog (ADMIN, route policy). */
export const settingsRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const deps = c.get('deps');
    return c.json(await getSettings(deps.db, getBlog(c), domainTargetOf(deps)));
  })
  .put('/', async (c) => {
    const body = await parseBody(c, updateSettingsBodySchema);
    checkCustomDomain(body.domain, c.get('deps').publicDomain);
    const deps = c.get('deps');
    return c.json(
      await updateSettings(deps.db, getBlog(c), body, {
        addressSecret: deps.jwtSecret,
        now: deps.now(),
        domainTarget: domainTargetOf(deps),
      }),
    );
  })
  // 'Comprobar ahora': checks the domain's DNS records at once and answers the settings.
  .post('/domain/check', async (c) => {
    const deps = c.get('deps');
    const blog = getBlog(c);
    if (!blog.domain) throw conflict(CUSTOM_DOMAIN_MESSAGES.noDomain);
    const state = await deps.rateLimitStore.hit(
      `domain-check:${blog.id}`,
      DOMAIN_CHECK_LIMIT.windowMs,
      deps.now(),
    );
    if (state.count > DOMAIN_CHECK_LIMIT.count) {
      throw tooManyRequests(
        CUSTOM_DOMAIN_MESSAGES.tooManyChecks,
        Math.ceil((state.resetAt.getTime() - deps.now().getTime()) / 1000),
      );
    }
    const saved = (await checkBlogDomain(deps, blog.id)) ?? blog;
    return c.json(await getSettings(deps.db, saved, domainTargetOf(deps)));
  });
