import type { User } from '@bitacora/api';

/** A 1×1 PNG, so stories need no network. */
const PICTURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEhAHA1Rf8VQAAAABJRU5ErkJggg==';

export const users: User[] = [
  {
    uuid: '5b0f7c8e-2a61-4c1e-9d7b-3f1a2b4c5d6e',
    id: 2,
    name: 'Lucía Fernández',
    email: 'lucia@bitacora.es',
    bio: 'Escribe sobre rutas de montaña.',
    picture: PICTURE,
    role: 'ADMIN',
  },
  {
    uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    id: 3,
    name: 'Mateo Peña',
    email: 'autor@bitacora.es',
    bio: null,
    picture: null,
    role: 'AUTHOR',
  },
  {
    uuid: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
    id: 4,
    name: null,
    email: 'invitado@bitacora.es',
    bio: null,
    picture: null,
    role: 'AUTHOR',
  },
];
