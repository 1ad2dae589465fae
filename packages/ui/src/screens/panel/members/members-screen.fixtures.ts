import type { MemberDetail, MemberImportReport, MemberList, MemberTipList } from '@bitacora/api';

/** Typed fixtures of 'Miembros', shared by its stories. */
export const tier = { uuid: '5a1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a01', name: 'Mecenas' };

export const list: MemberList = {
  items: [
    {
      uuid: '7d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b01',
      email: 'irene@example.com',
      name: 'Irene',
      status: 'free',
      tier: null,
      createdAt: '2026-11-02T10:00:00.000Z',
      newsletter: true,
    },
    {
      uuid: '7d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b02',
      email: 'pablo@example.com',
      name: 'Pablo',
      status: 'paid',
      tier,
      createdAt: '2026-11-20T08:00:00.000Z',
      newsletter: false,
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
};

export const pablo: MemberDetail = {
  ...(list.items[1] as MemberDetail),
  comp: null,
  subscriptions: [
    {
      uuid: '8d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b01',
      tier: 'Mecenas',
      interval: 'monthly',
      status: 'active',
      amount: 250000,
      currency: 'ARS',
      currentPeriodEnd: '2026-12-20T08:00:00.000Z',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  payments: [
    {
      uuid: '9d1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4b01',
      gross: 250000,
      providerFee: 20000,
      platformFee: 0,
      net: 230000,
      refunded: 0,
      currency: 'ARS',
      status: 'approved',
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
};

/** Pablo, gifted the 'Mecenas' tier to the end of a day. */
export const giftedPablo: MemberDetail = {
  ...pablo,
  status: 'comped',
  payments: [],
  comp: { tier, until: '2026-12-31T23:59:59.999Z' },
};

/** The blog's tiers: the free one is never a gift. */
export const tiers = [
  { uuid: '5a1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a00', name: 'Gratis', free: true },
  { ...tier, free: false },
];

export const importReport: MemberImportReport = {
  imported: 4,
  updated: 1,
  skipped: 2,
  comped: 2,
  errors: [{ line: 6, message: 'El email no es válido' }],
};

export const tipList: MemberTipList = {
  tips: [
    {
      uuid: 'ad1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4c01',
      name: 'Lucía',
      message: '¡Gracias por el post!',
      currency: 'ARS',
      gross: 500000,
      providerFee: 40000,
      platformFee: 0,
      net: 460000,
      status: 'approved',
      refunded: 0,
      createdAt: '2026-11-25T18:30:00.000Z',
    },
    {
      uuid: 'ad1e1f00-3c4d-4e5f-8a9b-0c1d2e3f4c02',
      name: '',
      message: '',
      currency: 'ARS',
      gross: 150000,
      providerFee: 12000,
      platformFee: 0,
      net: 138000,
      status: 'refunded',
      refunded: 150000,
      createdAt: '2026-11-21T09:00:00.000Z',
    },
  ],
  total: 22,
  page: 1,
  limit: 20,
};
