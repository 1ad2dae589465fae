import { SCHEDULE_MESSAGES } from '../messages.es.ts';
import { utcToZonedWallTime, zonedWallTimeToUtc } from './time-zone.ts';

/**
 * A scheduled post needs its minute, and a minute still to come: a time already past would
 * publish at once, which is what 'Publicado' is for.
 */
export function validateScheduledAt(publishAt: Date | null | undefined, now: Date): string | null {
  if (!publishAt || Number.isNaN(publishAt.getTime())) return SCHEDULE_MESSAGES.publishAtRequired;
  return publishAt.getTime() > now.getTime() ? null : SCHEDULE_MESSAGES.publishAtPast;
}

/**
 * The form's scheduled time, a wall-clock 'YYYY-MM-DDTHH:mm' in the blog's zone: given, a real
 * date, and still to come.
 */
export function validateScheduleInput(wall: string, zone: string, now: Date): string | null {
  if (wall.trim() === '') return SCHEDULE_MESSAGES.publishAtRequired;
  const instant = zonedWallTimeToUtc(wall, zone);
  if (!instant) return SCHEDULE_MESSAGES.publishAtInvalid;
  return validateScheduledAt(instant, now);
}

/** Where a new schedule starts in the form: the next whole hour in the blog's zone. */
export function defaultScheduleWallTime(now: Date, zone: string): string {
  const nextHour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000);
  return utcToZonedWallTime(nextHour, zone);
}
