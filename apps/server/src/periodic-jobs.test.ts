import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTENT_JOBS } from './features/content/index.ts';
import { EXPIRE_SUBSCRIPTIONS_JOB } from './features/payments/index.ts';
import { createJobHandlers } from './jobs.ts';
import { SCHEDULED_LANE, SCHEDULES } from './periodic-jobs.ts';
import { createContentVersions } from './platform/cache/content-versions.ts';
import { backgroundJobs, blogs, posts, subscriptions } from './platform/db/schema/index.ts';
import { SCHEDULE_KEY_PREFIX } from './platform/jobs/scheduler.ts';
import { runningClock, startScheduledWork } from './test/run-scheduled.ts';
import { useTestApp } from './test/use-test-app.ts';
import { waitFor } from './test/wait-for.ts';

const { t, s } = useTestApp();

const until = (check: () => Promise<boolean>) =>
  waitFor(check, { message: 'the periodic job did not do its work' });

/** The scheduled runs of `kind` that ended done. */
const doneRuns = async (kind: string) =>
  (
    await t.db
      .select({ key: backgroundJobs.dedupeKey })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, kind), eq(backgroundJobs.state, 'done')))
  ).filter((row) => row.key?.startsWith(SCHEDULE_KEY_PREFIX)).length;

describe('periodic jobs', () => {
  it('has a handler for every scheduled kind, each scheduled once, the quick ones in their own lane', () => {
    const kinds = SCHEDULES.map((schedule) => schedule.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    const handlers = createJobHandlers(t.deps);
    for (const kind of kinds) expect(handlers[kind], kind).toBeTypeOf('function');
    const quick = SCHEDULES.filter((schedule) => !schedule.long).map((schedule) => schedule.kind);
    expect([...SCHEDULED_LANE.kinds].sort()).toEqual([...quick].sort());
    // The publishing sweep must never wait behind the file sweep or the rollup.
    expect(SCHEDULED_LANE.kinds).toContain('content.publish-due');
    expect(SCHEDULED_LANE.kinds).not.toContain('media.orphan-sweep');
    expect(SCHEDULED_LANE.kinds).not.toContain('analytics.rollup');
    expect(SCHEDULED_LANE.concurrency).toBe(1);
  });

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
    const stop = startScheduledWork(
      t,
      { [EXPIRE_SUBSCRIPTIONS_JOB]: 25 },
      { deps: { now: runningClock(new Date('2026-11-22T12:00:00Z')), contentVersions: versions } },
    );
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
      await stop();
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
    const publishRuns = async () =>
      (
        await t.db
          .select({ id: backgroundJobs.id })
          .from(backgroundJobs)
          .where(eq(backgroundJobs.kind, CONTENT_JOBS.publishDue))
      ).length;
    // An hour apart on a clock that stands still: only the run at start can publish.
    const only = { [CONTENT_JOBS.publishDue]: 60 * 60_000 };
    const deps = { now: () => new Date('2026-11-22T12:00:00Z') };

    const due = await schedule('sale-tras-la-primera-respuesta');
    let firstAnswer = () => {};
    const stop = startScheduledWork(t, only, {
      deps,
      startRunsAfter: new Promise<void>((resolve) => {
        firstAnswer = resolve;
      }),
    });
    try {
      expect(await publishRuns()).toBe(0);
      expect(await statusOf(due)).toBe('SCHEDULED');
      firstAnswer();
      await until(async () => (await statusOf(due)) === 'PUBLISHED');
    } finally {
      await stop();
    }

    const never = await schedule('no-sale-tras-parar');
    const runsBefore = await publishRuns();
    let late = () => {};
    const lateAnswer = new Promise<void>((resolve) => {
      late = resolve;
    });
    await startScheduledWork(t, only, { deps, startRunsAfter: lateAnswer })();
    late();
    // Resumes after the callbacks the scheduler put on the same answer, which enqueue or not.
    await lateAnswer;
    expect(await publishRuns()).toBe(runsBefore);
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
    const stop = startScheduledWork(
      t,
      { [EXPIRE_SUBSCRIPTIONS_JOB]: 25 },
      { deps: { now: runningClock(new Date('2026-11-22T12:00:00Z')) } },
    );
    try {
      await until(async () => (await doneRuns(EXPIRE_SUBSCRIPTIONS_JOB)) >= 3);
      const [after] = await t.db.select().from(blogs).where(eq(blogs.id, pro.id));
      expect(after?.plan).toBe('PRO');
    } finally {
      await stop();
    }
  });
});
