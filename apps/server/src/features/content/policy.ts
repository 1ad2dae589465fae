import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const contentPolicy: readonly RouteRule[] = [
  { method: 'GET', path: '/api/posts', permission: 'read:content', blog: 'scope' },
  { method: 'GET', path: '/api/posts/check-slug', permission: 'read:content', blog: 'scope' },
  { method: 'GET', path: '/api/posts/uuid/:uuid', permission: 'read:content', blog: 'scope' },
  { method: 'POST', path: '/api/posts', permission: 'create:post', blog: 'scope', changes: 'blog' },
  // Each post is checked again against its own permission (an AUTHOR only on its own).
  {
    method: 'POST',
    path: '/api/posts/bulk',
    permission: 'update:post:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'PATCH',
    path: '/api/posts/:id',
    permission: 'update:post:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/posts/:id',
    permission: 'delete:post:own',
    blog: 'scope',
    changes: 'blog',
  },
  // A post's or page's history is for whoever may edit it; the services check the author.
  { method: 'GET', path: '/api/posts/:id/revisions', permission: 'update:post:own', blog: 'scope' },
  {
    method: 'GET',
    path: '/api/posts/:id/revisions/:revisionId',
    permission: 'update:post:own',
    blog: 'scope',
  },
  {
    method: 'POST',
    path: '/api/posts/:id/revisions/:revisionId/restore',
    permission: 'update:post:own',
    blog: 'scope',
    changes: 'blog',
  },
  // Delete moves to the trash; restore and the permanent delete work on the trash only.
  {
    method: 'POST',
    path: '/api/posts/:id/restore',
    permission: 'delete:post:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/posts/:id/permanent',
    permission: 'delete:post:own',
    blog: 'scope',
    changes: 'blog',
  },

  { method: 'GET', path: '/api/pages', permission: 'read:content', blog: 'scope' },
  { method: 'GET', path: '/api/pages/check-slug', permission: 'read:content', blog: 'scope' },
  { method: 'GET', path: '/api/pages/uuid/:uuid', permission: 'read:content', blog: 'scope' },
  { method: 'POST', path: '/api/pages', permission: 'create:page', blog: 'scope', changes: 'blog' },
  {
    method: 'POST',
    path: '/api/pages/bulk',
    permission: 'update:page:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'PATCH',
    path: '/api/pages/uuid/:uuid',
    permission: 'update:page:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/pages/uuid/:uuid',
    permission: 'delete:page:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'GET',
    path: '/api/pages/uuid/:uuid/revisions',
    permission: 'update:page:own',
    blog: 'scope',
  },
  {
    method: 'GET',
    path: '/api/pages/uuid/:uuid/revisions/:revisionId',
    permission: 'update:page:own',
    blog: 'scope',
  },
  {
    method: 'POST',
    path: '/api/pages/uuid/:uuid/revisions/:revisionId/restore',
    permission: 'update:page:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'POST',
    path: '/api/pages/uuid/:uuid/restore',
    permission: 'delete:page:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/pages/uuid/:uuid/permanent',
    permission: 'delete:page:own',
    blog: 'scope',
    changes: 'blog',
  },
  // The trash of posts and pages together: an AUTHOR's own items, the admins' everyone's.
  { method: 'GET', path: '/api/trash', permission: 'read:content', blog: 'scope' },

  { method: 'GET', path: '/api/series', permission: 'read:content', blog: 'scope' },
  { method: 'GET', path: '/api/series/check-slug', permission: 'read:content', blog: 'scope' },
  { method: 'GET', path: '/api/series/uuid/:uuid', permission: 'read:content', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/series',
    permission: 'create:series',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'PATCH',
    path: '/api/series/uuid/:uuid',
    permission: 'update:series:own',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/series/uuid/:uuid',
    permission: 'delete:series:own',
    blog: 'scope',
    changes: 'blog',
  },

  { method: 'GET', path: '/api/categories', permission: 'read:category', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/categories',
    permission: 'manage:category',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'PATCH',
    path: '/api/categories/:id',
    permission: 'manage:category',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/categories/:id',
    permission: 'manage:category',
    blog: 'scope',
    changes: 'blog',
  },

  // Tags share the categories' rights: members read them (the post form suggests them), posts
  // create them as they are saved, and only ADMIN renames, merges or deletes them.
  { method: 'GET', path: '/api/tags', permission: 'read:category', blog: 'scope' },
  {
    method: 'PATCH',
    path: '/api/tags/:id',
    permission: 'manage:category',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'POST',
    path: '/api/tags/:id/merge',
    permission: 'manage:category',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/tags/:id',
    permission: 'manage:category',
    blog: 'scope',
    changes: 'blog',
  },

  // An item's old addresses (slug history) and preview links, under the item's own path. Every
  // member reads them where it reads the item; removing an old address takes the item's update
  // right, checked on the item itself by the service with `can()`, as are sharing and revoking
  // a preview (making one's own preview only needs to read the item). Previews change nothing
  // public; an old address's removal changes what the blog answers there.
  ...(
    [
      ['/api/posts/:id', 'update:post:own'],
      ['/api/pages/uuid/:uuid', 'update:page:own'],
      ['/api/series/uuid/:uuid', 'update:series:own'],
      ['/api/categories/:id', 'manage:category'],
    ] as const
  ).flatMap(([item, update]): RouteRule[] => [
    {
      method: 'GET',
      path: `${item}/old-addresses`,
      permission: item.startsWith('/api/categories') ? 'read:category' : 'read:content',
      blog: 'scope',
    },
    {
      method: 'DELETE',
      path: `${item}/old-addresses/:redirectId`,
      permission: update,
      blog: 'scope',
      changes: 'blog',
    },
  ]),
  ...(
    [
      ['/api/posts/:id', 'update:post:own'],
      ['/api/pages/uuid/:uuid', 'update:page:own'],
    ] as const
  ).flatMap(([item, update]): RouteRule[] => [
    { method: 'GET', path: `${item}/previews`, permission: 'read:content', blog: 'scope' },
    {
      method: 'POST',
      path: `${item}/previews`,
      permission: 'read:content',
      blog: 'scope',
      changes: 'none',
    },
    {
      method: 'DELETE',
      path: `${item}/previews/:linkUuid`,
      permission: update,
      blog: 'scope',
      changes: 'none',
    },
  ]),

  // The menu is public on the blog itself, so every member may read it.
  { method: 'GET', path: '/api/menu', permission: 'read:content', blog: 'scope' },
  { method: 'POST', path: '/api/menu', permission: 'manage:menu', blog: 'scope', changes: 'blog' },
  {
    method: 'PATCH',
    path: '/api/menu/reorder',
    permission: 'manage:menu',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'PATCH',
    path: '/api/menu/:id',
    permission: 'manage:menu',
    blog: 'scope',
    changes: 'blog',
  },
  {
    method: 'DELETE',
    path: '/api/menu/:id',
    permission: 'manage:menu',
    blog: 'scope',
    changes: 'blog',
  },

  // The dashboard every member lands on shows the counts.
  { method: 'GET', path: '/api/stats/:kind/count', permission: 'read:content', blog: 'scope' },
];
