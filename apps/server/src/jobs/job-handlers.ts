import type { AppDeps } from '../app-env.ts';
import { importJobs } from '../import/import-jobs.ts';
import { exportJobs } from '../services/exports.service.ts';
import type { JobHandler } from './queue/job-worker.ts';

/**
 * The handler of each background job kind, by kind. The server's worker takes only the kinds
 * named here, so a kind enqueued by a newer version waits for an instance that knows it.
 */
export function createJobHandlers(deps: AppDeps): Record<string, JobHandler> {
  return { ...importJobs(deps), ...exportJobs(deps) };
}
