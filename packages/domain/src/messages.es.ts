/**
 * The messages users read, as whole sentences, worded exactly as the spec has them.
 * A few are in English because the spec shows them in English. Messages the spec does not word
 * (marked "not in the spec") follow the same tone so that screens never invent their own text.
 * Messages with a placeholder are functions.
 */

import { TAG_NAME_MAX, TAGS_PER_POST_MAX } from './constants/constants.ts';

/** Login form and login failures (docs/product.md#login-messages). */
export const LOGIN_MESSAGES = {
  required: 'Por favor ingresa tu correo y contraseña',
  timeout: 'El servidor está tardando demasiado en responder. Por favor, verifica tu conexión.',
  invalidCredentials: 'Correo o contraseña incorrectos',
  serverError: 'Error en el servidor. Por favor, inténtalo más tarde.',
  network: 'Error de conexión. Por favor, verifica tu conexión a internet.',
  authFailed: 'Error en la autenticación. Por favor, verifica tus credenciales.',
  incomplete: 'Respuesta del servidor incompleta. Por favor, intenta nuevamente.',
  storage: 'Error al iniciar sesión. Por favor, verifica la configuración de tu navegador.',
  /** Not in the spec: the account had too many wrong passwords in the last hour. */
  captchaRequired:
    'Hubo muchos intentos fallidos en esta cuenta. Resuelve el captcha para iniciar sesión.',
  /** Not in the spec: the owner's link from the lock mail. */
  unlocked: 'Cuenta desbloqueada: ya puedes iniciar sesión sin captcha.',
  unlockInvalid: 'El enlace para desbloquear la cuenta no es válido o ha caducado.',
} as const;

/** Signup screen, its rules and failures (docs/product.md#signup-messages). */
export const SIGNUP_MESSAGES = {
  title: 'Crear cuenta y blog',
  captcha: 'Captcha incorrecto.',
  requestCode: 'Error solicitando código.',
  verifyCode: 'Código incorrecto.',
  createAccount: 'Error creando cuenta.',
  done: '¡Cuenta creada con éxito! Puedes iniciar sesión.',
  /** Our wording: the spec only says every step 3 field is required. */
  detailsRequired: 'Todos los campos son obligatorios',
} as const;

/** Password recovery (docs/product.md#password-messages). */
export const PASSWORD_MESSAGES = {
  mismatch: 'Las contraseñas no coinciden',
  tooShort: 'La contraseña debe tener al menos 6 caracteres',
  /** Our wording: the spec only says the password is required. */
  required: 'La contraseña es obligatoria',
  forgotSent: 'Si el email existe, recibirás un enlace para restablecer tu contraseña.',
  forgotFailed: 'Ocurrió un error. Intenta de nuevo.',
  resetDone: '¡Contraseña actualizada! Ya puedes iniciar sesión.',
  resetFailed: 'El enlace es inválido o expiró.',
} as const;

/** User list and form, user picture (docs/product.md#user-messages). */
export const USER_MESSAGES = {
  /** Our wording: the spec only says the email is required. */
  emailRequired: 'El email es obligatorio',
  emailReadOnly: 'El email no se puede modificar',
  created: 'Usuario creado correctamente',
  updated: 'Usuario actualizado correctamente',
  saveFailed: 'Error al guardar usuario. Por favor, inténtalo de nuevo.',
  noName: 'Sin nombre',
  empty: 'No hay usuarios',
  pictureTooLarge: 'La imagen es demasiado grande. El tamaño máximo permitido es 5MB.',
  pictureNotImage: 'Solo se permiten archivos de imagen.',
  pictureMissing: 'Por favor selecciona una imagen primero.',
  pictureUploading: 'Subiendo imagen...',
  pictureUploaded: 'Imagen subida con éxito!',
} as const;

