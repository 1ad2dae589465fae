import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../platform/db/schema/index.ts';
import { runningClock, startScheduledWork } from '../../test/run-scheduled.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { ENDED_SESSION_RETENTION_MS } from './purge-ended-sessions.ts';
import { ACCOUNTS_JOBS } from './scheduled.ts';

const { t } = useTestApp({ session: false });

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

describe('the housekeeping of sessions', () => {
  it('deletes sessions long expired or long ended, and keeps the rest', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@example.com'));
    if (!admin) throw new Error('demo data missing');
    const longAgo = at(-ENDED_SESSION_RETENTION_MS - DAY);
    const rows = {
      expiredLongAgo: { createdAt: at(-60 * DAY), expiresAt: longAgo, revokedAt: null },
      endedLongAgo: { createdAt: longAgo, expiresAt: at(5 * DAY), revokedAt: longAgo },
      expiredLately: { createdAt: at(-9 * DAY), expiresAt: at(-2 * DAY), revokedAt: null },
      endedLately: { createdAt: at(-3 * DAY), expiresAt: at(4 * DAY), revokedAt: at(-DAY) },
      open: { createdAt: at(-DAY), expiresAt: at(6 * DAY), revokedAt: null },
    };
    const ids = Object.fromEntries(Object.keys(rows).map((name) => [name, randomUUID()]));
    await t.db.insert(sessions).values(
      Object.entries(rows).map(([name, row]) => ({
        id: ids[name] as string,
        userId: admin.id,
        lastUsedAt: row.createdAt,
        address: '198.51.100.4',
        ...row,
      })),
    );

    const stop = startScheduledWork(
      t,
      { [ACCOUNTS_JOBS.purgeSessions]: 25 },
      { deps: { now: runningClock(NOW) } },
    );
    try {
      const left = async () =>
        new Set((await t.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id));
      await waitFor(async () => !(await left()).has(ids.expiredLongAgo as string), {
        message: 'the purge did not run',
      });
      const kept = await left();
      expect(kept.has(ids.endedLongAgo as string)).toBe(false);
      for (const name of ['expiredLately', 'endedLately', 'open'])
        expect(kept.has(ids[name] as string), name).toBe(true);
    } finally {
      await stop();
    }
  });
});
