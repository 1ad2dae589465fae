import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const mediaPolicy: readonly RouteRule[] = [
  { method: 'GET', path: '/api/media', permission: 'read:media', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/media/upload',
    permission: 'create:media',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/media/:id',
    permission: 'delete:media',
    blog: 'scope',
    changes: 'blog',
  },

  // The user itself, or an ADMIN of a blog the user belongs to (checked by the service).
  {
    method: 'POST',
    path: '/api/users/uuid/:uuid/picture',
    permission: 'authenticated',
    blog: 'none',
    changes: 'all',
  },
  // Demo mode only (app.ts answers 404 otherwise); the same checks as the one above.
  {
    method: 'POST',
    path: '/api/profile-picture-test/upload/:uuid',
    permission: 'authenticated',
    blog: 'none',
    changes: 'all',
  },
];
