import { ANALYTICS_MESSAGES, MEMBERSHIP_MESSAGES } from '@bitacora/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_POLICY } from '../../app.ts';
import { draftsOnlyBy, mayRead } from '../../features/content/index.ts';
import { call, type DemoAccount, type TestApp, tokenFor } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { type Actor, can, matchRoute, type RouteRule } from './policy.ts';

/*
 * The access matrix, generated from ROUTE_POLICY: every route × every kind of caller, with
 * the expected outcome derived from the same table and can(). Adding a route row adds its tests.
 */

type Caller = 'anonymous' | DemoAccount;
const CALLERS: Caller[] = ['anonymous', 'super', 'admin', 'author', 'pro'];

let t: TestApp;
const tokens = {} as Record<DemoAccount, string>;
let demo: { id: number; uuid: string };

useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeAll(async () => {
  for (const account of ['super', 'admin', 'author', 'pro'] as const)
    tokens[account] = await tokenFor(t, account);
  demo = (await t.db.query.blogs.findFirst({ where: (b, { eq }) => eq(b.subdomain, 'demo') }))!;
});

/** Role of each caller in blog `demo`, the blog every generated request targets. */
const ROLE_IN_DEMO = { super: 'SUPER_ADMIN', admin: 'ADMIN', author: 'AUTHOR', pro: null } as const;

