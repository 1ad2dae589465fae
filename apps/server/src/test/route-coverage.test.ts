import { describe, expect, it } from 'vitest';
import { createApp, ROUTE_POLICY } from '../app.ts';
import type { AppDeps } from '../platform/http/app-env.ts';

/*
 * The route policy table is the API's only gate: a handler without a row answers 404 at best,
 * and a row without a handler is a stale promise. Both directions are checked against the
 * routes the Hono app really registers.
 */

/**
 * The API surface (docs/architecture.md#api): /api/…, the unprefixed /comments…, /metrics, and
 * the members' routes on a blog's host.
 */
const API_PATH = /^\/(api|comments|metrics|members)(\/|$)/;

interface Route {
  method: string;
  segments: string[];
}

/** `/api/blogs/:id{[0-9]+}` → ['', 'api', 'blogs', ':id']. */
const segmentsOf = (path: string) =>
  path
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? segment.replace(/\{.*\}$/, '') : segment));

/**
 * Whether a policy row covers a registered route: same method and length, and each literal
 * segment of the route equals the row's (a route parameter may stand for a row's literal,
 * as `/:uuid/:action` does for `/:uuid/approve`).
 */
function covers(row: Route, route: Route): boolean {
  if (row.method !== route.method || row.segments.length !== route.segments.length) return false;
  return route.segments.every((segment, i) => {
    const other = row.segments[i] as string;
    return segment.startsWith(':') || other.startsWith(':') || segment === other;
  });
}

/**
 * Registered on purpose without a row: the gate answers 404 for them (checked below). The
 * comment sub-app is mounted at /api/comments and /comments, and visitors post only to the
 * first.
 */
const UNREACHABLE_ON_PURPOSE = ['POST /comments'];

// Only the routes are read: what createApp reads up front is the media address and the panel's
// origin.
const app = createApp({
  mediaStorage: { url: (key: string) => `/media/${key}` },
  publicOrigin: 'http://localhost:3000',
} as unknown as AppDeps);
const registered: Route[] = app.routes
  .filter((route) => route.method !== 'ALL' && API_PATH.test(route.path))
  .map((route) => ({ method: route.method, segments: segmentsOf(route.path) }));
const policy: Route[] = ROUTE_POLICY.map((rule) => ({
  method: rule.method,
  segments: segmentsOf(rule.path),
}));
const show = (route: Route) => `${route.method} ${route.segments.join('/')}`;
const missing = registered.filter((route) => !policy.some((row) => covers(row, route))).map(show);

describe('what each route stales on the public blogs', () => {
  it('every write says it, no read does, and a change of one blog has a blog to name', () => {
    for (const rule of ROUTE_POLICY) {
      const where = `${rule.method} ${rule.path}`;
      if (rule.method === 'GET') {
        expect(rule.changes, where).toBeUndefined();
        continue;
      }
      expect(['blog', 'all', 'none'], where).toContain(rule.changes);
      if (rule.changes === 'blog') expect(rule.blog, where).not.toBe('none');
    }
  });
});

describe('ROUTE_POLICY and the Hono app', () => {
  it('the app registers API routes (the walk sees them)', () => {
    expect(registered.length).toBeGreaterThan(5);
    expect(registered.map(show)).toContain('POST /api/blogs');
  });

  it('every API route registered in the app has a row in ROUTE_POLICY', () => {
    expect(missing.filter((route) => !UNREACHABLE_ON_PURPOSE.includes(route))).toEqual([]);
  });

  it.each(missing)('%s, registered without a row, answers 404', async (route) => {
    const [method, path] = route.split(' ') as [string, string];
    const res = await app.request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(404);
  });

  it('every ROUTE_POLICY row has a route in the app', () => {
    const stale = policy.filter((row) => !registered.some((route) => covers(row, route)));
    expect(stale.map(show)).toEqual([]);
  });

  it('the matcher catches a route without a row', () => {
    const extra = { method: 'DELETE', segments: segmentsOf('/api/blogs/:id{[0-9]+}') };
    expect(policy.some((row) => covers(row, extra))).toBe(false);
  });
});
