/**
 * Not in the spec: what readers pay a blog (issue 34): its tiers and their prices.
 */
export const MEMBERSHIP_MESSAGES = {
  /** Tiers and paid memberships are PRO features; a FREE blog gets tips only. */
  needPro: 'Los niveles de miembros son una función del plan PRO.',
  tierNotFound: 'Este nivel no existe.',
  freeTierName: 'Gratis',
  freeTierKept: 'El nivel gratuito siempre existe: no se puede eliminar ni desactivar.',
  tierNameRequired: 'El nombre del nivel es obligatorio',
  tierNameTooLong: 'El nombre del nivel no puede superar los 100 caracteres',
  tierDescriptionTooLong: 'La descripción no puede superar los 2000 caracteres',
  benefitTooLong: 'Cada beneficio puede tener hasta 200 caracteres',
  tooManyBenefits: 'Un nivel puede tener hasta 20 beneficios',
  priceInvalid: 'El precio debe ser un número entero de la unidad menor de la moneda (céntimos)',
  freeTierPrice: 'El nivel gratuito no tiene precio',
  priceBelowMinimum: (least: string) =>
    `El precio mínimo de una suscripción en esta moneda es ${least}`,
  sortOrderInvalid: 'El orden debe ser un número entero entre 0 y 10000',
  currencyInvalid: 'La moneda no es válida',
};
