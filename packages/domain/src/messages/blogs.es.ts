/** Blog picker and blog modal (docs/product.md#blog-messages). */
export const BLOG_MESSAGES = {
  modalRequired: 'Nombre y subdominio son requeridos',
  listFailed: 'No se pudo conectar al servidor. Intenta nuevamente.',
  saveFailed: 'Error al guardar blog',
  selectFailed: 'No se pudo seleccionar el blog...',
  /** Our wording: the spec only says resetting the selection shows an alert that it was reset. */
  selectionReset: 'Se ha reiniciado la selección de blog.',
  empty: 'No hay blogs registrados.',
  /** Not in the spec: the subdomain and custom domain rules. */
  subdomainRequired: 'El subdominio es obligatorio',
  subdomainLength: 'El subdominio debe tener entre 3 y 63 caracteres',
  subdomainCharacters: 'El subdominio solo puede contener letras minúsculas, números y guiones',
  subdomainHyphenEdges: 'El subdominio no puede empezar ni terminar con un guion',
  domainHasScheme: 'Escribe solo el dominio, sin http:// ni rutas (por ejemplo: miblog.com)',
  domainInvalid: 'El dominio no es válido (por ejemplo: miblog.com)',
  domainIsProductDomain: 'El dominio no puede ser un subdominio de la plataforma',
} as const;

/** Not in the spec: a reserved subdomain. */
export function subdomainReservedMessage(subdomain: string): string {
  return `El subdominio "${subdomain}" está reservado. Por favor, elige otro.`;
}

/** Dashboard: the active blog cannot be fetched. */
export function dashboardBlogMissingMessage(status: number | string): string {
  return `El blog seleccionado no existe o no se puede acceder. Error: ${status}. Serás redirigido a la página de selección de blogs.`;
}

/** Settings (docs/product.md#settings-messages). */
export const SETTINGS_MESSAGES = {
  saved: 'Configuración guardada correctamente',
  loadFailed:
    'No se pudieron cargar las configuraciones. Intenta de nuevo o contacta al administrador.',
  saveFailed: 'Error al guardar configuraciones. Por favor, inténtalo de nuevo.',
  paymentLinkFailed: 'No se pudo generar el enlace de pago. Intenta de nuevo o contacta soporte.',
  customDomainNote:
    'Los dominios personalizados están disponibles temporalmente para todos los planes.',
  upgrade: 'Mejorar plan',
  /** Back from the checkout (`?payment=` on settings): paid, waiting, or given up. */
  paymentSuccess: '¡Ya eres PRO! Tu blog ya tiene todas las funciones del plan PRO.',
  paymentPending:
    'Tu pago está pendiente de confirmación. Tu plan cambiará a PRO cuando se confirme.',
  paymentCancelled: 'El pago se canceló. Tu plan no ha cambiado.',
  currentPlan: 'Tu plan actual',
  /** Not in the spec: the Google Analytics ID pattern. */
  analyticsIdInvalid: 'El ID de Google Analytics debe tener el formato G-XXXXXXXXXX o UA-XXXXX-Y',
} as const;

/** Settings' 'Comentarios' section: the comment rules (docs/decisions/023-comment-rules-and-spam.md). */
export const COMMENT_RULES_MESSAGES = {
  section: 'Comentarios',
  enabled: 'Permitir comentarios en el blog',
  enabledHelp: 'Si lo desactivas, ninguna entrada acepta comentarios nuevos.',
  membersOnly: 'Solo los miembros pueden comentar',
  membersOnlyHelp:
    'Los visitantes ven una invitación a entrar como miembro; cada miembro comenta con su email.',
  membersOnlyUpgrade: 'Disponible en el plan PRO.',
  closeAfterDays: 'Días tras la publicación para cerrar los comentarios',
  closeAfterDaysHelp: 'Déjalo vacío para no cerrarlos nunca.',
  maxLinks: 'Enlaces permitidos antes de retener un comentario',
  heldWords: 'Palabras retenidas',
  heldWordsHelp:
    'Una por línea o separadas por comas. Un comentario que contenga alguna espera moderación.',
  autoApproveKnown: 'Aprobar automáticamente a quien ya tiene comentarios aprobados',
  autoApproveKnownHelp: 'Se reconoce por su email. Desactivado, todos esperan moderación.',
  blocked: 'Bloqueos',
  blockedEmpty: 'No hay nadie bloqueado.',
  blockedKind: 'Tipo de bloqueo',
  blockedEmail: 'Email',
  blockedIp: 'Dirección IP',
  blockedValueEmail: 'Email a bloquear',
  blockedValueIp: 'Dirección IP a bloquear',
  blockedExpiry: 'Bloquear hasta',
  blockedExpiryHelp: 'Sin fecha, un email queda bloqueado hasta que lo quites y una IP, 30 días.',
  /** An address read back: the server keeps only its hash. */
  blockedHiddenIp: 'oculta, se guarda cifrada',
  blockedUntil: (date: string) => `hasta el ${date}`,
  blockedForever: 'sin fecha de fin',
  addBlocked: 'Añadir bloqueo',
  remove: 'Quitar',
  removeBlocked: (what: string) => `Quitar el bloqueo de ${what}`,
  removeHiddenIp: (until: string) => `Quitar el bloqueo de la dirección IP hasta el ${until}`,
  /** Each rule's refusal; the server answers the same words. */
  maxLinksNotNumber: 'El número de enlaces debe ser un número',
  maxLinksNotInteger: 'El número de enlaces debe ser un número entero',
  maxLinksNegative: 'El número de enlaces no puede ser negativo',
  maxLinksTooMany: (max: number) => `El número de enlaces no puede superar ${max}`,
  daysNotNumber: 'Los días deben ser un número',
  daysNotInteger: 'Los días deben ser un número entero',
  daysTooFew: 'Los días deben ser al menos 1',
  daysTooMany: (max: number) => `Los días no pueden superar ${max}`,
  heldWordTooLong: (max: number) => `Cada palabra no puede superar los ${max} caracteres`,
  heldWordsTooMany: (max: number) => `No puede haber más de ${max} palabras`,
  blockedTooMany: (max: number) => `No puede haber más de ${max} bloqueos`,
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'El email no es válido',
  ipInvalid: 'La dirección IP no es válida',
  expiryInvalid: 'La fecha de caducidad no es válida',
  expiryPast: 'La fecha de fin debe ser posterior a hoy',
} as const;
