import type { Page } from '@bitacora/api';
import { storedImageUrl } from '../../../patterns/image-picker/image-picker.fixtures';

export const aboutPage: Page = {
  id: 3,
  uuid: '7a2e1f00-3c4d-4e5f-8a9b-0c1d2e3f4a01',
  title: 'Sobre mí',
  slug: 'sobre-mi',
  content: '<h2>Hola</h2><p>Escribo sobre <em>montaña</em> y cocina desde Asturias.</p>',
  excerpt: 'Quién escribe este blog.',
  status: 'PUBLISHED',
  authorId: 1,
  blogId: 1,
  image: storedImageUrl,
  imageId: 58,
  updatedAt: '2026-03-05T13:07:00Z',
  revision: 1,
  visibility: 'public',
  visibilityTiers: [],
  language: 'es',
  translationGroup: null,
  author: { name: 'Lucía Fernández', email: 'lucia@example.com' },
};

/** A fixed clock: the 6-digit suffix is 001234. */
export const fixedNow = () => new Date(1_700_000_001_234);

/** The page's Portuguese version, a draft in its translation group. */
export const portuguesePage = {
  id: 8,
  uuid: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  language: 'pt',
  status: 'DRAFT',
  title: 'Sobre mim',
  slug: 'sobre-mim',
} as const;
