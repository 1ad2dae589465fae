import { createJobHandlers } from '../jobs.ts';
import { SCHEDULES, startPeriodicJobs } from '../periodic-jobs.ts';
import type { AppDeps } from '../platform/http/app-env.ts';
import { startJobWorker } from '../platform/jobs/job-worker.ts';
import type { TestApp } from './test-db.ts';

/**
 * The server's periodic work as main.ts runs it (the scheduler, and a worker taking the jobs it
 * enqueues), for only the schedules named, each with the period given (its declared one with
 * `undefined`), on the app's dependencies but for those given. Periods are counted on the
 * dependencies' clock: a test whose clock stands still gets the runs at start only (see
 * {@link runningClock}). Returns `stop`, which gives back a run in progress.
 */
export function startScheduledWork(
  t: TestApp,
  periods: Readonly<Record<string, number | undefined>>,
  options: { deps?: Partial<AppDeps>; startRunsAfter?: Promise<unknown> } = {},
): () => Promise<void> {
  const kinds = new Set(Object.keys(periods));
  const deps: AppDeps = { ...t.deps, ...options.deps };
  const handlers = Object.fromEntries(
    Object.entries(createJobHandlers(deps)).filter(([kind]) => kinds.has(kind)),
  );
  const worker = startJobWorker({ db: t.db, handlers, now: deps.now, pollMs: 20 });
  const stopScheduling = startPeriodicJobs({
    deps: { ...deps, wakeJobs: worker.wake },
    periods: Object.fromEntries(
      SCHEDULES.map((schedule) => [
        schedule.kind,
        kinds.has(schedule.kind) ? periods[schedule.kind] : null,
      ]),
    ),
    startRunsAfter: options.startRunsAfter,
  });
  return async () => {
    stopScheduling();
    await worker.stop();
  };
}

/** A clock running from `from` at the real pace: periods pass on it as they would. */
export function runningClock(from: Date): () => Date {
  const started = Date.now();
  return () => new Date(from.getTime() + (Date.now() - started));
}
