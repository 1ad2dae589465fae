import { analyticsJobs } from '../analytics/rollup.ts';
import type { AppDeps } from '../app-env.ts';
import { importJobs, importJobsExhausted } from '../import/import-jobs.ts';
import { mediaSweepJobs } from '../media/orphan-sweep.ts';
import { commentNotificationJobs } from '../services/comment-notifications.service.ts';
import { customDomainJobs } from '../services/custom-domain.service.ts';
import { exportJobs, exportJobsExhausted } from '../services/exports.service.ts';
import { newsletterJobs } from '../services/newsletter.service.ts';
import type { JobRow } from './queue/job-queue.ts';
import type { JobHandler } from './queue/job-worker.ts';

/**
 * The handler of each background job kind, by kind. The server's worker takes only the kinds
 * named here, so a kind enqueued by a newer version waits for an instance that knows it.
 */
export function createJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return {
    ...importJobs(deps),
    ...exportJobs(deps),
    ...commentNotificationJobs(deps),
    ...analyticsJobs(deps),
    ...newsletterJobs(deps),
    ...mediaSweepJobs(deps),
    ...customDomainJobs(deps),
  };
}

/**
 * What closes a job's own records when the queue gives it up after its runs kept dying, for the
 * kinds that keep such records (an import's or an export's state).
 */
export function createJobExhaustedHandler(deps: AppDeps): (job: JobRow) => Promise<void> {
  const byKind = { ...importJobsExhausted(deps), ...exportJobsExhausted(deps) };
  return async (job) => {
    await byKind[job.kind]?.(job);
  };
}
