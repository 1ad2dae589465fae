import { formatCount } from '../messages/counted.es.ts';
import { TRANSFER_MESSAGES } from '../messages/transfers.es.ts';

/**
 * The largest file an import takes: 500 MB, read as 500 × 1024 × 1024 bytes like the image
 * limit. The panel checks it before sending anything; the server refuses a larger body.
 */
export const IMPORT_MAX_BYTES = 500 * 1024 * 1024;

/**
 * The most authors one import invites: only those the admin ticks in the preview, so a file's
 * list of writers never turns into mail to addresses nobody chose.
 */
export const IMPORT_MAX_INVITES = 20;
/**
 * The most one text field of an export's row may hold (a Ghost post's `html`, `mobiledoc` or
 * `lexical`): 2 MB, far past any real post. A longer one is dropped while it is read, never held
 * whole, and its row is left out of the import with a note in the report.
 */
export const IMPORT_FIELD_MAX_BYTES = 2 * 1024 * 1024;
/** Authors to invite the preview lists by name, for the admin to tick. */
export const IMPORT_PREVIEW_AUTHORS_MAX = 200;

/** The extensions the file picker offers; the server recognises the format by the content. */
export const IMPORT_FILE_EXTENSIONS = ['.xml', '.json', '.zip', '.md'] as const;

const megabytes = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

/** A size in MB with at most one decimal, never '0' for a file that has bytes ('0,1 MB'). */
export function formatMegabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${megabytes.format(bytes > 0 ? Math.max(value, 0.1) : 0)} MB`;
}

/** The import's file, checked before uploading: one is chosen and it is at most 500 MB. */
export function validateImportFile(file: { size: number } | null | undefined): string | null {
  if (!file) return TRANSFER_MESSAGES.fileRequired;
  if (file.size > IMPORT_MAX_BYTES) {
    return `El archivo pesa ${formatMegabytes(file.size)}: el máximo es 500 MB. No se ha enviado nada.`;
  }
  return null;
}

/** The message for an old site's address that is not a whole http(s) address. */
export const SITE_URL_INVALID = 'Escribe la dirección completa, con https://';

/**
 * The old site's address (a Ghost export's `__GHOST_URL__`): a whole http or https address with
 * a host, as the images are fetched from it. Null when it is one.
 */
export function siteUrlError(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return SITE_URL_INVALID;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return SITE_URL_INVALID;
  // 'https://' alone or 'https://blog' (no dot): not an address anyone can fetch from.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return SITE_URL_INVALID;
  return null;
}

/** 'Importando… 120 de 10.000'. */
export function importProgressLabel(progress: { done: number; total: number }): string {
  return `Importando… ${formatCount(progress.done)} de ${formatCount(progress.total)}`;
}

/** A list's rest, when the server sent only its first items: 'y 12 más'. Null when none. */
export function moreLabel(shown: number, total: number): string | null {
  return total > shown ? `y ${formatCount(total - shown)} más` : null;
}
