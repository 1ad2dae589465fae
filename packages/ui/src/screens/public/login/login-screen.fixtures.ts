import type { DemoAccount } from './login-screen';

export const demoAccounts: DemoAccount[] = [
  { role: 'SUPER_ADMIN', email: 'superadmin@demo.bitacora.es', password: 'demo-super-123' },
  { role: 'ADMIN', email: 'admin@demo.bitacora.es', password: 'demo-admin-123' },
  { role: 'AUTHOR', email: 'autora@demo.bitacora.es', password: 'demo-autora-123' },
];

export const validCredentials = { email: 'lucia@bitacora.es', password: 'contraseña-segura' };
