import type { AppDeps } from '../../platform/http/app-env.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { purgeTransfers } from './purge-transfers.ts';

/** The transfers folder's housekeeping; every instance sees the same folder. */
export const PURGE_TRANSFERS_JOB = 'transfers.purge';

export const transfersSchedules: readonly Schedule[] = [
  { kind: PURGE_TRANSFERS_JOB, everyMs: 60 * 60_000 },
];

export function transfersScheduledJobs(
  deps: Pick<AppDeps, 'db' | 'now' | 'transfersDir'>,
): Record<string, JobHandler> {
  return {
    [PURGE_TRANSFERS_JOB]: () => purgeTransfers(deps.db, deps.transfersDir, deps.now()),
  };
}
