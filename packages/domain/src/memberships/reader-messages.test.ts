import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/constants.ts';
import { READER_MEMBERSHIP_MESSAGES } from './reader-messages.ts';

/** A line as a reader reads it; a set of labels (the payments' states) as all of them. */
const said = (
  value: string | ((arg: string, other: string) => string) | Readonly<Record<string, string>>,
): string =>
  typeof value === 'function'
    ? value('«X»', '«Y»')
    : typeof value === 'string'
      ? value
      : Object.values(value).join(' | ');

describe('readers’ membership and tip messages', () => {
  it('say every line in every language, with what they are given', () => {
    for (const language of LANGUAGES) {
      for (const [key, value] of Object.entries(READER_MEMBERSHIP_MESSAGES[language])) {
        const text = said(value);
        expect(text.trim(), `${language}.${key}`).not.toBe('');
        if (typeof value === 'function') expect(text, `${language}.${key}`).toContain('«X»');
      }
    }
  });

  it('never leave a Spanish line in the English or French set', () => {
    const es = READER_MEMBERSHIP_MESSAGES.es;
    for (const language of ['en', 'fr'] as const) {
      const other = READER_MEMBERSHIP_MESSAGES[language];
      for (const key of Object.keys(es) as (keyof typeof es)[]) {
        expect(said(other[key]), `${language}.${key}`).not.toBe(said(es[key]));
      }
    }
  });
});
