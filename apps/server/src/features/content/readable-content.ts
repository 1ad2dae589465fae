import {
  type ContentVisibility,
  freePreview,
  parseVisibility,
  type ReaderAudience,
  readsWhole,
} from '@bitacora/domain';

/** A stored post or page as far as reading it goes: its HTML and who reads it whole. */
export interface GatedItem {
  content: string;
  visibility: string;
}

/** What a reader gets of an item: its HTML, and what they lack to read the rest (null: nothing). */
export interface Readable {
  html: string;
  locked: Exclude<ContentVisibility, 'public'> | null;
}

/**
 * The one rule for what of a post or page reaches a reader (docs/decisions/059-visibility-and-paywall.md):
 * whoever may read it whole gets it whole; anyone else gets the free preview, what comes before
 * the paywall marker (nothing without one). Every surface that shows an item's text (its page,
 * the feed, the newsletter) asks here. A visibility the rule does not know is read as `paid`:
 * in doubt, the text stays closed.
 */
export function readableContent(item: GatedItem, audience: ReaderAudience): Readable {
  const visibility = parseVisibility(item.visibility) ?? 'paid';
  if (readsWhole(visibility, audience)) return { html: item.content, locked: null };
  return { html: freePreview(item.content), locked: visibility === 'public' ? null : visibility };
}
