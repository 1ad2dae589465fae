import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import type { RateLimitState, RateLimitStore } from './store.ts';

/** Counters in the `rate_limits` table, so a restart does not reset them. */
export function createDbRateLimitStore(db: Database): RateLimitStore {
  return {
    async get(key, now) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.expiresAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, now)));
      return row ?? null;
    },
    async hit(key, windowMs, now) {
      const expiresAt = new Date(now.getTime() + windowMs);
      const expired = sql`${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz`;
      // One statement, so concurrent failures cannot lose a count.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: now, expiresAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
            expiresAt: sql`case when ${expired} then ${expiresAt.toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.expiresAt });
      return row as RateLimitState;
    },
    async release(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

/** Deletes windows that ended; run now and then so the table stays small. */
export async function purgeExpiredRateLimits(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.expiresAt, now));
}
