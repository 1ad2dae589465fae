import { JOB_OWNERS } from './jobs.ts';
import type { AppDeps } from './platform/http/app-env.ts';
import type { JobLane } from './platform/jobs/job-worker.ts';
import { type Schedule, startScheduler, withPeriods } from './platform/jobs/scheduler.ts';
import type { Tick } from './platform/jobs/tick.ts';
import type { Logger } from './platform/log/logger.ts';

/** Every periodic job: the platform's housekeeping and each feature's, as they declare them. */
export const SCHEDULES: readonly Schedule[] = JOB_OWNERS.flatMap((owner) => owner.schedules ?? []);

/**
 * The worker's lane for the quick scheduled kinds, one run at a time: publishing at its minute
 * waits neither behind an import that takes minutes nor behind a long scheduled run, and the
 * housekeeping never fills the worker's runs.
 */
export const SCHEDULED_LANE: JobLane = {
  kinds: [...new Set(SCHEDULES.filter((schedule) => !schedule.long).map((s) => s.kind))],
  concurrency: 1,
};

export interface PeriodicJobsOptions {
  /** The database, the clock, and the worker's wake once it runs. */
  deps: Pick<AppDeps, 'db' | 'now' | 'wakeJobs'>;
  /**
   * Periods changed by kind: a number replaces the declared one, `null` turns the schedule off
   * (main.ts's SCHEDULE_SWEEP_MS, the rate-limit purge with Redis, a test's).
   */
  periods?: Readonly<Record<string, number | null | undefined>>;
  /** The runs at start wait for this (the server's first answer); none once stopped. */
  startRunsAfter?: Promise<unknown>;
  /** The process's timer; the scheduler's own without. */
  tick?: Tick;
  logger?: Logger;
}

/**
 * The server's periodic work: the scheduler enqueues each schedule's job once a period, whatever
 * the instances, and the worker runs it with its feature's handler. Returns `stop`.
 */
export function startPeriodicJobs(options: PeriodicJobsOptions): () => void {
  const { deps } = options;
  return startScheduler({
    db: deps.db,
    now: deps.now,
    // Read at each enqueue: main.ts sets it once the worker runs.
    wake: () => deps.wakeJobs?.(),
    schedules: withPeriods(SCHEDULES, options.periods),
    startRunsAfter: options.startRunsAfter,
    tick: options.tick,
    logger: options.logger,
  });
}
