import type { BlogSettings, SubscriptionStatus } from '@bitacora/api';

export const settings: BlogSettings = {
  title: 'Cuaderno de viaje',
  description: 'Rutas a pie por el norte de España, con mapas y consejos prácticos.',
  language: 'es',
  template: 'minimal',
  domain: null,
  googleAnalyticsId: null,
  socialNetworks: { twitter: '@cuaderno', facebook: '', instagram: 'cuaderno.viaje' },
};

export const proSettings: BlogSettings = {
  ...settings,
  domain: 'cuadernodeviaje.es',
  googleAnalyticsId: 'G-AB12CD34EF',
};

export const freeSubscription: SubscriptionStatus = {
  plan: 'FREE',
  status: 'inactive',
  next_payment_date: null,
};

export const proSubscription: SubscriptionStatus = {
  plan: 'PRO',
  status: 'active',
  next_payment_date: '2026-12-05T10:00:00.000Z',
};
