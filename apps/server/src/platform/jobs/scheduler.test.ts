import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/use-test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { backgroundJobs } from '../db/schema/index.ts';
import { claimNextJob, completeJob, enqueueJob, getJob } from './job-queue.ts';
import {
  purgeScheduledRuns,
  SCHEDULED_MAX_ATTEMPTS,
  SCHEDULED_RUN_RETENTION_MS,
  type Schedule,
  type SchedulerOptions,
  scheduleKey,
  startScheduler,
  withPeriods,
} from './scheduler.ts';
import type { Tick } from './tick.ts';

let database: DatabaseHandle;
useTestDatabase((opened) => {
  database = opened;
});
beforeEach(async () => {
  await database.db.execute('truncate background_jobs restart identity');
});

const T0 = new Date('2026-11-26T10:00:00Z');
const MINUTE = 60_000;

/** A tick beaten by the test: each `beat()` calls every subscriber once. */
function manualTick(): Tick & { beat(): void } {
  const runs = new Set<() => void>();
  return {
    every(_everyMs, run) {
      const own = () => run();
      runs.add(own);
      return () => runs.delete(own);
    },
    stop() {
      runs.clear();
    },
    beat() {
      for (const run of [...runs]) run();
    },
  };
}

/** One instance's scheduler on the shared clock; `enqueued` counts the enqueues it finished. */
function instance(
  clock: { now: Date },
  schedules: readonly Schedule[],
  options: Partial<SchedulerOptions> = {},
) {
  const tick = manualTick();
  const counts = { enqueued: 0, errors: [] as unknown[] };
  const stop = startScheduler({
    db: database.db,
    schedules,
    now: () => clock.now,
    tick,
    wake: () => {
      counts.enqueued += 1;
    },
    onError: (_kind, error) => counts.errors.push(error),
    ...options,
  });
  return { tick, counts, stop };
}

const jobs = () => database.db.select().from(backgroundJobs).orderBy(backgroundJobs.id);
const settled = (check: () => boolean) =>
  waitFor(check, { message: 'the scheduler did not finish its enqueues' });

