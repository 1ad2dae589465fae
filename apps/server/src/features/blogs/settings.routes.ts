import { designPreviewBodySchema, updateSettingsBodySchema } from '@bitacora/api/schemas';
import {
  blogBaseUrl,
  CUSTOM_DOMAIN_MESSAGES,
  DOMAIN_CHECK_LIMIT,
  isSettingsFieldEnabled,
} from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/http/app-env.ts';
import { conflict, invalidField, tooManyRequests } from '../../platform/http/errors.ts';
import { getBlog } from '../../platform/http/request-context.ts';
import { parseBody } from '../../platform/http/validate.ts';
import { checkCustomDomain } from './blogs.service.ts';
import { checkBlogDomain, domainTargetOf } from './custom-domain.service.ts';
import { DESIGN_PREVIEW_TTL_SECONDS, signDesignPreview } from './design-preview-token.ts';
import { getSettings, updateSettings } from './settings.service.ts';

/** The longest preview token an address carries (Node reads at most 16 KB of headers). */
const DESIGN_PREVIEW_MAX_TOKEN = 8000;
const DESIGN_PREVIEW_TOO_LONG =
  'La vista previa no puede mostrar un CSS propio tan largo: guarda los cambios para verlo en el blog.';

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
  // 'Diseño''s live preview: the unsaved design, by PUT's rules, signed for ten minutes and this
  // blog; the panel frames the blog's own address with `?vista-previa=<token>`.
  .post('/design-preview', async (c) => {
    const body = await parseBody(c, designPreviewBodySchema);
    const deps = c.get('deps');
    const blog = getBlog(c);
    const now = deps.now();
    // Custom CSS shows only where the plan serves it, as on the saved blog.
    const draft = isSettingsFieldEnabled(blog.plan, 'customCss')
      ? body
      : { ...body, customCss: null };
    const token = await signDesignPreview(deps.jwtSecret, blog.id, draft, now);
    // The token travels in the frame's address, which servers keep short.
    if (token.length > DESIGN_PREVIEW_MAX_TOKEN) {
      throw invalidField('customCss', DESIGN_PREVIEW_TOO_LONG);
    }
    return c.json({
      token,
      // The subdomain, which the panel's policy may frame (a custom domain may be any host).
      origin: blogBaseUrl({ subdomain: blog.subdomain }, deps.publicDomain),
      expiresAt: new Date(now.getTime() + DESIGN_PREVIEW_TTL_SECONDS * 1000).toISOString(),
    });
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
