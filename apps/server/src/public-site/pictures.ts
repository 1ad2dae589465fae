import type { MediaStorage } from '../media/storage.ts';
import { escapeHtml, safeHref } from './html.ts';
import type { PictureRow } from './queries.ts';

export interface Picture {
  src: string;
  /** The largest stored size, for Open Graph and feeds. */
  large: string;
  srcset: string | null;
  width: number | null;
  height: number | null;
}

const ORDER = ['small', 'medium', 'large'] as const;

/** A post's, page's or series' picture with the sizes the media library made of it. */
export function toPicture(row: PictureRow, storage: MediaStorage): Picture | null {
  const src = safeHref(row.url);
  if (!src) return null;
  // The stored address is what the author picked; the sizes belong to it only if it is theirs.
  const own = row.storageKey !== null && row.url === storage.url(row.storageKey);
  if (!own || !row.variants) return { src, large: src, srcset: null, width: null, height: null };
  const sizes = ORDER.flatMap((name) => {
    const variant = row.variants?.[name];
    return variant ? [{ url: storage.url(variant.key), width: variant.width }] : [];
  });
  const largest = sizes.at(-1);
  const candidates = [...sizes];
  if (row.width && (!largest || row.width > largest.width)) {
    candidates.push({ url: src, width: row.width });
  }
  return {
    src: sizes.find((size) => size.width >= 960)?.url ?? largest?.url ?? src,
    large: largest?.url ?? src,
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
