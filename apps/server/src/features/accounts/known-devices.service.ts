import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { knownDevices } from '../../platform/db/schema/index.ts';

/** Has the user completed a sign-in from this device (its keyed hash) before? */
export async function isKnownDevice(
  db: Queryable,
  userId: number,
  deviceHash: string,
): Promise<boolean> {
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.deviceHash, deviceHash)));
  return row !== undefined;
}

/** Remembers the device of a completed sign-in (or moves its last use). */
export async function rememberDevice(
  db: Queryable,
  userId: number,
  deviceHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(knownDevices)
    .values({ userId, deviceHash, createdAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastUsedAt: now },
    });
}
