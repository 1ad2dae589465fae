import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const blogsPolicy: readonly RouteRule[] = [
  // The TLS proxy asks before issuing a certificate on demand (deploy/caddy/Caddyfile).
  { method: 'GET', path: '/api/tls/ask', permission: 'public', blog: 'none' },
  // What the platform asks of every account: the super admin's, like managing every blog.
  { method: 'GET', path: '/api/platform-settings', permission: 'manage:blogs', blog: 'none' },
  {
    method: 'PUT',
    path: '/api/platform-settings',
    permission: 'manage:blogs',
    blog: 'none',
    changes: 'none',
  },

  { method: 'GET', path: '/api/blogs', permission: 'authenticated', blog: 'none' },
  { method: 'POST', path: '/api/blogs', permission: 'manage:blogs', blog: 'none', changes: 'all' },
  { method: 'GET', path: '/api/blogs/uuid/:uuid', permission: 'read:blog', blog: 'path' },
  {
    method: 'PATCH',
    path: '/api/blogs/uuid/:uuid',
    permission: 'update:blog',
    blog: 'path',
    changes: 'all',
  },
  { method: 'GET', path: '/api/blogs/:id', permission: 'read:blog', blog: 'path' },
  {
    method: 'PATCH',
    path: '/api/blogs/:id',
    permission: 'update:blog',
    blog: 'path',
    changes: 'all',
  },
  {
    method: 'DELETE',
    path: '/api/blogs/:id/members/:userUuid',
    permission: 'manage:members',
    blog: 'path',
    changes: 'all',
  },
  { method: 'GET', path: '/api/settings', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'PUT',
    path: '/api/settings',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'blog',
  },
  // 'Diseño''s live preview: signs the unsaved design, writes nothing.
  {
    method: 'POST',
    path: '/api/settings/design-preview',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  // 'Comprobar ahora': a domain verified by it becomes the blog's address on every page.
  {
    method: 'POST',
    path: '/api/settings/domain/check',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'blog',
  },
];
