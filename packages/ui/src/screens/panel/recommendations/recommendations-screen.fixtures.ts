import type { Recommendation } from '@bitacora/api';

export const recommendations: Recommendation[] = [
  {
    id: 21,
    url: 'https://cocina-de-mama.example/',
    title: 'La cocina de mamá',
    reason: 'Recetas de siempre, explicadas paso a paso.',
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
  },
  {
    id: 22,
    url: 'http://viajes-lentos.example/blog',
    title: 'Viajes lentos',
    reason: '',
    createdAt: '2026-10-03T18:30:00.000Z',
    updatedAt: '2026-10-05T08:15:00.000Z',
  },
];
