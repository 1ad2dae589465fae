/** Preview links: what they show and how long they last (docs/product.md#draft-preview). */
export const PREVIEW_KINDS = ['post', 'page'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** A shared link's lifetimes to choose from, in days; the first is the default. */
export const SHARED_PREVIEW_DAYS = [7, 1, 30] as const;
export type SharedPreviewDays = (typeof SHARED_PREVIEW_DAYS)[number];
export const DEFAULT_SHARED_PREVIEW_DAYS: SharedPreviewDays = SHARED_PREVIEW_DAYS[0];
/** A member's own 'Vista previa' is opened at once and reloaded while editing: an afternoon. */
export const OWN_PREVIEW_HOURS = 4;

/** The public path of a preview on the blog's host. */
export const PREVIEW_PATH_PREFIX = '/vista-previa/';
export const previewPath = (token: string) => `${PREVIEW_PATH_PREFIX}${token}`;

/** When a link made at `now` for `days` (or a member's own) stops working. */
export function previewExpiry(now: Date, lifetime: { days: number } | 'own'): Date {
  const ms = lifetime === 'own' ? OWN_PREVIEW_HOURS * 3_600_000 : lifetime.days * 86_400_000;
  return new Date(now.getTime() + ms);
}