function expected(rule: RouteRule, caller: Caller): 'allowed' | 401 | 403 | 404 {
  if (rule.permission === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  const role = ROLE_IN_DEMO[caller];
  if (rule.blog !== 'none' && role === null) return 404;
  if (rule.permission === 'authenticated') return 'allowed';
  const actor: Actor = {
    userId: -1,
    userUuid: '',
    isSuperAdmin: caller === 'super',
    role: rule.blog === 'none' ? (caller === 'super' ? 'SUPER_ADMIN' : null) : role,
    blogId: null,
  };
  return can(actor, rule.permission) ? 'allowed' : 403;
}

/** Blog paths name the demo blog; other ids name nothing, so object-level checks stay out. */
const concrete = (path: string) =>
  path.startsWith('/api/blogs/')
    ? path.replace(':uuid', demo.uuid).replace(':id', String(demo.id))
    : path
        .replace(':uuid', '00000000-0000-4000-8000-000000000000')
        .replace(':id', '2147483000')
        .replace(':kind', 'posts');

/** Demo mode's routes answer only this machine (platform/http/demo-mode.ts); the matrix calls them from it. */
const DEMO_ONLY = new Set(['/api/dev/outbox', '/api/profile-picture-test/upload/:uuid']);

/** A 404 that comes from the gate itself; a handler's "no such post" means the gate let it in. */
const GATE_404 = ['Blog no encontrado', 'Ruta no encontrada'];

/**
 * Routes that answer the gate's own 404 to whoever they do not serve, so they do not show from
 * outside: /metrics serves only a scraper on this machine or with its token (metrics.test.ts),
 * and the test app counts nothing.
 */
const HIDDEN_404 = new Set(['/metrics']);

/** The demo blog is FREE: a PRO feature's refusal comes from its handler, past the gate. */
const PLAN_403: readonly unknown[] = [ANALYTICS_MESSAGES.needPro, MEMBERSHIP_MESSAGES.needPro];

describe('route policy matrix', () => {
  const cases = ROUTE_POLICY.filter((r) => r.path !== '/api/auth/login').flatMap((rule) =>
    CALLERS.map((caller) => ({ rule, caller, name: `${rule.method} ${rule.path} as ${caller}` })),
  );
  it.each(cases)('$name', async ({ rule, caller }) => {
    const want = expected(rule, caller);
    // Logout ends the session it is called with: it gets one of its own.
    const token =
      caller === 'anonymous'
        ? undefined
        : rule.path === '/api/auth/logout'
          ? await tokenFor(t, caller)
          : tokens[caller];
    const res = await call(t, rule.method, concrete(rule.path), {
      ...(token && { token }),
      ...(rule.blog === 'scope' && { blog: demo.uuid }),
      ...(DEMO_ONLY.has(rule.path) && { address: '127.0.0.1' }),
      // An empty body: an allowed call may fail validation (400), never authorization.
      ...(rule.method !== 'GET' && rule.method !== 'DELETE' && { body: {} }),
    });
    if (want === 'allowed') {
      const planRefusal = res.status === 403 && PLAN_403.includes(res.json.error);
      if (!planRefusal) expect([401, 403], `${res.status} ${res.text}`).not.toContain(res.status);
      if (res.status === 404 && !HIDDEN_404.has(rule.path))
        expect(GATE_404).not.toContain(res.json.error);
      expect(res.status).toBeLessThan(500);
    } else {
      expect(res.status, res.text).toBe(want);
    }
  });
});

describe('matchRoute', () => {
  it('prefers literal segments and ignores trailing slashes', () => {
    expect(matchRoute('GET', '/api/blogs/uuid/x', ROUTE_POLICY)?.rule.path).toBe(
      '/api/blogs/uuid/:uuid',
    );
    expect(matchRoute('GET', '/api/blogs/12/', ROUTE_POLICY)?.params).toEqual({ id: '12' });
    expect(matchRoute('HEAD', '/api/health', ROUTE_POLICY)?.rule.path).toBe('/api/health');
    expect(matchRoute('DELETE', '/api/blogs/1', ROUTE_POLICY)).toBeNull();
  });
});

describe('can()', () => {
  const base = { userId: 7, userUuid: 'u', isSuperAdmin: false, blogId: 1 } as const;
  it('AUTHOR edits only its own content; ADMIN any; settings are ADMIN’s', () => {
    const author: Actor = { ...base, role: 'AUTHOR' };
    expect(can(author, 'update:post:own', { authorId: 7 })).toBe(true);
    expect(can(author, 'update:post:own', { authorId: 8 })).toBe(false);
    expect(can(author, 'manage:settings')).toBe(false);
    expect(can(author, 'moderate:comment:any')).toBe(false);
    expect(can(author, 'update:user:own', { authorId: 7 })).toBe(true);
    expect(can(author, 'update:user:own', { authorId: 8 })).toBe(false);
    const admin: Actor = { ...base, role: 'ADMIN' };
    expect(can(admin, 'update:post:own', { authorId: 8 })).toBe(true);
    expect(can(admin, 'manage:blogs')).toBe(false);
    expect(can({ ...base, role: null, isSuperAdmin: true }, 'manage:blogs')).toBe(true);
  });

  it('AUTHOR reads its own drafts and others’ published content; ADMIN every draft', () => {
    const author: Actor = { ...base, role: 'AUTHOR' };
    const admin: Actor = { ...base, role: 'ADMIN' };
    const superAdmin: Actor = { ...base, role: null, isSuperAdmin: true };
    const theirs = { status: 'DRAFT', authorId: 8 };
    expect(mayRead(author, { status: 'DRAFT', authorId: 7 })).toBe(true);
    expect(mayRead(author, { status: 'PUBLISHED', authorId: 8 })).toBe(true);
    expect(mayRead(author, theirs)).toBe(false);
    expect(mayRead(admin, theirs)).toBe(true);
    expect(mayRead(superAdmin, theirs)).toBe(true);
    expect(mayRead({ ...base, role: null }, { status: 'PUBLISHED', authorId: 8 })).toBe(false);
    expect(draftsOnlyBy(author)).toBe(7);
    expect(draftsOnlyBy(admin)).toBeNull();
    expect(draftsOnlyBy(superAdmin)).toBeNull();
  });

  it('outside a blog a plain user holds nothing', () => {
    expect(can({ ...base, role: null }, 'read:blog')).toBe(false);
    expect(can({ ...base, role: null }, 'update:user:own', { authorId: 7 })).toBe(false);
  });
});
