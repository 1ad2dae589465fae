import type { Role } from '@bitacora/domain';

/*
 * The access policy, as data. Permission strings read `action:entity`; a role holds grants
 * `action:entity:own|any`. One `can()` decides, one table says which permission each route
 * needs, and the route-policy middleware applies the table to every /api call.
 */

export type Entity =
  | 'blog'
  | 'post'
  | 'page'
  | 'series'
  | 'category'
  | 'menu'
  | 'settings'
  | 'user'
  | 'media'
  | 'comment'
  | 'stats'
  | 'billing';
export type Action = 'create' | 'read' | 'update' | 'delete' | 'moderate';
export type Permission = `${Action}:${Entity}`;
export type Grant = `${Permission}:${'own' | 'any'}`;

/** Who is acting: the authenticated user and, on blog calls, their role in that blog. */
export interface Actor {
  userId: number;
  userUuid: string;
  isSuperAdmin: boolean;
  /** Role in the active blog; null outside a blog. SUPER_ADMIN when the user is one. */
  role: Role | null;
  blogId: number | null;
}

/** Something owned: content by its author, a user by itself. */
export interface OwnedResource {
  authorId?: number | null;
  /** For users: the user's own id. */
  userId?: number | null;
}

const ALL_CONTENT = ['post', 'page', 'series'] as const;
const any = (action: Action, ...entities: Entity[]): Grant[] =>
  entities.map((e) => `${action}:${e}:any` as const);
const own = (action: Action, ...entities: Entity[]): Grant[] =>
  entities.map((e) => `${action}:${e}:own` as const);

/** Grants outside any blog (profile calls). */
const SELF_GRANTS: readonly Grant[] = [...own('read', 'user'), ...own('update', 'user')];

/**
 * Issue 3: ADMIN has full access to its blogs; AUTHOR reads its blogs' content, creates
 * posts/pages/series, edits and deletes only its own, edits only its own profile. Settings,
 * categories, menu, users and billing are ADMIN's. SUPER_ADMIN passes every check.
 */
export const ROLE_GRANTS: Record<Exclude<Role, 'SUPER_ADMIN'>, readonly Grant[]> = {
  ADMIN: [
    ...any(
      'read',
      'blog',
      ...ALL_CONTENT,
      'category',
      'menu',
      'settings',
      'user',
      'media',
      'comment',
      'stats',
      'billing',
    ),
    ...any(
      'update',
      'blog',
      ...ALL_CONTENT,
      'category',
      'menu',
      'settings',
      'user',
      'media',
      'billing',
    ),
    ...any('create', ...ALL_CONTENT, 'category', 'menu', 'user', 'media', 'billing'),
    ...any('delete', ...ALL_CONTENT, 'category', 'menu', 'user', 'media'),
    ...any('moderate', 'comment'),
  ],
  AUTHOR: [
    ...any('read', 'blog', ...ALL_CONTENT, 'category', 'menu', 'media', 'stats'),
    ...any('create', ...ALL_CONTENT, 'media'),
    ...own('update', ...ALL_CONTENT, 'media'),
    ...own('delete', ...ALL_CONTENT, 'media'),
    ...SELF_GRANTS,
  ],
};

function grantsOf(actor: Actor): readonly Grant[] {
  if (actor.role === null || actor.role === 'SUPER_ADMIN') return SELF_GRANTS;
  return ROLE_GRANTS[actor.role];
}

function owns(actor: Actor, resource: OwnedResource): boolean {
  if (resource.userId !== undefined) return resource.userId === actor.userId;
  return resource.authorId != null && resource.authorId === actor.userId;
}

/**
 * May `actor` do `permission`? Without a resource: may they do it to some resource (the
 * route-level check). With one: may they do it to this one (an `own` grant needs ownership).
 */
export function can(actor: Actor, permission: Permission, resource?: OwnedResource): boolean {
  if (actor.isSuperAdmin) return true;
  const grants = grantsOf(actor);
  if (grants.includes(`${permission}:any`)) return true;
  if (!grants.includes(`${permission}:own`)) return false;
  return resource === undefined || owns(actor, resource);
}

/** How a route finds its blog: none, the active-blog scope, or the `:id`/`:uuid` of /api/blogs. */
export type BlogSource = 'none' | 'scope' | 'path';

export interface RouteRule {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Hono-style path with `:param` segments. */
  path: string;
  /** `public`: no token; `authenticated`: any signed-in user; else the permission checked. */
  permission: Permission | 'public' | 'authenticated';
  blog: BlogSource;
}

/**
 * Every API route and what it needs. A path missing here answers 404, so a new route cannot
 * go live unprotected; the policy test matrix is generated from this table.
 */
export const ROUTE_POLICY: readonly RouteRule[] = [
  { method: 'GET', path: '/api/health', permission: 'public', blog: 'none' },
  { method: 'POST', path: '/api/auth/login', permission: 'public', blog: 'none' },

  { method: 'GET', path: '/api/blogs', permission: 'authenticated', blog: 'none' },
  { method: 'POST', path: '/api/blogs', permission: 'create:blog', blog: 'none' },
  { method: 'GET', path: '/api/blogs/uuid/:uuid', permission: 'read:blog', blog: 'path' },
  { method: 'PATCH', path: '/api/blogs/uuid/:uuid', permission: 'update:blog', blog: 'path' },
  { method: 'GET', path: '/api/blogs/:id', permission: 'read:blog', blog: 'path' },
  { method: 'PATCH', path: '/api/blogs/:id', permission: 'update:blog', blog: 'path' },
];

export interface MatchedRule {
  rule: RouteRule;
  params: Record<string, string>;
}

/** Finds the rule for a request; literal segments win over parameters (`check-slug` over `:id`). */
export function matchRoute(
  method: string,
  pathname: string,
  rules: readonly RouteRule[] = ROUTE_POLICY,
): MatchedRule | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: MatchedRule | null = null;
  let bestScore = -1;
  for (const rule of rules) {
    if (rule.method !== wanted) continue;
    const pattern = rule.path.split('/');
    if (pattern.length !== segments.length) continue;
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
