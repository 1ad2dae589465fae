import type { AppDeps } from '../../platform/http/app-env.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { contentChanged } from '../content/index.ts';
import { expireLapsedSubscriptions } from './subscriptions.service.ts';

/** Lapsed PRO periods are closed: their blogs go back to FREE within the hour. */
export const EXPIRE_SUBSCRIPTIONS_JOB = 'subscriptions.expire';

/**
 * Hourly, and at start for the periods that ended while the server was down (a read of a
 * subscription expires its own before then).
 */
export const paymentsSchedules: readonly Schedule[] = [
  { kind: EXPIRE_SUBSCRIPTIONS_JOB, everyMs: 60 * 60_000, atStart: true },
];

export function paymentsJobs(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentVersions'>,
): Record<string, JobHandler> {
  return {
    // The cached pages of each blog sent back to FREE go (its ads are now due).
    [EXPIRE_SUBSCRIPTIONS_JOB]: async () => {
      await expireLapsedSubscriptions(deps.db, deps.now(), undefined, (blogId) =>
        contentChanged(deps.contentVersions, blogId),
      );
    },
  };
}