/** Not in the spec (issue 12, team): invitations by email and removing members. */
export const INVITATION_MESSAGES = {
  invite: 'Invitar autor',
  sent: (email: string) => `Invitación enviada a ${email}`,
  resent: (email: string) => `Invitación reenviada a ${email}`,
  canceled: 'Invitación cancelada',
  pendingTitle: 'Invitaciones pendientes',
  pendingEmpty: 'No hay invitaciones pendientes',
  notFound: 'Invitación no encontrada',
  invalid: 'El enlace de invitación no es válido. Pide a quien te invitó que te envíe uno nuevo.',
  used: 'Esta invitación ya se usó. Si ya tienes cuenta, inicia sesión.',
  expired: 'Esta invitación venció. Pide a quien te invitó que te envíe una nueva.',
  alreadyMember: 'Esa persona ya es miembro del blog',
  wrongPassword: 'La contraseña no es correcta',
  accepted: (blogName: string) =>
    `¡Listo! Ya formas parte de «${blogName}». Inicia sesión para entrar.`,
  removeTitle: 'Quitar del blog',
  removeConfirm: (name: string) =>
    `¿Quitar a ${name} del blog? Su cuenta se conserva, pero dejará de tener acceso a este blog.`,
  removed: (name: string) => `${name} ya no es miembro del blog`,
  cannotRemoveSelf: 'No puedes quitarte a ti mismo del blog',
  lastAdmin: 'El blog debe tener al menos un administrador',
} as const;

/** Not in the spec: the profile's active sessions, logout and ending other sessions. */
export const SESSION_MESSAGES = {
  title: 'Sesiones activas',
  current: 'Esta sesión',
  thisDevice: 'Este equipo',
  unknownPlace: 'Lugar desconocido',
  unknownDevice: 'Dispositivo desconocido',
  unknownBrowser: 'Navegador desconocido',
  device: (browser: string, os: string) => `${browser} en ${os}`,
  lastUsed: 'Último uso',
  started: 'Inicio',
  place: 'Lugar',
  loading: 'Cargando sesiones...',
  onlyThis: 'No tienes otras sesiones abiertas.',
  loadFailed: 'No se pudieron cargar las sesiones.',
  retry: 'Reintentar',
  end: 'Cerrar sesión',
  endTitle: 'Cerrar sesión',
  endConfirm: (device: string) =>
    `¿Cerrar la sesión de ${device}? Quien la use tendrá que volver a iniciar sesión.`,
  ended: 'Sesión cerrada',
  endOthers: 'Cerrar las demás sesiones',
  endOthersConfirm:
    '¿Cerrar todas las sesiones menos esta? En esos dispositivos habrá que volver a iniciar sesión.',
  othersEnded: (count: number) =>
    count === 1 ? 'Se cerró 1 sesión' : `Se cerraron ${count} sesiones`,
  endFailed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  notFound: 'Sesión no encontrada',
} as const;

