import type { MiddlewareHandler } from 'hono';
import type { AppContext, AppEnv } from '../app-env.ts';
import { type Actor, can, matchRoute, type RouteRule } from '../auth/policy.ts';
import type { Blog, User } from '../db/rows.ts';
import { forbidden, notFound } from '../errors.ts';
import { authenticate } from './auth.ts';
import { loadMemberBlog, parseBlogRef, resolveScopedBlog } from './blog-scope.ts';

export const ROUTE_NOT_FOUND = 'Ruta no encontrada';

async function blogFor(
  c: AppContext,
  user: User,
  rule: Pick<RouteRule, 'blog'>,
  params: Record<string, string>,
) {
  if (rule.blog === 'scope') return resolveScopedBlog(c, user);
  if (rule.blog === 'path') {
    const ref = params.uuid ?? params.id;
    return loadMemberBlog(c.get('deps').db, user, parseBlogRef(ref));
  }
  return null;
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
  const user = await authenticate(c);
  const scoped = await blogFor(c, user, rule, params);
  const blog: Blog | undefined = scoped?.blog;
  const actor: Actor = {
    userId: user.id,
    userUuid: user.uuid,
    isSuperAdmin: user.isSuperAdmin,
    role: user.isSuperAdmin ? 'SUPER_ADMIN' : (scoped?.role ?? null),
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
export function enforceRoutePolicy(rules?: readonly RouteRule[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let matched: ReturnType<typeof matchRoute>;
    try {
      matched = matchRoute(c.req.method, c.req.path, rules);
    } catch {
      matched = null; // a malformed %-escape in the path
    }
    if (!matched) throw notFound(ROUTE_NOT_FOUND);
    await apply(c, matched.rule, matched.params);
    await next();
  };
}

/** The same checks for a route outside the table (a sub-app mounted elsewhere). */
export function requirePermission(
  permission: RouteRule['permission'],
  blog: RouteRule['blog'] = 'scope',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await apply(c, { permission, blog }, c.req.param() as Record<string, string>);
    await next();
  };
}

/** The actor set by the policy; calling it on a public route is a programming error. */
export function getActor(c: AppContext): Actor {
  const actor = c.get('actor');
  if (!actor) throw new Error('getActor() on a route without authentication');
  return actor;
}

/** The blog set by the policy for `scope`/`path` routes. */
export function getBlog(c: AppContext): Blog {
  const blog = c.get('blog');
  if (!blog) throw new Error('getBlog() on a route without a blog');
  return blog;
}
