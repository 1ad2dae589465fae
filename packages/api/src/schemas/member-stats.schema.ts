import type { AnalyticsGranularity } from '@bitacora/domain';

/** An amount in minor units of its currency. */
export interface MemberStatsMoney {
  currency: string;
  amount: number;
}

/** One bucket of `GET /api/members/stats` (a day, a week from Monday or a month, UTC). */
export interface MemberStatsPoint {
  /** First day of the bucket, `YYYY-MM-DD`. */
  start: string;
  /** Members who joined (free or paying). */
  joined: number;
  /** Members whose first payment fell in the bucket. */
  paid: number;
  /** Members whose paid membership ended for good (expired or refunded in full). */
  lost: number;
}

/**
 * `GET /api/members/stats?from=&to=&granularity=` (the query of `GET /api/analytics`): the
 * members' figures of 'Estadísticas'. `mrr` is today's, in the blog's currency; memberships
 * taken in another currency are in `otherMrr`, never added to it.
 */
export interface MemberStats {
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
  mrr: MemberStatsMoney;
  otherMrr: MemberStatsMoney[];
  /** Memberships counted in the revenue. */
  paidMemberships: number;
  totals: Omit<MemberStatsPoint, 'start'>;
  points: MemberStatsPoint[];
  /** @bitacora/domain's freeToPaidConversion over the range. */
  conversion: { freeAtStart: number; converted: number; rate: number | null };
}
