import { randomUUID } from 'node:crypto';
import type { ListMediaQuery, UploadMediaFieldsData } from '@bitacora/api/schemas';
import { SERVER_MESSAGES } from '@bitacora/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { media, pages, posts, series } from '../../platform/db/schema/index.ts';
import { httpError, notFound } from '../../platform/http/errors.ts';
import type { Actor } from '../../platform/http/policy.ts';
import type { ProcessedImage, VariantName } from '../../platform/images/process-image.ts';
import { stderrLogger } from '../../platform/log/logger.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import { removeFiles } from '../../platform/storage/storage.ts';
import { offsetOf } from '../content/index.ts';

export const MEDIA_NOT_FOUND = SERVER_MESSAGES.imageNotFound;
export const ENTITY_NOT_FOUND: Record<'post' | 'page' | 'series', string> = {
  post: SERVER_MESSAGES.postNotInBlog,
  page: SERVER_MESSAGES.pageNotInBlog,
  series: SERVER_MESSAGES.seriesNotInBlog,
};

type MediaRow = typeof media.$inferSelect;
const SIZES: VariantName[] = ['small', 'medium', 'large'];

/** Every stored file of a media row, once each (a missing variant is the original). */
export function mediaKeys(row: Pick<MediaRow, 'storageKey' | 'variants'>): string[] {
  const keys = new Set([row.storageKey]);
  for (const size of SIZES) {
    const key = row.variants[size]?.key;
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Media item; `url` is the original's address. */
export function toMediaDto(row: MediaRow, storage: MediaStorage) {
  const url = storage.url(row.storageKey);
  const variant = (size: VariantName) => {
    const key = row.variants[size]?.key;
    return key ? storage.url(key) : url;
  };
  const variants = { small: variant('small'), medium: variant('medium'), large: variant('large') };
  return {
    id: row.id,
    uuid: row.uuid,
    originalName: row.originalName,
    createdAt: row.createdAt,
    entityType: row.entityType as UploadMediaFieldsData['entityType'],
    entityId: row.entityId,
    url,
    path: url,
    urls: { original: url, ...variants },
    variants,
    mimeType: row.mime,
    size: row.bytes,
    width: row.width,
    height: row.height,
  };
}

/** The post, page or series an upload is for must be the active blog's; another blog's is 404. */
async function assertEntityInBlog(db: Queryable, blog: Blog, fields: UploadMediaFieldsData) {
  if (fields.entityType === 'general' || fields.entityId === undefined) return;
  const table = { post: posts, page: pages, series }[fields.entityType] as typeof posts;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.uuid, fields.entityId), eq(table.blogId, blog.id)));
  if (!row) throw notFound(ENTITY_NOT_FOUND[fields.entityType]);
}

/** Writes the files of a processed image; on any failure removes what it wrote. */
export async function storeImage(
  storage: MediaStorage,
  prefix: string,
  image: ProcessedImage,
): Promise<{ key: string; variants: MediaRow['variants']; keys: string[] }> {
  const name = randomUUID();
  const key = `${prefix}/${name}.${image.ext}`;
  const files: [string, Uint8Array][] = [[key, image.original.bytes]];
  const variants: MediaRow['variants'] = {};
  for (const size of SIZES) {
    const v = image.variants[size];
    if (!v) continue;
    const variantKey = `${prefix}/${name}-${size}.${image.ext}`;
    files.push([variantKey, v.bytes]);
    variants[size] = {
      key: variantKey,
      width: v.width,
      height: v.height,
      bytes: v.bytes.byteLength,
    };
  }
  const written: string[] = [];
  try {
    for (const [k, bytes] of files) {
      await storage.put(k, bytes, image.mime);
      written.push(k);
    }
  } catch (error) {
    await removeFiles(storage, written);
    // The store (a bucket) failed, not the caller: say so, and log what it answered.
    (storage.logger ?? stderrLogger).error({ err: error }, 'medios: subida no guardada');
    // The cause stays on it: a start storing the demo images on a full disk says so (disk-full.ts).
    throw Object.assign(httpError(503, { error: STORAGE_UNAVAILABLE }), { cause: error });
  }
  return { key, variants, keys: written };
}

