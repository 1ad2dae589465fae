/**
 * Not in the spec: a blog's email subscribers (docs/decisions/030-newsletter.md): the pages the
 * mailed links open, the mails, and the panel's 'Suscriptores'.
 */
export const NEWSLETTER_MESSAGES = {
  /** Mailed links. */
  linkInvalid: 'Este enlace no es válido. Comprueba que lo copiaste entero.',
  linkOtherList: 'Este enlace no es de la lista de este blog.',
  linkUsed: 'Este enlace ya se usó. Cada enlace de confirmación sirve una sola vez.',
  confirmExpired: 'Este enlace venció. Vuelve a suscribirte desde el blog.',
  unsubscribeExpired:
    'Este enlace venció. Usa el enlace para darte de baja del último correo que recibiste.',
  subscriberGone: 'Esta suscripción ya no existe.',
  confirmTitle: 'Confirmar la suscripción',
  confirmText: (blog: string) => `Recibirás por correo las nuevas entradas de «${blog}».`,
  confirmButton: 'Confirmar',
  confirmed: (blog: string) =>
    `Listo: te escribiremos cuando «${blog}» publique una entrada nueva.`,
  unsubscribeTitle: 'Darse de baja',
  unsubscribeText: (blog: string) => `Dejarás de recibir por correo las entradas de «${blog}».`,
  unsubscribeButton: 'Darme de baja',
  unsubscribed: (blog: string) => `Ya no recibirás correos de «${blog}».`,
  /** Mails. */
  confirmSubject: (blog: string) => `Confirma tu suscripción a ${blog}`,
  confirmMailIntro: (blog: string) =>
    `Alguien (seguramente tú) pidió recibir por correo las nuevas entradas de «${blog}».`,
  confirmMailAction: 'Confirmar la suscripción',
  confirmMailIgnore: (days: number) =>
    `Si no fuiste tú, ignora este correo: sin confirmar no te escribiremos más. El enlace vence en ${days} días.`,
  readMore: 'Leer más',
  readOnBlog: 'Leer en el blog',
  /** Where a gated post's free part ends, in the mail of a reader without access. */
  membersOnlyRest: 'El resto de esta entrada es solo para miembros del blog.',
  joinToRead: 'Únete con tu email para leerla entera',
  paidOnlyRest: 'El resto de esta entrada es para miembros de pago.',
  upgradeToRead: 'Pásate a un plan de pago para leerla entera',
  unsubscribeFooter: (blog: string) => `Recibes este correo porque te suscribiste a «${blog}».`,
  unsubscribeLink: 'Darte de baja',
  /** The blog's form answers. */
  invalidEmail: 'El email no es válido',
  nameTooLong: 'El nombre no puede superar los 100 caracteres',
  tooManySubscribes: 'Demasiadas suscripciones desde tu conexión. Prueba dentro de un rato.',
  /** The form's choice of the mails' language, on a blog in several. */
  mailLanguage: 'Idioma de los correos',
  /** The panel's 'Suscriptores'. */
  screenTitle: 'Suscriptores',
  loading: 'Cargando suscriptores...',
  loadFailed: 'No se pudieron cargar los suscriptores.',
  retry: 'Reintentar',
  empty: 'Todavía no hay suscriptores. El formulario de suscripción está en cada página del blog.',
  noMatches: 'Ningún suscriptor coincide con la búsqueda.',
  search: 'Buscar por email o nombre',
  confirmedCount: (n: number) =>
    `${n} ${n === 1 ? 'suscriptor confirmado' : 'suscriptores confirmados'}`,
  pendingCount: (n: number) => `${n} sin confirmar`,
  growthTitle: 'Altas confirmadas',
  perWeek: 'Por semana',
  perMonth: 'Por mes',
  columnEmail: 'Email',
  columnName: 'Nombre',
  columnState: 'Estado',
  /** The language the subscriber's mails are in. */
  columnLanguage: 'Idioma',
  columnSince: 'Desde',
  stateLabels: { PENDING: 'Sin confirmar', CONFIRMED: 'Confirmado', UNSUBSCRIBED: 'De baja' },
  remove: 'Eliminar',
  removeConfirm: (email: string) =>
    `¿Eliminar a ${email}? Dejará de recibir correos y desaparecerá de la lista.`,
  removed: 'Suscriptor eliminado',
  removeFailed: 'No se pudo eliminar el suscriptor. Inténtalo de nuevo.',
  cancel: 'Cancelar',
  exportCsv: 'Exportar CSV',
  importCsv: 'Importar CSV',
  importHint:
    'Un CSV con la columna email (y, si quieres, name y confirmed). Solo cuentan como confirmados quienes tengan confirmed = sí; al resto les mandamos el correo de confirmación.',
  imported: (added: number, skipped: number) =>
    `${added} ${added === 1 ? 'suscriptor importado' : 'suscriptores importados'}, ${skipped} ${skipped === 1 ? 'fila omitida' : 'filas omitidas'}`,
  importFailed: 'No se pudo importar el CSV.',
  importTooLarge: (mb: number) => `El CSV no puede superar ${mb} MB`,
  importTooManyRows: (rows: number) => `El CSV no puede tener más de ${rows} filas`,
  importNoEmailColumn: 'El CSV necesita una columna llamada email',
  importUnreadable: 'El archivo no es un CSV legible',
  fullContent: 'Enviar la entrada completa en el correo',
  fullContentHint: 'Sin marcar, el correo lleva el extracto y un enlace «Leer más».',
  contentTitle: 'Qué lleva el correo de cada entrada nueva',
  contentExcerpt: 'El extracto y un enlace «Leer más»',
  contentFull: 'La entrada completa',
  settingsSaved: 'Preferencia guardada',
  settingsFailed: 'No se pudo guardar la preferencia. Inténtalo de nuevo.',
  exportFailed: 'No se pudo exportar el CSV. Inténtalo de nuevo.',
  freeLimit: (limit: number) =>
    `En el plan FREE cada entrada nueva se envía a los ${limit} primeros suscriptores confirmados (los más antiguos); el resto no la recibe por correo. Con PRO se envía a todos.`,
  freeLimitReached: (limit: number, over: number) =>
    `Tienes ${over} ${over === 1 ? 'suscriptor' : 'suscriptores'} por encima del límite de ${limit} del plan FREE: no ${over === 1 ? 'recibirá' : 'recibirán'} las entradas nuevas por correo.`,
  subscriberNotFound: 'No se encontró el suscriptor',
  /** A delivery's failure: the subscriber left between the queueing and the send. */
  unsubscribedBeforeSend: 'Se dio de baja antes del envío.',
  /** The post form. */
  skipMail: 'No enviar por correo',
  skipMailHint: 'Al publicarla, los suscriptores no recibirán esta entrada por correo.',
} as const;
