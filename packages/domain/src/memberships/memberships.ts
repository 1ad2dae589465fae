/**
 * When a reader's paid membership of a blog gives access (issue 34): periods, the grace after a
 * failed renewal, cancelling to the period's end, and refunds. Times are instants (UTC).
 */

export const MEMBERSHIP_INTERVALS = ['monthly', 'yearly'] as const;
export type MembershipInterval = (typeof MEMBERSHIP_INTERVALS)[number];

/**
 * pending: started, nothing paid yet (grants nothing). active: paid for the current period, and
 * renewing. past_due: a renewal failed; access lasts GRACE_DAYS past the period's end while the
 * provider retries. cancelled: will not renew; access lasts to the period's end. expired: over.
 */
export const MEMBER_SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'past_due',
  'cancelled',
  'expired',
] as const;
export type MemberSubscriptionStatus = (typeof MEMBER_SUBSCRIPTION_STATUSES)[number];

/**
 * The statuses of a membership still running, paid or in grace: its tier is its member's (one
 * such membership per member), whatever its period says this very moment.
 */
export const RUNNING_MEMBERSHIP_STATUSES = ['active', 'past_due', 'cancelled'] as const;

/** Where a blog's members sign in (or join) and manage their plan, on the blog's own host. */
export const MEMBER_PAGE_PATHS = { signIn: '/members/entrar', account: '/members/cuenta' } as const;

/** Days a failed renewal keeps access, from the end of the period it failed to renew. */
export const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * One month or one year after an instant, at the same time of day, on the same day of the month
 * or the month's last day when it has fewer (31 January + 1 month is 28 or 29 February).
 */
export function addPeriod(from: Date, interval: MembershipInterval): Date {
  const months = interval === 'monthly' ? 1 : 12;
  const target = new Date(from.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export interface MembershipState {
  status: MemberSubscriptionStatus;
  /** The end of the paid period; null before the first payment. */
  currentPeriodEnd: Date | null;
}

/** Until when a membership gives paid access; null when it gives none. */
export function accessEndsAt(state: MembershipState): Date | null {
  if (state.currentPeriodEnd === null) return null;
  if (state.status === 'active' || state.status === 'cancelled') return state.currentPeriodEnd;
  if (state.status === 'past_due') {
    return new Date(state.currentPeriodEnd.getTime() + GRACE_DAYS * DAY_MS);
  }
  return null;
}

export function hasPaidAccess(state: MembershipState, now: Date): boolean {
  const end = accessEndsAt(state);
  return end !== null && end.getTime() > now.getTime();
}

/** A membership whose access is over, which the expiry schedule closes. */
export function isLapsed(state: MembershipState, now: Date): boolean {
  return (
    (state.status === 'active' || state.status === 'cancelled' || state.status === 'past_due') &&
    !hasPaidAccess(state, now)
  );
}

/** A ledger row's status from the provider's payment: its status and what was refunded of it. */
export type LedgerStatus = 'pending' | 'approved' | 'rejected' | 'partially_refunded' | 'refunded';

/**
 * What the ledger records of a payment as the provider reports it. Anything not yet settled
 * (pending, in_process, authorized) is pending and grants nothing; a charge-back is a refund.
 */
export function ledgerStatus(
  providerStatus: string,
  gross: number,
  refunded: number,
): LedgerStatus {
  if (providerStatus === 'refunded' || providerStatus === 'charged_back') return 'refunded';
  if (providerStatus === 'approved') {
    if (refunded >= gross && gross > 0) return 'refunded';
    return refunded > 0 ? 'partially_refunded' : 'approved';
  }
  if (providerStatus === 'rejected' || providerStatus === 'cancelled') return 'rejected';
  return 'pending';
}

/**
 * Whether a refund ends the period's access: only when it returns all of the one payment that
 * paid for the period. A partial refund (a goodwill discount) leaves the period paid.
 */
export function refundEndsAccess(status: LedgerStatus): boolean {
  return status === 'refunded';
}
