import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { analyticsSalts } from '../../platform/db/schema/index.ts';

/**
 * The salt of a UTC day, made by whichever instance asks first and read by the others, so a
 * visitor hashes the same on every instance that day.
 */
export async function saltOf(db: Queryable, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`sin sal de estadísticas para ${day}`);
  return row.salt;
}

/** Deletes the salts of days before `keepFrom`: their hashes can no longer be recomputed. */
export async function purgeSalts(db: Queryable, keepFrom: string): Promise<number> {
  const gone = await db
    .delete(analyticsSalts)
    .where(lt(analyticsSalts.day, keepFrom))
    .returning({ day: analyticsSalts.day });
  return gone.length;
}
