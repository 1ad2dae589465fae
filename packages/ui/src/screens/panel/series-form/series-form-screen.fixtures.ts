import type { Series } from '@bitacora/api';
import { caminoDelNorte } from '../series-list/series-list-screen.fixtures';

/** Posts deliberately out of order, one without a number. */
export const editedSeries: Series = {
  ...caminoDelNorte,
  postCount: 3,
  posts: [
    {
      id: 12,
      uuid: 'e5f6a7b8-c9d0-4e1f-8a2b-4c5d6e7f8091',
      title: 'Notas sueltas',
      slug: 'notas-sueltas',
      sequenceNumber: null,
    },
    {
      id: 11,
      uuid: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f',
      title: 'San Sebastián – Zarautz',
      slug: 'san-sebastian-zarautz',
      sequenceNumber: 2,
    },
    {
      id: 10,
      uuid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
      title: 'Irún – San Sebastián',
      slug: 'irun-san-sebastian',
      sequenceNumber: 1,
    },
  ],
  updatedAt: '2026-03-05T13:07:00.000Z',
  author: { name: 'Lucía Fernández', email: 'lucia@bitacora.es' },
};
