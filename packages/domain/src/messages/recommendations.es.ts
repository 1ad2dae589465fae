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
} as const;
