/** Slug availability: 'El slug "{slug}" ya está en uso. Por favor, elige otro.' */
export function slugTakenMessage(slug: string): string {
  return `El slug "${slug}" ya está en uso. Por favor, elige otro.`;
}

/** What the blog's own one-segment addresses hold, as the refusal names them. */
const RESERVED_ADDRESS_USES: Readonly<Record<string, string>> = {
  search: 'la de la búsqueda del blog',
  author: 'la de las páginas de los autores',
  archive: 'la del archivo del blog',
};

/**
 * Not in the spec: a page may not take an address the blog's own pages use (`/search`,
 * `/author`, `/archive`, or a language's prefix such as `/en`).
 */
export function pageSlugReservedMessage(slug: string): string {
  const use = RESERVED_ADDRESS_USES[slug] ?? 'el comienzo de las direcciones de un idioma del blog';
  return `La dirección /${slug} es ${use}. Elige otro slug para la página.`;
}

/** Not in the spec: the slug belongs to something in the trash, kept for its restore. */
export function slugTakenInTrashMessage(slug: string): string {
  return `El slug "${slug}" lo usa un contenido de la papelera. Restáuralo o elimínalo definitivamente para usarlo, o elige otro.`;
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
