import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import type Assembler from 'stream-json/assembler.js';
import { ImportError } from '../import-error.ts';

/**
 * The rows of a Ghost export's tables (`db[0].data.<table>` in an export from the panel,
 * `data.<table>` in older ones), one at a time, read with a streaming JSON parser so a big export
 * is never held whole. A `table` event tells that a table is there, before its rows.
 */
export type GhostJsonEvent =
  | { type: 'table'; table: string }
  | { type: 'row'; table: string; row: Record<string, unknown> };

interface Frame {
  isArray: boolean;
  key: string | number | null;
}

interface Token {
  name: string;
  value?: unknown;
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
  const tokens = input.pipe(parserStream({ packValues: true, streamValues: false }));
  input.on('error', (error) => tokens.destroy(error));
  const frames: Frame[] = [];
  let assembling: { table: string; asm: Assembler } | null = null;
  try {
    for await (const token of tokens as AsyncIterable<Token>) {
      if (assembling) {
        assembling.asm.consume(token as never);
        if (assembling.asm.depth > MAX_DEPTH) throw tooDeep();
        if (assembling.asm.done) {
          const row = assembling.asm.current;
          const { table } = assembling;
          assembling = null;
          if (row && typeof row === 'object' && !Array.isArray(row)) {
            yield { type: 'row', table, row: row as Record<string, unknown> };
          }
        }
        continue;
      }
      const top = frames.at(-1);
      const startsValue =
        token.name === 'startObject' ||
        token.name === 'startArray' ||
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
            assembling = { table: parentTable, asm: new JsonAssembler() };
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
