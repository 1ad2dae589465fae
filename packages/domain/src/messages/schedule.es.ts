/** Scheduled publishing and the trash (docs/product.md#scheduled-publishing). */
export const SCHEDULE_MESSAGES = {
  publishAtRequired: 'Indica la fecha y la hora de publicación',
  publishAtPast: 'La fecha de publicación debe ser posterior a este momento',
  publishAtInvalid: 'La fecha de publicación no es válida',
  timeZoneInvalid: 'La zona horaria no es válida (por ejemplo, Europe/Madrid)',
} as const;

/** The trash ('Papelera'): deleted posts and pages, restorable for 30 days. */
export const TRASH_MESSAGES = {
  postNote: 'Irá a la papelera, donde podrás restaurarlo durante 30 días.',
  pageNote: 'Irá a la papelera, donde podrás restaurarla durante 30 días.',
  /** After a bulk delete's question: how many go, posts (masculine) or pages (feminine). */
  bulkNote: (count: number, feminine: boolean) =>
    count === 1
      ? `Irá a la papelera, donde podrás restaurarl${feminine ? 'a' : 'o'} durante 30 días.`
      : `Irán a la papelera, donde podrás restaurarl${feminine ? 'as' : 'os'} durante 30 días.`,
  empty: 'La papelera está vacía.',
  intro:
    'Los posts y páginas eliminados se guardan aquí 30 días; después se eliminan definitivamente.',
  loadFailed: 'No se pudo cargar la papelera. Inténtalo de nuevo.',
  restored: (title: string) => `«${title}» se restauró.`,
  restoreFailed: 'No se pudo restaurar. Inténtalo de nuevo.',
  deleted: (title: string) => `«${title}» se eliminó definitivamente.`,
  deleteFailed: 'No se pudo eliminar. Inténtalo de nuevo.',
  confirmDelete: (title: string) =>
    `¿Eliminar definitivamente «${title}»? Esta acción no se puede deshacer.`,
  unscheduled: (title: string) => `«${title}» vuelve a ser un borrador.`,
  unscheduleFailed: 'No se pudo desprogramar. Inténtalo de nuevo.',
} as const;
