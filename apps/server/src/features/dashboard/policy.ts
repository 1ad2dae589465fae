import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const dashboardPolicy: readonly RouteRule[] = [
  // The dashboard's additions; the service leaves out what an AUTHOR may not see.
  { method: 'GET', path: '/api/dashboard', permission: 'read:content', blog: 'scope' },
];
