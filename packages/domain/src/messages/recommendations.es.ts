/**
 * Not in the spec: the blog's recommendations of other sites and their screen
 * (docs/decisions/079-recommendations.md).
 */
export const RECOMMENDATION_MESSAGES = {
  urlRequired: 'Escribe la dirección del sitio que recomiendas',
  urlNotAddress: 'Escribe la dirección completa, empezando por https:// o http://',
  urlCredentials: 'La dirección no puede llevar usuario ni contraseña',
  urlTooLong: (max: number) => `La dirección no puede superar los ${max} caracteres`,
  urlOwnBlog: 'No puedes recomendar tu propio blog',
  titleRequired: 'Escribe el nombre del sitio',
  titleTooLong: (max: number) => `El nombre no puede superar los ${max} caracteres`,
  reasonTooLong: (max: number) => `El motivo no puede superar los ${max} caracteres`,
  tooMany: (max: number) => `Un blog puede recomendar como mucho ${max} sitios`,
  notFound: 'Recomendación no encontrada',
  /** The panel's screen. */
  title: 'Recomendaciones',
  intro:
    'Los sitios que recomiendas a tus lectores. Aparecen en la página Recomendaciones de tu blog y en su archivo recommendations.json.',
  add: 'Añadir recomendación',
  edit: 'Editar recomendación',
  empty: 'Aún no recomiendas ningún sitio.',
  count: (n: number) => (n === 1 ? '1 recomendación' : `${n} recomendaciones`),
  limitReached: (max: number) => `Has llegado al máximo de ${max} recomendaciones.`,
  loading: 'Cargando recomendaciones...',
  loadFailed: 'No se pudieron cargar las recomendaciones. Inténtalo de nuevo.',
  saveFailed: 'No se pudo guardar la recomendación. Revisa los datos e inténtalo de nuevo.',
  deleteFailed: 'No se pudo eliminar la recomendación. Inténtalo de nuevo.',
  confirmDelete: '¿Seguro que quieres dejar de recomendar este sitio?',
  urlLabel: 'Dirección',
  urlHint: 'La dirección completa del sitio, con https:// o http://',
  titleLabel: 'Nombre',
  reasonLabel: 'Motivo (opcional)',
  reasonHint: 'Por qué lo recomiendas, en una frase.',
} as const;
