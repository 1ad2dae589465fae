import { lt, or } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { sessions } from '../../platform/db/schema/index.ts';

/**
 * How long a session's row outlives its end (expiry or revocation): a question about a recent
 * sign-in ("was that me?") can still be answered from it.
 */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes sessions that expired or were ended more than {@link ENDED_SESSION_RETENTION_MS}
 * ago. Safe to run on every instance at once.
 */
export async function purgeEndedSessions(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
  const gone = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  return gone.length;
}
