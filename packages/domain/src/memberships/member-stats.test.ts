import { describe, expect, it } from 'vitest';
import {
  freeToPaidConversion,
  type MemberJoin,
  monthlyRecurringRevenue,
  type RecurringMembership,
} from './member-stats.ts';
import { GRACE_DAYS } from './memberships.ts';

const now = new Date('2026-11-29T12:00:00Z');
const later = new Date('2026-12-15T00:00:00Z');
const earlier = new Date('2026-11-01T00:00:00Z');
const DAY = 86_400_000;

const active = (
  amount: number,
  interval: RecurringMembership['interval'] = 'monthly',
  currency: RecurringMembership['currency'] = 'ARS',
): RecurringMembership => ({
  status: 'active',
  currentPeriodEnd: later,
  amount,
  interval,
  currency,
});

describe('monthly recurring revenue', () => {
  it('adds monthly prices and a twelfth of the yearly ones, in minor units', () => {
    const result = monthlyRecurringRevenue(
      [active(150_000), active(250_000), active(1_200_000, 'yearly')],
      'ARS',
      now,
    );
    expect(result).toEqual({
      mrr: { currency: 'ARS', amount: 500_000 },
      others: [],
      memberships: 3,
    });
  });

  it('divides the yearly sum by 12 once, rounding down, never through a float', () => {
    // 1000 + 1001 + 1001 = 3002 yearly → 250 (250.16…); 83 + 83 + 83 per row would lose 2.
    const result = monthlyRecurringRevenue(
      [active(1000, 'yearly', 'CLP'), active(1001, 'yearly', 'CLP'), active(1001, 'yearly', 'CLP')],
      'CLP',
      now,
    );
    expect(result.mrr).toEqual({ currency: 'CLP', amount: 250 });
    expect(Number.isInteger(result.mrr.amount)).toBe(true);
    // 11 and 12 minor units a year: 0 and 1 a month.
    expect(monthlyRecurringRevenue([active(11, 'yearly')], 'ARS', now).mrr.amount).toBe(0);
    expect(monthlyRecurringRevenue([active(12, 'yearly')], 'ARS', now).mrr.amount).toBe(1);
  });

  it('counts past due memberships within grace and cancelled ones still paid, nothing else', () => {
    const justEnded = new Date(now.getTime() - 1);
    const result = monthlyRecurringRevenue(
      [
        active(100),
        { ...active(200), status: 'cancelled' },
        { ...active(400), status: 'past_due', currentPeriodEnd: justEnded },
        { ...active(800), status: 'cancelled', currentPeriodEnd: justEnded },
        {
          ...active(1600),
          status: 'past_due',
          currentPeriodEnd: new Date(now.getTime() - GRACE_DAYS * DAY),
        },
        { ...active(3200), status: 'pending', currentPeriodEnd: null },
        { ...active(6400), status: 'expired', currentPeriodEnd: earlier },
      ],
      'ARS',
      now,
    );
    expect(result.mrr.amount).toBe(700);
    expect(result.memberships).toBe(3);
  });

  it('never adds currencies together: the others are listed apart, in order', () => {
    const result = monthlyRecurringRevenue(
      [active(100_000), active(2000, 'monthly', 'USD'), active(12_000, 'yearly', 'BRL')],
      'USD',
      now,
    );
    expect(result.mrr).toEqual({ currency: 'USD', amount: 2000 });
    expect(result.others).toEqual([
      { currency: 'ARS', amount: 100_000 },
      { currency: 'BRL', amount: 1000 },
    ]);
  });

  it('is zero in the blog currency when nothing is paid', () => {
    expect(monthlyRecurringRevenue([], 'MXN', now)).toEqual({
      mrr: { currency: 'MXN', amount: 0 },
      others: [],
      memberships: 0,
    });
  });
});

describe('free-to-paid conversion', () => {
  const from = new Date('2026-11-01T00:00:00Z');
  const to = new Date('2026-12-01T00:00:00Z');
  const at = (iso: string) => new Date(iso);
  const member = (joined: string, paid: string | null): MemberJoin => ({
    joinedAt: at(joined),
    firstPaidAt: paid === null ? null : at(paid),
  });

  it('divides the free members at the start who paid in the period by all of them', () => {
    const result = freeToPaidConversion(
      [
        member('2026-10-01T00:00:00Z', '2026-11-10T00:00:00Z'), // converted
        member('2026-10-02T00:00:00Z', null), // free throughout
        member('2026-10-03T00:00:00Z', '2026-12-01T00:00:00Z'), // paid after the period
        member('2026-10-04T00:00:00Z', null),
      ],
      from,
      to,
    );
    expect(result).toEqual({ freeAtStart: 4, converted: 1, rate: 0.25 });
  });

  it('leaves out who joined in the period and who had already paid by its start', () => {
    const result = freeToPaidConversion(
      [
        member('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'), // joined at the start: new
        member('2026-10-31T23:59:59.999Z', '2026-11-01T00:00:00Z'), // free at the start: converted
        member('2026-09-01T00:00:00Z', '2026-10-31T23:59:59.999Z'), // paid before: not free
        member('2026-09-02T00:00:00Z', '2026-11-30T23:59:59.999Z'), // last instant: converted
      ],
      from,
      to,
    );
    expect(result).toEqual({ freeAtStart: 2, converted: 2, rate: 1 });
  });

  it('has no rate when nobody was free at the start', () => {
    expect(freeToPaidConversion([], from, to)).toEqual({
      freeAtStart: 0,
      converted: 0,
      rate: null,
    });
  });
});
