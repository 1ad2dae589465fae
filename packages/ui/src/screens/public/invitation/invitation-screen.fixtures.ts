import type { InvitationPreview } from '@bitacora/api';

export const invitationToken = 'aW52aXRhY2lvbi1kZS1wcnVlYmE';
export const newPassword = 'ñandú-2026';

export const invitation: InvitationPreview = {
  blogName: 'Rutas de montaña',
  name: 'Irene Sáez',
  email: 'irene@bitacora.es',
  role: 'AUTHOR',
  existingAccount: false,
  expiresAt: '2026-03-09T10:00:00.000Z',
};
