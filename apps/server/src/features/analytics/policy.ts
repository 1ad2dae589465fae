import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const analyticsPolicy: readonly RouteRule[] = [
  // Built-in analytics (PRO; the service answers FREE with a 403 naming the plan).
  { method: 'GET', path: '/api/analytics', permission: 'manage:settings', blog: 'scope' },
  { method: 'GET', path: '/api/analytics/series', permission: 'manage:settings', blog: 'scope' },
  // Members are not counted (decision 038): the panel's signed link to the blog, for any member;
  // on the blog's host, the link that leaves the mark (no token: the link is the proof).
  {
    method: 'GET',
    path: '/api/analytics/own-visit-link',
    permission: 'read:content',
    blog: 'scope',
  },
  { method: 'GET', path: '/api/analytics/own-visit', permission: 'public', blog: 'none' },
  // The read beacon of the public post pages: no token, rate limited, counted only with a view.
  {
    method: 'POST',
    path: '/api/analytics/read/:uuid',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
];
