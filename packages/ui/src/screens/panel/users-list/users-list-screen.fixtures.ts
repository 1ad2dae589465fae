import type { Invitation, SocialLinks, User } from '@bitacora/api';

/** An account with no social link set. */
export const NO_SOCIAL_LINKS: SocialLinks = {
  website: null,
  x: null,
  mastodon: null,
  instagram: null,
  linkedin: null,
  github: null,
};

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
    socialLinks: { ...NO_SOCIAL_LINKS, website: 'https://luciafernandez.example/' },
  },
  {
    uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
    id: 3,
    name: 'Mateo Peña',
    email: 'autor@bitacora.es',
    bio: null,
    picture: null,
    role: 'AUTHOR',
    socialLinks: NO_SOCIAL_LINKS,
  },
  {
    uuid: 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f',
    id: 4,
    name: null,
    email: 'invitado@bitacora.es',
    bio: null,
    picture: null,
    role: 'AUTHOR',
    socialLinks: NO_SOCIAL_LINKS,
  },
];

/** One invitation waiting for its answer and one whose link has expired. */
export const invitations: Invitation[] = [
  {
    uuid: '1f2e3d4c-5b6a-4789-8a9b-0c1d2e3f4a5b',
    name: 'Irene Sáez',
    email: 'irene@bitacora.es',
    role: 'AUTHOR',
    createdAt: '2026-03-02T10:00:00.000Z',
    expiresAt: '2026-03-09T10:00:00.000Z',
    expired: false,
  },
  {
    uuid: '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
    name: '',
    email: 'pablo@bitacora.es',
    role: 'ADMIN',
    createdAt: '2026-02-01T10:00:00.000Z',
    expiresAt: '2026-02-08T10:00:00.000Z',
    expired: true,
  },
];
