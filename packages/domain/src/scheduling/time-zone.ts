import { TIME_ZONE_MAX } from '../constants/constants.ts';
import { SCHEDULE_MESSAGES } from '../messages.es.ts';

/** 'Europe/Madrid', 'America/Argentina/Buenos_Aires', 'UTC': names, never bare offsets. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** True for an IANA zone name the runtime knows ('Europe/Madrid'); offsets are refused. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > TIME_ZONE_MAX || !ZONE_NAME.test(value)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The blog's time zone setting: a known IANA name. */
export function validateTimeZone(value: unknown): string | null {
  return isTimeZone(value) ? null : SCHEDULE_MESSAGES.timeZoneInvalid;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let cached = partsFormatters.get(zone);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(zone, cached);
  }
  return cached;
}

/** The wall clock of `zone` at the instant, as milliseconds of the same reading in UTC. */
function wallClockMs(instantMs: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
}

/** How far `zone` is ahead of UTC at the instant, in milliseconds (Madrid: 1 h or 2 h). */
function offsetMs(instantMs: number, zone: string): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(wholeSecond, zone) - wholeSecond;
}

/** A local date and time as the form's `datetime-local` gives it: 'YYYY-MM-DDTHH:mm'. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time in `zone` names, or null for text that is no date.
 *
 * Twice a year the clock is not one-to-one (docs/decisions/014-scheduling-and-trash.md):
 * - a time the clock skips (Madrid, last Sunday of March, 02:00–02:59) is moved forward by the
 *   jump: 02:30 is read as 03:30 summer time, the minute the clock says once it has jumped;
 * - a time the clock shows twice (last Sunday of October, 02:00–02:59) is the first of the two,
 *   summer time, the earlier instant.
 * Both are what JavaScript's Temporal calls the 'compatible' reading.
 */
export function zonedWallTimeToUtc(wall: string, zone: string): Date | null {
  const match = WALL_TIME.exec(wall.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  // 31 February or 24:00 roll over in Date.UTC: refused, not moved.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59
  ) {
    return null;
  }
  // Offsets in force half a day either side: transitions are never that close together.
  const before = offsetMs(asUtc - 12 * 3_600_000, zone);
  const after = offsetMs(asUtc + 12 * 3_600_000, zone);
  const candidates = [asUtc - before, asUtc - after]
    .filter((instant) => wallClockMs(instant, zone) === asUtc)
    .sort((a, b) => a - b);
  // None: the skipped hour, read with the offset before the jump (so it lands after it).
  return new Date(candidates[0] ?? asUtc - before);
}

/** The instant as the form's `datetime-local` value in `zone`: 'YYYY-MM-DDTHH:mm'. */
export function utcToZonedWallTime(instant: Date, zone: string): string {
  return new Date(wallClockMs(instant.getTime(), zone)).toISOString().slice(0, 16);
}

/**
 * The zones the settings offer, by name ('America/Argentina/Buenos_Aires' shown with spaces),
 * with the blog's current one always among them.
 */
export function timeZoneChoices(current: string): { value: string; label: string }[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...new Set([...known, 'UTC', current])].filter(isTimeZone).sort();
  return zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
