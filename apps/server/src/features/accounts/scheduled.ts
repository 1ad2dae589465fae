import type { AppDeps } from '../../platform/http/app-env.ts';
import type { JobHandler } from '../../platform/jobs/job-worker.ts';
import type { Schedule } from '../../platform/jobs/scheduler.ts';
import { purgeEndedSessions } from './purge-ended-sessions.ts';
import { purgeStaleLinks } from './purge-stale-links.ts';

export const ACCOUNTS_JOBS = {
  /** Invitations and reset links long expired, preview links expired. */
  purgeLinks: 'accounts.purge-links',
  /** Sessions long expired or ended. */
  purgeSessions: 'accounts.purge-sessions',
} as const;

const HOUR = 60 * 60_000;

export const accountsSchedules: readonly Schedule[] = [
  { kind: ACCOUNTS_JOBS.purgeLinks, everyMs: HOUR },
  { kind: ACCOUNTS_JOBS.purgeSessions, everyMs: HOUR },
];

export function accountsJobs(deps: Pick<AppDeps, 'db' | 'now'>): Record<string, JobHandler> {
  return {
    [ACCOUNTS_JOBS.purgeLinks]: () => purgeStaleLinks(deps.db, deps.now()),
    [ACCOUNTS_JOBS.purgeSessions]: async () => ({
      sessions: await purgeEndedSessions(deps.db, deps.now()),
    }),
  };
}
