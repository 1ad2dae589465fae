import type { Blog } from '@bitacora/api';

export const blogs: Blog[] = [
  {
    id: 1,
    uuid: '3f2b8c1e-5a7d-4e9f-8b6a-1c2d3e4f5a6b',
    name: 'Cuaderno de viaje',
    subdomain: 'cuaderno',
    domain: null,
    plan: 'FREE',
  },
  {
    id: 2,
    uuid: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    name: 'Recetas de la abuela Begoña',
    subdomain: 'recetas-begona',
    domain: 'recetasdebegona.es',
    plan: 'PRO',
  },
  {
    id: 3,
    uuid: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
    name: 'Código y café',
    subdomain: 'codigo-cafe',
    domain: null,
    plan: 'PRO',
  },
];

export const publicDomain = 'bitacora.es';
