/** Posts list dates. */
export const DATE_MESSAGES = {
  missing: 'Fecha no disponible',
  invalid: 'Fecha inválida',
} as const;
