import type { ContentVisibility } from '@bitacora/domain';
/**
 * What every import format is read into before anything is written: one stream of records in a
 * shape of our own, so the writer (one for all formats) knows nothing of WordPress, Ghost,
 * Substack or Markdown. A parser yields each author, category and tag before the first item that
 * names it; items come one at a time so a 10 000-post export is never held whole in memory.
 *
 * Keys are the source's own stable identifiers (a WordPress post id, a Ghost id, a Substack
 * post_id, a Markdown file's path): re-running an import finds what a key already created.
 */

export type ImportFormat = 'wordpress' | 'ghost' | 'substack' | 'markdown' | 'bitacora';

export interface ImportedAuthor {
  key: string;
  name: string;
  /** Lower-cased; null when the source has none (such an author is reported and not invited). */
  email: string | null;
  /** The source's login or slug, when it has one. */
  login: string | null;
}

export interface ImportedTerm {
  key: string;
  name: string;
  /** As the source has it; the writer makes it valid and unique for the blog. */
  slug: string;
  description: string;
  parentKey: string | null;
}

/**
 * An image the item uses. `url` is absolute (`https://…`), a path inside the uploaded archive
 * (`archive:images/a.jpg`), or a Ghost `__GHOST_URL__/content/images/…` address, which the writer
 * resolves with the old site's address or an archive of its images.
 */
export interface ImportedImage {
  url: string;
  alt: string;
  caption: string;
}

export type ImportedCommentStatus = 'approved' | 'pending' | 'spam' | 'trash';

export interface ImportedComment {
  key: string;
  /** The comment this one answers, by key; null for a comment on the post itself. */
  parentKey: string | null;
  authorName: string;
  authorEmail: string | null;
  authorUrl: string | null;
  /** Plain text or simple HTML, as the source has it; the writer cleans it. */
  content: string;
  status: ImportedCommentStatus;
  createdAt: Date;
}

export type ImportedStatus = 'draft' | 'published' | 'scheduled';

export interface ImportedItem {
  kind: 'post' | 'page';
  key: string;
  title: string;
  /** The source's slug; null when it has none (the writer derives one from the title). */
  slug: string | null;
  /**
   * Plain HTML: shortcodes, block comments, Lexical or Mobiledoc already turned into ordinary
   * elements. Not yet sanitised; image `src`s are as in `ImportedImage.url`.
   */
  html: string;
  excerpt: string;
  status: ImportedStatus;
  /** When it was or will be published (a scheduled item's moment); null for a draft. */
  publishedAt: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
  authorKey: string | null;
  /** In the source's order; the blog keeps one category per post (the first). */
  categoryKeys: string[];
  tagKeys: string[];
  featuredImage: ImportedImage | null;
  metaTitle: string;
  metaDescription: string;
  comments: ImportedComment[];
  /**
   * Where the item was on its previous site (its permalink, absolute or a path): kept as old
   * addresses of the item, so links to them lead to it.
   */
  oldAddresses?: string[];
  /**
   * Why an item the source kept from the public (private, behind a password, for members, pending
   * review) is imported as a draft; the report of the import repeats it.
   */
  draftBecause?: string;
  /**
   * Who the source let read the item whole (docs/decisions/059-visibility-and-paywall.md):
   * absent or public for everyone. A PRO blog keeps it, with its status; any other blog gets
   * such an item as a draft, so nothing becomes public by moving.
   */
  visibility?: ContentVisibility;
  /** A paid item's chosen tiers (Bitácora's own exports); kept when they are the blog's tiers. */
  visibilityTiers?: string[];
  /** A paid item's chosen tiers by name (Ghost's): the blog's tiers of those names open it. */
  visibilityTierNames?: string[];
  /**
   * The item's language as the source names it (`en`, `en_US`, `pt-br`); the writer keeps it
   * when it is one of the blog's four and gives the blog's main one otherwise.
   */
  language?: string | null;
  /**
   * The source's key of the item's translation group (a Polylang `post_translations` term, a
   * WPML translation group, a Bitácora group's uuid): items of one key become versions of one
   * text.
   */
  translationKey?: string | null;
  /** The series the post belongs to, by key, and its number in it (Bitácora's own exports). */
  seriesKey?: string | null;
  sequenceNumber?: number | null;
}

/** A series of posts (Bitácora's own exports); its posts name it by key. */
export interface ImportedSeries {
  key: string;
  title: string;
  slug: string;
  description: string;
  coverImage: ImportedImage | null;
}

/**
 * One entry of the blog's menu; a child names its parent by key. Entries come in the menu's
 * order, each parent before its children, and are numbered on after the blog's own.
 */
export interface ImportedMenuItem {
  key: string;
  label: string;
  url: string;
  parentKey: string | null;
  icon: string | null;
}

/**
 * The old blog's design (decision 061), from a Bitácora export: the writer applies each field
 * the source set, by the domain's rules, and brings the logo and icon into the library.
 */
export interface ImportedDesign {
  accentColor: string | null;
  headingFont: string | null;
  bodyFont: string | null;
  customCss: string | null;
  logo: ImportedImage | null;
  favicon: ImportedImage | null;
  /** The layout options as exported (null: none, the blog keeps its own). */
  layout?: Record<string, unknown> | null;
  cover?: ImportedImage | null;
  socialImage?: ImportedImage | null;
  /** PRO: applied only to a PRO blog, by the settings' rules. */
  codeInjectionHead?: string | null;
  codeInjectionFoot?: string | null;
  scriptOrigins?: string[];
}

export type ImportRecord =
  | { type: 'author'; author: ImportedAuthor }
  | { type: 'category'; term: ImportedTerm }
  | { type: 'tag'; term: ImportedTerm }
  | { type: 'series'; series: ImportedSeries }
  | { type: 'menu'; item: ImportedMenuItem }
  | { type: 'item'; item: ImportedItem }
  | { type: 'design'; design: ImportedDesign };

/** Something in the file that was read but cannot be imported, with why (Spanish, for the report). */
export interface ImportWarning {
  key: string | null;
  message: string;
}

/** An item with nothing but what identifies it: a reader fills in what its source has. */
export function importedItem(
  fields: Pick<ImportedItem, 'kind' | 'key' | 'title'> & Partial<ImportedItem>,
): ImportedItem {
  return {
    slug: null,
    html: '',
    excerpt: '',
    status: 'draft',
    publishedAt: null,
    createdAt: null,
    updatedAt: null,
    authorKey: null,
    categoryKeys: [],
    tagKeys: [],
    featuredImage: null,
    metaTitle: '',
    metaDescription: '',
    comments: [],
    ...fields,
  };
}
