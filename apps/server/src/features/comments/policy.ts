import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const commentsPolicy: readonly RouteRule[] = [
  // 'Avisos de comentarios' is the caller's own, like sessions (docs/decisions/025-comment-notifications.md).
  { method: 'GET', path: '/api/comment-notifications', permission: 'authenticated', blog: 'none' },
  {
    method: 'PUT',
    path: '/api/comment-notifications',
    permission: 'authenticated',
    blog: 'none',
    changes: 'none',
  },
  // The links comment mails carry: the token is the permission. An approval moves its own
  // blog's pages (the link names the blog, not the request).
  ...(['approve', 'confirm', 'unsubscribe'] as const).flatMap((action): RouteRule[] => [
    {
      method: 'GET',
      path: `/api/comment-links/${action}/:token`,
      permission: 'public',
      blog: 'none',
    },
    {
      method: 'POST',
      path: `/api/comment-links/${action}/:token`,
      permission: 'public',
      blog: 'none',
      changes: 'none',
    },
  ]),
  { method: 'GET', path: '/api/comment-links/queue/:token', permission: 'public', blog: 'none' },

  // Visitors comment on a published post, without an account; the post names the blog.
  { method: 'POST', path: '/api/comments', permission: 'public', blog: 'none', changes: 'none' },
  // The API lists the staff's comment calls without the /api prefix; both forms pass this table.
  ...(['/api/comments', '/comments'] as const).flatMap((base): RouteRule[] => [
    { method: 'GET', path: base, permission: 'read:comment', blog: 'scope' },
    // The signed time the public comment form was loaded (docs/decisions/023-comment-rules-and-spam.md).
    { method: 'GET', path: `${base}/form-token/:uuid`, permission: 'public', blog: 'none' },
    ...(['approve', 'reject', 'spam', 'not-spam'] as const).map(
      (action): RouteRule => ({
        method: 'PATCH',
        path: `${base}/:uuid/${action}`,
        permission: 'moderate:comment:own',
        blog: 'scope',
        changes: 'blog',
      }),
    ),
    // The sidebar's badge: the pending comments the viewer moderates.
    { method: 'GET', path: `${base}/pending-count`, permission: 'read:comment', blog: 'scope' },
    // Many at once (docs/decisions/024-comment-moderation-at-speed.md); the service checks each.
    {
      method: 'POST',
      path: `${base}/bulk`,
      permission: 'moderate:comment:own',
      blog: 'scope',
      changes: 'blog',
    },
    // The blog's reply and deletion: whoever moderates the comment (the service checks the post).
    {
      method: 'POST',
      path: `${base}/:uuid/replies`,
      permission: 'moderate:comment:own',
      blog: 'scope',
      changes: 'blog',
    },
    {
      method: 'DELETE',
      path: `${base}/:uuid`,
      permission: 'moderate:comment:own',
      blog: 'scope',
      changes: 'blog',
    },
  ]),
];
