import type { Blog } from '@bitacora/api';
import {
  can,
  type Permission,
  PROFILE_SCREEN,
  type Role,
  screenPermission,
} from '@bitacora/domain';
import { PATHS, SIGNED_IN_AREAS } from './paths.ts';

/** The part of the signed-in user the guard reads. */
export type GuardUser = { id: number | string; uuid: string; role: Role };

export type GuardInput = {
  /** The path being entered; a query or hash on it is ignored. */
  path: string;
  /** The query of the address being entered ('?tab=plan'), kept for the way back after login. */
  search?: string;
  user: GuardUser | null;
  token: string | null;
  /** The stored active blog uuid. */
  activeBlog: string | null;
};

export type GuardDecision =
  | { kind: 'allow' }
  /** The panel opens, and explains in place of the screen that the role may not see it. */
  | { kind: 'forbidden'; permission: Permission }
  | { kind: 'redirect'; to: string }
  /** ADMIN or AUTHOR without an active blog: look its blogs up and apply {@link blogsDecision}. */
  | { kind: 'resolve-blog' }
  /**
   * The address names a blog (`?blog={uuid}`, as a mail's link does) other than the active one:
   * make it the active one if the user belongs to it, then go on to `to` (the address without it).
   */
  | { kind: 'enter-blog'; blogUuid: string; to: string };

/** The query parameter naming the blog a panel address is about (mailed links). */
export const BLOG_PARAM = 'blog';

export const LOGIN_PATH = PATHS.login;
export const DASHBOARD_PATH = PATHS.dashboard;
export const SUPER_ADMIN_BLOGS_PATH = PATHS.superAdminBlogs;
export const BLOG_PICKER_PATH = PATHS.blogPicker;
/** The query parameter of /login and /blogs holding the panel address to go on to. */
export const NEXT_PARAM = 'next';

const ALLOW: GuardDecision = { kind: 'allow' };
const redirect = (to: string): GuardDecision => ({ kind: 'redirect', to });

/** Trailing slashes do not make another route. */
function normalise(path: string): string {
  return path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

function isPanelPath(path: string): boolean {
  return SIGNED_IN_AREAS.some((area) => isUnder(path, area));
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The permission that keeps this user out of a /cms or /super-admin path, or null when the
 * role may open it (the server's route policy refuses the same calls).
 */
export function forbiddenPermission(rawPath: string, user: GuardUser): Permission | null {
  const path = normalise(rawPath);
  if (isUnder(path, '/super-admin')) return can(user, 'manage:blogs') ? null : 'manage:blogs';
  const ownProfile = PROFILE_SCREEN.pattern.exec(path);
  if (ownProfile) {
    // The route names the profile by uuid, so the user is compared by uuid too.
    const self = { id: user.uuid, role: user.role };
    const { permission } = PROFILE_SCREEN;
    const allowed = can(self, permission, { authorId: decodeSegment(ownProfile[1] ?? '') });
    return allowed ? null : permission;
  }
  const permission = screenPermission(path);
  return permission === null || can(user, permission) ? null : permission;
}

/** /login, remembering the panel address that was asked for. */
export function loginPathFor(path: string, search = ''): string {
  const next = `${normalise(path)}${search.startsWith('?') ? search : ''}`;
  return `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

/** The blog picker, passing on the panel address to open once a blog is chosen. */
function pickerPathFor(path: string, search: string): string {
  if (path === DASHBOARD_PATH) return BLOG_PICKER_PATH;
  const next = `${path}${search.startsWith('?') ? search : ''}`;
  return `${BLOG_PICKER_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next })}`;
}

// Any origin works: only whether the address stays on it matters.
const PROBE_ORIGIN = 'https://panel.invalid';

/**
 * A `next` address made safe: only a path of the panel's signed-in area on the panel's own
 * origin, never another site ('//evil.example', 'https://…', '/\\evil', 'javascript:').
 */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  // A scheme-relative or backslashed address leaves the origin in some browsers.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !isPanelPath(normalise(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a signed-in user goes on from /login or /blogs: the `next` address when it is safe and
 * the role may open it, else `fallback` (the role's landing).
 */
export function nextPathFor(
  raw: string | null | undefined,
  user: GuardUser,
  fallback: string,
): string {
  const next = safeNextPath(raw);
  if (next === null || forbiddenPermission(next, user) !== null) return fallback;
  return next;
}

/**
 * Route guard, as a pure decision. Login, signup, blogs and the other public pages always
 * pass; /cms and /super-admin need a signed-in user with a token (the token-only pages of
 * docs/product.md#route-guard are covered: no call works without it), and /login keeps the address
 * to come back to; a screen the role may not open is explained inside the panel; SUPER_ADMIN passes
 * freely to its blog list and the dashboard and goes to its blog list from any other /cms path
 * without an active blog; an ADMIN or AUTHOR without an active blog has its blogs looked up.
 */
export function guardRoute(input: GuardInput): GuardDecision {
  const path = normalise(input.path);
  if (!isPanelPath(path)) return ALLOW;

  const { user, token, activeBlog } = input;
  if (!user || !token) return redirect(loginPathFor(path, input.search));
  const query = new URLSearchParams(input.search ?? '');
  const named = query.get(BLOG_PARAM);
  if (named !== null) {
    query.delete(BLOG_PARAM);
    const rest = query.toString();
    const to = `${path}${rest ? `?${rest}` : ''}`;
    // The role in the named blog decides what may be opened there: the guard runs again after.
    if (named !== activeBlog && named !== '') return { kind: 'enter-blog', blogUuid: named, to };
  }
  const permission = forbiddenPermission(path, user);
  if (permission) return { kind: 'forbidden', permission };

  if (user.role === 'SUPER_ADMIN') {
    if (isUnder(path, '/super-admin') || path === DASHBOARD_PATH) return ALLOW;
    return activeBlog ? ALLOW : redirect(SUPER_ADMIN_BLOGS_PATH);
  }
  return activeBlog ? ALLOW : { kind: 'resolve-blog' };
}

export type BlogsResult = { ok: true; blogs: readonly Pick<Blog, 'uuid'>[] } | { ok: false };

export type BlogsDecision =
  | { kind: 'select'; blogUuid: string; to: string }
  | { kind: 'redirect'; to: string };

/**
 * ADMIN or AUTHOR without an active blog: exactly one blog becomes the active one and the
 * user goes on to the address asked for (the dashboard after a plain login); none, several or
 * a failed lookup go to the blog picker, which passes that address on.
 */
export function blogsDecision(
  result: BlogsResult,
  requested: { path: string; search?: string } = { path: DASHBOARD_PATH },
): BlogsDecision {
  const path = normalise(requested.path);
  const search = requested.search ?? '';
  const only = result.ok && result.blogs.length === 1 ? result.blogs[0] : undefined;
  if (only) return { kind: 'select', blogUuid: only.uuid, to: `${path}${search}` };
  return { kind: 'redirect', to: pickerPathFor(path, search) };
}
