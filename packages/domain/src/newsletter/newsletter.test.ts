import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_FREE_LIMIT,
  newsletterRecipientLimit,
  newsletterRecipients,
  newsletterRetryDelayMs,
  subscriberState,
} from './newsletter.ts';

describe('the newsletter rules', () => {
  it('limits FREE blogs to the oldest confirmed subscribers and PRO to none', () => {
    expect(newsletterRecipientLimit('FREE')).toBe(NEWSLETTER_FREE_LIMIT);
    expect(newsletterRecipientLimit(undefined)).toBe(NEWSLETTER_FREE_LIMIT);
    expect(newsletterRecipientLimit('PRO')).toBeNull();
    const list = Array.from({ length: NEWSLETTER_FREE_LIMIT + 2 }, (_, i) => i);
    expect(newsletterRecipients(list, 'FREE')).toEqual(list.slice(0, NEWSLETTER_FREE_LIMIT));
    expect(newsletterRecipients(list, 'PRO')).toEqual(list);
  });

  it('names the state and backs off retries up to an hour', () => {
    const at = new Date();
    expect(subscriberState({ confirmedAt: null, unsubscribedAt: null })).toBe('PENDING');
    expect(subscriberState({ confirmedAt: at, unsubscribedAt: null })).toBe('CONFIRMED');
    expect(subscriberState({ confirmedAt: at, unsubscribedAt: at })).toBe('UNSUBSCRIBED');
    expect([1, 2, 3].map(newsletterRetryDelayMs)).toEqual([60_000, 120_000, 240_000]);
    expect(newsletterRetryDelayMs(20)).toBe(60 * 60_000);
  });
});
