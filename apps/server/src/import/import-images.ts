import { and, eq } from 'drizzle-orm';
import { decodeHtmlEntities } from '../content/sanitize-html.ts';
import type { Database } from '../db/client.ts';
import type { Blog } from '../db/rows.ts';
import { importMappings, media } from '../db/schema/index.ts';
import { processImage } from '../media/process-image.ts';
import type { MediaStorage } from '../media/storage.ts';
import { insertMediaRow, removeFiles, storeImage } from '../services/media.service.ts';

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
 */
export function createImageImporter(deps: {
  db: Database;
  storage: MediaStorage;
  blog: Blog;
  source: string;
  uploadedBy: number | null;
  load: ImageLoader;
}) {
  const { db, storage, blog, source } = deps;
  const known = new Map<string, ImportedImageResult>();
  const failed = new Map<string, unknown>();

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

  return async function importImage(address: string): Promise<ImportedImageResult> {
    if (failed.has(address)) throw failed.get(address);
    const cached = known.get(address) ?? (await mapped(address));
    if (cached) {
      known.set(address, cached);
      return { ...cached, fresh: false };
    }
    let loaded: { name: string; image: Awaited<ReturnType<typeof processImage>> };
    try {
      const { bytes, name } = await deps.load(address);
      loaded = { name, image: await processImage(bytes) };
    } catch (error) {
      failed.set(address, error);
      throw error;
    }
    const { name, image } = loaded;
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
      const result = { mediaId: row.id, url: storage.url(row.storageKey), fresh: true };
      known.set(address, result);
      return result;
    } catch (error) {
      await removeFiles(storage, stored.keys);
      throw error;
    }
  };
}
