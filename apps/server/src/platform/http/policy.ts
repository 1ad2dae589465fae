import { can as domainCan, type Permission, type Role } from '@bitacora/domain';

/*
 * The access policy, as data. The permission strings, what each role holds and the one
 * `can()` come from @bitacora/domain, so the panel hides exactly what the server refuses.
 * This file adds who the actor is on the server, and one table saying which permission each
 * route needs; the route-policy middleware applies the table to every /api call.
 */

export type { Permission };

/** Who is acting: the authenticated user and, on blog calls, their role in that blog. */
export interface Actor {
  userId: number;
  userUuid: string;
  isSuperAdmin: boolean;
  /** Role in the active blog; null outside a blog. SUPER_ADMIN when the user is one. */
  role: Role | null;
  blogId: number | null;
}

/** Something owned: content by its author; for a user profile, `authorId` is the user's id. */
export interface OwnedResource {
  authorId?: number | null;
}

/**
 * May `actor` do `permission`? Without a resource: may they ever (the route-level check).
 * With one: may they do it to this one (an `:own` permission needs authorship). Outside a
 * blog only SUPER_ADMIN holds permissions; everyone else's rights come from a membership.
 */
export function can(actor: Actor, permission: Permission, resource?: OwnedResource): boolean {
  if (actor.isSuperAdmin) return true;
  if (actor.role === null) return false;
  return domainCan({ id: actor.userId, role: actor.role }, permission, resource);
}

/** How a route finds its blog: none, the active-blog scope, or the `:id`/`:uuid` of /api/blogs. */
export type BlogSource = 'none' | 'scope' | 'path';

/**
 * What a successful write changes on the public blogs, so their cached pages are built again:
 * the pages of the request's blog, every blog's (accounts, plans, names and pictures shown
 * anywhere), or nothing a blog shows.
 */
export type PublicChange = 'blog' | 'all' | 'none';

interface RuleBase {
  /** Hono-style path with `:param` segments. */
  path: string;
  /** `public`: no token; `authenticated`: any signed-in user; else the permission checked. */
  permission: Permission | 'public' | 'authenticated';
  blog: BlogSource;
}

/** A read changes nothing; every write says what it changes. */
export type RouteRule =
  | (RuleBase & { method: 'GET'; changes?: undefined })
  | (RuleBase & { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; changes: PublicChange });

/**
 * The platform's own routes and what they need. Every feature hands over the rows of its own
 * routes, and app.ts joins them into the one table (ROUTE_POLICY): a path missing there answers
 * 404, so a new route cannot go live unprotected; the policy test matrix is generated from it.
 */
export const PLATFORM_POLICY: readonly RouteRule[] = [
  { method: 'GET', path: '/api/health', permission: 'public', blog: 'none' },
  { method: 'GET', path: '/api/health/live', permission: 'public', blog: 'none' },
  { method: 'GET', path: '/api/health/ready', permission: 'public', blog: 'none' },
  // Public to the policy: the endpoint itself admits loopback scrapers and METRICS_TOKEN.
  { method: 'GET', path: '/metrics', permission: 'public', blog: 'none' },
  // The puzzle signup and password recovery ask for: for people without an account or session.
  { method: 'GET', path: '/api/captcha/challenge', permission: 'public', blog: 'none' },
  // Demo mode without SMTP only (the handler answers 404 otherwise).
  { method: 'GET', path: '/api/dev/outbox', permission: 'public', blog: 'none' },
];

export interface MatchedRule {
  rule: RouteRule;
  params: Record<string, string>;
}

/** A table's rules by method and number of path segments, each with its path split once. */
const rulesByShape = new WeakMap<
  readonly RouteRule[],
  Map<string, { rule: RouteRule; pattern: string[] }[]>
>();

function candidates(rules: readonly RouteRule[], method: string, length: number) {
  let byShape = rulesByShape.get(rules);
  if (!byShape) {
    byShape = new Map();
    for (const rule of rules) {
      const pattern = rule.path.split('/');
      const shape = `${rule.method} ${pattern.length}`;
      const list = byShape.get(shape) ?? [];
      list.push({ rule, pattern });
      byShape.set(shape, list);
    }
    rulesByShape.set(rules, byShape);
  }
  return byShape.get(`${method} ${length}`) ?? [];
}

/** Finds the rule for a request; literal segments win over parameters (`check-slug` over `:id`). */
export function matchRoute(
  method: string,
  pathname: string,
  rules: readonly RouteRule[],
): MatchedRule | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: MatchedRule | null = null;
  let bestScore = -1;
  // In table order, as before: of equal scores the first rule wins.
  for (const { rule, pattern } of candidates(rules, wanted, segments.length)) {
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i] as string;
      const s = segments[i] as string;
      if (p.startsWith(':')) {
        if (s === '') {
          ok = false;
          break;
        }
        params[p.slice(1)] = decodeURIComponent(s);
      } else if (p === s) {
        score++;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && score > bestScore) {
      best = { rule, params };
      bestScore = score;
    }
  }
  return best;
}
