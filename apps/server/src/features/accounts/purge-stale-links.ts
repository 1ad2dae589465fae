import { lt } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { invitations, passwordResetTokens } from '../../platform/db/schema/index.ts';
import { purgeExpiredPreviewLinks } from '../content/index.ts';

/**
 * How long a mailed link's row outlives its expiry: the users screen still shows an expired
 * invitation as 'Vencida' for a while, and a support question about a link can be answered.
 */
export const STALE_LINK_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes invitations and password reset links that expired more than
 * {@link STALE_LINK_RETENTION_MS} ago, used or not, and preview links once expired (nothing
 * shows them after that). Safe to run on every instance at once: a
 * row deleted twice is deleted once.
 */
export async function purgeStaleLinks(
  db: Queryable,
  now: Date,
): Promise<{ invitations: number; resetLinks: number; previewLinks: number }> {
  const cutoff = new Date(now.getTime() - STALE_LINK_RETENTION_MS);
  const goneInvitations = await db
    .delete(invitations)
    .where(lt(invitations.expiresAt, cutoff))
    .returning({ id: invitations.id });
  const goneResetLinks = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, cutoff))
    .returning({ id: passwordResetTokens.id });
  return {
    invitations: goneInvitations.length,
    resetLinks: goneResetLinks.length,
    previewLinks: await purgeExpiredPreviewLinks(db, now),
  };
}
