import { createRequire } from 'node:module';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import type Assembler from 'stream-json/assembler.js';
import { ImportError } from './import-error.ts';

/**
 * The values of a JSON document whose top level is an object, one at a time: each element of a
 * top-level array on its own (`index` its place), any other top-level value whole (`index`
 * null). Read with a streaming parser, so the file is never held whole: memory is one element.
 * `wanted` says which keys are assembled; the others are parsed and dropped, so a second pass
 * over the same file can take what the first one skipped.
 *
 * `maxBytes` bounds the file and `maxElementBytes` what lies between two elements: the bytes are
 * counted before the parser sees them, so one huge string or object is refused while it is read,
 * not once it is held.
 */
export interface JsonElement {
  key: string;
  index: number | null;
  value: unknown;
}

export interface JsonElementLimits {
  maxBytes: number;
  maxElementBytes: number;
  messages: { tooLarge: string; elementTooLarge: string; malformed: string };
}

interface Token {
  name: string;
  value?: unknown;
}

function primitive(token: Token): unknown {
  switch (token.name) {
    case 'numberValue':
      return Number(token.value);
    case 'trueValue':
      return true;
    case 'falseValue':
      return false;
    case 'nullValue':
      return null;
    default:
      return token.value;
  }
}

/** Exports are shallow (a post's body is a string): deeper nesting is not one. */
const MAX_DEPTH = 64;

const require = createRequire(import.meta.url);

/** Counts the bytes that pass, refusing past the file's bound or one element's. */
class ByteBudget extends Transform {
  total = 0;
  sinceMark = 0;
  private readonly limits: JsonElementLimits;

  constructor(limits: JsonElementLimits) {
    super();
    this.limits = limits;
  }

  mark() {
    this.sinceMark = 0;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.total += chunk.byteLength;
    this.sinceMark += chunk.byteLength;
    if (this.total > this.limits.maxBytes) {
      done(new ImportError('importacion-demasiado-grande', this.limits.messages.tooLarge));
    } else if (this.sinceMark > this.limits.maxElementBytes) {
      done(new ImportError('importacion-demasiado-grande', this.limits.messages.elementTooLarge));
    } else {
      done(null, chunk);
    }
  }
}

export async function* jsonElements(
  input: Readable,
  wanted: (key: string) => boolean,
  limits: JsonElementLimits,
): AsyncGenerator<JsonElement> {
  // The streaming parser is required by the first import that needs it, not at start.
  const { default: parserStream } = require('stream-json') as typeof import('stream-json');
  const { default: JsonAssembler } =
    require('stream-json/assembler.js') as typeof import('stream-json/assembler.js');
  const budget = new ByteBudget(limits);
  const tokens = input.pipe(budget).pipe(parserStream({ packValues: true, streamValues: false }));
  input.on('error', (error) => budget.destroy(error));
  budget.on('error', (error) => tokens.destroy(error));
  const malformed = () => new ImportError('json-invalido', limits.messages.malformed);
  const tooDeep = () => new ImportError('json-invalido', limits.messages.malformed);

  // depth 0: before the document; 1: in the top-level object; 2: in a top-level array.
  let depth = 0;
  let key: string | null = null;
  let inArray = false;
  let index = -1;
  let assembling: Assembler | null = null;
  /** Nesting of a value being skipped, or 0. */
  let skipping = 0;
  const emit = (value: unknown): JsonElement => {
    budget.mark();
    return { key: key as string, index: inArray ? index : null, value };
  };
  try {
    for await (const token of tokens as AsyncIterable<Token>) {
      if (assembling) {
        assembling.consume(token as never);
        if (assembling.depth > MAX_DEPTH) throw tooDeep();
        if (assembling.done) {
          const value = assembling.current;
          assembling = null;
          yield emit(value);
          if (!inArray) key = null;
        }
        continue;
      }
      if (skipping > 0) {
        if (token.name === 'startObject' || token.name === 'startArray') skipping += 1;
        else if (token.name === 'endObject' || token.name === 'endArray') skipping -= 1;
        if (skipping > MAX_DEPTH) throw tooDeep();
        if (skipping === 0) {
          budget.mark();
          if (!inArray) key = null;
        }
        continue;
      }
      const { name } = token;
      if (depth === 0) {
        if (name !== 'startObject') throw malformed();
        depth = 1;
        continue;
      }
      if (depth === 1 && key === null) {
        if (name === 'keyValue') key = token.value as string;
        else if (name === 'endObject') depth = 0;
        else throw malformed();
        continue;
      }
      if (depth === 1 && name === 'startArray') {
        depth = 2;
        inArray = true;
        index = -1;
        continue;
      }
      if (depth === 2 && name === 'endArray') {
        depth = 1;
        inArray = false;
        key = null;
        budget.mark();
        continue;
      }
      // A value: an element of a top-level array, or a top-level value that is not an array.
      if (inArray) index += 1;
      const isStart = name === 'startObject' || name === 'startArray';
      if (!wanted(key as string)) {
        if (isStart) skipping = 1;
        else {
          budget.mark();
          if (!inArray) key = null;
        }
        continue;
      }
      if (isStart) {
        assembling = new JsonAssembler();
        assembling.consume(token as never);
        continue;
      }
      yield emit(primitive(token));
      if (!inArray) key = null;
    }
  } catch (error) {
    if (error instanceof ImportError) throw error;
    throw new ImportError('json-invalido', limits.messages.malformed, { cause: error });
  } finally {
    input.destroy();
    budget.destroy();
    tokens.destroy();
  }
}
