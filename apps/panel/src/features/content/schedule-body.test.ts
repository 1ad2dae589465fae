import { describe, expect, it } from 'vitest';
import { publishAtBody } from './schedule-body.ts';

describe('publishAtBody', () => {
  it('sends the instant of the wall-clock time in the blog zone', () => {
    expect(publishAtBody('scheduled', '2027-03-28T02:30', 'Europe/Madrid')).toEqual({
      publishAt: '2027-03-28T01:30:00.000Z',
    });
    expect(publishAtBody('scheduled', '2027-07-01T21:15', 'America/Mexico_City')).toEqual({
      publishAt: '2027-07-02T03:15:00.000Z',
    });
  });

  it('sends nothing for a draft, a published save or an unreadable time', () => {
    expect(publishAtBody('draft', '2027-03-28T02:30', 'Europe/Madrid')).toEqual({});
    expect(publishAtBody('published', '2027-03-28T02:30', 'Europe/Madrid')).toEqual({});
    expect(publishAtBody('scheduled', '', 'Europe/Madrid')).toEqual({});
  });
});
