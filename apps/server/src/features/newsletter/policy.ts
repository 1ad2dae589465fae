import type { RouteRule } from '../../platform/http/policy.ts';

/** This feature's rows of the route policy (docs/architecture.md#api). */
export const newsletterPolicy: readonly RouteRule[] = [
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
];
