import type { AppDeps } from '../../platform/http/app-env.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { publishDueContent } from './publish-scheduled.ts';
import { purgeTrash } from './purge-trash.ts';

export const CONTENT_JOBS = {
  /** Posts and pages whose scheduled minute has come are published. */
  publishDue: 'content.publish-due',
  /** Posts and pages 30 days in the trash are deleted for good. */
  purgeTrash: 'content.purge-trash',
} as const;

/**
 * Publishing every 15 s (SCHEDULE_SWEEP_MS changes it in main.ts), and at start, so what fell
 * due while the server was down goes out then, not a period later.
 */
export const contentSchedules: readonly Schedule[] = [
  { kind: CONTENT_JOBS.publishDue, everyMs: 15_000, atStart: true },
  { kind: CONTENT_JOBS.purgeTrash, everyMs: 60 * 60_000 },
];

export function contentJobs(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentVersions'>,
): Record<string, JobHandler> {
  return {
    [CONTENT_JOBS.publishDue]: async () => {
      const published = await publishDueContent(deps.db, deps.now(), deps.contentVersions);
      return { posts: published.posts.length, pages: published.pages.length };
    },
    [CONTENT_JOBS.purgeTrash]: () => purgeTrash(deps.db, deps.now()),
  };
}
