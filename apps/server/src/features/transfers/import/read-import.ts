import type { ImportFormat, ImportRecord } from './bundle.ts';
import { readBitacora } from './formats/bitacora.ts';
import { readGhost } from './formats/ghost.ts';
import { readMarkdown } from './formats/markdown.ts';
import { readSubstack } from './formats/substack.ts';
import { readWordPress } from './formats/wordpress.ts';
import { importLimits, limitRecords } from './import-limits.ts';
import type { ReadOptions } from './read-options.ts';

export type { ReadOptions } from './read-options.ts';

/**
 * The records of an export, in the format `detectFormat` told, within what one import may hold
 * (import-limits.ts): past a limit the reading stops with a Spanish `ImportError`.
 */
export function readImport(
  file: string,
  format: ImportFormat,
  options: ReadOptions = {},
): AsyncGenerator<ImportRecord> {
  return limitRecords(
    readFormat(file, format, options),
    importLimits(options.limits),
    options.signal,
  );
}

function readFormat(
  file: string,
  format: ImportFormat,
  options: ReadOptions,
): AsyncGenerator<ImportRecord> {
  switch (format) {
    case 'wordpress':
      return readWordPress(file, options);
    case 'ghost':
      return readGhost(file, options);
    case 'substack':
      return readSubstack(file, options);
    case 'markdown':
      return readMarkdown(file, options);
    case 'bitacora':
      return readBitacora(file, options);
  }
}
