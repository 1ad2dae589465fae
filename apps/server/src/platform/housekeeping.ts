import type { Feature } from './feature.ts';
import { purgeFinishedJobs } from './jobs/job-queue.ts';
import { purgeScheduledRuns } from './jobs/scheduler.ts';
import { purgeExpiredRateLimits } from './rate-limit/db-store.ts';

export const HOUSEKEEPING_JOBS = {
  /** Background jobs finished long ago: 30 days, a day for the scheduled runs. */
  purgeFinishedJobs: 'jobs.purge-finished',
  /** Rate-limit windows that ended; main.ts turns it off when Redis expires them itself. */
  purgeRateLimits: 'rate-limits.purge',
} as const;

/**
 * The platform's own periodic work, handed to the composition like a feature's: its tables are
 * no feature's.
 */
export const platformHousekeeping: Feature = {
  name: 'platform',
  jobs: (deps) => ({
    [HOUSEKEEPING_JOBS.purgeFinishedJobs]: async () => {
      const now = deps.now();
      return {
        scheduled: await purgeScheduledRuns(deps.db, now),
        finished: await purgeFinishedJobs(deps.db, now),
      };
    },
    [HOUSEKEEPING_JOBS.purgeRateLimits]: () => purgeExpiredRateLimits(deps.db, deps.now()),
  }),
  schedules: [
    { kind: HOUSEKEEPING_JOBS.purgeFinishedJobs, everyMs: 60 * 60_000 },
    { kind: HOUSEKEEPING_JOBS.purgeRateLimits, everyMs: 10 * 60_000 },
  ],
};
