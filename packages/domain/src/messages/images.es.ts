import { GALLERY_LIMITS } from '../editor-blocks/gallery.ts';

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

/** Not in the spec: the editor's gallery dialog (several library pictures as one grid). */
export const GALLERY_MESSAGES = {
  button: 'Galería',
  title: 'Insertar galería',
  choose: `Elige de ${GALLERY_LIMITS.min} a ${GALLERY_LIMITS.max} imágenes de la biblioteca o sube otras nuevas.`,
  chosen: (count: number) => (count === 1 ? '1 imagen elegida' : `${count} imágenes elegidas`),
  tooFew: `Elige al menos ${GALLERY_LIMITS.min} imágenes para la galería.`,
  tooMany: `Una galería tiene como mucho ${GALLERY_LIMITS.max} imágenes.`,
  next: 'Continuar',
  back: 'Cambiar imágenes',
  altOf: (name: string) => `Texto alternativo de ${name}`,
  caption: 'Pie de la galería (opcional)',
  insert: 'Insertar galería',
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

/** Where an upload is: a large photo being made smaller in the browser, or its bytes on the way. */
export type UploadProgress = { stage: 'reducing' } | { stage: 'sending'; percent: number };

/** What the upload's progress bar says: 'Reduciendo la foto…' or 'Subiendo… 45 %'. */
export function uploadProgressText(progress: UploadProgress): string {
  return progress.stage === 'reducing'
    ? 'Reduciendo la foto…'
    : `Subiendo… ${Math.round(progress.percent)} %`;
}

/** Sent bytes as a whole percentage, never 100 before the server has answered. */
export function uploadPercent(fraction: number, answered = false): number {
  if (answered) return 100;
  return Math.min(99, Math.max(0, Math.floor(fraction * 100)));
}
