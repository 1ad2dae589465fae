import { formatCount } from './counted.es.ts';

/**
 * 'Importar / Exportar' (Configuración): moving a blog in from another platform and out as a zip.
 * Not in the spec: worded here in the panel's tone.
 */
export const TRANSFER_MESSAGES = {
  title: 'Importar / Exportar',
  importHeading: 'Importar contenido',
  importIntro:
    'Trae tus entradas, páginas, comentarios, categorías, etiquetas e imágenes desde otra plataforma. Antes de importar verás un resumen de lo que se va a crear.',
  fileLabel: 'Archivo de exportación',
  fileHint: 'XML, JSON, ZIP o Markdown, hasta 500 MB. Reconocemos la plataforma por el contenido.',
  fileRequired: 'Elige el archivo que exportaste de tu plataforma anterior.',
  upload: 'Subir y analizar',
  uploading: 'Subiendo…',
  analysing: 'Analizando el archivo…',
  previewHeading: 'Esto es lo que se va a importar',
  conflictsHeading: 'Direcciones ya usadas en tu blog',
  conflictsIntro: 'Estas entradas recibirán una dirección nueva:',
  warningsHeading: 'Avisos',
  inviteAuthors: 'Invitar como autores',
  inviteAuthorsHint:
    'Marca a quién invitar, hasta 20: recibirán un correo para unirse al blog como autores. Sin marcar, no se invita a nadie.',
  tooManyInvites: 'Una importación puede invitar como mucho a 20 autores.',
  moreAuthors: (n: number) =>
    n === 1
      ? 'Y 1 autor más que no se puede elegir aquí.'
      : `Y ${formatCount(n)} autores más que no se pueden elegir aquí.`,
  alreadyImported: (n: number) =>
    n === 1
      ? '1 elemento ya se importó antes: se saltará.'
      : `${formatCount(n)} elementos ya se importaron antes: se saltarán.`,
  siteUrl: 'Dirección del sitio anterior',
  siteUrlHint:
    'Las imágenes de Ghost apuntan a tu sitio anterior: escribe su dirección (https://…) para poder traerlas.',
  imagesZip: 'O sube un zip de su carpeta content/images',
  imagesZipHint:
    'Si guardaste las imágenes de tu sitio Ghost, súbelas comprimidas y no hará falta su dirección.',
  imagesZipRequired: 'Elige el zip con las imágenes.',
  uploadImages: 'Subir imágenes',
  uploadingImages: 'Subiendo imágenes…',
  confirm: 'Importar',
  confirming: 'Importando…',
  cancel: 'Cancelar',
  cancelling: 'Cancelando…',
  reportHeading: 'Importación terminada',
  skippedHeading: 'No importado',
  renamedHeading: 'Con dirección nueva',
  imagesFailedHeading: 'Imágenes que no se pudieron traer',
  importAnother: 'Importar otro archivo',
  failedHeading: 'La importación no se pudo completar',
  failedFallback: 'Algo falló al importar. Lo ya importado se conserva.',
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  exportHeading: 'Exportar el blog',
  exportIntro:
    'Descarga todo tu blog en un archivo zip: entradas, páginas, comentarios, categorías, etiquetas, imágenes y configuración.',
  startExport: 'Exportar el blog',
  startingExport: 'Preparando…',
  exportRunning: 'Preparando la exportación…',
  exportEmailed: 'También te lo hemos enviado por correo electrónico.',
  exportFailedFallback: 'No se pudo preparar la exportación. Inténtalo de nuevo.',
  exportExpired: 'El enlace de descarga ha caducado.',
  previousExports: 'Exportaciones anteriores',
  loadFailed: 'No se pudieron cargar las importaciones y exportaciones. Inténtalo de nuevo.',
  uploadFailed: 'No se pudo subir el archivo. Inténtalo de nuevo.',
  actionFailed: 'No se pudo completar la acción. Inténtalo de nuevo.',
} as const;

/** Where each platform's export is made, for the file picker's explanation. */
export const IMPORT_SOURCES = [
  { name: 'WordPress', how: 'Herramientas → Exportar → Todo el contenido. Sube el archivo .xml.' },
  {
    name: 'Ghost',
    how: 'Ajustes → Labs → Exportar tu contenido. Sube el archivo .json (o el .zip con las imágenes).',
  },
  { name: 'Substack', how: 'Settings → Exports → Create new export. Sube el .zip que recibes.' },
  {
    name: 'Markdown',
    how: 'Una carpeta de archivos .md con front matter (title, date, tags…), comprimida en zip; o un solo archivo .md.',
  },
] as const;

/** An import's or export's state, as the panel names it. */
export const TRANSFER_STATE_LABELS = {
  analysing: 'Analizando',
  ready: 'Lista para importar',
  running: 'En curso',
  done: 'Terminada',
  failed: 'Fallida',
  cancelled: 'Cancelada',
} as const;
