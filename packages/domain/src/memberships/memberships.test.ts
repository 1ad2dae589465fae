import { describe, expect, it } from 'vitest';
import {
  accessEndsAt,
  addPeriod,
  GRACE_DAYS,
  hasPaidAccess,
  isLapsed,
  ledgerStatus,
  MEMBER_SUBSCRIPTION_STATUSES,
  type MembershipState,
  refundEndsAccess,
} from './memberships.ts';

const at = (iso: string) => new Date(iso);

describe('addPeriod', () => {
  it('adds a month or a year at the same time of day, clamping to the month end', () => {
    expect(addPeriod(at('2026-01-15T10:30:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-15T10:30:00.000Z',
    );
    expect(addPeriod(at('2026-01-31T10:30:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T10:30:00.000Z',
    );
    expect(addPeriod(at('2028-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(addPeriod(at('2026-12-31T23:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-31T23:00:00.000Z',
    );
    expect(addPeriod(at('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
  });
});

describe('paid access', () => {
  const end = at('2026-03-01T00:00:00Z');
  const state = (status: MembershipState['status'], periodEnd: Date | null = end) => ({
    status,
    currentPeriodEnd: periodEnd,
  });

  it('is none while pending or expired, whatever the dates', () => {
    expect(MEMBER_SUBSCRIPTION_STATUSES).toHaveLength(5);
    expect(accessEndsAt(state('pending', null))).toBeNull();
    expect(accessEndsAt(state('pending'))).toBeNull();
    expect(accessEndsAt(state('expired'))).toBeNull();
    expect(accessEndsAt(state('active', null))).toBeNull();
    expect(hasPaidAccess(state('pending'), at('2026-02-01T00:00:00Z'))).toBe(false);
  });

  it('lasts to the period end when active or cancelled', () => {
    for (const status of ['active', 'cancelled'] as const) {
      expect(hasPaidAccess(state(status), at('2026-02-28T23:59:59Z'))).toBe(true);
      expect(hasPaidAccess(state(status), end)).toBe(false);
      expect(isLapsed(state(status), end)).toBe(true);
      expect(isLapsed(state(status), at('2026-02-01T00:00:00Z'))).toBe(false);
    }
  });

  it(`keeps a failed renewal ${GRACE_DAYS} days past the period end`, () => {
    expect(GRACE_DAYS).toBe(7);
    expect(accessEndsAt(state('past_due'))?.toISOString()).toBe('2026-03-08T00:00:00.000Z');
    expect(hasPaidAccess(state('past_due'), at('2026-03-07T23:59:59Z'))).toBe(true);
    expect(isLapsed(state('past_due'), at('2026-03-08T00:00:00Z'))).toBe(true);
    expect(isLapsed(state('expired'), at('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isLapsed(state('pending'), at('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the ledger status', () => {
  it('grants nothing until approved, and follows refunds', () => {
    expect(ledgerStatus('pending', 500, 0)).toBe('pending');
    expect(ledgerStatus('in_process', 500, 0)).toBe('pending');
    expect(ledgerStatus('authorized', 500, 0)).toBe('pending');
    expect(ledgerStatus('approved', 500, 0)).toBe('approved');
    expect(ledgerStatus('approved', 500, 100)).toBe('partially_refunded');
    expect(ledgerStatus('approved', 500, 500)).toBe('refunded');
    expect(ledgerStatus('approved', 0, 0)).toBe('approved');
    expect(ledgerStatus('refunded', 500, 500)).toBe('refunded');
    expect(ledgerStatus('charged_back', 500, 0)).toBe('refunded');
    expect(ledgerStatus('rejected', 500, 0)).toBe('rejected');
    expect(ledgerStatus('cancelled', 500, 0)).toBe('rejected');
  });

  it('ends access only on a whole refund', () => {
    expect(refundEndsAccess('refunded')).toBe(true);
    expect(refundEndsAccess('partially_refunded')).toBe(false);
    expect(refundEndsAccess('approved')).toBe(false);
  });
});