describe('startScheduler', () => {
  it('enqueues one job per period however many instances schedule it, and none before the first period ends', async () => {
    const clock = { now: T0 };
    const schedules = [{ kind: 'limpieza', everyMs: MINUTE, payload: { todo: true } }];
    const a = instance(clock, schedules);
    const b = instance(clock, schedules);
    try {
      a.tick.beat();
      b.tick.beat();
      expect(await jobs()).toEqual([]);
      for (const minutes of [1, 1.5, 2]) {
        clock.now = new Date(T0.getTime() + minutes * MINUTE);
        a.tick.beat();
        b.tick.beat();
      }
      await settled(() => a.counts.enqueued + b.counts.enqueued === 4);
      const slot = Math.floor(T0.getTime() / MINUTE);
      expect(
        (await jobs()).map((job) => ({
          kind: job.kind,
          dedupeKey: job.dedupeKey,
          payload: job.payload,
          runAt: job.runAt,
          maxAttempts: job.maxAttempts,
        })),
      ).toEqual([
        {
          kind: 'limpieza',
          dedupeKey: scheduleKey('limpieza', slot + 1),
          payload: { todo: true },
          runAt: new Date(T0.getTime() + MINUTE),
          maxAttempts: SCHEDULED_MAX_ATTEMPTS,
        },
        {
          kind: 'limpieza',
          dedupeKey: scheduleKey('limpieza', slot + 2),
          payload: { todo: true },
          runAt: new Date(T0.getTime() + 2 * MINUTE),
          maxAttempts: SCHEDULED_MAX_ATTEMPTS,
        },
      ]);
      expect([...a.counts.errors, ...b.counts.errors]).toEqual([]);
    } finally {
      a.stop();
      b.stop();
    }
  });

  it('runs an atStart schedule once per start, only after startRunsAfter, and not once stopped', async () => {
    const clock = { now: T0 };
    const schedules = [{ kind: 'publicar', everyMs: MINUTE, atStart: true }];
    let firstAnswer = () => {};
    const answered = new Promise<void>((resolve) => {
      firstAnswer = resolve;
    });
    const first = instance(clock, schedules, { startRunsAfter: answered });
    // A second start in the same period: its own run at start, not the first one's.
    const second = instance(clock, schedules);
    let late = () => {};
    const lateAnswer = new Promise<void>((resolve) => {
      late = resolve;
    });
    const stopped = instance(clock, schedules, { startRunsAfter: lateAnswer });
    stopped.stop();
    try {
      await settled(() => second.counts.enqueued === 1);
      expect((await jobs()).map((job) => job.kind)).toEqual(['publicar']);
      firstAnswer();
      late();
      await settled(() => first.counts.enqueued === 1);
      await lateAnswer;
      const started = await jobs();
      expect(started.map((job) => job.dedupeKey?.startsWith('schedule:publicar:start:'))).toEqual([
        true,
        true,
      ]);
      expect(new Set(started.map((job) => job.dedupeKey)).size).toBe(2);
      expect(stopped.counts.enqueued).toBe(0);
    } finally {
      first.stop();
      second.stop();
    }
  });

  it('enqueues nothing once stopped', async () => {
    const clock = { now: T0 };
    const { tick, counts, stop } = instance(clock, [{ kind: 'k', everyMs: MINUTE }]);
    stop();
    clock.now = new Date(T0.getTime() + 5 * MINUTE);
    tick.beat();
    // A marker enqueued after the beat: had the beat enqueued, its job would come first.
    await enqueueJob(database.db, { kind: 'marca', payload: null });
    expect((await jobs()).map((job) => job.kind)).toEqual(['marca']);
    expect(counts.enqueued).toBe(0);
  });

  it('ends its own timer on stop when it is given no tick', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stop = startScheduler({
        db: database.db,
        schedules: [{ kind: 'k', everyMs: MINUTE }],
        now: () => T0,
      });
      expect(vi.getTimerCount()).toBe(1);
      stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('withPeriods', () => {
  const schedules = [
    { kind: 'a', everyMs: MINUTE },
    { kind: 'b', everyMs: MINUTE, atStart: true },
  ];
  it('changes a period, turns a schedule off with null, and refuses a kind nobody schedules', () => {
    expect(withPeriods(schedules, { a: 25, b: undefined })).toEqual([
      { kind: 'a', everyMs: 25 },
      { kind: 'b', everyMs: MINUTE, atStart: true },
    ]);
    expect(withPeriods(schedules, { b: null })).toEqual([{ kind: 'a', everyMs: MINUTE }]);
    expect(() => withPeriods(schedules, { c: 10 })).toThrow(/c/);
  });

  it('an off schedule is never enqueued', async () => {
    const clock = { now: T0 };
    const a = instance(clock, withPeriods(schedules, { a: null, b: null }));
    try {
      clock.now = new Date(T0.getTime() + 3 * MINUTE);
      a.tick.beat();
      await enqueueJob(database.db, { kind: 'marca', payload: null });
      expect((await jobs()).map((job) => job.kind)).toEqual(['marca']);
    } finally {
      a.stop();
    }
  });
});

describe('purgeScheduledRuns', () => {
  it('deletes scheduled runs finished more than a day ago, and no other job', async () => {
    const finish = async (input: { kind: string; dedupeKey?: string }, at: Date) => {
      const job = await enqueueJob(database.db, { ...input, payload: null, runAt: T0 });
      const claimed = await claimNextJob(database.db, {
        lockedBy: 'a',
        now: at,
        leaseMs: MINUTE,
        kinds: [input.kind],
      });
      expect(claimed?.id).toBe(job.id);
      await completeJob(
        database.db,
        { id: job.id, lockedBy: 'a', attempt: 1 },
        { now: at, result: null },
      );
      return job;
    };
    const old = await finish({ kind: 's', dedupeKey: scheduleKey('s', 1) }, T0);
    const recent = await finish(
      { kind: 's', dedupeKey: scheduleKey('s', 2) },
      new Date(T0.getTime() + SCHEDULED_RUN_RETENTION_MS),
    );
    const other = await finish({ kind: 'o', dedupeKey: 'o:1' }, T0);
    const queued = await enqueueJob(database.db, {
      kind: 's',
      payload: null,
      dedupeKey: scheduleKey('s', 3),
    });
    const later = new Date(T0.getTime() + SCHEDULED_RUN_RETENTION_MS + 1);
    expect(await purgeScheduledRuns(database.db, later)).toBe(1);
    expect(await getJob(database.db, old.id)).toBeNull();
    for (const kept of [recent, other, queued]) {
      expect(await getJob(database.db, kept.id)).not.toBeNull();
    }
    expect(
      await database.db.select().from(backgroundJobs).where(eq(backgroundJobs.dedupeKey, 'o:1')),
    ).toHaveLength(1);
  });
});
