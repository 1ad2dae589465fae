import { FEATURES } from './app.ts';
import type { Feature } from './platform/feature.ts';
import { platformHousekeeping } from './platform/housekeeping.ts';
import type { AppDeps } from './platform/http/app-env.ts';
import type { JobRow } from './platform/jobs/job-queue.ts';
import type { JobHandler } from './platform/jobs/job-worker.ts';

/** Who hands jobs and schedules to the worker: the platform's housekeeping, then each feature. */
export const JOB_OWNERS: readonly Feature[] = [platformHousekeeping, ...FEATURES];

/**
 * The handler of each background job kind, by kind, from every feature. The server's worker
 * takes only the kinds named here, so a kind enqueued by a newer version waits for an instance
 * that knows it.
 */
export function createJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return Object.assign({}, ...JOB_OWNERS.map((owner) => owner.jobs?.(deps) ?? {}));
}

/**
 * What closes a job's own records when the queue gives it up after its runs kept dying, for the
 * kinds that keep such records (an import's or an export's state).
 */
export function createJobExhaustedHandler(deps: AppDeps): (job: JobRow) => Promise<void> {
  const byKind: Record<string, (job: JobRow) => Promise<void>> = Object.assign(
    {},
    ...JOB_OWNERS.map((owner) => owner.jobsExhausted?.(deps) ?? {}),
  );
  return async (job) => {
    await byKind[job.kind]?.(job);
  };
}
