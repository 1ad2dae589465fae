import { createReadStream } from 'node:fs';
import { type FileSource, isFolder, openSource } from './archive/file-source.ts';
import type { ZipLimits } from './archive/zip-reader.ts';
import type { ImportFormat } from './bundle.ts';
import { findGhostJson, isGhostExport } from './formats/ghost.ts';
import { isMarkdownPath } from './formats/markdown.ts';
import { headOf, looksLikeZip } from './formats/sniff.ts';
import { ACCEPTED_FORMATS_MESSAGE, ImportError } from './import-error.ts';

/**
 * What an uploaded file is, told by its content and never by its name (an upload's name is
 * whatever the browser sent). A zip is told by the files it holds.
 */
const unknown = (what: string) =>
  new ImportError('formato-desconocido', `${what} ${ACCEPTED_FORMATS_MESSAGE}`);

async function detectInFiles(source: FileSource): Promise<ImportFormat> {
  const files = source.files;
  if (source.has('bitacora.json')) return 'bitacora';
  if (source.has('posts.csv') && files.some((f) => /^posts\/[^/]+\.html$/i.test(f))) {
    return 'substack';
  }
  if (await findGhostJson(source)) return 'ghost';
  if (files.some(isMarkdownPath)) return 'markdown';
  throw unknown('El ZIP no contiene una exportación que sepamos leer.');
}

export async function detectFormat(
  file: string,
  options: { zipLimits?: Partial<ZipLimits> } = {},
): Promise<ImportFormat> {
  const folder = await isFolder(file);
  const head = folder ? Buffer.alloc(0) : await headOf(file);
  if (folder || looksLikeZip(head)) {
    const source = await openSource(file, options.zipLimits);
    try {
      return await detectInFiles(source);
    } finally {
      source.close();
    }
  }
  // a text file: skip a byte-order mark and leading blanks, then look at its first bytes
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<')) {
    // WXR is RSS with WordPress's export namespace (`http://wordpress.org/export/1.2/`)
    if (/<rss[\s>]/.test(text) && /xmlns:wp="https?:\/\/wordpress\.org\/export\//.test(text)) {
      return 'wordpress';
    }
    throw unknown('El XML no es una exportación de WordPress.');
  }
  if (text.startsWith('{')) {
    if (await isGhostExport(createReadStream(file))) return 'ghost';
    throw unknown('El JSON no es una exportación de Ghost.');
  }
  throw unknown('No reconocemos el formato del archivo.');
}
