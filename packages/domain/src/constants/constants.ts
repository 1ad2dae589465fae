/** Business constants, the one place the rest of Bitácora reads them from. */

export const ROLES = ['SUPER_ADMIN', 'ADMIN', 'AUTHOR'] as const;
export type Role = (typeof ROLES)[number];
/** The roles a blog admin can give a member: super admins are made only by the platform. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'AUTHOR'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const PLANS = ['FREE', 'PRO'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Every state a post or page is stored in. SCHEDULED goes public at its `publishAt` by the
 * server's sweep; TRASHED waits in the trash (docs/decisions/014-scheduling-and-trash.md).
 */
export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'SCHEDULED', 'TRASHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The states a form or an API body may ask for: the trash has calls of its own. */
export const WRITABLE_CONTENT_STATUSES = ['DRAFT', 'PUBLISHED', 'SCHEDULED'] as const;
export type WritableContentStatus = (typeof WRITABLE_CONTENT_STATUSES)[number];

/** How long a deleted post or page stays restorable before it is deleted for good. */
export const TRASH_RETENTION_DAYS = 30;

/** IANA zone names are short; anything longer is not one. */
export const TIME_ZONE_MAX = 64;

export const COMMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'SPAM'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

/**
 * A blog's language: its pages' words and dates, and the stemmer its search uses (the
 * `*_unaccent` text-search configurations of decision 065 exist for each).
 */
export const LANGUAGES = ['es', 'en', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const TEMPLATES = ['default', 'minimal', 'professional'] as const;
export type Template = (typeof TEMPLATES)[number];

export const MEDIA_ENTITY_TYPES = ['general', 'post', 'page', 'series'] as const;

/**
 * An image uploaded into a post, page or series not saved yet (its `entityId` empty) is removed
 * this long after its upload unless some content of its blog shows it by then.
 */
export const UNSAVED_UPLOAD_MAX_AGE_HOURS = 24;

export const MEDIA_SIZES = ['small', 'medium', 'large'] as const;

export const BILLING_INTERVALS = ['monthly', 'yearly'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const MOBILE_BREAKPOINT_PX = 768;
export const REQUEST_TIMEOUT_MS = 10_000;
export const STORAGE_KEYS = {
  authToken: 'authToken',
  authUser: 'authUser',
  activeBlog: 'activeBlog',
  colorMode: 'colorMode',
  /** The user's role in the active blog as last read, so a reload offers the same panel at once. */
  activeBlogRole: 'activeBlogRole',
  /**
   * This browser's long-lived random id, sent with login so a new device can be told from a
   * known one; logout keeps it.
   */
  deviceId: 'deviceId',
} as const;
export const CATEGORY_SLUG_MAX = 50;
/** The longest tag name, counted after trimming. */
export const TAG_NAME_MAX = 40;
/** How many tags one post may carry: enough to describe it, few enough to stay useful. */
export const TAGS_PER_POST_MAX = 20;
export const EXCERPT_MAX = 160;
/** A post's title for search results: about what Google shows before it cuts. */
export const META_TITLE_MAX = 70;
/** A post's description for search results and social cards: about what Google shows. */
export const META_DESCRIPTION_MAX = 160;
/** The longest alternative text of a post's featured image: a sentence or two, as screen readers read it. */
export const IMAGE_ALT_MAX = 250;
/** The longest caption under a post's featured image. */
export const IMAGE_CAPTION_MAX = 300;
/** An adult's silent reading speed of prose, the usual basis for a post's reading time. */
export const READING_WORDS_PER_MINUTE = 230;
export const MIN_IMAGE_WIDTH = 800;
export const MIN_IMAGE_HEIGHT = 600;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];
/** 5MB, read as 5 × 1024 × 1024 bytes. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MIN_PASSWORD_LENGTH = 6;
export const MENU_ORDER_MIN = 1;
export const MENU_ORDER_EMPTY_DEFAULT = 0;
export const SETTINGS_TOAST_MS = 3000;
export const USER_SAVED_REDIRECT_MS = 2000;
export const THEME_TOGGLE_DELAYS_MS = [100, 200] as const;
export const EDITOR_HISTORY = { depth: 100, newGroupDelayMs: 500 } as const;
/**
 * The Trusted Types policies the panel's own code creates, by name. The panel's security policy
 * lists exactly these (and its libraries' own), so no other code can make a policy to get HTML
 * or a script address past it.
 */
export const TRUSTED_TYPE_POLICIES = {
  /** Editor HTML parsed into an inert document for ProseMirror's parser. */
  editor: 'bitacora-editor',
  /** The captcha's proof-of-work worker, a file of the panel's build. */
  captchaWorker: 'bitacora-captcha-worker',
} as const;
export const SLUG_REFRESH_SUFFIX_DIGITS = 4;
export const PAGE_SLUG_FALLBACK_DIGITS = 6;
export const DEFAULTS = {
  language: 'es',
  template: 'default',
  blogTitle: 'Mi Blog',
  previewSubdomain: 'demo',
  plan: 'FREE',
  role: 'AUTHOR',
  userName: 'Usuario',
} as const satisfies {
  language: Language;
  template: Template;
  blogTitle: string;
  previewSubdomain: string;
  plan: Plan;
  role: Role;
  userName: string;
};
/**
 * The product domain blogs hang from when none is configured (`PUBLIC_DOMAIN`,
 * docs/architecture.md#environment-variables).
 */
export const DEFAULT_PUBLIC_DOMAIN = 'localhost:3000';
