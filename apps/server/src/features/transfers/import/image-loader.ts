import { MAX_IMAGE_BYTES } from '@bitacora/domain';
import { fetchRemoteFile } from '../../../platform/http/fetch-remote.ts';
import { type FileSource, openSource } from './archive/file-source.ts';
import type { ImageLoader } from './import-images.ts';

export const IMAGE_LOADER_MESSAGES = {
  noArchive: 'La imagen está dentro de un archivo que no se subió',
  notInArchive: 'La imagen no está en el archivo subido',
  noSiteUrl: 'Falta la dirección del sitio anterior',
  badAddress: 'La dirección de la imagen no es válida',
  tooLarge: 'La imagen supera el tamaño máximo',
} as const;

const GHOST = '__GHOST_URL__/';

/**
 * Where a Ghost image (`__GHOST_URL__/content/images/…`) sits in an export zip, which keeps them
 * under the same path; null for any other address.
 */
export function ghostArchivePath(address: string): string | null {
  return address.startsWith(GHOST) ? address.slice(GHOST.length) : null;
}

function nameOf(address: string): string {
  const last = address.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/**
 * Where an import's images come from: a path inside the uploaded archive (`archive:…`), the
 * old Ghost site (`__GHOST_URL__/…`: the export's own `content/images`, else the address the
 * admin gave), or any web address, fetched within the size, time and destination limits of
 * {@link fetchRemoteFile}. `close` releases the archive.
 */
export function createImageLoader(options: {
  archive: string | null;
  /** A zip of the old Ghost site's `content/images`, uploaded apart. */
  imagesArchive?: string | null;
  siteUrl: string | null;
  allowPrivate: boolean;
}): ImageLoader & { close(): void } {
  const opened = new Map<string, Promise<FileSource | null>>();
  const open = (file: string | null | undefined) => {
    if (!file) return Promise.resolve(null);
    let source = opened.get(file);
    if (!source) {
      source = openSource(file, { maxEntryBytes: MAX_IMAGE_BYTES }).catch(() => null);
      opened.set(file, source);
    }
    return source;
  };
  const fromArchive = async (inner: string, file: string | null | undefined = options.archive) => {
    const files = await open(file);
    if (!files?.has(inner)) return null;
    const bytes = await files.readBytes(inner);
    if (bytes.byteLength > MAX_IMAGE_BYTES) throw new Error(IMAGE_LOADER_MESSAGES.tooLarge);
    return { bytes: new Uint8Array(bytes), name: nameOf(inner) };
  };
  /** `content/images/a.jpg` in a zip of that folder: as is, from `images/`, or from inside it. */
  const fromImagesArchive = async (inner: string) => {
    const candidates = [
      inner,
      inner.replace(/^content\//, ''),
      inner.replace(/^content\/images\//, ''),
    ];
    for (const candidate of new Set(candidates)) {
      const found = await fromArchive(candidate, options.imagesArchive);
      if (found) return found;
    }
    return null;
  };
  const remote = async (address: string) => {
    const fetched = await fetchRemoteFile(address, {
      maxBytes: MAX_IMAGE_BYTES,
      allowPrivate: options.allowPrivate,
      accept: 'image/*',
    });
    return { bytes: fetched.bytes, name: nameOf(fetched.finalUrl) };
  };
  const load = async (address: string) => {
    if (address.startsWith('archive:')) {
      if (options.archive === null) throw new Error(IMAGE_LOADER_MESSAGES.noArchive);
      const found = await fromArchive(address.slice('archive:'.length));
      if (!found) throw new Error(IMAGE_LOADER_MESSAGES.notInArchive);
      return found;
    }
    const ghostPath = ghostArchivePath(address);
    if (ghostPath !== null) {
      const found = (await fromArchive(ghostPath)) ?? (await fromImagesArchive(ghostPath));
      if (found) return found;
      if (options.siteUrl === null) throw new Error(IMAGE_LOADER_MESSAGES.noSiteUrl);
      const base = `${options.siteUrl.replace(/\/+$/, '')}/`;
      return remote(new URL(ghostPath, base).href);
    }
    if (!/^https?:\/\//i.test(address)) throw new Error(IMAGE_LOADER_MESSAGES.badAddress);
    return remote(address);
  };
  return Object.assign(load, {
    close() {
      for (const source of opened.values()) void source.then((files) => files?.close());
    },
  });
}
