import type { Category } from '@bitacora/api';

/** Sorted by name, as the app lists them. */
export const categories: Category[] = [
  {
    id: 3,
    name: 'Cocina vasca',
    slug: 'cocina-vasca',
    postCount: 12,
    menuItemCount: 0,
    language: 'es',
    blogId: 1,
  },
  {
    id: 1,
    name: 'Diseño y accesibilidad',
    slug: 'diseno-y-accesibilidad',
    postCount: 4,
    menuItemCount: 2,
    language: 'es',
    blogId: 1,
  },
  {
    id: 2,
    name: 'Montañismo en España',
    slug: 'montanismo-en-espana',
    postCount: 0,
    menuItemCount: 1,
    language: 'es',
    blogId: 1,
  },
];

/** A blog writing in Spanish and English: its languages in use, the main one first. */
export const blogLanguages = ['es', 'en'] as const;

/** The categories of that blog, one of them in English. */
export const multilingualCategories: Category[] = [
  ...categories.slice(0, 2),
  {
    id: 4,
    name: 'Hiking in Spain',
    slug: 'hiking-in-spain',
    postCount: 3,
    menuItemCount: 0,
    language: 'en',
    blogId: 1,
  },
  ...categories.slice(2),
];
