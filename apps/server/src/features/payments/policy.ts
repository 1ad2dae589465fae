import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const paymentsPolicy: readonly RouteRule[] = [
  {
    method: 'POST',
    path: '/api/subscriptions/create-preference',
    permission: 'manage:billing',
    blog: 'scope',
    changes: 'all',
  },
  { method: 'GET', path: '/api/subscriptions/status', permission: 'manage:billing', blog: 'scope' },
  // The provider calls it; the signature, not a session, is checked.
  {
    method: 'POST',
    path: '/api/subscriptions/webhook',
    permission: 'public',
    blog: 'none',
    changes: 'all',
  },
];
