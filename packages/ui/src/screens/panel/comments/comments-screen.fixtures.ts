import type { Comment } from '@bitacora/api';

export const comments: Comment[] = [
  {
    uuid: '1d7e0c52-6b1a-4f4e-9a35-0c2b8e1f4a01',
    authorName: 'Begoña Ibáñez',
    authorEmail: 'begona@ejemplo.es',
    content: '¡Qué buena receta! La probé el domingo con mis nietos y salió riquísima.',
    post: { title: 'Marmitako de bonito' },
    createdAt: '2026-03-05T13:07:00.000Z',
    status: 'PENDING',
  },
  {
    uuid: '2a8f1d63-7c2b-4a5f-8b46-1d3c9f2a5b02',
    authorName: 'Jordi Puig',
    authorEmail: 'jordi.puig@ejemplo.cat',
    content: 'Gracias por compartir la ruta, la haremos en verano.',
    post: { title: 'Ruta por los Picos de Europa' },
    createdAt: '2026-03-04T09:30:00.000Z',
    status: 'APPROVED',
  },
  {
    uuid: '3b9a2e74-8d3c-4b6a-9c57-2e4d0a3b6c03',
    authorName: 'Ana',
    authorEmail: 'ana@ejemplo.es',
    content: 'No estoy de acuerdo con el punto tres.',
    post: 'post-8812',
    createdAt: '2026-02-28T18:45:00.000Z',
    status: 'REJECTED',
  },
  {
    uuid: '4c0b3f85-9e4d-4c7b-8d68-3f5e1b4c7d04',
    authorName: 'Ofertas Top',
    authorEmail: 'promo@spam.example',
    content: 'Gana dinero desde casa: entra ya en nuestro enlace.',
    post: null,
    createdAt: '2026-02-27T02:11:00.000Z',
    status: 'SPAM',
  },
];

/** A comment with the blog's reply and a visitor's pending reply under it. */
export const withReplies: Comment[] = [
  {
    uuid: '5d1c4a96-af5e-4d8c-9e79-4a6f2c5d8e05',
    authorName: 'Carmen Ruiz',
    authorEmail: 'carmen@ejemplo.es',
    content: 'Nosotros la hicimos en junio: llevad abrigo para la cumbre.',
    post: { title: 'Ruta por los Picos de Europa' },
    createdAt: '2026-03-06T10:15:00.000Z',
    status: 'PENDING',
    parentUuid: '2a8f1d63-7c2b-4a5f-8b46-1d3c9f2a5b02',
    isStaffReply: false,
  },
  {
    uuid: '6e2d5ba7-b06f-4e9d-8f8a-5b7a3d6e9f06',
    authorName: 'Lola Martín',
    authorEmail: 'lola@bitacora.example',
    content: '¡Gracias, Jordi! Ya nos contarás qué tal.',
    post: { title: 'Ruta por los Picos de Europa' },
    createdAt: '2026-03-05T20:02:00.000Z',
    status: 'APPROVED',
    parentUuid: '2a8f1d63-7c2b-4a5f-8b46-1d3c9f2a5b02',
    isStaffReply: true,
  },
  ...comments,
];

/** A mention from another site, pending, beside the visitors' comments. */
export const withMention: Comment[] = [
  {
    uuid: '7f3e6cb8-c17a-4fae-9a9b-6c8b4e7fa007',
    authorName: 'Ana Ruiz',
    authorEmail: '',
    content: 'Qué buena ruta: la enlazo en mis notas de viaje.',
    post: { title: 'Ruta por los Picos de Europa' },
    createdAt: '2026-03-07T08:40:00.000Z',
    status: 'PENDING',
    kind: 'mencion',
    sourceUrl: 'https://ana.example/notas/picos',
  },
  ...comments,
];
