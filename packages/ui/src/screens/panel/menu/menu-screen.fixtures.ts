import type { MenuItem } from '@bitacora/api';

export const menuItems: MenuItem[] = [
  { id: 11, label: 'Inicio', url: '/', order: 1, blogId: 1 },
  { id: 12, label: 'Sobre mí', url: '/sobre-mi', order: 2, blogId: 1 },
  { id: 13, label: 'Recetas', url: '/blog/categoria/recetas', order: 3, blogId: 1 },
  { id: 14, label: 'Patreon', url: 'https://www.patreon.com/begona', order: 4, blogId: 1 },
];