/** Not in the spec: two-factor sign-in (TOTP and recovery codes) and the emailed new-device code. */
export const TWO_FACTOR_MESSAGES = {
  title: 'Verificación en dos pasos',
  intro:
    'Además de tu contraseña, al iniciar sesión te pediremos un código de tu aplicación de autenticación (Google Authenticator, Authy, 1Password…).',
  statusOn: 'Activada',
  statusOff: 'Desactivada',
  required: 'Tu blog o la plataforma exige la verificación en dos pasos.',
  codesLeft: (count: number) =>
    count === 1
      ? 'Te queda 1 código de recuperación.'
      : `Te quedan ${count} códigos de recuperación.`,
  enable: 'Activar la verificación en dos pasos',
  disable: 'Desactivar',
  regenerate: 'Generar códigos nuevos',
  loading: 'Cargando la verificación en dos pasos...',
  loadFailed: 'No se pudo cargar la verificación en dos pasos.',
  retry: 'Reintentar',
  cancel: 'Cancelar',
  scan: 'Escanea este código QR con tu aplicación de autenticación.',
  qrAlt: 'Código QR para añadir la cuenta a tu aplicación de autenticación',
  manualKey: 'Si no puedes escanearlo, escribe esta clave en la aplicación:',
  codeLabel: 'Código de 6 dígitos',
  confirm: 'Confirmar y activar',
  enabled: 'Verificación en dos pasos activada',
  disabled: 'Verificación en dos pasos desactivada',
  recoveryTitle: 'Códigos de recuperación',
  recoveryIntro:
    'Guarda estos diez códigos en un lugar seguro. Cada uno sirve una sola vez para entrar si pierdes tu teléfono. No volveremos a mostrarlos.',
  copy: 'Copiar',
  copied: 'Códigos copiados al portapapeles',
  download: 'Descargar',
  savedThem: 'Ya los guardé',
  continue: 'Continuar',
  regenerated: 'Se generaron códigos de recuperación nuevos; los anteriores ya no sirven.',
  proofLabel: 'Contraseña o código de verificación',
  proofHelp: 'Escribe tu contraseña, un código de tu aplicación o un código de recuperación.',
  disableTitle: 'Desactivar la verificación en dos pasos',
  disableConfirm: 'Desactivar',
  regenerateTitle: 'Generar códigos de recuperación nuevos',
  regenerateConfirm: 'Generar',
  proofRequired: 'Escribe tu contraseña o un código para confirmar',
  proofWrong: 'La contraseña o el código no son correctos',
  codeRequired: 'Escribe el código',
  codeInvalid: 'El código no es correcto o ya se usó',
  challengeInvalid: 'La verificación venció. Vuelve a iniciar sesión.',
  tooManyTries: 'Demasiados intentos. Vuelve a iniciar sesión.',
  alreadyOn: 'La verificación en dos pasos ya está activada',
  notOn: 'La verificación en dos pasos no está activada',
  noSetup: 'Primero genera el código QR',
  cannotDisable:
    'No puedes desactivarla: tu blog o la plataforma exige la verificación en dos pasos.',
  actionFailed: 'No se pudo completar la acción. Inténtalo de nuevo.',
  emailFailed: 'No pudimos enviarte el código. Inténtalo de nuevo en unos minutos.',
  stepTitle: 'Verificación en dos pasos',
  stepIntro: 'Escribe el código de 6 dígitos de tu aplicación de autenticación.',
  stepRecoveryHint: '¿No tienes tu teléfono? Escribe uno de tus códigos de recuperación.',
  stepCodeLabel: 'Código de verificación',
  verify: 'Verificar',
  verifying: 'Verificando...',
  backToLogin: 'Volver a iniciar sesión',
  emailStepTitle: 'Confirma que eres tú',
  emailStepIntro: (email: string) =>
    `Es la primera vez que entras desde este dispositivo. Te enviamos un código de 6 dígitos a ${email}.`,
  emailCodeLabel: 'Código del correo',
  enrolTitle: 'Activa la verificación en dos pasos',
  enrolIntro:
    'Para entrar, tu blog o la plataforma exige la verificación en dos pasos. Configúrala ahora con tu aplicación de autenticación.',
  enrolLoading: 'Preparando el código QR...',
  blogSetting: 'Exigir verificación en dos pasos a los miembros',
  blogSettingHelp:
    'Quien no la tenga activada tendrá que configurarla la próxima vez que inicie sesión.',
  platformSetting: 'Exigir verificación en dos pasos a todas las cuentas',
  platformTitle: 'Ajustes de la plataforma',
  platformSaved: 'Ajustes de la plataforma guardados',
  platformLoadFailed: 'No se pudieron cargar los ajustes de la plataforma.',
  platformSaveFailed: 'No se pudieron guardar los ajustes de la plataforma.',
  save: 'Guardar',
} as const;

/** Picture test page: 'Error al subir imagen: {message}'. */
export function pictureUploadErrorMessage(message: string): string {
  return `Error al subir imagen: ${message}`;
}

/** Featured image (post, page, series cover) and media upload. */
export const IMAGE_MESSAGES = {
  type: 'Solo se permiten imágenes JPG, PNG o WebP',
  loadFailed: 'Error al cargar la imagen',
  tooLarge: 'La imagen no debe superar los 5MB',
  mediaMissing: 'Selecciona una imagen para subir',
  /** Not in the spec: an image given by its address. */
  addressInvalid: 'La dirección de la imagen debe empezar por /, http:// o https://',
} as const;

/** 'La imagen debe ser de al menos 800×600px (actual: WxHpx)'. */
export function imageTooSmallMessage(width: number, height: number): string {
  return `La imagen debe ser de al menos 800×600px (actual: ${width}x${height}px)`;
}

