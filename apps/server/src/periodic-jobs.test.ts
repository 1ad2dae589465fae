import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startPeriodicJobs } from './periodic-jobs.ts';
import { createContentVersions } from './platform/cache/content-versions.ts';
import { blogs, posts, subscriptions } from './platform/db/schema/index.ts';
import type { Session } from './test/session-fixtures.ts';
import type { TestApp } from './test/test-db.ts';
import { useTestApp } from './test/use-test-app.ts';
import { waitFor } from './test/wait-for.ts';

let t: TestApp;
let s: Session;
useTestApp((app, session) => {
  t = app;
  s = session;
});

const until = (check: () => Promise<boolean>) =>
  waitFor(check, { message: 'the periodic job did not do its work' });

describe('periodic jobs', () => {
  it('moves a PRO blog whose paid period lapsed back to FREE without anyone asking', async () => {
    const [pro] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
    if (!pro) throw new Error('demo blog pro missing');
    expect(pro.plan).toBe('PRO');
    await t.db.delete(subscriptions).where(eq(subscriptions.blogId, pro.id));
    await t.db.insert(subscriptions).values({
      blogId: pro.id,
      status: 'active',
      provider: 'sandbox',
      externalId: 'periodic-test',
      nextPaymentDate: '2026-10-01',
    });
    const versions = createContentVersions();
    const before = versions.of(pro.id);
    const stop = startPeriodicJobs({
      db: t.db,
      now: () => new Date('2026-11-22T12:00:00Z'),
      subscriptionsEveryMs: 25,
      rateLimitPurgeEveryMs: null,
      versions,
    });
    try {
      const planOf = async () =>
        (await t.db.select({ plan: blogs.plan }).from(blogs).where(eq(blogs.id, pro.id)))[0]?.plan;
      await until(async () => (await planOf()) === 'FREE');
      const [subscription] = await t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.blogId, pro.id));
      expect(subscription?.status).toBe('expired');
      // The blog's cached pages (ads now due) are built again.
      expect(versions.of(pro.id)).not.toBe(before);
    } finally {
      stop();
    }
  });

  it('holds its runs at start until startRunsAfter resolves, and skips them once stopped', async () => {
    const dueAt = new Date('2026-11-22T11:00:00Z');
    const schedule = async (slug: string) =>
      (
        await t.db
          .insert(posts)
          .values({
            blogId: s.demo.id,
            authorId: s.users.admin.id,
            title: slug,
            slug,
            content: '<p>Texto</p>',
            status: 'SCHEDULED',
            publishAt: dueAt,
          })
          .returning({ id: posts.id })
      )[0]?.id as number;
    const statusOf = async (id: number) =>
      (await t.db.select({ status: posts.status }).from(posts).where(eq(posts.id, id)))[0]?.status;
    // A run reads the clock as it starts: no read means no run.
    let clockReads = 0;
    const only = {
      db: t.db,
      now: () => {
        clockReads += 1;
        return new Date('2026-11-22T12:00:00Z');
      },
      rateLimitPurgeEveryMs: null,
      linkPurgeEveryMs: null,
      sessionPurgeEveryMs: null,
      trashPurgeEveryMs: null,
      finishedJobPurgeEveryMs: null,
      commentDigestEveryMs: null,
      analyticsRollupEveryMs: null,
      mediaSweepEveryMs: null,
      scheduleSweepEveryMs: 60 * 60_000,
    };

    const due = await schedule('sale-tras-la-primera-respuesta');
    let firstAnswer = () => {};
    const stop = startPeriodicJobs({
      ...only,
      startRunsAfter: new Promise<void>((resolve) => {
        firstAnswer = resolve;
      }),
    });
    try {
      expect(clockReads).toBe(0);
      expect(await statusOf(due)).toBe('SCHEDULED');
      firstAnswer();
      await until(async () => (await statusOf(due)) === 'PUBLISHED');
    } finally {
      stop();
    }

    const never = await schedule('no-sale-tras-parar');
    let late = () => {};
    const lateAnswer = new Promise<void>((resolve) => {
      late = resolve;
    });
    startPeriodicJobs({ ...only, startRunsAfter: lateAnswer })();
    clockReads = 0;
    late();
    // Resumes after the callbacks the jobs put on the same answer, which decide to run or not.
    await lateAnswer;
    expect(clockReads).toBe(0);
    expect(await statusOf(never)).toBe('SCHEDULED');
  });

  it('keeps a blog PRO while its period still covers today', async () => {
    await t.reseed();
    const [pro] = await t.db.select().from(blogs).where(eq(blogs.subdomain, 'pro'));
    if (!pro) throw new Error('demo blog pro missing');
    await t.db.delete(subscriptions).where(eq(subscriptions.blogId, pro.id));
    await t.db.insert(subscriptions).values({
      blogId: pro.id,
      status: 'active',
      provider: 'sandbox',
      externalId: 'periodic-test-current',
      nextPaymentDate: '2026-12-22',
    });
    let runs = 0;
    const stop = startPeriodicJobs({
      db: t.db,
      now: () => {
        runs++;
        return new Date('2026-11-22T12:00:00Z');
      },
      subscriptionsEveryMs: 25,
      rateLimitPurgeEveryMs: null,
    });
    try {
      await until(async () => runs >= 3);
      const [after] = await t.db.select().from(blogs).where(eq(blogs.id, pro.id));
      expect(after?.plan).toBe('PRO');
    } finally {
      stop();
    }
  });
});
