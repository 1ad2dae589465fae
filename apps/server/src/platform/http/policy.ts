import { can as domainCan, type Permission, type Role } from '@bitacora/domain';

/*
 * The access policy, as data. The permission strings, what each role holds and the one
 * `can()` come from @bitacora/domain, so the panel hides exactly what the server refuses.
 * This file adds who the actor is on the server, and one table saying which permission each
 * route needs; the route-policy middleware applies the table to every /api call.
 */

export type { Permission };

/** Who is acting: the authenticated user and, on blog calls, their role in that blog. */
export interface Actor {
  userId: number;
  userUuid: string;
  isSuperAdmin: boolean;
  /** Role in the active blog; null outside a blog. SUPER_ADMIN when the user is one. */
  role: Role | null;
  blogId: number | null;
}

/** Something owned: content by its author; for a user profile, `authorId` is the user's id. */
export interface OwnedResource {
  authorId?: number | null;
}

/**
 * May `actor` do `permission`? Without a resource: may they ever (the route-level check).
 * With one: may they do it to this one (an `:own` permission needs authorship). Outside a
 * blog only SUPER_ADMIN holds permissions; everyone else's rights come from a membership.
 */
export function can(actor: Actor, permission: Permission, resource?: OwnedResource): boolean {
  if (actor.isSuperAdmin) return true;
  if (actor.role === null) return false;
  return domainCan({ id: actor.userId, role: actor.role }, permission, resource);
}

/** How a route finds its blog: none, the active-blog scope, or the `:id`/`:uuid` of /api/blogs. */
export type BlogSource = 'none' | 'scope' | 'path';

/**
 * What a successful write changes on the public blogs, so their cached pages are built again:
 * the pages of the request's blog, every blog's (accounts, plans, names and pictures shown
 * anywhere), or nothing a blog shows.
 */
export type PublicChange = 'blog' | 'all' | 'none';

interface RuleBase {
  /** Hono-style path with `:param` segments. */
  path: string;
  /** `public`: no token; `authenticated`: any signed-in user; else the permission checked. */
  permission: Permission | 'public' | 'authenticated';
  blog: BlogSource;
}

/** A read changes nothing; every write says what it changes. */
export type RouteRule =
  | (RuleBase & { method: 'GET'; changes?: undefined })
  | (RuleBase & { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; changes: PublicChange });

/**
 * Every API route and what it needs. A path missing here answers 404, so a new route cannot
 * go live unprotected; the policy test matrix is generated from this table.
 */
