import type { Series } from '@bitacora/api';

/** The series both the list and the form show. */
export const caminoDelNorte = {
  id: 1,
  uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  title: 'El Camino del Norte',
  slug: 'el-camino-del-norte',
  description: 'Etapa a etapa, de Irún a Santiago.',
  coverImage: null,
  language: 'es',
  authorId: 2,
} satisfies Partial<Series>;

/** As `GET /api/series` answers: a count per series and no posts. */
export const seriesList: Series[] = [
  {
    ...caminoDelNorte,
    postCount: 2,
    posts: [],
    updatedAt: '2026-03-05T13:07:00.000Z',
    author: { name: 'Lucía Fernández', email: 'lucia@bitacora.es' },
  },
  {
    id: 2,
    uuid: 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80',
    title: 'Cocina de aprovechamiento',
    slug: 'cocina-de-aprovechamiento',
    description: null,
    coverImage: null,
    language: 'es',
    authorId: null,
    postCount: 0,
    posts: [],
    updatedAt: '2026-02-11T08:30:00.000Z',
    author: null,
  },
];

/** A blog writing in Spanish and English: its languages in use, the main one first. */
export const blogLanguages = ['es', 'en'] as const;

/** That blog's series, one of them in English. */
export const multilingualSeries: Series[] = [
  ...seriesList,
  {
    id: 3,
    uuid: 'f6a7b8c9-d0e1-4f2a-8b3c-5d6e7f8091a2',
    title: 'The Northern Way',
    slug: 'the-northern-way',
    description: 'Stage by stage, from Irún to Santiago.',
    coverImage: null,
    language: 'en',
    authorId: 2,
    postCount: 1,
    posts: [],
    updatedAt: '2026-03-06T09:15:00.000Z',
    author: { name: 'Lucía Fernández', email: 'lucia@bitacora.es' },
  },
];
