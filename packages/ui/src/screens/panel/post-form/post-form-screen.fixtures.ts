import type { Category, Post, Series } from '@bitacora/api';
import { storedImageUrl } from '../../../patterns/image-picker/image-picker.fixtures';

export const categories: readonly Category[] = [
  { id: 1, name: 'Montaña', slug: 'montana', postCount: 4, menuItemCount: 0, blogId: 1 },
  { id: 2, name: 'Viajes', slug: 'viajes', postCount: 7, menuItemCount: 0, blogId: 1 },
  { id: 3, name: 'Cocina', slug: 'cocina', postCount: 2, menuItemCount: 0, blogId: 1 },
];

export const series: readonly Series[] = [
  {
    id: 10,
    uuid: '5d1c0e7a-2b8f-4c61-9d0e-7a1b2c3d4e10',
    title: 'Picos de Europa en cinco días',
    slug: 'picos-de-europa-en-cinco-dias',
    description: null,
    coverImage: null,
    authorId: 1,
    postCount: 0,
    posts: [],
    updatedAt: '2026-03-01T10:00:00Z',
    author: { name: 'Lucía Fernández', email: 'lucia@example.com' },
  },
  {
    id: 11,
    uuid: '5d1c0e7a-2b8f-4c61-9d0e-7a1b2c3d4e11',
    title: 'Panes del mundo',
    slug: 'panes-del-mundo',
    description: null,
    coverImage: null,
    authorId: 1,
    postCount: 0,
    posts: [],
    updatedAt: '2026-02-01T10:00:00Z',
    author: { name: 'Lucía Fernández', email: 'lucia@example.com' },
  },
];

export const draftPost: Post = {
  id: 7,
  uuid: '0b6f3c3e-6a3e-4a8e-9a51-2f3c1d8e0a07',
  title: 'Pan de masa madre',
  slug: 'pan-de-masa-madre',
  content:
    '<h2>Ingredientes</h2><ul><li><p>Harina</p></li><li><p>Agua</p></li><li><p>Sal</p></li></ul><p>Una receta <strong>lenta</strong> y sencilla.</p>',
  excerpt: 'Una receta lenta y sencilla para empezar con la masa madre.',
  status: 'DRAFT',
  authorId: 1,
  blogId: 1,
  categoryId: 3,
  seriesId: null,
  sequenceNumber: null,
  image: storedImageUrl,
  imageId: 42,
  imageAlt: 'Una hogaza de masa madre recién horneada sobre la mesa',
  imageCaption: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: null,
  noindex: false,
  updatedAt: '2026-02-14T08:30:00Z',
  revision: 1,
  visibility: 'public',
  visibilityTiers: [],
  language: 'es',
  translationGroup: null,
  author: { name: 'Lucía Fernández', email: 'lucia@example.com' },
  category: { id: 3, name: 'Cocina' },
  series: null,
  tags: [{ id: 1, name: 'Recetas', slug: 'recetas' }],
};

export const publishedPost: Post = {
  ...draftPost,
  status: 'PUBLISHED',
  seriesId: 11,
  sequenceNumber: 2,
  series: { id: 11, title: 'Panes del mundo' },
};

/** The published post's English version, in its translation group. */
export const englishPost: Post = {
  ...publishedPost,
  id: 43,
  uuid: '5b8f2a6c-3d4e-4f10-9a7b-1c2d3e4f5a6b',
  title: 'Sourdough bread',
  slug: 'sourdough-bread',
  language: 'en',
  translationGroup: '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0',
};

/** The blog's main language and what the form links a version to. */
export const languagesOfBlog = {
  main: 'es',
  hrefOf: (version: { uuid: string }) => `/cms/posts/${version.uuid}/edit`,
} as const;

/** A fixed clock for the slug refresh. */
export const fixedNow = () => new Date(1_700_000_001_234);

/** The blog's paid tiers, offered beside 'Miembros de pago'. */
export const tiers = [
  { uuid: '6f1d2c4e-8a3b-4c5d-9e7f-0a1b2c3d4e5f', name: 'Oro' },
  { uuid: '7a2e3d5f-9b4c-4d6e-8f0a-1b2c3d4e5f60', name: 'Plata' },
];
