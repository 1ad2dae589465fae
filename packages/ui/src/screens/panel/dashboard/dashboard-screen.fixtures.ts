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
