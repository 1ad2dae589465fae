import { describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES } from '../messages.es.ts';
import { defaultScheduleWallTime, validateScheduledAt, validateScheduleInput } from './schedule.ts';
import {
  isTimeZone,
  timeZoneChoices,
  utcToZonedWallTime,
  validateTimeZone,
  zonedWallTimeToUtc,
} from './time-zone.ts';
import { isGoneFromBlog, trashCutoff, trashExpiresAt } from './trash.ts';

const MADRID = 'Europe/Madrid';

describe('zonedWallTimeToUtc', () => {
  it('reads winter and summer time in Madrid', () => {
    expect(zonedWallTimeToUtc('2027-01-15T10:00', MADRID)?.toISOString()).toBe(
      '2027-01-15T09:00:00.000Z',
    );
    expect(zonedWallTimeToUtc('2027-07-15T10:00', MADRID)?.toISOString()).toBe(
      '2027-07-15T08:00:00.000Z',
    );
  });

  it('reads the minutes either side of the spring jump (28 March 2027)', () => {
    expect(zonedWallTimeToUtc('2027-03-28T01:59', MADRID)?.toISOString()).toBe(
      '2027-03-28T00:59:00.000Z',
    );
    expect(zonedWallTimeToUtc('2027-03-28T03:00', MADRID)?.toISOString()).toBe(
      '2027-03-28T01:00:00.000Z',
    );
  });

  it('moves a skipped time forward by the jump: 02:30 is 03:30 summer time', () => {
    const instant = zonedWallTimeToUtc('2027-03-28T02:30', MADRID);
    expect(instant?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(utcToZonedWallTime(instant as Date, MADRID)).toBe('2027-03-28T03:30');
  });

  it('takes the first of a repeated time in autumn (31 October 2027): summer time', () => {
    expect(zonedWallTimeToUtc('2027-10-31T02:30', MADRID)?.toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
    expect(zonedWallTimeToUtc('2027-10-31T03:00', MADRID)?.toISOString()).toBe(
      '2027-10-31T02:00:00.000Z',
    );
  });

  it('reads other zones, UTC included', () => {
    expect(zonedWallTimeToUtc('2027-03-28T02:30', 'UTC')?.toISOString()).toBe(
      '2027-03-28T02:30:00.000Z',
    );
    expect(zonedWallTimeToUtc('2027-06-01T12:00', 'America/Mexico_City')?.toISOString()).toBe(
      '2027-06-01T18:00:00.000Z',
    );
  });

  it('refuses text that is not a date and time', () => {
    expect(zonedWallTimeToUtc('mañana', MADRID)).toBeNull();
    expect(zonedWallTimeToUtc('2027-02-31T10:00', MADRID)).toBeNull();
    expect(zonedWallTimeToUtc('2027-02-10T24:00', MADRID)).toBeNull();
    expect(zonedWallTimeToUtc('2027-02-10T10:60', MADRID)).toBeNull();
  });
});

describe('utcToZonedWallTime', () => {
  it('shows an instant as the wall clock of the zone, both sides of the autumn change', () => {
    expect(utcToZonedWallTime(new Date('2027-10-31T00:30:00Z'), MADRID)).toBe('2027-10-31T02:30');
    expect(utcToZonedWallTime(new Date('2027-10-31T01:30:00Z'), MADRID)).toBe('2027-10-31T02:30');
    expect(utcToZonedWallTime(new Date('2027-10-31T02:30:00Z'), MADRID)).toBe('2027-10-31T03:30');
  });
});

describe('time zone setting', () => {
  it('takes IANA names the runtime knows', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(validateTimeZone('Atlantic/Canary')).toBeNull();
  });

  it('refuses unknown names, offsets and other values', () => {
    expect(validateTimeZone('Europe/Narnia')).toBe(SCHEDULE_MESSAGES.timeZoneInvalid);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
    expect(isTimeZone(`Europe/${'a'.repeat(80)}`)).toBe(false);
  });
});

describe('validateScheduledAt', () => {
  const now = new Date('2027-01-01T10:00:00Z');
  it('needs a time still to come', () => {
    expect(validateScheduledAt(new Date('2027-01-01T10:01:00Z'), now)).toBeNull();
    expect(validateScheduledAt(now, now)).toBe(SCHEDULE_MESSAGES.publishAtPast);
    expect(validateScheduledAt(null, now)).toBe(SCHEDULE_MESSAGES.publishAtRequired);
    expect(validateScheduledAt(new Date(Number.NaN), now)).toBe(
      SCHEDULE_MESSAGES.publishAtRequired,
    );
  });
});

describe('trash', () => {
  it('keeps an item 30 days', () => {
    const trashedAt = new Date('2027-01-01T10:00:00Z');
    expect(trashExpiresAt(trashedAt).toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(trashCutoff(new Date('2027-01-31T10:00:00Z')).toISOString()).toBe(
      trashedAt.toISOString(),
    );
  });

  it('is gone from the blog (410) only when it was published before the trash', () => {
    expect(isGoneFromBlog({ status: 'TRASHED', statusBeforeTrash: 'PUBLISHED' })).toBe(true);
    expect(isGoneFromBlog({ status: 'TRASHED', statusBeforeTrash: 'DRAFT' })).toBe(false);
    expect(isGoneFromBlog({ status: 'TRASHED', statusBeforeTrash: 'SCHEDULED' })).toBe(false);
    expect(isGoneFromBlog({ status: 'PUBLISHED', statusBeforeTrash: null })).toBe(false);
  });
});

describe('validateScheduleInput', () => {
  const now = new Date('2027-03-27T12:00:00Z');
  it('reads the wall time in the zone and needs it to come', () => {
    expect(validateScheduleInput('2027-03-28T02:30', MADRID, now)).toBeNull();
    expect(validateScheduleInput('2027-03-27T13:00', MADRID, now)).toBe(
      SCHEDULE_MESSAGES.publishAtPast,
    );
    expect(validateScheduleInput('', MADRID, now)).toBe(SCHEDULE_MESSAGES.publishAtRequired);
    expect(validateScheduleInput('2027-13-01T10:00', MADRID, now)).toBe(
      SCHEDULE_MESSAGES.publishAtInvalid,
    );
  });

  it('starts a new schedule at the next whole hour of the zone', () => {
    expect(defaultScheduleWallTime(new Date('2027-03-27T12:20:00Z'), MADRID)).toBe(
      '2027-03-27T14:00',
    );
  });
});

describe('timeZoneChoices', () => {
  it('offers the known zones with the current one among them, names spaced', () => {
    const choices = timeZoneChoices('Europe/Madrid');
    expect(choices).toContainEqual({ value: 'Europe/Madrid', label: 'Europe/Madrid' });
    expect(choices).toContainEqual({ value: 'America/Mexico_City', label: 'America/Mexico City' });
    expect(choices.some((choice) => choice.value === 'UTC')).toBe(true);
  });
});
