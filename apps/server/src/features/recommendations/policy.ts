import type { RouteRule } from '../../platform/http/policy.ts';

/**
 * This feature's rows of the route policy (docs/architecture.md#api): the blog's
 * recommendations are its ADMIN's, like the settings; every write changes the blog's
 * `/recomendaciones` page, its footer and its `/.well-known/recommendations.json`.
 */
export const recommendationsPolicy: readonly RouteRule[] = [
  { method: 'GET', path: '/api/recommendations', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/recommendations',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'PATCH',
    path: '/api/recommendations/:id',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/recommendations/:id',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'blog',
  },
];
