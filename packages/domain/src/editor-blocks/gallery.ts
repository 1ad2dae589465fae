/*
 * A gallery: several pictures shown together as a grid, stored as
 * `<figure data-gallery="grid"><img src alt>…<figcaption>…</figcaption></figure>` (the caption
 * optional). The editor reads and writes it as one block, the server's sanitiser keeps the
 * marker, the public page lays it out, and imports turn WordPress's galleries into it.
 */

/** The figure's marker attribute and its one value. */
export const GALLERY_ATTRIBUTE = 'data-gallery';
export const GALLERY_LAYOUT = 'grid';

/**
 * How many pictures a gallery made in the editor holds: fewer than two is an image, more than
 * twelve a grid no reader scrolls through. Imported galleries keep what they had.
 */
export const GALLERY_LIMITS = { min: 2, max: 12 } as const;

export interface GalleryImage {
  src: string;
  alt: string;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stored HTML of a gallery; empty when it has no picture. */
export function galleryHtml(images: readonly GalleryImage[], caption = ''): string {
  if (images.length === 0) return '';
  const pictures = images
    .map((image) => `<img src="${escapeAttribute(image.src)}" alt="${escapeAttribute(image.alt)}">`)
    .join('');
  const text = caption.trim();
  const figcaption = text ? `<figcaption>${escapeAttribute(text)}</figcaption>` : '';
  return `<figure ${GALLERY_ATTRIBUTE}="${GALLERY_LAYOUT}">${pictures}${figcaption}</figure>`;
}
