import type { DemoAccount } from '@bitacora/ui';

/** The accounts the demo data creates (README), shown on the login page in demo mode. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'SUPER_ADMIN', email: 'super@example.com', password: 'Demo1234!' },
  { role: 'ADMIN', email: 'admin@example.com', password: 'Demo1234!' },
  { role: 'AUTHOR', email: 'author@example.com', password: 'Demo1234!' },
  { role: 'ADMIN', email: 'pro@example.com', password: 'Demo1234!' },
];
