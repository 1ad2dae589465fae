import { analyticsJobs } from './features/analytics/index.ts';
import { customDomainJobs } from './features/blogs/index.ts';
import { commentNotificationJobs } from './features/comments/index.ts';
import { mediaSweepJobs } from './features/media/index.ts';
import { newsletterJobs } from './features/newsletter/index.ts';
import {
  exportJobs,
  exportJobsExhausted,
  importJobs,
  importJobsExhausted,
} from './features/transfers/index.ts';
import type { AppDeps } from './platform/http/app-env.ts';
import type { JobRow } from './platform/jobs/job-queue.ts';
import type { JobHandler } from './platform/jobs/job-worker.ts';

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
