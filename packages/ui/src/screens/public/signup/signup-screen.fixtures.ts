import type { SignupDetails } from './signup-screen';

export const signupDetails: SignupDetails = {
  email: 'nuria@correo.es',
  name: 'Nuria Peña',
  password: 'montaña-2026',
  blogName: 'Diario de montaña',
  subdomain: 'diario-montana',
};

export const verificationCode = '482913';

export const publicDomain = 'bitacora.es';
