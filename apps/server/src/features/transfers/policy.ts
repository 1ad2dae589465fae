import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const transfersPolicy: readonly RouteRule[] = [
  // Moving a blog in and out (Configuración → 'Importar / Exportar'). The writes only queue a
  // background job; the job itself moves the blog's content version when it writes.
  { method: 'GET', path: '/api/imports', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/imports',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  { method: 'GET', path: '/api/imports/:uuid', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/imports/:uuid/confirm',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'POST',
    path: '/api/imports/:uuid/images',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'POST',
    path: '/api/imports/:uuid/retry',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/imports/:uuid',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  { method: 'GET', path: '/api/exports', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/exports',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  { method: 'GET', path: '/api/exports/:uuid', permission: 'manage:settings', blog: 'scope' },
  // The mailed download link: its signed token is the permission, and it expires.
  { method: 'GET', path: '/api/exports/download/:token', permission: 'public', blog: 'none' },
];
