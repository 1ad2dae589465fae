import type { BlogExport, BlogImport, ImportPreview, ImportReportDto } from '@bitacora/api';

const base = {
  id: '7f3c2a10-5b6d-4e8f-9a01-b2c3d4e5f601',
  fileName: 'cuaderno.WordPress.2026-11-20.xml',
  fileBytes: 3_250_000,
  imagesFileName: null,
  format: 'wordpress',
  preview: null,
  progress: null,
  report: null,
  error: null,
  createdAt: '2026-11-25T09:30:00.000Z',
  updatedAt: '2026-11-25T09:31:00.000Z',
} satisfies Omit<BlogImport, 'state'>;

export const preview: ImportPreview = {
  posts: 1240,
  pages: 12,
  drafts: 31,
  scheduled: 2,
  comments: 5830,
  categories: { new: 9, existing: 3 },
  tags: 214,
  images: 860,
  authors: {
    members: 1,
    toInvite: 2,
    withoutEmail: 1,
    candidates: [
      { email: 'ana@example.com', name: 'Ana García' },
      { email: 'luis@example.com', name: 'Luis Pérez' },
    ],
  },
  slugsTaken: [
    { title: 'Sobre mí', slug: 'sobre-mi', to: 'sobre-mi-2' },
    { title: 'Hola mundo', slug: 'hola-mundo', to: 'hola-mundo-2' },
  ],
  slugsTakenTotal: 14,
  alreadyImported: 0,
  needsSiteUrl: false,
  warnings: [
    { key: 'post-88', message: 'La entrada «Galería» usa un shortcode que no se convierte.' },
  ],
  warningsTotal: 1,
};

export const analysingImport: BlogImport = { ...base, format: null, state: 'analysing' };

export const readyImport: BlogImport = { ...base, state: 'ready', preview };

/** A Ghost export: its images name `__GHOST_URL__`, so the old address is asked. */
export const ghostReadyImport: BlogImport = {
  ...base,
  fileName: 'mi-blog.ghost.2026-11-20.json',
  format: 'ghost',
  state: 'ready',
  preview: { ...preview, needsSiteUrl: true, alreadyImported: 40 },
};

export const runningImport: BlogImport = {
  ...base,
  state: 'running',
  preview,
  progress: { done: 120, total: 10_000 },
};

export const report: ImportReportDto = {
  created: {
    posts: 1238,
    pages: 12,
    categories: 9,
    tags: 214,
    comments: 5829,
    images: 857,
    invitations: 2,
    series: 0,
    menuItems: 0,
  },
  skipped: [
    { key: 'post-12', title: 'Borrador sin título', reason: 'No tiene título ni contenido.' },
  ],
  skippedTotal: 3,
  renamed: [{ key: 'post-3', title: 'Sobre mí', from: 'sobre-mi', to: 'sobre-mi-2' }],
  renamedTotal: 14,
  imagesFailed: [
    {
      address: 'https://cuaderno.example.com/wp-content/uploads/2019/05/playa.jpg',
      reason: 'El servidor respondió 404.',
    },
  ],
  imagesFailedTotal: 3,
  warnings: [],
  warningsTotal: 0,
};

export const doneImport: BlogImport = {
  ...base,
  state: 'done',
  preview,
  progress: { done: 10_000, total: 10_000 },
  report,
};

export const failedImport: BlogImport = {
  ...base,
  state: 'failed',
  preview,
  progress: { done: 4000, total: 10_000 },
  error: 'Se perdió la conexión con la base de datos. Lo ya importado se conserva.',
};

export const runningExport: BlogExport = {
  id: '2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c01',
  state: 'running',
  progress: { done: 300, total: 1252 },
  bytes: null,
  downloadUrl: null,
  expiresAt: null,
  error: null,
  createdAt: '2026-11-26T08:00:00.000Z',
};

export const doneExport: BlogExport = {
  ...runningExport,
  id: '2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c02',
  state: 'done',
  progress: { done: 1252, total: 1252 },
  bytes: 13_107_200,
  downloadUrl: '/api/exports/2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c02/download?token=abc',
  expiresAt: '2026-12-03T08:05:00.000Z',
};

export const expiredExport: BlogExport = {
  ...doneExport,
  id: '2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c03',
  downloadUrl: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  expiresAt: '2026-10-08T10:00:00.000Z',
};

export const failedExport: BlogExport = {
  ...runningExport,
  id: '2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c04',
  state: 'failed',
  error: 'No se pudo escribir el archivo. Inténtalo de nuevo.',
  createdAt: '2026-11-20T12:00:00.000Z',
};
