/** Scheduled publishing and the trash (docs/product.md#scheduled-publishing). */
export const SCHEDULE_MESSAGES = {
  publishAtRequired: 'Indica la fecha y la hora de publicación',
  publishAtPast: 'La fecha de publicación debe ser posterior a este momento',
  publishAtInvalid: 'La fecha de publicación no es válida',
  timeZoneInvalid: 'La zona horaria no es válida (por ejemplo, Europe/Madrid)',
} as const;
