import type { Category } from '@bitacora/api';

/** Sorted by name, as the app lists them. */
export const categories: Category[] = [
  {
    id: 3,
    name: 'Cocina vasca',
    slug: 'cocina-vasca',
    postCount: 12,
    menuItemCount: 0,
    blogId: 1,
  },
  {
    id: 1,
    name: 'Diseño y accesibilidad',
    slug: 'diseno-y-accesibilidad',
    postCount: 4,
    menuItemCount: 2,
    blogId: 1,
  },
  {
    id: 2,
    name: 'Montañismo en España',
    slug: 'montanismo-en-espana',
    postCount: 0,
    menuItemCount: 1,
    blogId: 1,
  },
];
