/**
 * The members' figures of 'Estadísticas' (issue 34): monthly recurring revenue, and the share of
 * free members who became paid. Money in minor units; instants in UTC.
 */
import type { Currency } from '../money/money.ts';
import { hasPaidAccess, type MembershipInterval, type MembershipState } from './memberships.ts';

/** A paid membership as taken: its price per interval in minor units of its currency. */
export interface RecurringMembership extends MembershipState {
  amount: number;
  interval: MembershipInterval;
  currency: Currency;
}

export interface MoneySum {
  currency: Currency;
  amount: number;
}

export interface MonthlyRecurringRevenue {
  /** In the blog's currency (0 when no membership is in it). */
  mrr: MoneySum;
  /** Memberships taken in another currency (before the blog changed its own), each apart. */
  others: MoneySum[];
  /** How many memberships are counted. */
  memberships: number;
}

/**
 * Monthly recurring revenue: the memberships that give paid access now (active, past due within
 * their grace, or cancelled with their period still running), each at its price per month. Per
 * currency, the monthly prices are added and the yearly ones added and divided by 12 once,
 * rounded down to the minor unit; currencies are never added to each other.
 */
export function monthlyRecurringRevenue(
  memberships: readonly RecurringMembership[],
  blogCurrency: Currency,
  now: Date,
): MonthlyRecurringRevenue {
  const sums = new Map<Currency, { monthly: number; yearly: number }>();
  let counted = 0;
  for (const membership of memberships) {
    if (!hasPaidAccess(membership, now)) continue;
    counted += 1;
    const sum = sums.get(membership.currency) ?? { monthly: 0, yearly: 0 };
    sum[membership.interval] += membership.amount;
    sums.set(membership.currency, sum);
  }
  const perMonth = (currency: Currency): MoneySum => {
    const sum = sums.get(currency) ?? { monthly: 0, yearly: 0 };
    return { currency, amount: sum.monthly + Math.floor(sum.yearly / 12) };
  };
  return {
    mrr: perMonth(blogCurrency),
    others: [...sums.keys()]
      .filter((currency) => currency !== blogCurrency)
      .sort()
      .map(perMonth),
    memberships: counted,
  };
}

/** What the conversion rule needs of a member: when it joined, and when it first paid. */
export interface MemberJoin {
  joinedAt: Date;
  /** The member's first membership payment not refunded in full; null if it never paid. */
  firstPaidAt: Date | null;
}

export interface FreeToPaidConversion {
  /** Members who had joined before the period and had never paid by its start. */
  freeAtStart: number;
  /** Of those, the ones whose first payment falls in the period. */
  converted: number;
  /** converted ÷ freeAtStart, from 0 to 1; null when nobody was free at the start. */
  rate: number | null;
}

/**
 * Free-to-paid conversion over the period [from, to): of the members who had joined before it
 * began and had never paid by then, the share who paid for the first time during it. A member who
 * joins and pays within the period is a new paid member, not a conversion; a member who paid
 * before, lapsed and pays again is a return, not a conversion; a gift is no payment.
 */
export function freeToPaidConversion(
  members: readonly MemberJoin[],
  from: Date,
  to: Date,
): FreeToPaidConversion {
  let freeAtStart = 0;
  let converted = 0;
  for (const member of members) {
    if (member.joinedAt >= from) continue;
    const paid = member.firstPaidAt;
    if (paid !== null && paid < from) continue;
    freeAtStart += 1;
    if (paid !== null && paid < to) converted += 1;
  }
  return { freeAtStart, converted, rate: freeAtStart === 0 ? null : converted / freeAtStart };
}
