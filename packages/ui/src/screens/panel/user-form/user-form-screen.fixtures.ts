import type { ActiveSession, User } from '@bitacora/api';

export const editedUser: User = {
  uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  id: 3,
  name: 'Mateo Peña',
  email: 'autor@bitacora.es',
  bio: 'Cocinero aficionado y fotógrafo de fin de semana.',
  picture: null,
  role: 'AUTHOR',
  socialLinks: {
    website: null,
    x: null,
    mastodon: 'https://mastodon.social/@mateo',
    instagram: null,
    linkedin: null,
    github: 'https://github.com/mateopena',
  },
};

/** A tiny PNG file, for the picture input. */
export const pictureFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'mateo.png', {
    type: 'image/png',
  });

/** A PDF, refused by the picture rule. */
export const pdfFile = () => new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });

/** The sessions 'Mi perfil' lists: this computer, a phone and a laptop elsewhere. */
export const currentSession: ActiveSession = {
  id: '1f0e2d3c-4b5a-4968-8776-655443322110',
  device: 'Chrome en Windows',
  place: 'Este equipo',
  createdAt: '2026-11-20T08:15:00Z',
  lastUsedAt: '2026-11-25T11:42:00Z',
  expiresAt: '2026-11-27T08:15:00Z',
  current: true,
};

export const otherSessions: ActiveSession[] = [
  {
    id: '2a1b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    device: 'Safari en iOS',
    place: '203.0.113.45',
    createdAt: '2026-11-22T19:03:00Z',
    lastUsedAt: '2026-11-24T21:10:00Z',
    expiresAt: '2026-11-29T19:03:00Z',
    current: false,
  },
  {
    id: '3b2c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
    device: 'Firefox en Linux',
    place: '198.51.100.23',
    createdAt: '2026-11-19T10:00:00Z',
    lastUsedAt: '2026-11-19T12:30:00Z',
    expiresAt: '2026-11-26T10:00:00Z',
    current: false,
  },
];
