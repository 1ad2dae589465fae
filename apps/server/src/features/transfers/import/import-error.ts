/**
 * Why an uploaded export cannot be read. `code` is stable (the job stores it and the panel may
 * branch on it); `message` is Spanish, for the person who uploaded the file.
 */
export type ImportErrorCode =
  | 'formato-desconocido'
  | 'bitacora-no-valida'
  | 'zip-invalido'
  | 'zip-ruta-insegura'
  | 'zip-cifrado'
  | 'zip-demasiadas-entradas'
  | 'zip-demasiado-grande'
  | 'zip-compresion-sospechosa'
  | 'zip-entrada-no-encontrada'
  | 'xml-invalido'
  | 'xml-dtd-prohibido'
  | 'json-invalido'
  | 'importacion-demasiado-grande'
  | 'ghost-no-es-exportacion'
  | 'csv-invalido'
  | 'substack-sin-posts';

export class ImportError extends Error {
  readonly code: ImportErrorCode;

  constructor(code: ImportErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImportError';
    this.code = code;
  }
}

export const ACCEPTED_FORMATS_MESSAGE =
  'Se aceptan: una exportación de WordPress (archivo XML/WXR), una exportación de Ghost (JSON, o ZIP con el JSON y las imágenes), una exportación de Substack (ZIP con posts.csv y la carpeta posts), un ZIP con archivos Markdown (.md o .markdown) o una exportación de Bitácora (ZIP con bitacora.json).';
