import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPublicDate,
  normalizeLanguage,
  parseDateInput,
} from './dates.ts';

/** 13:07 UTC is 14:07 in Madrid in winter (CET) and 15:07 in summer (CEST). */
const WINTER = '2024-03-05T13:07:00Z';
const SUMMER = '2024-07-05T13:07:00Z';

describe('formatDateTime (es-ES)', () => {
  it('formats day, month, year, hour and minute in Madrid time', () => {
    expect(formatDateTime(WINTER)).toBe('05/03/2024, 14:07');
    expect(formatDateTime(SUMMER)).toBe('05/07/2024, 15:07');
  });

  it('accepts a Date, a timestamp and another zone', () => {
    expect(formatDateTime(new Date(WINTER), { timeZone: 'UTC' })).toBe('05/03/2024, 13:07');
    expect(formatDateTime(Date.parse(WINTER), { timeZone: 'America/Mexico_City' })).toBe(
      '05/03/2024, 07:07',
    );
  });

  it('crosses midnight with the zone', () => {
    expect(formatDateTime('2024-12-31T23:30:00Z')).toBe('01/01/2025, 00:30');
  });

  it("says 'Fecha no disponible' when there is no date", () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(formatDateTime(value)).toBe('Fecha no disponible');
    }
  });

  it("says 'Fecha inválida' for unreadable input", () => {
    for (const value of ['mañana', 'not-a-date', new Date(Number.NaN), Number.NaN]) {
      expect(formatDateTime(value)).toBe('Fecha inválida');
    }
  });

  it('reads the epoch as a real date', () => {
    expect(formatDateTime(0, { timeZone: 'UTC' })).toBe('01/01/1970, 00:00');
  });
});

describe('formatDate', () => {
  it('formats the date only', () => {
    expect(formatDate(WINTER)).toBe('05/03/2024');
    expect(formatDate('2024-12-31T23:30:00Z', { timeZone: 'UTC' })).toBe('31/12/2024');
    expect(formatDate(null)).toBe('Fecha no disponible');
    expect(formatDate('x')).toBe('Fecha inválida');
  });
});

describe('formatPublicDate', () => {
  it('uses the blog language', () => {
    expect(formatPublicDate(WINTER, 'es')).toBe('5 de marzo de 2024');
    expect(formatPublicDate(WINTER, 'en')).toBe('March 5, 2024');
    expect(formatPublicDate(WINTER, 'fr')).toBe('5 mars 2024');
  });

  it('falls back to Spanish for an unknown language', () => {
    expect(formatPublicDate(WINTER, 'de')).toBe('5 de marzo de 2024');
    expect(normalizeLanguage(undefined)).toBe('es');
    expect(normalizeLanguage('fr')).toBe('fr');
  });

  it('words missing and invalid dates in the blog language', () => {
    expect(formatPublicDate(null, 'en')).toBe('Date not available');
    expect(formatPublicDate('x', 'fr')).toBe('Date invalide');
    expect(formatPublicDate('', 'es')).toBe('Fecha no disponible');
  });
});

describe('parseDateInput', () => {
  it('tells missing from invalid', () => {
    expect(parseDateInput(undefined)).toBe('missing');
    expect(parseDateInput('abc')).toBe('invalid');
    expect(parseDateInput(' 2024-03-05 ')).toEqual(new Date('2024-03-05'));
  });
});
