/**
 * Not in the spec: the API's own errors, the `error` of `{ error, message?, details? }` when a
 * call is refused before (or apart from) a screen's rule. The server sends them; the panel may
 * show them as they come.
 */
export const SERVER_MESSAGES = {
  badRequest: 'Solicitud no válida',
  unauthorized: 'No autenticado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción',
  notFound: 'No encontrado',
  methodNotAllowed: 'Método no permitido',
  conflict: 'El recurso ya existe',
  tooManyRequests: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
  requestFailed: 'Error en la solicitud',
  internal: 'Error interno del servidor',
  /** A body that is not JSON at all; a JSON body the schema refuses is `validation`. */
  malformedJson: 'JSON mal formado',
  /** A body sent without a JSON content type (a form post or text/plain from another site). */
  unsupportedMediaType: 'El contenido debe enviarse como JSON (application/json).',
  validation: 'Datos inválidos',
  bodyTooLarge: 'La solicitud es demasiado grande',
  uploadTooLarge: 'El archivo es demasiado grande. El tamaño máximo es 5MB.',
  routeNotFound: 'Ruta no encontrada',
  pageNotFound: 'Página no encontrada',
  blogNotFound: 'Blog no encontrado',
  /** The panel's wording when no blog is active. */
  noBlogSelected: 'No hay un blog seleccionado',
  blogMismatch: 'El blog indicado no coincide con el blog activo',
  postNotFound: 'Post no encontrado',
  imageNotFound: 'Imagen no encontrada',
  databaseDown: 'La base de datos no responde',
  /** The embedded database has more work waiting than it can start in time; nothing was saved. */
  databaseBusy: 'El servidor está ocupado',
  databaseBusyRetry:
    'Hay demasiadas operaciones esperando a la base de datos. No se guardó nada: vuelve a intentarlo en unos segundos.',
  codeSent: 'Te enviamos un código a tu email.',
  emailVerified: 'Email verificado.',
  /** A reader's searches on a blog, page and results as you type, past the per-visitor limit. */
  tooManySearchesTitle: 'Demasiadas búsquedas',
  tooManySearches: 'Has hecho muchas búsquedas seguidas. Espera un minuto y vuelve a intentarlo.',
  tooManyComments:
    'Has enviado demasiados comentarios. Espera unos minutos antes de volver a intentarlo.',
  /** A post or blog closed to comments (the public page shows the same words). */
  commentsClosed: 'Los comentarios están cerrados',
  /** A blocked email or address: neutral, so the sender learns nothing of the list. */
  commentRefused: 'No se pudo enviar el comentario',
  /** A blog where only signed-in members comment, and no member session came with the comment. */
  commentsMembersOnly:
    'Solo los miembros pueden comentar en este blog. Entra como miembro para comentar.',
  /** Too many comments on one post at once, from any number of senders. */
  tooManyCommentsOnPost:
    'Esta entrada está recibiendo muchos comentarios. Vuelve a intentarlo en unos minutos.',
  checkoutNotFound: 'Este pago no existe o ya no está disponible.',
  seriesNotFound: 'Serie no encontrada',
  categoryNotFound: 'Categoría no encontrada',
  oldAddressNotFound: 'Dirección anterior no encontrada',
  previewLinkNotFound: 'Enlace de vista previa no encontrado',
  categorySlugTaken: 'Ya existe una categoría con ese slug en este blog',
  menuItemNotFound: 'Elemento del menú no encontrado',
  menuOrderInvalid: 'El orden debe ser un número entero mayor o igual a 0',
  menuOwnParent: 'Un elemento no puede ser su propio padre',
  menuParentMissing: 'El elemento padre no existe en este menú',
  menuItemRepeated: 'Un elemento del menú aparece más de una vez',
  menuItemForeign: 'Algún elemento no pertenece al menú de este blog',
  accountEmailTaken: 'Ya existe una cuenta con ese email.',
  emailNotVerified: 'Verifica tu email con el código que te enviamos antes de crear la cuenta.',
  codeResendWait: 'Ya te enviamos un código. Espera un minuto antes de pedir otro.',
  codeMailsToday: 'Ya enviamos hoy todos los códigos posibles a este email. Inténtalo mañana.',
  subdomainTaken: 'El subdominio ya está en uso',
  domainTaken: 'El dominio ya está en uso por otro blog',
  addressTaken: 'El subdominio o dominio ya está en uso',
  planChangeForbidden: 'Solo el superadministrador puede cambiar el plan del blog',
  proRequired: 'Esta opción requiere el plan PRO.',
  userNotFound: 'Usuario no encontrado',
  userEmailTaken: 'Ya existe un usuario con ese email',
  roleChangeForbidden: 'No puedes cambiar el rol',
  userWithoutRole: 'Este usuario no tiene un rol en el blog',
  currentPasswordRequired: 'Indica tu contraseña actual para cambiarla',
  currentPasswordWrong: 'La contraseña actual no es correcta',
  passwordOfSharedUser: 'Este usuario pertenece a otros blogs: solo él puede cambiar su contraseña',
  lastAdmin: 'El blog debe tener al menos un administrador',
  passwordTooCommon: 'Esta contraseña es demasiado común. Elige una más difícil de adivinar.',
  invitationPending: 'Ya hay una invitación pendiente para ese email',
  invitationMailFailed:
    'No se pudo enviar el correo de invitación. Inténtalo de nuevo con «Reenviar».',
  commentNotFound: 'Comentario no encontrado',
  postNotInBlog: 'El post no existe en este blog',
  pageNotInBlog: 'La página no existe en este blog',
  seriesNotInBlog: 'La serie no existe en este blog',
  categoryNotInBlog: 'La categoría no existe en este blog',
  imageNotInBlog: 'La imagen no existe en este blog',
  sequenceWithoutSeries: 'El número de secuencia solo se puede indicar con una serie',
  formUnreadable: 'No se pudo leer el formulario enviado',
  fileEmpty: 'El archivo está vacío',
  imageTypeInvalid: 'Tipo de imagen no válido',
  imageUnreadable: 'La imagen está dañada o no se puede leer',
  /** Refused from the header, before decoding. */
  imageTooManyPixels: (megapixels: number) =>
    `La imagen tiene demasiados píxeles (máximo ${megapixels} megapíxeles)`,
  storageUnavailable:
    'No se pudo guardar la imagen en el almacenamiento. Inténtalo de nuevo en unos minutos.',
  paymentSignatureInvalid: 'La firma del aviso de pago no es válida',
  paymentLookupFailed: 'No se pudo consultar el pago. Se reintentará.',
  /** The TLS ask (a proxy asking before it requests a certificate for a name). */
  domainInvalid: 'Dominio no válido',
  domainUnknown: 'Dominio desconocido',
} as const;

/** Not in the spec: what a background job shows (the import and export screens) when it ends badly. */
export const JOB_MESSAGES = {
  /** Its runs kept dying without an answer (the server stopped or hung each time). */
  leaseExhausted:
    'El trabajo se interrumpió demasiadas veces sin terminar (el servidor se detuvo o dejó de responder).',
} as const;
