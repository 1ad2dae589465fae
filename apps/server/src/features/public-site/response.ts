import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings, type ContentCoding, MIN_COMPRESS_BYTES } from '@bitacora/domain';
import { BLOG_SECURITY_HEADERS } from '../../platform/http/security-headers.ts';
import { ownBytes } from '../../platform/memory/own-bytes.ts';

/** A rendered answer with everything conditional and compressed requests need. */
export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** The hash of the bytes; each encoding adds its suffix so every representation has its own. */
  hash: string;
  lastModified: Date;
  /** Bytes held, for the cache's size bound. */
  size: number;
  /** What the analytics count it as: a page (with its post), a feed, or nothing. */
  counts?: { kind: 'page' | 'feed'; postId: number | null };
  /**
   * The security headers of the page, its policy included, and a redirect's `location`. Blog
   * pages are answered before the app's middleware and kept with their headers, so these are
   * written as they are.
   */
  security: Readonly<Record<string, string>>;
}

export function prepareResponse(
  status: number,
  contentType: string,
  text: string,
  now: Date,
  security: Readonly<Record<string, string>> = BLOG_SECURITY_HEADERS,
): CachedResponse {
  // Kept in the page cache: each in bytes of its own, not a view into node's shared slab.
  const body = ownBytes(Buffer.from(text, 'utf8'));
  const compress = body.byteLength >= MIN_COMPRESS_BYTES;
  const gzip = compress ? ownBytes(gzipSync(body, { level: 6 })) : null;
  const br = compress
    ? ownBytes(
        brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 6,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
      )
    : null;
  return {
    status,
    contentType,
    body,
    gzip,
    br,
    hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
    // HTTP dates have whole seconds.
    lastModified: new Date(Math.floor(now.getTime() / 1000) * 1000),
    size: body.byteLength + (gzip?.byteLength ?? 0) + (br?.byteLength ?? 0),
    security,
  };
}

/** The encoding to send: the best the client takes of those kept with the entry, else none. */
function encodingFor(acceptEncoding: string | undefined, entry: CachedResponse): Encoding {
  if (!acceptEncoding || !entry.gzip) return null;
  let choice = preferences.get(acceptEncoding);
  if (choice === undefined) {
    const accepted = acceptedEncodings(acceptEncoding);
    choice = {
      withBr: accepted[0] ?? null,
      gzipOnly: accepted.includes('gzip') ? 'gzip' : null,
    };
    // Browsers send a handful of distinct values; anything beyond is not worth remembering.
    if (preferences.size < 256) preferences.set(acceptEncoding, choice);
  }
  return entry.br ? choice.withBr : choice.gzipOnly;
}

/** Per Accept-Encoding value, what to send when the entry has a brotli copy, and when only gzip. */
const preferences = new Map<string, { withBr: ContentCoding | null; gzipOnly: 'gzip' | null }>();

/** Whether the client's copy is current (If-None-Match first, else If-Modified-Since). */
export function isNotModified(
  entry: CachedResponse,
  ifNoneMatch: string | undefined,
  ifModifiedSince: string | undefined,
): boolean {
  if (entry.status !== 200) return false;
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((raw) => {
      const tag = raw.trim().replace(/^W\//, '');
      return tag === '*' || tag.replace(/-(br|gz)"$/, '"') === `"${entry.hash}"`;
    });
  }
  if (ifModifiedSince !== undefined) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && entry.lastModified.getTime() <= since;
  }
  return false;
}

type Encoding = 'br' | 'gzip' | null;

/**
 * The headers of one representation, built on first use and kept with the entry: per
 * Cache-Control value, six slots (encoding × whether it is a 304).
 */
const headerSets = new WeakMap<CachedResponse, Map<string, Record<string, string>[]>>();

const ENCODING_SLOT = { br: 0, gzip: 2 } as const;

function headersFor(
  entry: CachedResponse,
  encoding: Encoding,
  cacheControl: string,
  notModified: boolean,
): Record<string, string> {
  let sets = headerSets.get(entry);
  if (!sets) {
    sets = new Map();
    headerSets.set(entry, sets);
  }
  let slots = sets.get(cacheControl);
  if (!slots) {
    slots = [];
    sets.set(cacheControl, slots);
  }
  const slot = (encoding === null ? 4 : ENCODING_SLOT[encoding]) + (notModified ? 1 : 0);
  let headers = slots[slot];
  if (!headers) {
    headers = {
      'content-type': entry.contentType,
      'cache-control': cacheControl,
      etag: `"${entry.hash}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`,
      'last-modified': entry.lastModified.toUTCString(),
      ...entry.security,
    };
    // A blog's address and its posts' answer a server asking for ActivityPub's JSON with it
    // (decision 078): a shared cache must keep the page apart from that answer.
    const vary = [
      ...(entry.gzip ? ['Accept-Encoding'] : []),
      ...(entry.contentType.startsWith('text/html') ? ['Accept'] : []),
    ];
    if (vary.length > 0) headers.vary = vary.join(', ');
    if (!notModified) {
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = String(bodyOf(entry, encoding).byteLength);
    }
    slots[slot] = headers;
  }
  return headers;
}

const bodyOf = (entry: CachedResponse, encoding: Encoding): Buffer =>
  (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : null) ?? entry.body;

/** Status, headers and bytes of an answer to one request. */
export function answer(
  entry: CachedResponse,
  request: {
    method: string;
    acceptEncoding?: string;
    ifNoneMatch?: string;
    ifModifiedSince?: string;
  },
  cacheControl: string,
): { status: number; headers: Record<string, string>; body: Buffer | null } {
  const encoding = encodingFor(request.acceptEncoding, entry);
  if (isNotModified(entry, request.ifNoneMatch, request.ifModifiedSince)) {
    return { status: 304, headers: headersFor(entry, encoding, cacheControl, true), body: null };
  }
  return {
    status: entry.status,
    headers: headersFor(entry, encoding, cacheControl, false),
    body: request.method === 'HEAD' ? null : bodyOf(entry, encoding),
  };
}
