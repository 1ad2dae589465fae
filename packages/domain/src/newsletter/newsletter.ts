import { normalizePlan } from '../plans/plans.ts';

/*
 * A blog's email subscribers and its 'new post' mail (docs/decisions/030-newsletter.md).
 */

/** How many confirmed subscribers a FREE blog's 'new post' mail reaches: the oldest first. */
export const NEWSLETTER_FREE_LIMIT = 500;

/** The most subscribers one post's mail goes to on the plan; null is no limit (PRO). */
export function newsletterRecipientLimit(plan: string | null | undefined): number | null {
  return normalizePlan(plan) === 'PRO' ? null : NEWSLETTER_FREE_LIMIT;
}

/** How long the mailed links work: a confirmation a week, an unsubscribe link a year. */
export const NEWSLETTER_LINK_TTL_DAYS = { confirm: 7, unsubscribe: 365 } as const;

/** Subscribe form posts per address (any blog) in an hour. */
export const NEWSLETTER_ADDRESS_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

/** A subscriber's email as stored and compared: trimmed, lower-cased. */
export const normalizeSubscriberEmail = (email: string) => email.trim().toLowerCase();

export type SubscriberState = 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED';

export function subscriberState(row: {
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}): SubscriberState {
  if (row.unsubscribedAt) return 'UNSUBSCRIBED';
  return row.confirmedAt ? 'CONFIRMED' : 'PENDING';
}

/** Who of `confirmed` (oldest first) a post's mail goes to on the plan. */
export function newsletterRecipients<T>(confirmed: readonly T[], plan: string | null | undefined) {
  const limit = newsletterRecipientLimit(plan);
  return limit === null ? [...confirmed] : confirmed.slice(0, limit);
}

/** Retries of one subscriber's mail: 1 min doubling, at most 5 tries. */
export const NEWSLETTER_DELIVERY_ATTEMPTS = 5;
export const newsletterRetryDelayMs = (attempt: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 60 * 60_000);

/** The CSV import's bounds: a file larger or longer is refused whole. */
export const SUBSCRIBER_IMPORT_MAX_BYTES = 1024 * 1024;
export const SUBSCRIBER_IMPORT_MAX_ROWS = 50_000;
