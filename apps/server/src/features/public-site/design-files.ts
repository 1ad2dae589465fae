import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  FONT_SUBSETS,
  FONT_WEIGHTS,
  type FontFamily,
  fontFamily,
  fontFileName,
} from '@bitacora/domain';
import { LruCache } from '../../platform/cache/lru-cache.ts';
import { BLOG_SECURITY_HEADERS } from '../../platform/http/security-headers.ts';
import { squarePng } from '../../platform/images/process-image.ts';
import { type MediaStorage, readStoredFile } from '../../platform/storage/storage.ts';
import type { Site } from './site.ts';
import { FONTS_PATH } from './templates/design.ts';
import { iconSide } from './templates/icons.ts';

/*
 * The binary files of a blog's design, from its own host: the curated fonts (WOFF2, read from
 * the `@fontsource/*` packages the server depends on) and the icon's sizes (made from the library
 * image once and kept in memory). Nothing else is read: a path names one of the known files or
 * nothing.
 */

const require = createRequire(import.meta.url);
const FONT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Icons are addressed with their image's id, but `/apple-touch-icon.png` is also asked bare. */
const ICON_CACHE_CONTROL = 'public, max-age=86400';

/** The font and file a `/fonts/<id>/<file>` path names, or null for any other path. */
function fontOf(path: string): { font: FontFamily; file: string } | null {
  const [id, file, ...rest] = path.slice(FONTS_PATH.length).split('/');
  const font = fontFamily(id);
  if (!font || file === undefined || rest.length > 0) return null;
  const known = FONT_WEIGHTS.some((weight) =>
    FONT_SUBSETS.some((subset) => fontFileName(font.id, subset, weight) === file),
  );
  return known ? { font, file } : null;
}

/** At most 12 families × 4 files, read once each. */
const fontFiles = new Map<string, Promise<Uint8Array>>();

function readFont(font: FontFamily, file: string): Promise<Uint8Array> {
  const key = `${font.id}/${file}`;
  let bytes = fontFiles.get(key);
  if (!bytes) {
    bytes = readFile(require.resolve(`@fontsource/${font.id}/files/${file}`)).then(
      (data) => new Uint8Array(data),
    );
    bytes.catch(() => fontFiles.delete(key));
    fontFiles.set(key, bytes);
  }
  return bytes;
}

export interface DesignFiles {
  /** Whether the path is one of the design's files (a font's, an icon's). */
  handles(path: string): boolean;
  /** The file's answer, or null when the blog has no such file (the caller answers 404). */
  answer(site: Site, path: string, method: string): Promise<Response | null>;
}

function fileResponse(bytes: Uint8Array, type: string, cacheControl: string, method: string) {
  return new Response(method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers: {
      ...BLOG_SECURITY_HEADERS,
      'content-type': type,
      'content-length': String(bytes.byteLength),
      'cache-control': cacheControl,
    },
  });
}

export function createDesignFiles(storage: MediaStorage): DesignFiles {
  /** The icons made, by stored image and size: four sizes of a few hundred blogs. */
  const icons = new LruCache<Uint8Array>({ maxBytes: 16 * 1024 * 1024 });
  /** Icons being made now: two requests for the same size share one rendering. */
  const making = new Map<string, Promise<Uint8Array | null>>();

  async function icon(storageKey: string, side: number): Promise<Uint8Array | null> {
    const key = `${storageKey}:${side}`;
    const kept = icons.get(key);
    if (kept) return kept;
    let pending = making.get(key);
    if (!pending) {
      pending = (async () => {
        // A store that cannot answer now (a bucket away) leaves the icon out, as if it were gone.
        const original = await readStoredFile(storage, storageKey).catch(() => null);
        const png = original ? await squarePng(original, side) : null;
        if (png) icons.set(key, png, png.byteLength);
        return png;
      })().finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  return {
    handles: (path) => path.startsWith(FONTS_PATH) || iconSide(path) !== null,
    async answer(site, path, method) {
      if (path.startsWith(FONTS_PATH)) {
        const found = fontOf(path);
        if (!found) return null;
        return fileResponse(
          await readFont(found.font, found.file),
          'font/woff2',
          FONT_CACHE_CONTROL,
          method,
        );
      }
      const side = iconSide(path);
      if (side === null || site.icon === null) return null;
      const png = await icon(site.icon.storageKey, side);
      return png ? fileResponse(png, 'image/png', ICON_CACHE_CONTROL, method) : null;
    },
  };
}
