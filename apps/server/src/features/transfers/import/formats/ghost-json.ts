import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { IMPORT_FIELD_MAX_BYTES } from '@bitacora/domain';
import type Assembler from 'stream-json/assembler.js';
import { ImportError } from '../import-error.ts';

/**
 * The rows of a Ghost export's tables (`db[0].data.<table>` in an export from the panel,
 * `data.<table>` in older ones), one at a time, read with a streaming JSON parser so a big export
 * is never held whole. A `table` event tells that a table is there, before its rows.
 *
 * Strings arrive in chunks: one longer than `IMPORT_FIELD_MAX_BYTES` is dropped as it is read
 * (the row gets '' there) and its field is named in `oversized`, so a single huge row cannot
 * fill the memory.
 */
export type GhostJsonEvent =
  | { type: 'table'; table: string }
  | { type: 'row'; table: string; row: Record<string, unknown>; oversized: string[] };

interface Frame {
  isArray: boolean;
  key: string | number | null;
}

interface Token {
  name: string;
  value?: unknown;
}

/** The string a row is being given, chunk by chunk, until it passes the cap. */
class CappedString {
  private chunks: string[] = [];
  private bytes = 0;
  tooLong = false;

  add(chunk: string) {
    if (this.tooLong) return;
    this.bytes += Buffer.byteLength(chunk);
    if (this.bytes > IMPORT_FIELD_MAX_BYTES) {
      this.tooLong = true;
      this.chunks = [];
    } else this.chunks.push(chunk);
  }

  get value() {
    return this.chunks.join('');
  }
}

/** The table a path names, if it is `db.0.data.T` or `data.T`. */
function tableAt(frames: Frame[], depth: number): string | null {
  const keys = frames.slice(0, depth).map((f) => f.key);
  if (keys.length === 4 && keys[0] === 'db' && keys[1] === 0 && keys[2] === 'data') {
    return typeof keys[3] === 'string' ? keys[3] : null;
  }
  if (keys.length === 2 && keys[0] === 'data') {
    return typeof keys[1] === 'string' ? keys[1] : null;
  }
  return null;
}

/** Ghost's rows are flat (a document is a string inside one): deeper nesting is not an export. */
const MAX_DEPTH = 64;
const tooDeep = () =>
  new ImportError(
    'json-invalido',
    'El JSON anida demasiados niveles: no es una exportación de Ghost.',
  );

const require = createRequire(import.meta.url);

export async function* ghostJsonEvents(
  input: Readable,
  wanted: (table: string) => boolean,
): AsyncGenerator<GhostJsonEvent> {
  // The streaming parser is required by the first Ghost import, not at start.
  const { default: parserStream } = require('stream-json') as typeof import('stream-json');
  const { default: JsonAssembler } =
    require('stream-json/assembler.js') as typeof import('stream-json/assembler.js');
  // Keys and numbers whole, strings in chunks (see CappedString).
  const tokens = input.pipe(
    parserStream({
      packKeys: true,
      packNumbers: true,
      packStrings: false,
      streamKeys: false,
      streamNumbers: false,
      streamStrings: true,
    }),
  );
  input.on('error', (error) => tokens.destroy(error));
  const frames: Frame[] = [];
  let assembling: {
    table: string;
    asm: Assembler;
    text: CappedString | null;
    oversized: string[];
  } | null = null;
  try {
    for await (const token of tokens as AsyncIterable<Token>) {
      if (assembling) {
        const { asm } = assembling;
        if (token.name === 'startString') assembling.text = new CappedString();
        else if (token.name === 'stringChunk') assembling.text?.add(token.value as string);
        else if (token.name === 'endString') {
          const text = assembling.text;
          assembling.text = null;
          if (text?.tooLong) assembling.oversized.push(String(asm.key ?? '?'));
          asm.consume({ name: 'stringValue', value: text?.tooLong ? '' : text?.value } as never);
        } else asm.consume(token as never);
        if (asm.depth > MAX_DEPTH) throw tooDeep();
        if (asm.done) {
          const row = asm.current;
          const { table, oversized } = assembling;
          assembling = null;
          if (row && typeof row === 'object' && !Array.isArray(row)) {
            yield { type: 'row', table, row: row as Record<string, unknown>, oversized };
          }
        }
        continue;
      }
      const top = frames.at(-1);
      const startsValue =
        token.name === 'startObject' ||
        token.name === 'startArray' ||
        token.name === 'startString' ||
        (token.name.endsWith('Value') && token.name !== 'keyValue');
      if (startsValue && top?.isArray) top.key = (top.key as number) + 1;
      switch (token.name) {
        case 'keyValue':
          if (top) top.key = token.value as string;
          break;
        case 'startObject': {
          // an element of a wanted table: assembled whole (one row is small)
          const parentTable = top?.isArray ? tableAt(frames, frames.length - 1) : null;
          if (parentTable !== null && wanted(parentTable)) {
            assembling = {
              table: parentTable,
              asm: new JsonAssembler(),
              text: null,
              oversized: [],
            };
            assembling.asm.consume(token as never);
          } else {
            frames.push({ isArray: false, key: null });
            if (frames.length > MAX_DEPTH) throw tooDeep();
          }
          break;
        }
        case 'startArray': {
          frames.push({ isArray: true, key: -1 });
          if (frames.length > MAX_DEPTH) throw tooDeep();
          const table = tableAt(frames, frames.length - 1);
          if (table !== null) yield { type: 'table', table };
          break;
        }
        case 'endObject':
        case 'endArray':
          frames.pop();
          break;
      }
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('json-invalido', 'El archivo JSON está dañado o incompleto.', {
      cause: error,
    });
  } finally {
    input.destroy();
  }
}
