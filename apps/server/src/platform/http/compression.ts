import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import {
  brotliCompress,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  type ZlibOptions,
} from 'node:zlib';
import {
  type ContentCoding,
  chooseEncoding,
  isCompressibleType,
  MIN_COMPRESS_BYTES,
} from '@bitacora/domain';
import type { Context, MiddlewareHandler } from 'hono';
import { ownBytes } from '../memory/own-bytes.ts';

/**
 * Answers up to this size are read whole, compressed at once and sent with their length (a
 * list, a post, a CSV of subscribers); longer ones are compressed as they stream out, so memory
 * stays bounded whatever the size.
 */
const WHOLE_BODY_LIMIT = 256 * 1024;

/**
 * Answers change with every write and are compressed as they leave, so both run at fast
 * levels: brotli 4 and gzip 4 cost about half of 6 for a few percent more bytes
 * (docs/decisions/034-compressed-api-answers.md).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;

const brotliOptions = (sizeHint?: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint === undefined ? {} : { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  },
});
const gzipOptions: ZlibOptions = { level: GZIP_LEVEL };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** On the thread pool: a large answer does not hold the other requests back. */
const compressWhole = (body: Uint8Array, coding: ContentCoding): Promise<Buffer> =>
  coding === 'br'
    ? brotliAsync(body, brotliOptions(body.byteLength))
    : gzipAsync(body, gzipOptions);

/** The bytes of answers built by {@link keptJson}, by the answer that carries them. */
const keptBodies = new WeakMap<Response, Uint8Array>();
/**
 * Compressed copies of kept bodies, for exactly as long as the body itself is kept: the same
 * list asked again (the answer cache hands out the same bytes until a write) costs a lookup,
 * not a compression, and goes when the answer cache lets it go.
 */
const keptCopies = new WeakMap<Uint8Array, Partial<Record<ContentCoding, Buffer>>>();

/**
 * A JSON answer of bytes the caller keeps and hands out again, the answer cache's: each
 * encoding of them is made once, and the body is not read back to compress it.
 */
export function keptJson(c: Context, body: Uint8Array<ArrayBuffer>): Response {
  const res = c.body(body, 200, { 'content-type': 'application/json' });
  keptBodies.set(res, body);
  return res;
}

export async function compressKept(body: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  const kept = keptCopies.get(body)?.[coding];
  if (kept) return kept;
  // Kept as long as the body: in bytes of its own, not a view into zlib's shared slab.
  const compressed = ownBytes(await compressWhole(body, coding));
  const copies = keptCopies.get(body) ?? {};
  copies[coding] ??= compressed;
  keptCopies.set(body, copies);
  return copies[coding];
}

function compressingStream(coding: ContentCoding) {
  const zlib = coding === 'br' ? createBrotliCompress(brotliOptions()) : createGzip(gzipOptions);
  return Duplex.toWeb(zlib) as {
    readable: ReadableStream<Uint8Array>;
    writable: WritableStream<Uint8Array>;
  };
}

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

function addVary(headers: Headers) {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept-Encoding');
  else if (!VARIES_BY_ENCODING.test(vary)) headers.set('vary', `${vary}, Accept-Encoding`);
}

/**
 * A compressed body is another representation of the same content: a strong validator becomes
 * weak (RFC 9110 §8.8.1). If-None-Match compares weakly, so either form still answers 304.
 */
function weakenEtag(headers: Headers) {
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
}

/** Reads up to `limit` bytes; `rest` is set when the body goes on. */
async function readUpTo(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  while (bytes <= limit) {
    const { done, value } = await reader.read();
    if (done) return { chunks, bytes, rest: null };
    chunks.push(value);
    bytes += value.byteLength;
  }
  return { chunks, bytes, rest: reader };
}

/** The chunks already read, then the rest of the body as it comes. */
function resumed(
  chunks: Uint8Array[],
  rest: ReadableStreamDefaultReader<Uint8Array>,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await rest.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => rest.cancel(reason),
  });
}

const joined = (chunks: Uint8Array[], bytes: number): Uint8Array =>
  chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks, bytes);

/** Replaces the answer whole (Hono would otherwise copy the old headers over the new ones). */
function replaceAnswer(c: Context, body: BodyInit | null, status: number, headers: Headers) {
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

/** A body compressed whole, with its coding, its length and a weakened validator. */
function sendCompressed(
  c: Context,
  compressed: Uint8Array,
  coding: ContentCoding,
  status: number,
  headers: Headers,
) {
  headers.set('content-encoding', coding);
  headers.set('content-length', String(compressed.byteLength));
  weakenEtag(headers);
  replaceAnswer(c, compressed as Uint8Array<ArrayBuffer>, status, headers);
}

/**
 * Compresses the API's answers with brotli or gzip, as the request's Accept-Encoding allows,
 * and says in Vary that every answer of a compressible type depends on it. Left as they are:
 * answers below MIN_COMPRESS_BYTES, types that are compressed already (images, archives),
 * event streams, answers already encoded or marked `no-transform`, and those without a body.
 * A compressed HEAD answer carries the headers, length included, that the same GET would.
 */
export function compressAnswers(): MiddlewareHandler {
  return async function compressAnswers(c, next) {
    await next();
    const res = c.res;
    const headers = res.headers;
    const coding = chooseEncoding(c.req.header('accept-encoding'));
    if (res.status === 304) {
      // The same headers the 200 would carry, for caches that update their copy from it.
      if (isCompressibleType(headers.get('content-type')) || headers.has('etag')) {
        addVary(headers);
        if (coding) weakenEtag(headers);
      }
      return;
    }
    if (
      res.status < 200 ||
      res.status === 204 ||
      res.status === 206 ||
      headers.has('content-encoding') ||
      !isCompressibleType(headers.get('content-type')) ||
      NO_TRANSFORM.test(headers.get('cache-control') ?? '')
    ) {
      return;
    }
    // From here the answer depends on the header, whether or not this one gets compressed.
    addVary(headers);
    // Sent as it is, the body is not even looked at: the path of a client that takes no coding.
    if (!coding) return;
    const kept = keptBodies.get(res);
    if (kept) {
      if (kept.byteLength < MIN_COMPRESS_BYTES) return;
      sendCompressed(c, await compressKept(kept, coding), coding, res.status, headers);
      return;
    }
    const declared = headers.get('content-length');
    if ((declared !== null && Number(declared) < MIN_COMPRESS_BYTES) || !res.body) return;

    const { chunks, bytes, rest } = await readUpTo(res.body, WHOLE_BODY_LIMIT);
    if (!rest) {
      const body = joined(chunks, bytes);
      if (bytes < MIN_COMPRESS_BYTES) {
        headers.set('content-length', String(bytes));
        replaceAnswer(c, body as Uint8Array<ArrayBuffer>, res.status, headers);
        return;
      }
      sendCompressed(c, await compressWhole(body, coding), coding, res.status, headers);
      return;
    }

    headers.set('content-encoding', coding);
    headers.delete('content-length');
    weakenEtag(headers);
    if (c.req.method === 'HEAD') {
      await rest.cancel();
      replaceAnswer(c, null, res.status, headers);
      return;
    }
    replaceAnswer(
      c,
      resumed(chunks, rest).pipeThrough(compressingStream(coding)),
      res.status,
      headers,
    );
  };
}
