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
  tierHasMemberships: 'Este nivel tiene suscripciones: desactívalo en lugar de eliminarlo.',
  /** Paid memberships. */
  tierNotOnSale: 'Este nivel no está a la venta.',
  membershipNotFound: 'Esta suscripción no existe.',
  alreadyMember: 'Ya tienes una suscripción de pago a este blog.',
  subscribeFailed: 'No se pudo abrir el pago. Intenta nuevamente.',
  graceSubject: (blog: string) => `No pudimos renovar tu suscripción a ${blog}`,
  graceText: (blog: string, until: string) =>
    `El cobro de la renovación de tu suscripción a «${blog}» no se pudo hacer. Sigues teniendo acceso hasta el ${until}; revisa tu medio de pago en Mercado Pago para no perderlo.`,
  /** The member's account page on the blog. */
  paidTiersTitle: 'Suscríbete',
  subscribeMonthly: (price: string) => `Suscribirme por ${price} al mes`,
  subscribeYearly: (price: string) => `Suscribirme por ${price} al año`,
  renewsOn: (date: string) => `Se renueva el ${date}.`,
  cancelledUntil: (date: string) => `Cancelada: tienes acceso hasta el ${date}.`,
  graceUntil: (date: string) => `No pudimos cobrar la renovación: tienes acceso hasta el ${date}.`,
  cancelButton: 'Cancelar la suscripción',
  checkoutTitle: 'Autoriza el pago',
  checkoutText: 'Mercado Pago te pedirá que autorices el cobro de tu suscripción.',
  checkoutContinue: 'Continuar al pago',
  /** The panel's 'Miembros'. */
  memberNotFound: 'Este miembro no existe.',
  memberStatusInvalid: 'El estado debe ser gratis, de pago o regalo',
  memberTierInvalid: 'El nivel no es válido',
  compNotFound: 'Este miembro no tiene una membresía de regalo.',
};
