import { IMPORT_FIELD_MAX_BYTES, IMPORT_MAX_BYTES } from '@bitacora/domain';
import type { ImportRecord } from './bundle.ts';
import { ImportError } from './import-error.ts';

/**
 * What one import may hold, whatever its format (docs/decisions/046-bounded-imports.md). The
 * readers stream, so memory does not grow with the file; these bound the work one upload can
 * ask of the server, and what a preview and a run keep per item. A blog of ten thousand posts
 * with their comments is well inside them.
 */
export interface ImportLimits {
  /** The export's main file uncompressed (bitacora.json, the WXR file, Ghost's JSON): as an upload. */
  maxMainFileBytes: number;
  /** One post or page with its comments, or one file of a Substack or Markdown export. */
  maxItemBytes: number;
  /** Posts and pages together. */
  maxItems: number;
  /** Comments, over all the items. */
  maxComments: number;
  /** Categories and tags together. */
  maxTerms: number;
  maxAuthors: number;
  maxMenuEntries: number;
  /** Entries of Bitácora's media library. */
  maxMedia: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxMainFileBytes: IMPORT_MAX_BYTES,
  maxItemBytes: 16 * 1024 * 1024,
  maxItems: 50_000,
  maxComments: 500_000,
  maxTerms: 20_000,
  maxAuthors: 5_000,
  maxMenuEntries: 1_000,
  maxMedia: 100_000,
};

export const importLimits = (overrides: Partial<ImportLimits> = {}): ImportLimits => ({
  ...DEFAULT_IMPORT_LIMITS,
  ...overrides,
});

const count = new Intl.NumberFormat('es');
const megabytes = (bytes: number) => `${count.format(Math.round(bytes / 1024 / 1024))} MB`;
/** 'su html pasa', 'sus html y lexical pasan': the fields of a row over the cap. */
const fieldsPass = (fields: readonly string[]) =>
  fields.length === 1
    ? `su ${fields[0]} pasa`
    : `sus ${fields.slice(0, -1).join(', ')} y ${fields.at(-1)} pasan`;

export const LIMIT_MESSAGES = {
  mainFile: (file: string, limits: ImportLimits) =>
    `${file} pasa de ${megabytes(limits.maxMainFileBytes)} sin comprimir: es más de lo que admite una importación.`,
  item: (limits: ImportLimits) =>
    `Una entrada de la exportación pasa de ${megabytes(limits.maxItemBytes)} (con sus comentarios): es más de lo que admite una importación.`,
  file: (path: string, limits: ImportLimits) =>
    `${path} pasa de ${megabytes(limits.maxItemBytes)}: es más de lo que admite una importación.`,
  items: (limits: ImportLimits) =>
    `La exportación tiene más de ${count.format(limits.maxItems)} entradas y páginas: es más de lo que admite una importación. Divídela en varias.`,
  comments: (limits: ImportLimits) =>
    `La exportación tiene más de ${count.format(limits.maxComments)} comentarios: es más de lo que admite una importación.`,
  terms: (limits: ImportLimits) =>
    `La exportación tiene más de ${count.format(limits.maxTerms)} categorías y etiquetas: es más de lo que admite una importación.`,
  authors: (limits: ImportLimits) =>
    `La exportación tiene más de ${count.format(limits.maxAuthors)} autores: es más de lo que admite una importación.`,
  menu: (limits: ImportLimits) =>
    `El menú de la exportación tiene más de ${count.format(limits.maxMenuEntries)} enlaces: es más de lo que admite una importación.`,
  /** A row left out, not the whole import: its text over IMPORT_FIELD_MAX_BYTES was dropped. */
  field: (what: string, fields: readonly string[]) =>
    `${what} no se importa: ${fieldsPass(fields)} de ${megabytes(IMPORT_FIELD_MAX_BYTES)}, más de lo que admite una importación.`,
  media: (limits: ImportLimits) =>
    `La biblioteca de la exportación tiene más de ${count.format(limits.maxMedia)} archivos: es más de lo que admite una importación.`,
} as const;

const tooMuch = (message: string) => new ImportError('importacion-demasiado-grande', message);

/** The bytes an item holds in its texts, which is what grows with a hostile file. */
function itemBytes(record: Extract<ImportRecord, { type: 'item' }>): number {
  const { item } = record;
  let bytes = item.html.length + item.excerpt.length + item.title.length;
  for (const comment of item.comments) bytes += comment.content.length;
  return bytes;
}

/**
 * An export's records as its reader gives them, refused with a Spanish message as soon as they
 * pass one of `limits`: the same bounds for every format. `signal` stops the reading between two
 * records (a server that is stopping does not wait for the end of a long file).
 */
export async function* limitRecords(
  records: AsyncIterable<ImportRecord>,
  limits: ImportLimits,
  signal?: AbortSignal,
): AsyncGenerator<ImportRecord> {
  let items = 0;
  let comments = 0;
  let terms = 0;
  let authors = 0;
  let menu = 0;
  for await (const record of records) {
    signal?.throwIfAborted();
    switch (record.type) {
      case 'item':
        items += 1;
        comments += record.item.comments.length;
        if (items > limits.maxItems) throw tooMuch(LIMIT_MESSAGES.items(limits));
        if (comments > limits.maxComments) throw tooMuch(LIMIT_MESSAGES.comments(limits));
        if (itemBytes(record) > limits.maxItemBytes) throw tooMuch(LIMIT_MESSAGES.item(limits));
        break;
      case 'category':
      case 'tag':
        terms += 1;
        if (terms > limits.maxTerms) throw tooMuch(LIMIT_MESSAGES.terms(limits));
        break;
      case 'author':
        authors += 1;
        if (authors > limits.maxAuthors) throw tooMuch(LIMIT_MESSAGES.authors(limits));
        break;
      case 'menu':
        menu += 1;
        if (menu > limits.maxMenuEntries) throw tooMuch(LIMIT_MESSAGES.menu(limits));
        break;
    }
    yield record;
  }
}