export const ROUTE_POLICY: readonly RouteRule[] = [
  { method: 'GET', path: '/api/health', permission: 'public', blog: 'none' },
  { method: 'GET', path: '/api/health/live', permission: 'public', blog: 'none' },
  { method: 'GET', path: '/api/health/ready', permission: 'public', blog: 'none' },
  // The TLS proxy asks before issuing a certificate on demand (deploy/caddy/Caddyfile).
  { method: 'GET', path: '/api/tls/ask', permission: 'public', blog: 'none' },
  // Public to the policy: the endpoint itself admits loopback scrapers and METRICS_TOKEN.
  { method: 'GET', path: '/metrics', permission: 'public', blog: 'none' },
  { method: 'POST', path: '/api/auth/login', permission: 'public', blog: 'none', changes: 'none' },
  { method: 'POST', path: '/api/auth/unlock', permission: 'public', blog: 'none', changes: 'none' },
  // Sessions are the caller's own: any signed-in user, and the services look only at theirs.
  {
    method: 'POST',
    path: '/api/auth/logout',
    permission: 'authenticated',
    blog: 'none',
    changes: 'none',
  },
  { method: 'GET', path: '/api/sessions', permission: 'authenticated', blog: 'none' },
  {
    method: 'POST',
    path: '/api/sessions/end-others',
    permission: 'authenticated',
    blog: 'none',
    changes: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/sessions/:id',
    permission: 'authenticated',
    blog: 'none',
    changes: 'none',
  },
  // A sign-in's second step: the challenge from login, not a session, names the user.
  {
    method: 'POST',
    path: '/api/auth/login/verify',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  {
    method: 'POST',
    path: '/api/auth/login/enrol',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  // Two-factor sign-in is the caller's own, like sessions: the services act on the caller only.
  { method: 'GET', path: '/api/two-factor', permission: 'authenticated', blog: 'none' },
  ...(['setup', 'enable', 'disable', 'recovery-codes'] as const).map(
    (action): RouteRule => ({
      method: 'POST',
      path: `/api/two-factor/${action}`,
      permission: 'authenticated',
      blog: 'none',
      changes: 'none',
    }),
  ),
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

  { method: 'GET', path: '/api/users', permission: 'read:user', blog: 'scope' },
  // A member reads its own profile; the service lets `read:user` holders read any member.
  { method: 'GET', path: '/api/users/uuid/:uuid', permission: 'authenticated', blog: 'scope' },
  { method: 'POST', path: '/api/users', permission: 'create:user', blog: 'scope', changes: 'all' },
  {
    method: 'PATCH',
    path: '/api/users/uuid/:uuid',
    permission: 'update:user:own',
    blog: 'scope',
    changes: 'all',
  },

  // Invitations by email (issue 12); the invitee's two calls carry the mailed token instead.
  { method: 'GET', path: '/api/invitations', permission: 'manage:members', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/invitations',
    permission: 'manage:members',
    blog: 'scope',
    changes: 'all',
  },
  {
    method: 'POST',
    path: '/api/invitations/:uuid/resend',
    permission: 'manage:members',
    blog: 'scope',
    changes: 'all',
  },
  {
    method: 'DELETE',
    path: '/api/invitations/:uuid',
    permission: 'manage:members',
    blog: 'scope',
    changes: 'all',
  },
  { method: 'GET', path: '/api/invitations/:token', permission: 'public', blog: 'none' },
  {
    method: 'POST',
    path: '/api/invitations/accept',
    permission: 'public',
    blog: 'none',
    changes: 'all',
  },
  {
    method: 'DELETE',
    path: '/api/blogs/:id/members/:userUuid',
    permission: 'manage:members',
    blog: 'path',
    changes: 'all',
  },

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
  // The dashboard's additions; the service leaves out what an AUTHOR may not see.
  { method: 'GET', path: '/api/dashboard', permission: 'read:content', blog: 'scope' },
  // Built-in analytics (PRO; the service answers FREE with a 403 naming the plan).
  { method: 'GET', path: '/api/analytics', permission: 'manage:settings', blog: 'scope' },
  { method: 'GET', path: '/api/analytics/series', permission: 'manage:settings', blog: 'scope' },
  // Members are not counted (decision 038): the panel's signed link to the blog, for any member;
  // on the blog's host, the link that leaves the mark (no token: the link is the proof).
  {
    method: 'GET',
    path: '/api/analytics/own-visit-link',
    permission: 'read:content',
    blog: 'scope',
  },
  { method: 'GET', path: '/api/analytics/own-visit', permission: 'public', blog: 'none' },
  // The read beacon of the public post pages: no token, rate limited, counted only with a view.
  {
    method: 'POST',
    path: '/api/analytics/read/:uuid',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },

  // The blog's email subscribers: its ADMIN's, like the settings (docs/decisions/030-newsletter.md).
  { method: 'GET', path: '/api/subscribers', permission: 'manage:settings', blog: 'scope' },
  { method: 'GET', path: '/api/subscribers/export', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'POST',
    path: '/api/subscribers/import',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'PUT',
    path: '/api/subscribers/settings',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  {
    method: 'DELETE',
    path: '/api/subscribers/:uuid',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'none',
  },
  { method: 'GET', path: '/api/settings', permission: 'manage:settings', blog: 'scope' },
  {
    method: 'PUT',
    path: '/api/settings',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'blog',
  },
  // 'Comprobar ahora': a domain verified by it becomes the blog's address on every page.
  {
    method: 'POST',
    path: '/api/settings/domain/check',
    permission: 'manage:settings',
    blog: 'scope',
    changes: 'blog',
  },

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

  // Signup and password recovery are for people without an account or session.
  { method: 'GET', path: '/api/captcha/challenge', permission: 'public', blog: 'none' },
  {
    method: 'POST',
    path: '/api/auth/request-otp',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  {
    method: 'POST',
    path: '/api/auth/verify-otp',
    permission: 'public',
    blog: 'none',
    changes: 'none',
  },
  { method: 'POST', path: '/api/auth/signup', permission: 'public', blog: 'none', changes: 'all' },
  {
    method: 'POST',
    path: '/api/password/forgot',
    permission: 'public',
    blog: 'none',
    changes: 'all',
  },
  {
    method: 'POST',
    path: '/api/password/reset',
    permission: 'public',
    blog: 'none',
    changes: 'all',
  },
  // Demo mode without SMTP only (the handler answers 404 otherwise).
  { method: 'GET', path: '/api/dev/outbox', permission: 'public', blog: 'none' },
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
  // The links subscriber mails carry (docs/decisions/030-newsletter.md): blog and token are the
  // permission; unsubscribing also answers a mail client's one-click POST (RFC 8058).
  ...(['confirm', 'unsubscribe'] as const).flatMap((action): RouteRule[] => [
    {
      method: 'GET',
      path: `/api/newsletter/:blog/${action}/:token`,
      permission: 'public',
      blog: 'none',
    },
    {
      method: 'POST',
      path: `/api/newsletter/:blog/${action}/:token`,
      permission: 'public',
      blog: 'none',
      changes: 'none',
    },
  ]),

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

export interface MatchedRule {
  rule: RouteRule;
  params: Record<string, string>;
}

/** A table's rules by method and number of path segments, each with its path split once. */
const rulesByShape = new WeakMap<
  readonly RouteRule[],
  Map<string, { rule: RouteRule; pattern: string[] }[]>
>();

function candidates(rules: readonly RouteRule[], method: string, length: number) {
  let byShape = rulesByShape.get(rules);
  if (!byShape) {
    byShape = new Map();
    for (const rule of rules) {
      const pattern = rule.path.split('/');
      const shape = `${rule.method} ${pattern.length}`;
      const list = byShape.get(shape) ?? [];
      list.push({ rule, pattern });
      byShape.set(shape, list);
    }
    rulesByShape.set(rules, byShape);
  }
  return byShape.get(`${method} ${length}`) ?? [];
}

/** Finds the rule for a request; literal segments win over parameters (`check-slug` over `:id`). */
export function matchRoute(
  method: string,
  pathname: string,
  rules: readonly RouteRule[] = ROUTE_POLICY,
): MatchedRule | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const segments = pathname.replace(/\/+$/, '').split('/');
  let best: MatchedRule | null = null;
  let bestScore = -1;
  // In table order, as before: of equal scores the first rule wins.
  for (const { rule, pattern } of candidates(rules, wanted, segments.length)) {
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i] as string;
      const s = segments[i] as string;
      if (p.startsWith(':')) {
        if (s === '') {
          ok = false;
          break;
        }
        params[p.slice(1)] = decodeURIComponent(s);
      } else if (p === s) {
        score++;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && score > bestScore) {
      best = { rule, params };
      bestScore = score;
    }
  }
  return best;
}
