import type { User } from '@bitacora/api';

export const editedUser: User = {
  uuid: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  id: 3,
  name: 'Mateo Peña',
  email: 'autor@bitacora.es',
  bio: 'Cocinero aficionado y fotógrafo de fin de semana.',
  picture: null,
  role: 'AUTHOR',
};

/** A tiny PNG file, for the picture input. */
export const pictureFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'mateo.png', {
    type: 'image/png',
  });

/** A PDF, refused by the picture rule. */
export const pdfFile = () => new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