/** Not in the spec: the editor's image dialog (pictures inside a post or page). */
export const BODY_IMAGE_MESSAGES = {
  title: 'Insertar imagen',
  library: 'Biblioteca',
  upload: 'Subir nueva',
  search: 'Buscar por nombre',
  empty: 'No hay imágenes que coincidan.',
  loadFailed: 'No se pudieron cargar las imágenes. Inténtalo de nuevo.',
  uploading: 'Subiendo imagen…',
  uploadFailed: 'No se pudo subir la imagen. Inténtalo de nuevo.',
  alt: 'Texto alternativo',
  altHint: 'Describe la imagen para quien no puede verla.',
  altRequired: 'Escribe el texto alternativo de la imagen.',
  caption: 'Pie de foto (opcional)',
  insert: 'Insertar imagen',
  choose: 'Elige una imagen de la biblioteca o sube una nueva.',
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;

/** Media library (docs/product.md#media-messages). */
export const MEDIA_MESSAGES = {
  urlCopied: 'URL copiada al portapapeles',
  uploadTitle: 'Subir nueva imagen',
  empty: 'No se encontraron imágenes',
  loadFailed: 'Error al cargar las imágenes',
  deleteFailed: 'Error al eliminar la imagen',
  uploadFailed: 'Error al subir la imagen',
  /** The notice after an upload (the spec words none). */
  uploaded: 'Imagen subida correctamente',
  missingToken: 'Token de autenticación no encontrado',
  confirmDelete:
    '¿Estás seguro de que deseas eliminar esta imagen? Esta acción no se puede deshacer.',
} as const;

/** A non-ok upload shows 'Error {status}: {body}'. */
export function mediaUploadHttpMessage(status: number, body: string): string {
  return `Error ${status}: ${body}`;
}

/** Slug availability: 'El slug "{slug}" ya está en uso. Por favor, elige otro.' */
export function slugTakenMessage(slug: string): string {
  return `El slug "${slug}" ya está en uso. Por favor, elige otro.`;
}

/** Post and page save (English in the spec), preview (docs/product.md#post-messages). */
export const POST_MESSAGES = {
  /** The notice after a post is saved (the spec words none). */
  saved: 'Post guardado',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  /** Not in the spec: the API's word for the same rule, in Spanish like every server answer. */
  contentMissing: 'El contenido es obligatorio',
  excerptTooLong: 'Excerpt must be 160 characters or less',
  imageAltTooLong: 'El texto alternativo no puede superar los 250 caracteres',
  imageCaptionTooLong: 'El pie de foto no puede superar los 300 caracteres',
  metaTitleTooLong: 'El título para buscadores no puede superar los 70 caracteres',
  metaDescriptionTooLong: 'La descripción para buscadores no puede superar los 160 caracteres',
  socialImageInvalid:
    'La dirección de la imagen para redes sociales debe empezar por /, http:// o https://',
  /** Our wording: the spec only says the category is required in the form. */
  categoryRequired: 'La categoría es obligatoria',
  /** Our wording: the spec only says numeric, minimum 1. */
  sequenceNumberInvalid: 'El número de secuencia debe ser un número entero mayor o igual a 1',
  previewNotPublished: 'Solo los posts publicados pueden ser visualizados en el frontend',
  previewNoSlug: 'Este post no tiene un slug válido',
  saveFailed: 'Error saving post',
  loadFailed: 'Error al cargar el post',
  empty: 'No posts found',
  noAuthor: 'Sin autor',
  noCategory: 'Sin categoría',
  noBlog: 'No hay un blog seleccionado. Serás redirigido a la página de selección de blogs.',
  blogIdMissing: 'No se pudo obtener la información del blog...',
  blogNotFound: 'El blog seleccionado no existe...',
  blogFailed: 'Error al obtener información del blog. Por favor, inténtalo de nuevo.',
} as const;

const SPANISH_COUNT = new Intl.NumberFormat('es-ES');

/** '3 min de lectura'. */
export function readingMinutesLabel(minutes: number): string {
  return `${SPANISH_COUNT.format(minutes)} min de lectura`;
}

/** '523 palabras · 3 min de lectura' ('1 palabra' for one), under the post's editor. */
export function readingTimeLabel(input: { words: number; minutes: number }): string {
  const words = `${SPANISH_COUNT.format(input.words)} ${input.words === 1 ? 'palabra' : 'palabras'}`;
  return `${words} · ${readingMinutesLabel(input.minutes)}`;
}

/** The editor's blocks: video dialog and paste (docs/product.md#editor-blocks). */
export const EDITOR_MESSAGES = {
  videoRefused:
    'Esta dirección no es de un vídeo de YouTube o Vimeo. Copia el enlace del vídeo, por ejemplo https://www.youtube.com/watch?v=…',
  pasteTooLarge:
    'Lo que intentas pegar es demasiado grande (más de 1 MB). Pégalo en partes más pequeñas.',
} as const;

/** 'No se encontró el post con UUID: {uuid}. Por favor, regresa a la lista de posts.' */
export function postNotFoundMessage(uuid: string): string {
  return `No se encontró el post con UUID: ${uuid}. Por favor, regresa a la lista de posts.`;
}

/** Page list (docs/product.md#page-messages). */
export const PAGE_MESSAGES = {
  /** The notice after a page is saved (the spec words none). */
  saved: 'Página guardada',
  saveFailed: 'Error saving page',
  loadFailed: 'Error al cargar la página',
  empty: 'No pages found',
  confirmDelete: '¿Estás seguro de que deseas eliminar esta página?',
} as const;

/** Series save (docs/product.md#series-messages). */
export const SERIES_MESSAGES = {
  titleRequired: 'El título es obligatorio',
  slugRequired: 'El slug es obligatorio',
  userMissing: 'No se pudo obtener la información del usuario autenticado',
  saveFailed: 'Error al guardar la serie',
  loadFailed: 'Error al cargar la serie',
  empty: 'No se encontraron series',
  confirmDelete:
    '¿Estás seguro de que deseas eliminar esta serie? Los posts asociados se desasociarán de la serie.',
  /** Pricing: series are a PRO feature; the server's refusal and the panel's offer. */
  needPro: 'Las series están disponibles en el plan PRO.',
  askAdminToUpgrade: 'Pide a un administrador del blog que lo mejore al plan PRO.',
} as const;

/** Category form (docs/product.md#category-messages). */
export const CATEGORY_MESSAGES = {
  nameRequired: 'El nombre es obligatorio',
  slugRequired: 'El slug es obligatorio',
  /** Our wording: the spec only caps the slug at 50 characters. */
  slugTooLong: 'El slug no puede superar los 50 caracteres',
  loadFailed: 'Failed to connect to server. Please check your connection and try again.',
  noBlog: 'No hay un blog seleccionado',
  blogIdMissing: 'No se pudo obtener el ID del blog',
  saveFailed: 'Error al guardar la categoría',
  deleteFailed: 'Error deleting category',
  empty: 'No hay categorías',
  confirmDelete: '¿Estás seguro de que quieres eliminar esta categoría?',
  /** Not in the spec: the post form's button that creates a category without leaving it. */
  createInPlace: 'Nueva categoría',
  /** Not in the spec: the delete dialog, when the category has posts. */
  postsToMove: (count: number) =>
    count === 1 ? 'Esta categoría tiene 1 post.' : `Esta categoría tiene ${count} posts.`,
  moveTargetLabel: 'Mover sus posts a',
  menuItemsRemoved: (count: number) =>
    count === 1
      ? 'También se quitará 1 elemento del menú que apuntaba a ella.'
      : `También se quitarán ${count} elementos del menú que apuntaban a ella.`,
  /** Not in the spec: a category with posts needs somewhere to send them. */
  moveTargetRequired:
    'Esta categoría tiene posts: elige a qué otra categoría moverlos antes de eliminarla.',
  moveTargetInvalid: 'La categoría a la que mover los posts debe ser otra categoría de este blog.',
  lastWithPosts:
    'No se puede eliminar la única categoría del blog mientras tenga posts: crea otra categoría para moverlos.',
} as const;

/** Tags: the post form's tag input and the tag management section. */
export const TAG_MESSAGES = {
  nameRequired: 'La etiqueta no puede estar vacía',
  nameTooLong: `Una etiqueta no puede superar los ${TAG_NAME_MAX} caracteres`,
  nameWithoutLetters: 'Una etiqueta necesita al menos una letra o un número',
  tooMany: `Un post no puede tener más de ${TAGS_PER_POST_MAX} etiquetas`,
  mergeTargetInvalid: 'Elige otra etiqueta de este blog con la que fusionarla.',
  notFound: 'Etiqueta no encontrada',
  nameTaken: 'Ya existe una etiqueta con ese nombre en este blog: fusiónalas en su lugar.',
  /** The post form. */
  inputLabel: 'Etiquetas',
  inputHint: 'Escribe y pulsa Intro o coma para añadir',
  suggestions: 'Etiquetas existentes',
  remove: (name: string) => `Quitar la etiqueta ${name}`,
  /** The management section on the categories screen. */
  sectionTitle: 'Etiquetas',
  empty: 'Aún no hay etiquetas. Se crean al escribirlas en un post.',
  postCount: (count: number) => (count === 1 ? '1 post' : `${count} posts`),
  rename: 'Renombrar',
  renameLabel: (name: string) => `Nuevo nombre para ${name}`,
  merge: 'Fusionar',
  mergeLabel: (name: string) => `Fusionar ${name} con`,
  mergeConfirm: (from: string, into: string) =>
    `Los posts de «${from}» pasarán a «${into}» y «${from}» desaparecerá.`,
  delete: 'Eliminar',
  confirmDelete: (name: string) =>
    `¿Eliminar la etiqueta «${name}»? Sus posts la perderán, pero no cambia nada más de ellos.`,
  save: 'Guardar',
  cancel: 'Cancelar',
  loadFailed: 'No se pudieron cargar las etiquetas',
  saveFailed: 'No se pudo guardar la etiqueta',
} as const;

/**
 * Menu item and menu (docs/product.md#menu-messages; English in the spec; '{host}' read as
 * 'http://').
 */
export const MENU_MESSAGES = {
  labelRequired: 'Menu item label is required',
  urlRequired: 'Menu item URL is required',
  urlInvalid: 'URL must start with http:// https:// or /',
  /** Our wording: the spec only gives the form a minimum of 1. */
  orderInvalid: 'Order must be a whole number of 1 or more',
  loadFailed: 'Failed to load menu. Server may be unavailable.',
  saveFailed: 'Failed to save menu item. Please check the data and try again.',
  deleteFailed: 'Failed to delete menu item',
  empty: 'No menu items found',
  confirmDelete: 'Are you sure you want to delete this menu item?',
} as const;

/** Menu manager: 'N item(s) found'. */
export function menuCountMessage(count: number): string {
  return `${count} item(s) found`;
}

/** Comments screen (docs/product.md#comment-messages). */
export const COMMENT_MESSAGES = {
  loading: 'Cargando comentarios...',
  empty: 'No hay comentarios.',
  loadFailed: 'Error al cargar los comentarios',
  approveFailed: 'No se pudo aprobar el comentario',
  rejectFailed: 'No se pudo rechazar el comentario',
  spamFailed: 'No se pudo marcar como spam',
  /** Our wording: the spec only says each action asks for confirmation first. */
  confirmApprove: '¿Estás seguro de que quieres aprobar este comentario?',
  confirmReject: '¿Estás seguro de que quieres rechazar este comentario?',
  confirmSpam: '¿Estás seguro de que quieres marcar este comentario como spam?',
} as const;

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

/** Posts list dates. */
export const DATE_MESSAGES = {
  missing: 'Fecha no disponible',
  invalid: 'Fecha inválida',
} as const;

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
  codeSent: 'Te enviamos un código a tu email.',
  emailVerified: 'Email verificado.',
  tooManyComments:
    'Has enviado demasiados comentarios. Espera unos minutos antes de volver a intentarlo.',
  checkoutNotFound: 'Este pago no existe o ya no está disponible.',
  seriesNotFound: 'Serie no encontrada',
  categoryNotFound: 'Categoría no encontrada',
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
  storageUnavailable:
    'No se pudo guardar la imagen en el almacenamiento. Inténtalo de nuevo en unos minutos.',
  paymentSignatureInvalid: 'La firma del aviso de pago no es válida',
  paymentLookupFailed: 'No se pudo consultar el pago. Se reintentará.',
} as const;
