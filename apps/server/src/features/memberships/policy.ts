import type { RouteRule } from '../../platform/http/policy.ts';

/**
 * This feature's rows of the route policy (docs/architecture.md#api): the blog's tiers and members
 * are its ADMIN's, like the settings; a FREE blog's calls are refused by the routes (tiers are PRO).
 */
export const membershipsPolicy: readonly RouteRule[] = [
  { method: 'GET', path: '/api/members/tiers', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/members/tiers',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'PATCH',
    path: '/api/members/tiers/:uuid',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/members/tiers/:uuid',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  // 'Miembros': the blog's members, their payments and gifts, and the CSV export.
  { method: 'GET', path: '/api/members', permission: 'manage:settings', blog: 'scope' },
  { method: 'GET', path: '/api/members/export', permission: 'manage:settings', blog: 'scope' },
  // Another platform's members CSV (Ghost, Substack), as a multipart upload.
  {
    method: 'POST',
    path: '/api/members/import',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  // The members' figures of 'Estadísticas' (PRO), for whom the screen's analytics are.
  { method: 'GET', path: '/api/members/stats', permission: 'manage:settings', blog: 'scope' },
  // Tips come to FREE and PRO blogs alike; their list is the blog's ADMIN's.
  { method: 'GET', path: '/api/members/tips', permission: 'manage:settings', blog: 'scope' },
  { method: 'GET', path: '/api/members/:uuid', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/members/:uuid/comp',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/members/:uuid/comp',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  // The blog's own MercadoPago account, where readers' payments go (decision 060).
  { method: 'GET', path: '/api/members/mercadopago', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/members/mercadopago/connect',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/members/mercadopago',
    permission: 'manage:settings',
    blog: 'scope',
    // The account page's offers and the tip form answer differently without an account.
    changes: 'blog',
  },
  // The admin's browser, back from the provider: the signed single-use state, not a session,
  // says who and which blog (features/memberships/connection.service.ts).
  {
    method: 'GET',
    path: '/api/members/mercadopago/callback',
    permission: 'public',
    blog: 'none',
  },
  // The provider calls it; the signature, not a session, is checked.
  {
    method: 'POST',
    path: '/api/members/webhook',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
];
