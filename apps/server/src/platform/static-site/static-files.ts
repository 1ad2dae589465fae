import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { acceptedEncodings, type ContentCoding, MIN_COMPRESS_BYTES } from '@bitacora/domain';
import { LruCache } from '../cache/lru-cache.ts';
import { ownBytes } from '../memory/own-bytes.ts';
import { contentTypeOf, isCompressible } from './content-types.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface StaticFile {
  /** Absolute path of the file on disk. */
  file: string;
  body: Uint8Array;
  contentType: string;
  /** The encoding of `body`, if compressed. */
  encoding: ContentCoding | undefined;
  /** Whether the response differs by Accept-Encoding. */
  varies: boolean;
  etag: string;
  lastModified: Date;
}

/** Vite's hashed output: `name-[hash].ext` under an assets folder; safe to cache for a year. */
const HASHED_ASSET = /\/(assets|landing-assets)\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export const isHashedAsset = (pathname: string): boolean => HASHED_ASSET.test(pathname);

/**
 * The file a URL path names inside `root`, or null when it escapes the root, names a hidden
 * segment, or is not well encoded. It does not touch the disk.
 */
export function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  const resolved = path.resolve(root, ...segments);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

const SIBLING_EXTENSION: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Compressed copies made on the fly, kept while the file stays the same (by mtime and size). The
 * builds precompress their files, so this holds the odd file they did not.
 */
const compressedCache = new LruCache<Uint8Array>({ maxBytes: 8 * 1024 * 1024 });

async function compress(body: Uint8Array, encoding: ContentCoding): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Quality 6 compresses a 500 KB bundle in milliseconds, near the ratio of 11.
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 6 });
}

async function cachedCompression(
  key: string,
  body: Uint8Array,
  encoding: ContentCoding,
): Promise<Uint8Array> {
  const cacheKey = `${key}:${encoding}`;
  const hit = compressedCache.get(cacheKey);
  if (hit) return hit;
  const compressed = ownBytes(await compress(body, encoding));
  compressedCache.set(cacheKey, compressed, compressed.byteLength);
  return compressed;
}

async function fileStats(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Reads a file for a response: a precompressed sibling (`.br`, `.gz`) when the build wrote
 * one and the client takes it, else a compressed copy made once and cached, else the file.
 */
export async function readStaticFile(
  file: string,
  acceptEncoding: string | undefined,
): Promise<StaticFile | null> {
  const stats = await fileStats(file);
  if (!stats) return null;
  const extension = path.extname(file);
  const contentType = contentTypeOf(extension);
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const base = { file, contentType, etag, lastModified: stats.mtime };
  const compressible = isCompressible(extension) && stats.size >= MIN_COMPRESS_BYTES;
  if (!compressible) {
    return { ...base, body: await readFile(file), encoding: undefined, varies: false };
  }
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const sibling = await fileStats(file + SIBLING_EXTENSION[encoding]);
    if (sibling && sibling.mtimeMs >= stats.mtimeMs) {
      const body = await readFile(file + SIBLING_EXTENSION[encoding]);
      return { ...base, body, encoding, varies: true };
    }
  }
  const body = await readFile(file);
  const [encoding] = acceptedEncodings(acceptEncoding);
  if (!encoding) return { ...base, body, encoding: undefined, varies: true };
  const compressed = await cachedCompression(
    `${file}:${stats.size}:${stats.mtimeMs}`,
    body,
    encoding,
  );
  return { ...base, body: compressed, encoding, varies: true };
}
