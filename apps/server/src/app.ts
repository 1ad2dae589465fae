import { toValidationErrorBody } from '@bitacora/api/schemas';
import { blogBaseUrl, SERVER_MESSAGES } from '@bitacora/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { accountsFeature, enforceRoutePolicy } from './features/accounts/index.ts';
import { analyticsFeature } from './features/analytics/index.ts';
import { blogsFeature } from './features/blogs/index.ts';
import { commentsFeature } from './features/comments/index.ts';
import { contentFeature } from './features/content/index.ts';
import { dashboardFeature } from './features/dashboard/index.ts';
import { createFediverse, fediverseFeature } from './features/fediverse/index.ts';
import { mediaFeature } from './features/media/index.ts';
import { membersFeature } from './features/members/index.ts';
import { membershipsFeature } from './features/memberships/index.ts';
import { newsletterFeature, ONE_CLICK_PATH } from './features/newsletter/index.ts';
import { paymentsFeature } from './features/payments/index.ts';
import { createPublicSite } from './features/public-site/index.ts';
import { recommendationsFeature } from './features/recommendations/index.ts';
import { transfersFeature } from './features/transfers/index.ts';
import {
  createWebmentions,
  postSavedPublished,
  webmentionsFeature,
} from './features/webmentions/index.ts';
import { createBlogJsonCache } from './platform/cache/blog-json-cache.ts';
import { createContentVersions } from './platform/cache/content-versions.ts';
import { createIdentityCache } from './platform/cache/identity-cache.ts';
import { captchaRoutes } from './platform/captcha/captcha.routes.ts';
import { databaseBusyIn, runAsRequest } from './platform/db/engine-queue.ts';
import type { Feature } from './platform/feature.ts';
import type { AppDeps, AppEnv } from './platform/http/app-env.ts';
import { compressAnswers } from './platform/http/compression.ts';
import { demoModeFor } from './platform/http/demo-mode.ts';
import { devRoutes } from './platform/http/dev.routes.ts';
import type { ErrorBody } from './platform/http/errors.ts';
import { healthRoutes } from './platform/http/health.routes.ts';
import { requireJsonBodies } from './platform/http/json-body.ts';
import { metricsEndpoint } from './platform/http/metrics.routes.ts';
import { PLATFORM_POLICY, type RouteRule } from './platform/http/policy.ts';
import { ROUTE_NOT_FOUND } from './platform/http/request-context.ts';
import { requestLog, requestLogger } from './platform/http/request-log.ts';
import { appSecurityHeaders, securityConfigFor } from './platform/http/security-headers.ts';
import { UPLOAD_BODY_LIMIT } from './platform/http/upload-file.ts';
import { stderrLogger } from './platform/log/logger.ts';
import { onPublishedPostSaved } from './platform/post-saved.ts';
import {
  NOT_FOUND_HEADERS,
  NOT_FOUND_PAGE,
  staticSite,
  wantsNotFoundPage,
} from './platform/static-site/static-site.ts';

/**
 * Every feature, in mounting order. Each hands over its sub-apps and its job kinds; their paths
 * do not overlap, so the order only keeps the table readable.
 */
export const FEATURES: readonly Feature[] = [
  accountsFeature,
  blogsFeature,
  analyticsFeature,
  contentFeature,
  dashboardFeature,
  transfersFeature,
  paymentsFeature,
  mediaFeature,
  commentsFeature,
  newsletterFeature,
  membersFeature,
  membershipsFeature,
  recommendationsFeature,
  fediverseFeature,
  webmentionsFeature,
];

// A published post's saves tell the sites it links to (docs/decisions/080-webmentions.md).
onPublishedPostSaved(postSavedPublished);

/**
 * The one route policy table: the platform's rows, then each feature's. Rows of different
 * features never match the same path, so joining them keeps every match as it was.
 */
export const ROUTE_POLICY: readonly RouteRule[] = [
  ...PLATFORM_POLICY,
  ...FEATURES.flatMap((feature) => feature.policy ?? []),
];

/** JSON and form bodies; uploads (5 MB images plus multipart overhead) get their own limit. */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;
export { UPLOAD_BODY_LIMIT };

/** The API routes that take a multipart form (media, pictures, members' CSV) instead of JSON. */
const isUploadPath = (path: string) =>
  /\/(upload|picture)(\/|$)/.test(path) || path === '/api/members/import';
/** An import's file: streamed to disk and cut at its own limit by the route, not here. */
const isImportUpload = (path: string) => /^\/api\/imports(\/[^/]+\/images)?\/?$/.test(path);

/**
 * Hono's body limit, passed over by GET and HEAD: they have no body to limit, and asking for
 * one would build the whole Fetch request on every read.
 */
const limitBody = (limit: MiddlewareHandler): MiddlewareHandler =>
  function limitBodyUnlessRead(c, next) {
    return c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next);
  };

const tooLarge = limitBody(
  bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json({ error: SERVER_MESSAGES.bodyTooLarge }, 413),
  }),
);
const uploadTooLarge = limitBody(
  bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT,
    onError: (c) => c.json({ error: SERVER_MESSAGES.uploadTooLarge }, 413),
  }),
);

