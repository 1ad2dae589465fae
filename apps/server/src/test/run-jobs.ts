import { claimNextJob, completeJob, failJobRun, renewLease } from '../platform/jobs/job-queue.ts';
import type { JobHandler } from '../platform/jobs/job-worker.ts';
import type { TestApp } from './test-db.ts';

/**
 * Runs the queue's due jobs of the given kinds one after the other, as one worker would, until
 * none is due (jobs they enqueue included), on the app's clock. A handler that throws fails its
 * run, to be retried 10 s later. Returns the kinds run, in order, ' failed' after a failed one.
 */
export async function runDueJobs(
  t: TestApp,
  handlers: Record<string, JobHandler>,
): Promise<string[]> {
  const ran: string[] = [];
  for (let round = 0; round < 500; round += 1) {
    const job = await claimNextJob(t.db, {
      lockedBy: 'test',
      now: t.deps.now(),
      leaseMs: 60_000,
      kinds: Object.keys(handlers),
    });
    if (!job) return ran;
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no handler for ${job.kind}`);
    const claim = { id: job.id, lockedBy: 'test', attempt: job.attempts };
    try {
      const result = await handler({
        job,
        signal: new AbortController().signal,
        reportProgress: async (progress) => {
          await renewLease(t.db, claim, { now: t.deps.now(), leaseMs: 60_000, progress });
        },
      });
      await completeJob(t.db, claim, { now: t.deps.now(), result });
      ran.push(job.kind);
    } catch (error) {
      // As the worker does, a failed run waits for its retry (not due on this clock).
      const retryAt = new Date(t.deps.now().getTime() + 10_000);
      await failJobRun(t.db, claim, { now: t.deps.now(), error, retryAt });
      ran.push(`${job.kind} failed`);
    }
  }
  throw new Error('the jobs kept coming');
}
