import { TRASH_RETENTION_DAYS } from '../constants/constants.ts';

const DAY_MS = 24 * 60 * 60_000;

/** When a post or page trashed at `trashedAt` is deleted for good. */
export function trashExpiresAt(trashedAt: Date): Date {
  return new Date(trashedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** Items trashed before this instant are past their time in the trash. */
export function trashCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
}

/**
 * Whether a post or page answers 410 Gone at its addresses, current and old: it is in the trash
 * and was public before. A trashed draft or schedule never had a public address (404).
 */
export function isGoneFromBlog(item: { status: string; statusBeforeTrash: string | null }) {
  return item.status === 'TRASHED' && item.statusBeforeTrash === 'PUBLISHED';
}
