import type { Blog } from '@bitacora/api';
import { can, type Permission, type Role } from '@bitacora/domain';

/** The part of the signed-in user the guard reads. */
export type GuardUser = { id: number | string; uuid: string; role: Role };

export type GuardInput = {
  /** The path being entered, without query or hash. */
  path: string;
  user: GuardUser | null;
  token: string | null;
  /** The stored active blog uuid. */
  activeBlog: string | null;
};

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** ADMIN without an active blog: fetch `blogs?adminId=` and apply {@link adminBlogsDecision}. */
  | { kind: 'resolve-admin-blog' };

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/cms/dashboard';
export const SUPER_ADMIN_BLOGS_PATH = '/super-admin/blogs';
export const BLOG_PICKER_PATH = '/blogs';

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Trailing slashes do not make another route. */
function normalise(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/**
 * /cms screens an AUTHOR may not open (§6: settings, categories, menu and users are the
 * admin's), with the permission that opens them. Everything else under /cms is for every role.
 */
const CMS_PERMISSIONS: readonly { pattern: RegExp; permission: Permission }[] = [
  { pattern: /^\/cms\/categories$/, permission: 'manage:category' },
  { pattern: /^\/cms\/menu$/, permission: 'manage:menu' },
  { pattern: /^\/cms\/settings$/, permission: 'manage:settings' },
  { pattern: /^\/cms\/users$/, permission: 'read:user' },
  { pattern: /^\/cms\/users\/new$/, permission: 'create:user' },
];

const USER_EDIT = /^\/cms\/user\/edit\/([^/]+)$/;

/** Whether the role may open this /cms or /super-admin path at all. */
function roleMayOpen(path: string, user: GuardUser): boolean {
  if (isUnder(path, '/super-admin')) return user.role === 'SUPER_ADMIN';
  const ownProfile = USER_EDIT.exec(path);
  if (ownProfile) {
    // The route names the profile by uuid, so the user is compared by uuid too.
    const self = { id: user.uuid, role: user.role };
    return can(self, 'update:user:own', { authorId: decodeURIComponent(ownProfile[1] ?? '') });
  }
  const rule = CMS_PERMISSIONS.find((entry) => entry.pattern.test(path));
  return rule === undefined || can(user, rule.permission);
}

/**
 * §2.2 route guard, as a pure decision. Login, signup, blogs and the other public pages always
 * pass; /cms and /super-admin need a signed-in user with a token (the token-only pages of §2.2
 * are covered: no call works without it); a role that may not open a route goes to the
 * dashboard; SUPER_ADMIN passes freely to its blog list and the dashboard and goes to its blog
 * list from any other /cms path without an active blog; an ADMIN without an active blog has its
 * blogs looked up; an AUTHOR without one picks it in /blogs.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const path = normalise(input.path);
  const isProtected = isUnder(path, '/cms') || isUnder(path, '/super-admin');
  if (!isProtected) return ALLOW;

  const { user, token, activeBlog } = input;
  if (!user || !token) return redirect(LOGIN_PATH);
  if (!roleMayOpen(path, user)) return redirect(DASHBOARD_PATH);

  if (user.role === 'SUPER_ADMIN') {
    if (isUnder(path, '/super-admin') || path === DASHBOARD_PATH) return ALLOW;
    return activeBlog ? ALLOW : redirect(SUPER_ADMIN_BLOGS_PATH);
  }
  if (activeBlog) return ALLOW;
  return user.role === 'ADMIN' ? { kind: 'resolve-admin-blog' } : redirect(BLOG_PICKER_PATH);
}

export type AdminBlogsResult = { ok: true; blogs: readonly Pick<Blog, 'uuid'>[] } | { ok: false };

export type AdminBlogsDecision =
  | { kind: 'select'; blogUuid: string; to: string }
  | { kind: 'redirect'; to: string };

/**
 * §2.2 ADMIN without an active blog: exactly one blog becomes the active one and the user goes
 * to the dashboard; none, several or a failed lookup go to the blog picker.
 */
export function adminBlogsDecision(result: AdminBlogsResult): AdminBlogsDecision {
  const only = result.ok && result.blogs.length === 1 ? result.blogs[0] : undefined;
  if (only) return { kind: 'select', blogUuid: only.uuid, to: DASHBOARD_PATH };
  return { kind: 'redirect', to: BLOG_PICKER_PATH };
}