const STATUS_MESSAGES: Record<number, string> = {
  400: SERVER_MESSAGES.badRequest,
  401: SERVER_MESSAGES.unauthorized,
  403: SERVER_MESSAGES.forbidden,
  404: SERVER_MESSAGES.notFound,
  405: SERVER_MESSAGES.methodNotAllowed,
  409: SERVER_MESSAGES.conflict,
  413: SERVER_MESSAGES.bodyTooLarge,
  415: SERVER_MESSAGES.unsupportedMediaType,
  429: SERVER_MESSAGES.tooManyRequests,
};

const isZodError = (error: unknown): error is ZodError =>
  error instanceof Error &&
  error.name === 'ZodError' &&
  Array.isArray((error as Partial<ZodError>).issues);

/** The HTTP app. Routes are sub-apps, one per resource; the route policy guards all of /api. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // First: blog hosts get their public pages (with their own security headers, built once per
  // page); the app's own hosts go on to the API, panel and landing.
  const versions = deps.contentVersions ?? createContentVersions();
  const jsonCache = createBlogJsonCache(versions);
  const identityCache = createIdentityCache(versions);
  const security = securityConfigFor(deps.mediaStorage);
  app.use('*', requestLog({ logger: requestLogger(deps), observe: deps.metrics?.observe }));
  // On the embedded database a request that would wait too long for it is turned away (503).
  app.use('*', (_c, next) => runAsRequest(next));
  const site = createPublicSite(deps, versions, security);
  // The fediverse's requests on a blog's host (WebFinger, NodeInfo, the actor) go before its pages.
  app.use('*', createFediverse(deps));
  // Mentions from other sites are taken on every blog's host, before its pages.
  app.use('*', createWebmentions(deps));
  app.use('*', site.middleware);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('jsonCache', jsonCache);
    c.set('versions', versions);
    c.set('identityCache', identityCache);
    await next();
  });
  // Outside the security headers and every route, so it sees each API answer as it leaves.
  const compression = compressAnswers();
  for (const path of ['/api/*', '/comments', '/comments/*']) app.use(path, compression);
  app.use('*', appSecurityHeaders());
  app.use('/api/*', (c, next) => {
    if (isImportUpload(c.req.path)) return next();
    return isUploadPath(c.req.path) ? uploadTooLarge(c, next) : tooLarge(c, next);
  });
  // The picture test page's upload exists only in demo mode, and only for this machine.
  app.use('/api/profile-picture-test/*', async (c, next) => {
    if (!demoModeFor(c)) return c.json({ error: ROUTE_NOT_FOUND }, 404);
    await next();
  });
  // A mail client's one-click unsubscribe (RFC 8058) is a form POST; its route reads it.
  const jsonBodies = requireJsonBodies(
    (path) => isUploadPath(path) || isImportUpload(path) || ONE_CLICK_PATH.test(path),
  );
  app.use('/api/*', enforceRoutePolicy(ROUTE_POLICY));
  app.use('/api/*', jsonBodies);
  // The comment calls without the /api prefix (docs/architecture.md#api) go through the same body
  // limit, policy, scope and content type.
  for (const path of ['/comments', '/comments/*']) {
    app.use(path, tooLarge);
    app.use(path, enforceRoutePolicy(ROUTE_POLICY));
    app.use(path, jsonBodies);
  }
  // The members' pages and call on a blog's host (the public site sets their blog) pass the same
  // gate: a path without a row answers 404.
  app.use('/members/*', tooLarge);
  app.use('/members/*', enforceRoutePolicy(ROUTE_POLICY));

  app.use('/metrics', enforceRoutePolicy(ROUTE_POLICY));
  app.get('/metrics', metricsEndpoint());
  app.route('/api/health', healthRoutes);
  app.route('/api/captcha', captchaRoutes);
  app.route('/api/dev', devRoutes);
  for (const feature of FEATURES) {
    for (const route of feature.routes ?? []) app.route(route.path, route.app);
  }
  // Last: the landing at /, the panel at its routes and both builds' files.
  // The panel frames its blogs' own (subdomain) addresses for 'Diseño''s live preview.
  const blogFrames = [blogBaseUrl({ subdomain: 'x' }, deps.publicDomain).replace('://x.', '://*.')];
  app.use('*', staticSite({ ...security, blogFrames }, deps.logger));

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: ROUTE_NOT_FOUND }, 404);
    if (wantsNotFoundPage(c.req.method, c.req.path))
      return c.html(NOT_FOUND_PAGE, 404, NOT_FOUND_HEADERS);
    return c.json({ error: SERVER_MESSAGES.pageNotFound }, 404);
  });

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      if (error.res) return error.getResponse();
      const body: ErrorBody = {
        error: STATUS_MESSAGES[error.status] ?? SERVER_MESSAGES.requestFailed,
      };
      return c.json(body, error.status);
    }
    if (isZodError(error)) {
      return c.json(toValidationErrorBody(error), 400);
    }
    const busy = databaseBusyIn(error);
    if (busy) {
      c.header('Retry-After', String(busy.retryAfterSeconds));
      return c.json(
        { error: SERVER_MESSAGES.databaseBusy, message: SERVER_MESSAGES.databaseBusyRetry },
        503,
      );
    }
    (deps.logger ?? stderrLogger).error(
      { err: error, reqId: c.get('requestId'), method: c.req.method, path: c.req.path },
      'error no controlado',
    );
    return c.json({ error: SERVER_MESSAGES.internal }, 500);
  });

  // The kept blog pages, for the listener in front of the app (platform/http/answers-from-memory.ts).
  return Object.assign(app, { answerFromMemory: site.answerFromMemory });
}

export type App = ReturnType<typeof createApp>;
