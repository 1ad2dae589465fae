import type { Page } from '@bitacora/api';

const base = {
  content: '<p>Texto</p>',
  excerpt: null,
  authorId: 1,
  blogId: 1,
  image: null,
  imageId: null,
  language: 'es',
  translationGroup: null,
} satisfies Partial<Page>;

export const pages: readonly Page[] = [
  {
    ...base,
    id: 1,
    uuid: '7a2e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a01',
    title: 'Sobre mí',
    slug: 'sobre-mi',
    status: 'PUBLISHED',
    updatedAt: '2026-03-05T13:07:00Z',
    revision: 1,
    visibility: 'public',
    visibilityTiers: [],
    author: { name: 'Lucía Fernández', email: 'lucia@example.com' },
  },
  {
    ...base,
    id: 2,
    uuid: '7a2e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a02',
    title: 'Contacto',
    slug: 'contacto',
    status: 'DRAFT',
    updatedAt: '',
    revision: 1,
    visibility: 'public',
    visibilityTiers: [],
    author: { name: null, email: 'editor@example.com' },
  },
  {
    ...base,
    id: 3,
    uuid: '7a2e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a03',
    title: 'Aviso legal',
    slug: 'aviso-legal',
    status: 'PUBLISHED',
    updatedAt: 'no es una fecha',
    revision: 1,
    visibility: 'public',
    visibilityTiers: [],
    author: null,
  },
];
