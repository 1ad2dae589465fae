/**
 * Not in the spec: what the API answers for a field of a request that is missing or malformed
 * (the `details` of a validation error), whatever the screen; a screen's own wording for the
 * same field is in its module.
 */
export const FIELD_MESSAGES = {
  required: 'Este campo es obligatorio',
  notText: 'Debe ser un texto',
  tooLong: (max: number) => `No puede superar los ${max} caracteres`,
  /** A NUL byte in typed text. */
  forbiddenCharacters: 'El texto contiene caracteres no permitidos',
  idInvalid: 'El identificador no es válido',
  blogIdInvalid: 'El identificador del blog no es válido',
  booleanInvalid: 'Debe ser verdadero o falso',
  emailRequired: 'El email es obligatorio',
  emailTooLong: (max: number) => `El email no puede superar los ${max} caracteres`,
  emailInvalid: 'El email no es válido',
  passwordTooLong: (max: number) => `La contraseña no puede superar los ${max} caracteres`,
  passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres`,
  slugRequired: 'El slug es obligatorio',
  slugTooLong: (max: number) => `El slug no puede superar los ${max} caracteres`,
  slugInvalid: 'El slug solo puede tener letras minúsculas sin acentos, números y guiones',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: (max: number) => `El nombre no puede superar los ${max} caracteres`,
  titleRequired: 'El título es obligatorio',
  titleTooLong: (max: number) => `El título no puede superar los ${max} caracteres`,
  descriptionTooLong: (max: number) => `La descripción no puede superar los ${max} caracteres`,
  pageInvalid: 'La página debe ser un número entero',
  pageRange: 'La página debe estar entre 1 y 1 000 000',
  limitInvalid: 'El límite debe ser un número entero',
  limitRange: 'El límite debe estar entre 1 y 100',
  statsKindInvalid: 'Solo se pueden contar posts, páginas o categorías',
  searchTooLong: (max: number) => `La búsqueda no puede superar los ${max} caracteres`,
} as const;

/** Not in the spec: the API's words for a blog's settings that are malformed. */
export const SETTINGS_FIELD_MESSAGES = {
  socialLinkTooLong: 'La red social no puede superar los 300 caracteres',
  socialLinksInvalid: 'Las redes sociales no son válidas',
  socialLinksNotJson: 'Las redes sociales no son un JSON válido',
  blockedHashInvalid: 'La dirección bloqueada no es válida',
  blockedKindInvalid: 'El bloqueo debe ser un email o una dirección IP',
  heldWordsNotList: 'Las palabras deben ser una lista',
  blockedNotList: 'Los bloqueos deben ser una lista',
  commentRulesInvalid: 'Las reglas de comentarios no son válidas',
  languageInvalid: 'El idioma debe ser es, en, fr o pt',
  templateInvalid: 'La plantilla debe ser default, minimal o professional',
  defaultCategoryInvalid: 'La categoría por defecto no es válida',
} as const;

/** Not in the spec: the API's words for a comment, a reply or a moderation that is malformed. */
export const COMMENT_FIELD_MESSAGES = {
  contentRequired: 'El comentario es obligatorio',
  contentTooLong: (max: number) => `El comentario no puede superar los ${max} caracteres`,
  replyRequired: 'La respuesta es obligatoria',
  replyTooLong: (max: number) => `La respuesta no puede superar los ${max} caracteres`,
  statusInvalid: 'El estado debe ser PENDING, APPROVED, REJECTED o SPAM',
  actionInvalid: 'La acción debe ser approve, reject, spam o not-spam',
  tooManyAtOnce: (max: number) => `Como mucho ${max} comentarios por acción`,
  previousStatusInvalid: 'El estado anterior debe ser PENDING o REJECTED',
} as const;

/** Not in the spec: the API's words for tags that are malformed. */
export const TAG_FIELD_MESSAGES = {
  tagNotText: 'Cada etiqueta debe ser un texto',
  tagsNotList: 'Las etiquetas deben ser una lista de nombres',
  tagInvalid: 'La etiqueta no es válida',
} as const;

/** Not in the spec: the API's words for a preview link that is malformed. */
export const PREVIEW_FIELD_MESSAGES = {
  sharedInvalid: 'Indica si el enlace es para compartir',
  daysInvalid: 'La duración del enlace debe ser de 1, 7 o 30 días',
} as const;

/** Not in the spec: the API's words for a checkout that is malformed. */
export const CHECKOUT_FIELD_MESSAGES = {
  billingIntervalInvalid: 'El periodo debe ser monthly o yearly',
  planNotPro: 'Solo se puede contratar el plan PRO',
} as const;

/** Not in the spec: the API's words for a blog, a user or an invitation that is malformed. */
export const ACCOUNT_FIELD_MESSAGES = {
  planInvalid: 'El plan debe ser FREE o PRO',
  adminIdInvalid: 'El identificador del administrador no es válido',
  roleInvalid: 'El rol debe ser ADMIN o AUTHOR',
  bioTooLong: (max: number) => `La biografía no puede superar los ${max} caracteres`,
  emailReadOnly: 'El email no se puede modificar',
  codeRequired: 'El código es obligatorio',
  codeSixDigits: 'El código debe tener 6 dígitos',
  unlockLinkInvalid: 'El enlace no es válido',
  blogNameRequired: 'El nombre del blog es obligatorio',
  blogNameTooLong: (max: number) => `El nombre del blog no puede superar los ${max} caracteres`,
} as const;

/** Not in the spec: the API's words for content, media, statistics and newsletter options. */
export const CONTENT_FIELD_MESSAGES = {
  mediaTypeInvalid: 'El tipo debe ser general, post, page o series',
  revisionInvalid: 'La revisión no es válida',
  baseRevisionInvalid: 'La versión de partida no es válida',
  granularityInvalid: 'La granularidad debe ser día, semana o mes',
  fullContentInvalid: 'Enviar la entrada completa debe ser sí o no',
  statusWritableInvalid: 'El estado debe ser DRAFT, PUBLISHED o SCHEDULED',
  statusInvalid: 'El estado no es válido',
  sortInvalid: 'El orden debe ser por fecha (date) o por título (title)',
  orderInvalid: 'El sentido debe ser asc o desc',
  authorInvalid: 'El autor no es válido',
  categoryInvalid: 'La categoría no es válida',
  seriesInvalid: 'La serie no es válida',
  imageInvalid: 'La imagen no es válida',
  sequenceInvalid: 'El número de secuencia debe ser un entero mayor o igual a 1',
  contentTooLong: (max: number) => `El contenido no puede superar los ${max} caracteres`,
  excerptTooLong: (max: number) => `El extracto no puede superar los ${max} caracteres`,
  imageAddressTooLong: 'La dirección de la imagen es demasiado larga',
  noindexInvalid: 'Ocultar de los buscadores debe ser sí o no',
  commentsClosedInvalid: 'Cerrar comentarios debe ser sí o no',
  skipNewsletterInvalid: 'No enviar por correo debe ser sí o no',
  visibilityInvalid: 'La visibilidad debe ser public, members o paid',
  visibilityNeedsPro: 'El contenido para miembros necesita el plan PRO',
  visibilityTiersInvalid: 'Los niveles deben ser una lista de identificadores de niveles',
  visibilityTiersNeedPaid:
    'Solo se pueden elegir niveles cuando la visibilidad es Miembros de pago (paid)',
  visibilityTierUnknown: 'Alguno de los niveles elegidos no es un nivel de pago de este blog',
  newsletterAudienceInvalid: 'Enviar a debe ser all, members o paid',
  newsletterAudienceNeedsPro: 'Enviar el correo solo a miembros necesita el plan PRO',
  ignoredRef: 'Ignorado por el servidor: lo decide la sesión y el blog activo',
} as const;

/** Not in the spec: the API's words for a menu item or a reorder that is malformed. */
export const MENU_FIELD_MESSAGES = {
  labelTooLong: (max: number) => `La etiqueta no puede superar los ${max} caracteres`,
  urlTooLong: (max: number) => `La URL no puede superar los ${max} caracteres`,
  parentInvalid: 'El elemento padre no es válido',
  iconTooLong: 'El icono es demasiado largo',
  itemInvalid: 'El elemento del menú no es válido',
  itemsInvalid: 'La lista de elementos no es válida',
  tooManyItems: 'Demasiados elementos en el menú',
} as const;
