import type { Role } from '@bitacora/domain';
import { SERVER_MESSAGES } from '@bitacora/domain';
import type { MiddlewareHandler } from 'hono';
import type { Blog, User } from '../../../platform/db/rows.ts';
import type { AppContext, AppEnv } from '../../../platform/http/app-env.ts';
import { badRequest, forbidden, notFound } from '../../../platform/http/errors.ts';
import { type Actor, can, matchRoute, type RouteRule } from '../../../platform/http/policy.ts';
import { ROUTE_NOT_FOUND } from '../../../platform/http/request-context.ts';
import { admit, authenticate, verifyBearer } from './authenticate.ts';
import {
  BLOG_NOT_FOUND,
  type BlogRef,
  NO_BLOG_SELECTED,
  parseBlogRef,
  refNamesBlog,
  scopedBlogRefs,
  selectUserInBlog,
} from './blog-scope.ts';

/** Both the `blogId` parameter and `X-Blog-Id` were sent, naming different blogs. */
export const BLOG_MISMATCH = SERVER_MESSAGES.blogMismatch;

/** The blog references a rule names: the active-blog scope, or the path's `:uuid`/`:id`. */
async function blogRefsFor(
  c: AppContext,
  rule: Pick<RouteRule, 'blog'>,
  params: Record<string, string>,
): Promise<unknown[]> {
  if (rule.blog === 'scope') return scopedBlogRefs(c);
  return [params.uuid ?? params.id];
}

/**
 * Authenticates and resolves the blog in one query: the user, the blog and the membership.
 * A missing token outranks a missing or malformed blog reference (401 before 400/404), and
 * another blog answers 404 like one that does not exist.
 */
async function authenticateInBlog(
  c: AppContext,
  refs: unknown[],
): Promise<{ user: User; blog: Blog; role: Role }> {
  const claims = await verifyBearer(c);
  let ref: BlogRef;
  try {
    if (refs.length === 0) throw badRequest(NO_BLOG_SELECTED);
    ref = parseBlogRef(refs[0]);
  } catch (error) {
    await authenticate(c);
    throw error;
  }
  const db = c.get('deps').db;
  const { userUuid, passwordChangedAt, sessionId } = claims;
  const key = `${userUuid}|${passwordChangedAt}|${sessionId}|${typeof ref}:${ref}`;
  const row = await c.var.identityCache.load(key, () =>
    selectUserInBlog(db, { userUuid, sessionId }, ref),
  );
  const user = await admit(c, row.user, row.session, claims);
  const role = user.isSuperAdmin ? 'SUPER_ADMIN' : row.memberRole;
  if (!row.blog || !role) throw notFound(BLOG_NOT_FOUND);
  if (refs.length > 1 && !refNamesBlog(parseBlogRef(refs[1]), row.blog)) {
    throw badRequest(BLOG_MISMATCH);
  }
  return { user, blog: row.blog, role };
}

/**
 * Applies one rule: authenticate, resolve and membership-check the blog, then `can()` at
 * route level. Sets `user`, `actor` and `blog` for the handler.
 */
async function apply(
  c: AppContext,
  rule: Pick<RouteRule, 'permission' | 'blog'>,
  params: Record<string, string>,
): Promise<void> {
  if (rule.permission === 'public') return;
  const { user, blog, role } =
    rule.blog === 'none'
      ? { user: await authenticate(c), blog: undefined, role: null }
      : await authenticateInBlog(c, await blogRefsFor(c, rule, params));
  const actor: Actor = {
    userId: user.id,
    userUuid: user.uuid,
    isSuperAdmin: user.isSuperAdmin,
    role: user.isSuperAdmin ? 'SUPER_ADMIN' : role,
    blogId: blog?.id ?? null,
  };
  c.set('actor', actor);
  c.set('blog', blog);
  if (rule.permission !== 'authenticated' && !can(actor, rule.permission)) throw forbidden();
}

/**
 * The single gate of the API: every /api request must match a row of the route policy table
 * (else 404) and pass it before any handler runs.
 */
export function enforceRoutePolicy(rules: readonly RouteRule[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let matched: ReturnType<typeof matchRoute>;
    try {
      matched = matchRoute(c.req.method, c.req.path, rules);
    } catch {
      matched = null; // a malformed %-escape in the path
    }
    if (!matched) throw notFound(ROUTE_NOT_FOUND);
    c.set('routeRule', matched.rule);
    await apply(c, matched.rule, matched.params);
    await next();
  };
}
