import { SERVER_MESSAGES } from '@bitacora/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.ts';
import type { Blog } from '../../../platform/db/rows.ts';
import { importMappings, media } from '../../../platform/db/schema/index.ts';
import { processImage } from '../../../platform/images/process-image.ts';
import type { MediaStorage } from '../../../platform/storage/storage.ts';
import { removeFiles } from '../../../platform/storage/storage.ts';
import { decodeHtmlEntities } from '../../content/index.ts';
import { insertMediaRow, storeImage } from '../../media/index.ts';

/*
 * Images an import brings in. Sources' HTML is not yet sanitised (quotes may be single or
 * missing), so the patterns here are lenient; what they rewrite is sanitised afterwards.
 */
const IMG = /<img\b[^>]*>/gi;
const SRC = /(\ssrc\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRCSET = /\s(?:srcset|sizes)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi;

/** The `src` of every image in `html`, entities decoded, in order and without repeats. */
export function imageSources(html: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(IMG)) {
    const match = SRC.exec(tag);
    const raw = match?.[2] ?? match?.[3] ?? match?.[4];
    if (raw !== undefined && raw.trim() !== '') found.add(decodeHtmlEntities(raw.trim()));
  }
  return [...found];
}

/**
 * `html` with each image whose source is in `addresses` pointing at its new address; the old
 * site's `srcset` and `sizes` go with it (the public blog writes its own from the library).
 */
export function replaceImageSources(html: string, addresses: ReadonlyMap<string, string>): string {
  if (addresses.size === 0) return html;
  return html.replace(IMG, (tag) => {
    const match = SRC.exec(tag);
    const raw = match?.[2] ?? match?.[3] ?? match?.[4];
    if (match === null || raw === undefined) return tag;
    const next = addresses.get(decodeHtmlEntities(raw.trim()));
    if (next === undefined) return tag;
    const escaped = next.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    return tag.replace(SRC, `${match[1]}"${escaped}"`).replace(SRCSET, '');
  });
}

/** The bytes behind an import's image address; throws with a Spanish reason when it can't. */
export type ImageLoader = (address: string) => Promise<{ bytes: Uint8Array; name: string }>;

export interface ImportedImageResult {
  mediaId: number;
  url: string;
  /** Brought in by this call (not found from an earlier item or run). */
  fresh: boolean;
}

/**
 * Brings images into a blog's library, each address once per import source: the mapping row
 * (kind `image`) makes a re-run, a retry or a second post with the same image reuse it. An
 * address that could not be loaded or read fails again with the same reason for the rest of
 * the run without being fetched again: a dead old site named by thousands of posts costs one
 * wait per image, not one per post. A retry of the import tries it afresh.
 *
 * Calls may overlap (the writer brings the next items' images in while it writes): a second
 * call for an address shares the first one's work, and at most `concurrency` images (2) are
 * loaded and resized at a time, which bounds the memory their bytes and sharp's work take.
 */
export function createImageImporter(deps: {
  db: Database;
  storage: MediaStorage;
  blog: Blog;
  source: string;
  uploadedBy: number | null;
  load: ImageLoader;
  concurrency?: number;
}) {
  const { db, storage, blog, source } = deps;
  const calls = new Map<string, Promise<ImportedImageResult>>();
  const slots = limiter(deps.concurrency ?? 2);

  async function mapped(address: string): Promise<ImportedImageResult | null> {
    const [row] = await db
      .select({ id: media.id, storageKey: media.storageKey })
      .from(importMappings)
      .innerJoin(media, eq(media.id, importMappings.targetId))
      .where(
        and(
          eq(importMappings.blogId, blog.id),
          eq(importMappings.source, source),
          eq(importMappings.kind, 'image'),
          eq(importMappings.sourceKey, address),
        ),
      );
    return row ? { mediaId: row.id, url: storage.url(row.storageKey), fresh: false } : null;
  }

  async function bring(address: string): Promise<ImportedImageResult> {
    const found = await mapped(address);
    if (found) return found;
    const { name, image } = await slots(async () => {
      const { bytes, name } = await deps.load(address);
      // Sizes one after the other: an import's memory matters more than each image's time.
      const image = await processImage(bytes, {
        typeMessage: SERVER_MESSAGES.imageTypeInvalid,
        sizesInTurn: true,
      });
      return { name, image };
    });
    const stored = await storeImage(storage, blog.uuid, image);
    try {
      const row = await db.transaction(async (tx) => {
        const inserted = await insertMediaRow(tx, {
          blogId: blog.id,
          uploadedBy: deps.uploadedBy,
          originalName: name.slice(0, 255) || 'imagen',
          entityType: 'general',
          entityId: null,
          image,
          stored,
        });
        await tx.insert(importMappings).values({
          blogId: blog.id,
          source,
          kind: 'image',
          sourceKey: address,
          targetId: inserted.id,
        });
        return inserted;
      });
      return { mediaId: row.id, url: storage.url(row.storageKey), fresh: true };
    } catch (error) {
      await removeFiles(storage, stored.keys);
      throw error;
    }
  }

  return function importImage(address: string): Promise<ImportedImageResult> {
    const earlier = calls.get(address);
    // the first call brought it in (or failed: the same reason again); later ones reuse it
    if (earlier) return earlier.then((image) => ({ ...image, fresh: false }));
    const call = bring(address);
    calls.set(address, call);
    return call;
  };
}

/** Runs at most `max` tasks at a time; the others wait their turn in order. */
function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < max) running += 1;
    // a finishing task hands its slot over, so none is taken twice
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
