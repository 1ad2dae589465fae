import type { DashboardChecklistState } from './dashboard-first-steps';
import type { DashboardOverviewData } from './dashboard-overview';
import type { DashboardActivity, DashboardStats } from './dashboard-screen';

export const stats: DashboardStats = { posts: 24, pages: 5, categories: 8 };

export const activity: readonly DashboardActivity[] = [
  { id: 'a1', text: 'Publicaste «Ruta por los Picos de Europa»', date: '2026-03-05T13:07:00Z' },
  {
    id: 'a2',
    text: 'Nuevo comentario de Begoña en «Pan de masa madre»',
    date: '2026-03-04T18:30:00Z',
  },
  { id: 'a3', text: 'Creaste la categoría «Montaña»', date: '2026-03-02T09:15:00Z' },
  { id: 'a4', text: 'Actualizaste la página «Sobre mí»', date: null },
];

export const newBlogChecklist: DashboardChecklistState = {
  firstPost: false,
  design: false,
  aboutPage: false,
  invited: false,
  shared: false,
};

export const halfwayChecklist: DashboardChecklistState = {
  firstPost: true,
  design: false,
  aboutPage: true,
  invited: false,
  shared: false,
};

export const freeOverview: DashboardOverviewData = {
  plan: 'FREE',
  pendingComments: 0,
  subscribers: 0,
  visits: null,
};

/** A PRO blog's week: visitors and page views per day, oldest first. */
export const proOverview: DashboardOverviewData = {
  plan: 'PRO',
  pendingComments: 3,
  subscribers: 42,
  visits: [
    { day: '2026-03-01', visitors: 18, views: 31 },
    { day: '2026-03-02', visitors: 25, views: 40 },
    { day: '2026-03-03', visitors: 22, views: 37 },
    { day: '2026-03-04', visitors: 40, views: 66 },
    { day: '2026-03-05', visitors: 35, views: 52 },
    { day: '2026-03-06', visitors: 12, views: 20 },
    { day: '2026-03-07', visitors: 9, views: 14 },
  ],
};

/** What an AUTHOR is given: the pending comments on its own posts. */
export const authorOverview: DashboardOverviewData = {
  plan: 'FREE',
  pendingComments: 1,
  subscribers: null,
  visits: null,
};
