import { ANALYTICS_DAILY_MONTHS, ANALYTICS_RAW_DAYS, addDays, utcDay } from '@bitacora/domain';
import { and, eq, lt, max, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../platform/db/client.ts';
import {
  analyticsRolledDays,
  analyticsRollups,
  analyticsViews,
} from '../../platform/db/schema/index.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { purgeSalts } from './salts.ts';
import { rawSums } from './sums.ts';

export const ANALYTICS_ROLLUP_JOB = 'analytics.rollup';
/** A day is summed this long after it ends, so a buffer flushed late still makes it. */
const GRACE_MS = 10 * 60_000;

/** The last day whose raw views are summed in the rollups; null before the first rollup. */
export async function lastRolledDay(db: Queryable): Promise<string | null> {
  const [row] = await db.select({ day: max(analyticsRolledDays.day) }).from(analyticsRolledDays);
  return row?.day ?? null;
}

/**
 * The rollup (docs/decisions/028-private-analytics.md): every ended day not yet summed is summed
 * (each day in one transaction, so a run killed halfway leaves whole days), raw views older than
 * ANALYTICS_RAW_DAYS go, days older than two years become their month, and past days' salts go.
 */
export async function rollUpAnalytics(db: Database, now: Date) {
  const closed = utcDay(new Date(now.getTime() - GRACE_MS));
  const last = await lastRolledDay(db);
  const pending = await db
    .selectDistinct({ day: analyticsViews.day })
    .from(analyticsViews)
    .where(
      and(
        lt(analyticsViews.day, closed),
        last === null ? undefined : sql`${analyticsViews.day} > ${last}`,
      ),
    )
    .orderBy(analyticsViews.day);
  const days = pending.map((row) => row.day);
  // Days without views are marked too, so the API knows they are summed (as nothing).
  const through = addDays(closed, -1);
  for (const day of days) await rollUpDay(db, day, now);
  if (last === null || through > last) {
    await db
      .insert(analyticsRolledDays)
      .values({ day: through, rolledAt: now })
      .onConflictDoNothing();
  }
  const rawFrom = addDays(utcDay(now), -ANALYTICS_RAW_DAYS);
  const rolled = (await lastRolledDay(db)) ?? '0000-01-01';
  const keepRawFrom = rawFrom < rolled ? rawFrom : rolled;
  await db.delete(analyticsViews).where(lt(analyticsViews.day, keepRawFrom));
  const months = await rollUpOldDays(db, now);
  await purgeSalts(db, addDays(utcDay(now), -1));
  return { days, months };
}

async function rollUpDay(db: Database, day: string, now: Date) {
  await db.transaction(async (tx) => {
    const sums = await rawSums(tx, day, day);
    await tx
      .delete(analyticsRollups)
      .where(and(eq(analyticsRollups.period, 'D'), eq(analyticsRollups.start, day)));
    for (let i = 0; i < sums.length; i += 500) {
      await tx.insert(analyticsRollups).values(
        sums.slice(i, i + 500).map((row) => ({
          blogId: row.blogId,
          period: 'D',
          start: row.day,
          dimension: row.dimension,
          value: row.value,
          visitors: row.visitors,
          views: row.views,
        })),
      );
    }
    await tx.insert(analyticsRolledDays).values({ day, rolledAt: now }).onConflictDoNothing();
  });
}

/** Daily sums older than two years are added to their month's and deleted, in one transaction. */
async function rollUpOldDays(db: Database, now: Date): Promise<number> {
  const limit = new Date(now);
  limit.setUTCMonth(limit.getUTCMonth() - ANALYTICS_DAILY_MONTHS, 1);
  const before = `${utcDay(limit).slice(0, 8)}01`;
  return db.transaction(async (tx) => {
    const moved = await tx.execute(sql`
      insert into analytics_rollups (blog_id, period, start, dimension, value, visitors, views)
      select blog_id, 'M', date_trunc('month', start)::date, dimension, value, sum(visitors), sum(views)
      from analytics_rollups where period = 'D' and start < ${before}
      group by blog_id, date_trunc('month', start)::date, dimension, value
      on conflict (blog_id, period, start, dimension, value) do update
        set visitors = analytics_rollups.visitors + excluded.visitors,
            views = analytics_rollups.views + excluded.views
    `);
    await tx
      .delete(analyticsRollups)
      .where(and(eq(analyticsRollups.period, 'D'), lt(analyticsRollups.start, before)));
    const result = moved as unknown as {
      affectedRows?: number;
      rowCount?: number | null;
      count?: number;
    };
    return result.count ?? result.rowCount ?? result.affectedRows ?? 0;
  });
}

/** Hourly, and at start: one rollup a period whatever the instances. */
export const analyticsSchedules: readonly Schedule[] = [
  { kind: ANALYTICS_ROLLUP_JOB, everyMs: 60 * 60_000, atStart: true, long: true },
];

export function analyticsJobs(deps: { db: Database; now: () => Date }): Record<string, JobHandler> {
  return {
    [ANALYTICS_ROLLUP_JOB]: async () => rollUpAnalytics(deps.db, deps.now()),
  };
}
