import { escapeHtml, safeHref } from '../../platform/http/html.ts';
import type { MediaStorage } from '../../platform/storage/storage.ts';
import type { PictureRow } from './queries.ts';

export interface Picture {
  src: string;
  /** The largest stored size, for Open Graph and feeds. */
  large: string;
  /** A stored file and its true size, for a feed's enclosure; null for an address elsewhere. */
  file?: { url: string; bytes: number } | null;
  srcset: string | null;
  width: number | null;
  height: number | null;
}

const ORDER = ['small', 'medium', 'large'] as const;

/** A post's, page's or series' picture with the sizes the media library made of it. */
export function toPicture(row: PictureRow, storage: Pick<MediaStorage, 'url'>): Picture | null {
  const src = safeHref(row.url);
  if (!src) return null;
  // The stored address is what the author picked; the sizes belong to it only if it is theirs.
  const own = row.storageKey !== null && row.url === storage.url(row.storageKey);
  const original = own && typeof row.bytes === 'number' ? { url: src, bytes: row.bytes } : null;
  if (!own || !row.variants) {
    return { src, large: src, file: original, srcset: null, width: null, height: null };
  }
  const sizes = ORDER.flatMap((name) => {
    const variant = row.variants?.[name];
    return variant
      ? [{ url: storage.url(variant.key), width: variant.width, bytes: variant.bytes }]
      : [];
  });
  const largest = sizes.at(-1);
  const candidates: { url: string; width: number }[] = [...sizes];
  if (row.width && (!largest || row.width > largest.width)) {
    candidates.push({ url: src, width: row.width });
  }
  return {
    src: sizes.find((size) => size.width >= 960)?.url ?? largest?.url ?? src,
    large: largest?.url ?? src,
    // Sizes stored before their bytes were recorded fall back to the original, whose size is known.
    file: largest?.bytes !== undefined ? { url: largest.url, bytes: largest.bytes } : original,
    srcset:
      candidates.length > 0
        ? candidates.map((c) => `${escapeHtml(c.url)} ${c.width}w`).join(', ')
        : null,
    width: row.width,
    height: row.height,
  };
}

/** An `<img>` with its sizes; below the fold it loads lazily. */
export function imageTag(
  picture: Picture,
  options: { alt: string; sizes: string; eager?: boolean; className?: string },
): string {
  const attrs = [
    `src="${escapeHtml(picture.src)}"`,
    picture.srcset ? `srcset="${picture.srcset}" sizes="${escapeHtml(options.sizes)}"` : '',
    picture.width && picture.height ? `width="${picture.width}" height="${picture.height}"` : '',
    `alt="${escapeHtml(options.alt)}"`,
    options.eager ? 'fetchpriority="high"' : 'loading="lazy"',
    'decoding="async"',
    options.className ? `class="${options.className}"` : '',
  ];
  return `<img ${attrs.filter(Boolean).join(' ')}>`;
}
