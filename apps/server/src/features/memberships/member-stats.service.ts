import type { MemberStats, MemberStatsPoint } from '@bitacora/api/schemas';
import {
  type AnalyticsGranularity,
  addDays,
  bucketStart,
  bucketsBetween,
  type Currency,
  DEFAULT_CURRENCY,
  freeToPaidConversion,
  isCurrency,
  type MemberSubscriptionStatus,
  type MembershipInterval,
  monthlyRecurringRevenue,
  utcDay,
} from '@bitacora/domain';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  memberPayments,
  memberSubscriptions,
  members,
  settings,
} from '../../platform/db/schema/index.ts';

/*
 * The members' figures of 'Estadísticas' (issue 34), read from the memberships and the ledger:
 * there is no history of members' statuses, so a join is a member row's creation, becoming paid
 * is a member's first membership payment not refunded in full, and a loss is a paid membership's
 * end (member_subscriptions.ended_at). Members who deleted their account leave no row and are
 * counted nowhere.
 */

const instant = (day: string) => new Date(`${day}T00:00:00Z`);

/** `GET /api/members/stats`: the range's UTC days, both included, like `GET /api/analytics`. */
export async function memberStats(
  db: Queryable,
  blogId: number,
  range: { from: string; to: string; granularity: AnalyticsGranularity },
  now: Date,
): Promise<MemberStats> {
  const { from, to, granularity } = range;
  const start = instant(from);
  const end = instant(addDays(to, 1));

  const [setting] = await db
    .select({ currency: settings.currency })
    .from(settings)
    .where(eq(settings.blogId, blogId));
  const blogCurrency: Currency = isCurrency(setting?.currency)
    ? setting.currency
    : DEFAULT_CURRENCY;

  const held = await db
    .select({
      status: memberSubscriptions.status,
      currentPeriodEnd: memberSubscriptions.currentPeriodEnd,
      amount: memberSubscriptions.amount,
      interval: memberSubscriptions.interval,
      currency: memberSubscriptions.currency,
    })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.blogId, blogId),
        inArray(memberSubscriptions.status, ['active', 'past_due', 'cancelled']),
      ),
    );
  const revenue = monthlyRecurringRevenue(
    held.flatMap((row) =>
      isCurrency(row.currency)
        ? [
            {
              ...row,
              status: row.status as MemberSubscriptionStatus,
              interval: row.interval as MembershipInterval,
              currency: row.currency,
            },
          ]
        : [],
    ),
    blogCurrency,
    now,
  );

  // Each member who joined before the range's end, with its first payment that still stands.
  const firstPaid = db
    .select({
      memberId: memberPayments.memberId,
      at: sql<Date>`min(${memberPayments.createdAt})`.as('first_paid_at'),
    })
    .from(memberPayments)
    .where(
      and(
        eq(memberPayments.blogId, blogId),
        eq(memberPayments.kind, 'membership'),
        inArray(memberPayments.status, ['approved', 'partially_refunded']),
        isNotNull(memberPayments.memberId),
      ),
    )
    .groupBy(memberPayments.memberId)
    .as('first_paid');
  const joins = await db
    .select({ joinedAt: members.createdAt, firstPaidAt: firstPaid.at })
    .from(members)
    .leftJoin(firstPaid, eq(firstPaid.memberId, members.id))
    .where(and(eq(members.blogId, blogId), lt(members.createdAt, end)));

  const lost = await db
    .select({ memberId: memberSubscriptions.memberId, endedAt: memberSubscriptions.endedAt })
    .from(memberSubscriptions)
    .where(
      and(
        eq(memberSubscriptions.blogId, blogId),
        gte(memberSubscriptions.endedAt, start),
        lt(memberSubscriptions.endedAt, end),
      ),
    );

  const points = new Map<string, MemberStatsPoint>(
    bucketsBetween(from, to, granularity).map((day) => [
      day,
      { start: day, joined: 0, paid: 0, lost: 0 },
    ]),
  );
  const totals = { joined: 0, paid: 0, lost: 0 };
  const count = (at: Date, field: keyof typeof totals) => {
    if (at < start || at >= end) return;
    const point = points.get(bucketStart(utcDay(at), granularity));
    if (point) point[field] += 1;
    totals[field] += 1;
  };
  const facts = joins.map((row) => ({
    joinedAt: row.joinedAt,
    // The driver hands an aggregate's timestamp back as text on some engines.
    firstPaidAt: row.firstPaidAt === null ? null : new Date(row.firstPaidAt),
  }));
  for (const fact of facts) {
    count(fact.joinedAt, 'joined');
    if (fact.firstPaidAt) count(fact.firstPaidAt, 'paid');
  }
  // A member counts once per bucket however many of its memberships ended in it.
  const lostKeys = new Set<string>();
  for (const row of lost) {
    if (!row.endedAt) continue;
    const key = `${row.memberId}:${bucketStart(utcDay(row.endedAt), granularity)}`;
    if (lostKeys.has(key)) continue;
    lostKeys.add(key);
    count(row.endedAt, 'lost');
  }

  return {
    from,
    to,
    granularity,
    mrr: revenue.mrr,
    otherMrr: revenue.others,
    paidMemberships: revenue.memberships,
    totals,
    points: [...points.values()],
    conversion: freeToPaidConversion(facts, start, end),
  };
}
