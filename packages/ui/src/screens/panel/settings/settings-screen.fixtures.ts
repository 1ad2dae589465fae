import type { BlogSettings, PaymentConnection, SubscriptionStatus } from '@bitacora/api';
import type { CustomDomainStatus } from '@bitacora/domain';

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

/** A blog with its comment rules set: held words, a closing age and both kinds of block. */
export const rulesSettings: BlogSettings = {
  ...settings,
  timeZone: 'Europe/Madrid',
  commentRules: {
    enabled: true,
    maxLinks: 1,
    heldWords: ['casino', 'apuestas online'],
    autoApproveKnown: true,
    closeAfterDays: 90,
    blocked: [
      { kind: 'email', value: 'ofertas@spam.example', expiresAt: null },
      {
        kind: 'ip',
        hash: '3f0a9c1e7b2d4a6f8e0c1b3d5f7a9c2e4b6d8f0a1c3e5b7d9f2a4c6e8b0d1f3a',
        expiresAt: '2026-12-31T22:59:00.000Z',
      },
    ],
  },
};

/** A domain just saved: pending, with the records its owner has to create. */
export const pendingDomainStatus: CustomDomainStatus = {
  domain: 'www.cuadernodeviaje.es',
  state: 'pending',
  txtName: '_bitacora.www.cuadernodeviaje.es',
  txtValue: 'bitacora-5f2c9a81d04e7b36a1c8e9f0b2d4a6c8',
  target: 'blogs.bitacora.es',
  checkedAt: null,
  verifiedAt: null,
  error: null,
};

/** The settings of a blog with that domain. */
export const pendingDomainSettings: BlogSettings = {
  ...settings,
  domain: pendingDomainStatus.domain,
  domainStatus: pendingDomainStatus,
};

/** The blog's categories, for 'Categoría por defecto'. */
export const blogCategories = [
  { id: 1, name: 'Montaña' },
  { id: 2, name: 'Viajes' },
  { id: 3, name: 'Cocina' },
] as const;

/** A blog whose readers' switcher offers English besides its main Spanish. */
export const switcherSettings: BlogSettings = { ...settings, switcherLanguages: ['es', 'en'] };

/** A blog whose new posts start in 'Viajes'. */
export const defaultCategorySettings: BlogSettings = { ...settings, defaultCategoryId: 2 };

/** 'Cobros': the blog's Mercado Pago account, connected at the sandbox. */
export const connectedAccount: PaymentConnection = {
  configured: true,
  sandbox: true,
  status: 'connected',
  accountId: '284519337',
  nickname: 'VENDEDOR_PRUEBA_9337',
  connectedAt: '2026-11-02T09:30:00.000Z',
  liveMode: false,
  activeMemberships: 3,
};

/** No account connected yet: tiers and tips cannot be paid. */
export const noAccount: PaymentConnection = {
  ...connectedAccount,
  status: 'none',
  accountId: null,
  nickname: null,
  connectedAt: null,
  activeMemberships: 0,
};

/** Mercado Pago stopped accepting the connection (the permission was withdrawn). */
export const expiredAccount: PaymentConnection = {
  ...noAccount,
  status: 'expired',
  accountId: '284519337',
  nickname: 'VENDEDOR_PRUEBA_9337',
};

/** A server with Mercado Pago but no application to authorise. */
export const unconfiguredAccount: PaymentConnection = {
  ...noAccount,
  configured: false,
  sandbox: false,
};
