import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const accountsPolicy: readonly RouteRule[] = [
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
];