export const STORAGE_UNAVAILABLE = SERVER_MESSAGES.storageUnavailable;

/**
 * `POST /api/media/upload`: the image was checked and re-encoded by the route; this checks
 * the entity, stores the files, then the row. If the row cannot be written the files go.
 */
export async function createMedia(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  blog: Blog,
  input: { fields: UploadMediaFieldsData; originalName: string; image: ProcessedImage },
) {
  const { fields, image } = input;
  await assertEntityInBlog(db, blog, fields);
  const stored = await storeImage(storage, blog.uuid, image);
  try {
    const row = await insertMediaRow(db, {
      blogId: blog.id,
      uploadedBy: actor.userId,
      originalName: input.originalName,
      entityType: fields.entityType,
      entityId: fields.entityType === 'general' ? null : (fields.entityId ?? null),
      image,
      stored,
    });
    return toMediaDto(row, storage);
  } catch (error) {
    await removeFiles(storage, stored.keys);
    throw error;
  }
}

/** What an image's library row holds: who uploaded it, for what, and its files' sizes. */
export interface MediaRowInput {
  blogId: number;
  uploadedBy: number | null;
  originalName: string;
  entityType: MediaRow['entityType'];
  entityId: string | null;
  image: ProcessedImage;
  stored: Awaited<ReturnType<typeof storeImage>>;
}

/** The columns of a stored image's library row. */
export function mediaRowValues(input: MediaRowInput): typeof media.$inferInsert {
  const { image, stored } = input;
  return {
    blogId: input.blogId,
    uploadedBy: input.uploadedBy,
    originalName: input.originalName,
    entityType: input.entityType,
    entityId: input.entityId,
    storageKey: stored.key,
    mime: image.mime,
    width: image.original.width,
    height: image.original.height,
    bytes: image.original.bytes.byteLength,
    variants: stored.variants,
  };
}

/** The library row of a stored image. */
export async function insertMediaRow(db: Queryable, input: MediaRowInput): Promise<MediaRow> {
  const [row] = await db.insert(media).values(mediaRowValues(input)).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** `GET /api/media`: the active blog's images, newest first. */
export async function listMedia(
  db: Database,
  storage: MediaStorage,
  blog: Blog,
  input: {
    page: number;
    limit: number;
    entityType?: ListMediaQuery['entityType'];
    search?: string | undefined;
  },
) {
  const conditions: SQL[] = [eq(media.blogId, blog.id)];
  if (input.entityType) conditions.push(eq(media.entityType, input.entityType));
  if (input.search) conditions.push(ilike(media.originalName, containsPattern(input.search)));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(input.limit)
      .offset(offsetOf(input)),
    db.select({ value: count() }).from(media).where(where),
  ]);
  return { data: rows.map((row) => toMediaDto(row, storage)), total: total?.value ?? 0 };
}

/**
 * `DELETE /api/media/{id}`. Posts, pages and series that show the image (by id, or by one of
 * its addresses in `image`/`coverImage`) lose it in the same transaction as the row, so no
 * content points at a missing file; their text stays. The files go after the commit.
 */
export async function deleteMedia(db: Database, storage: MediaStorage, blog: Blog, id: number) {
  const row = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(media)
      .where(and(eq(media.id, id), eq(media.blogId, blog.id)));
    if (!found) throw notFound(MEDIA_NOT_FOUND);
    const urls = mediaKeys(found).map((key) => storage.url(key));
    await tx
      .update(posts)
      .set({ image: null, imageId: null })
      .where(and(eq(posts.blogId, blog.id), or(eq(posts.imageId, id), inArray(posts.image, urls))));
    await tx
      .update(pages)
      .set({ image: null, imageId: null })
      .where(and(eq(pages.blogId, blog.id), or(eq(pages.imageId, id), inArray(pages.image, urls))));
    await tx
      .update(series)
      .set({ coverImage: null, coverImageId: null })
      .where(
        and(
          eq(series.blogId, blog.id),
          or(eq(series.coverImageId, id), inArray(series.coverImage, urls)),
        ),
      );
    await tx.delete(media).where(and(eq(media.id, id), eq(media.blogId, blog.id)));
    return found;
  });
  await removeFiles(storage, mediaKeys(row));
}
