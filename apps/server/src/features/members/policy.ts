import type { RouteRule } from '../../platform/http/policy.ts';

/**
 * This feature's rows of the route policy (docs/architecture.md#api). Every route is public to
 * the policy: it serves readers on a blog's host, who carry no panel token; the member cookie and
 * the mailed link are checked by the routes (docs/decisions/058-members-sign-in-by-link.md).
 */
export const membersPolicy: readonly RouteRule[] = [
  {
    method: 'POST',
    path: '/members/api/send-magic-link',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  { method: 'GET', path: '/members/entrar', permission: 'public', blog: 'none' },
  { method: 'POST', path: '/members/entrar', permission: 'public', blog: 'none', changes: 'none' },
  { method: 'GET', path: '/members/cuenta', permission: 'public', blog: 'none' },
  { method: 'POST', path: '/members/cuenta', permission: 'public', blog: 'none', changes: 'none' },
  { method: 'GET', path: '/members/cuenta/datos', permission: 'public', blog: 'none' },
  {
    method: 'POST',
    path: '/members/cuenta/suscribirme',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  {
    method: 'POST',
    path: '/members/cuenta/cancelar',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  {
    method: 'POST',
    path: '/members/cuenta/eliminar',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  { method: 'POST', path: '/members/salir', permission: 'public', blog: 'none', changes: 'none' },
];
