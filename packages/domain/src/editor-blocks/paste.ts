/**
 * docs/product.md#editor-blocks: the most a single paste may bring (HTML or text, in UTF-16 code
 * units). A post's whole body travels in a 2 MB request, and parsing far more freezes the tab.
 */
export const PASTE_MAX_CHARS = 1_000_000;

/** Is a paste of this HTML and text too large to take? */
export function isPasteTooLarge(paste: { html?: string | null; text?: string | null }): boolean {
  return (paste.html?.length ?? 0) > PASTE_MAX_CHARS || (paste.text?.length ?? 0) > PASTE_MAX_CHARS;
}
