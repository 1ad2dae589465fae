import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs, invitations, passwordResetTokens, users } from '../../platform/db/schema/index.ts';
import { runningClock, startScheduledWork } from '../../test/run-scheduled.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { STALE_LINK_RETENTION_MS } from './purge-stale-links.ts';
import { ACCOUNTS_JOBS } from './scheduled.ts';

const { t } = useTestApp({ session: false });

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('the housekeeping of mailed links', () => {
  it('deletes invitations and reset links long expired, used or not, and keeps the rest', async () => {
    const [demo] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'demo'));
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!demo || !admin) throw new Error('demo data missing');
    const invitation = (email: string, expiresAt: Date, usedAt: Date | null = null) => ({
      blogId: demo.id,
      email,
      tokenHash: `hash-${email}`,
      invitedBy: admin.id,
      expiresAt,
      usedAt,
    });
    const oldExpiry = at(-STALE_LINK_RETENTION_MS - DAY);
    await t.db
      .insert(invitations)
      .values([
        invitation('vieja@example.com', oldExpiry),
        invitation('usada@example.com', oldExpiry, at(-40 * DAY)),
        invitation('vencida@example.com', at(-2 * DAY)),
        invitation('abierta@example.com', at(5 * DAY)),
      ]);
    await t.db.insert(passwordResetTokens).values([
      { userId: admin.id, tokenHash: 'reset-old', expiresAt: oldExpiry },
      { userId: admin.id, tokenHash: 'reset-new', expiresAt: at(-DAY) },
    ]);

    const stop = startScheduledWork(
      t,
      { [ACCOUNTS_JOBS.purgeLinks]: 25 },
      { deps: { now: runningClock(NOW) } },
    );
    try {
      const emails = async () =>
        (await t.db.select({ email: invitations.email }).from(invitations))
          .map((row) => row.email)
          .sort();
      const resets = async () =>
        (await t.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens))
          .map((row) => row.hash)
          .sort();
      // Invitations and reset links go in two statements: the run is over when both are done.
      await waitFor(
        async () =>
          !(await emails()).includes('vieja@example.com') &&
          !(await resets()).includes('reset-old'),
        { message: 'the purge did not run' },
      );
      expect(await emails()).toEqual(['abierta@example.com', 'vencida@example.com']);
      expect(await resets()).toEqual(['reset-new']);
    } finally {
      await stop();
    }
  });
});
