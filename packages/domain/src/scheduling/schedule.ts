import { SCHEDULE_MESSAGES } from '../messages.es.ts';

/**
 * A scheduled post needs its minute, and a minute still to come: a time already past would
 * publish at once, which is what 'Publicado' is for.
 */
export function validateScheduledAt(publishAt: Date | null | undefined, now: Date): string | null {
  if (!publishAt || Number.isNaN(publishAt.getTime())) return SCHEDULE_MESSAGES.publishAtRequired;
  return publishAt.getTime() > now.getTime() ? null : SCHEDULE_MESSAGES.publishAtPast;
}
