import type { Post } from '@bitacora/api';

const base = {
  content: '<p>Texto</p>',
  excerpt: null,
  authorId: 1,
  blogId: 1,
  categoryId: 1,
  seriesId: null,
  sequenceNumber: null,
  image: null,
  imageId: null,
  imageAlt: '',
  imageCaption: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: null,
  noindex: false,
  series: null,
  tags: [],
  language: 'es',
  translationGroup: null,
} satisfies Partial<Post>;

export const posts: readonly Post[] = [
  {
    ...base,
    id: 1,
    uuid: '0b6f3c3e-6a3e-4a8e-9a51-2f3c1d8e0a01',
    title: 'Ruta por los Picos de Europa',
    slug: 'ruta-por-los-picos-de-europa',
    status: 'PUBLISHED',
    updatedAt: '2026-03-05T13:07:00Z',
    revision: 1,
    visibility: 'public',
    visibilityTiers: [],
    author: { name: 'Lucía Fernández', email: 'lucia@example.com' },
    category: { id: 1, name: 'Montaña' },
  },
  {
    ...base,
    id: 2,
    uuid: '0b6f3c3e-6a3e-4a8e-9a51-2f3c1d8e0a02',
    title: 'Pan de masa madre',
    slug: 'pan-de-masa-madre',
    status: 'DRAFT',
    updatedAt: '2026-02-14T08:30:00Z',
    revision: 1,
    visibility: 'public',
    visibilityTiers: [],
    author: { name: null, email: 'sin-nombre@example.com' },
    category: null,
    categoryId: null,
  },
  {
    ...base,
    id: 3,
    uuid: '0b6f3c3e-6a3e-4a8e-9a51-2f3c1d8e0a03',
    title: 'Notas de un viaje a Lisboa',
    slug: 'notas-de-un-viaje-a-lisboa',
    status: 'PUBLISHED',
    updatedAt: '',
    revision: 1,
    visibility: 'public',
    visibilityTiers: [],
    author: null,
    category: { id: 2, name: 'Viajes' },
  },
  {
    ...base,
    id: 4,
    uuid: '0b6f3c3e-6a3e-4a8e-9a51-2f3c1d8e0a04',
    title: 'Borrador sin fecha válida',
    slug: 'borrador-sin-fecha-valida',
    status: 'DRAFT',
    updatedAt: 'ayer por la tarde',
    revision: 1,
    visibility: 'public',
    visibilityTiers: [],
    author: { name: 'Íñigo Ruiz', email: 'inigo@example.com' },
    category: { id: 3, name: 'Cocina' },
  },
];

/** A blog writing in Spanish and English: the first post's English version among the rows. */
export const postsInTwoLanguages: readonly Post[] = [
  ...posts.slice(0, 2),
  {
    ...posts[0]!,
    id: 5,
    uuid: '0b6f3c3e-6a3e-4a8e-9a51-2f3c1d8e0a05',
    title: 'A walk through the Picos de Europa',
    slug: 'ruta-por-los-picos-de-europa',
    language: 'en',
    translationGroup: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
  },
];

/** The 'Idioma' filter's choices for that blog, its main language first. */
export const twoLanguages = [
  { value: 'es', label: 'Español' },
  { value: 'en', label: 'Inglés' },
] as const;
