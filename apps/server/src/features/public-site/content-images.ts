import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { media } from '../../platform/db/schema/index.ts';
import { keyFromMediaUrl, type MediaStorage } from '../../platform/storage/storage.ts';
import { decodeHtmlEntities } from '../content/index.ts';
import { imageTag, type Picture, toPicture } from './pictures.ts';

/*
 * Images inside a post's or page's HTML. The stored HTML has passed the sanitiser, so every
 * attribute is written `name="value"` with quotes escaped; that is what the patterns read.
 */
const IMG = /<img\b[^>]*>/gi;
const ATTRIBUTE = /([a-zA-Z][\w-]*)="([^"]*)"/g;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
    attributes[(name as string).toLowerCase()] = decodeHtmlEntities(value as string);
  }
  return attributes;
}

/** The media-library keys of the images in `html` that this storage serves. */
export function contentImageKeys(html: string, storage: MediaStorage): string[] {
  const keys = new Set<string>();
  for (const [tag] of html.matchAll(IMG)) {
    const src = attributesOf(tag).src;
    const key = src ? keyFromMediaUrl(src) : null;
    if (key && storage.url(key) === src) keys.add(key);
  }
  return [...keys];
}

/** The blog's own pictures among `keys`, with the sizes the media library made of them. */
export async function loadContentPictures(
  db: Database,
  storage: MediaStorage,
  blogId: number,
  keys: string[],
): Promise<Map<string, Picture>> {
  const pictures = new Map<string, Picture>();
  if (keys.length === 0) return pictures;
  const rows = await db
    .select({
      storageKey: media.storageKey,
      width: media.width,
      height: media.height,
      variants: media.variants,
    })
    .from(media)
    .where(and(eq(media.blogId, blogId), inArray(media.storageKey, keys)));
  for (const row of rows) {
    const picture = toPicture({ ...row, url: storage.url(row.storageKey) }, storage);
    if (picture) pictures.set(storage.url(row.storageKey), picture);
  }
  return pictures;
}

/**
 * Rewrites the images of an article for reading: the library's own get `srcset`/`sizes` and
 * their width and height (no layout shift); every image but a leading one loads lazily.
 */
export function renderContentImages(
  html: string,
  pictures: Map<string, Picture>,
  options: { sizes: string; eagerFirst: boolean },
): string {
  let index = 0;
  return html.replace(IMG, (tag) => {
    const eager = options.eagerFirst && index === 0;
    index += 1;
    const attributes = attributesOf(tag);
    const picture = attributes.src ? pictures.get(attributes.src) : undefined;
    if (picture) {
      return imageTag(picture, { alt: attributes.alt ?? '', sizes: options.sizes, eager });
    }
    if (eager || /\bloading=/i.test(tag)) return tag;
    return tag.replace(/^<img\b/i, '<img loading="lazy" decoding="async"');
  });
}

/** Loads and rewrites in one step: what the post and page views show. */
export async function contentWithPictures(
  ctx: { db: Database; storage: MediaStorage },
  blogId: number,
  html: string,
  options: { sizes: string; eagerFirst: boolean },
): Promise<string> {
  const keys = contentImageKeys(html, ctx.storage);
  const pictures = await loadContentPictures(ctx.db, ctx.storage, blogId, keys);
  return renderContentImages(html, pictures, options);
}
