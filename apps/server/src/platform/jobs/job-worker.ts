import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/client.ts';
import { runOutsideRequest } from '../db/engine-queue.ts';
import { type Logger, stderrLogger } from '../log/logger.ts';
import {
  claimNextJob,
  completeJob,
  failExhaustedJobs,
  failJobRun,
  getJob,
  type JobClaim,
  type JobRow,
  releaseJob,
  renewLease,
} from './job-queue.ts';
import { createTick, type Tick } from './tick.ts';

export interface JobContext {
  job: JobRow;
  /**
   * Stores `progress` as the job's checkpoint and extends the lease. Throws
   * {@link JobLeaseLostError} (and `signal` aborts) when this run no longer holds the job.
   */
  reportProgress(progress: unknown): Promise<void>;
  /** Aborts when the worker stops or the run loses its lease: stop and throw. */
  signal: AbortSignal;
}

/** Resolves to the job's result. A throw is a failed attempt, retried while attempts remain. */
export type JobHandler = (ctx: JobContext) => Promise<unknown>;

export class JobLeaseLostError extends Error {
  override name = 'JobLeaseLostError';
  constructor(jobId: number) {
    super(`El trabajo ${jobId} pasó a otra instancia: esta ejecución ya no lo tiene.`);
  }
}

export class JobWorkerStoppingError extends Error {
  override name = 'JobWorkerStoppingError';
  constructor() {
    super('El servidor se está deteniendo: el trabajo seguirá en el próximo arranque.');
  }
}

export interface JobWorkerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** Names this instance in `locked_by`; unique per process by default. */
  instanceId?: string;
  /** How often the table is looked at for due jobs (JOB_POLL_MS; 1 s by default). */
  pollMs?: number;
  /** How long a run holds its job without news; renewed every third of it while it runs. */
  leaseMs?: number;
  /** Jobs run at once by this instance, besides those of its `lanes`. */
  concurrency?: number;
  /**
   * Kinds taken apart from the rest, each lane with runs of its own: a short job that must not
   * wait (the scheduled ones) is not held up by a long one (an import) filling `concurrency`.
   * A kind in a lane is taken only there.
   */
  lanes?: readonly JobLane[];
  now?: () => Date;
  /** The wait before attempt `attempts + 1`, after `attempts` failed runs. */
  retryDelayMs?: (attempts: number) => number;
  onError?: (error: unknown) => void;
  /** Where the default `onError` reports; unset: `stderrLogger`. */
  logger?: Logger;
  /**
   * Called for each job this instance ends because its last allowed run died without an answer
   * (no handler saw it end): what the job's handler keeps in its own records is closed here.
   */
  onExhausted?: (job: JobRow) => Promise<void>;
  /**
   * The first look at the queue waits for this (the server's first answer); a `wake` before it
   * looks at once. Jobs a crash left are taken then.
   */
  firstPollAfter?: Promise<unknown>;
  /** The process's timer the poll and the leases' renewals beat to; the worker's own without. */
  tick?: Tick;
}

/** Kinds with their own runs in a worker: see {@link JobWorkerOptions.lanes}. */
export interface JobLane {
  kinds: readonly string[];
  /** Jobs of these kinds run at once by this instance. */
  concurrency: number;
}

export const DEFAULT_JOB_POLL_MS = 1_000;
export const DEFAULT_JOB_LEASE_MS = 30_000;

/** 10 s, 20 s, 40 s… up to 10 minutes. */
export function defaultRetryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 10 * 60_000);
}

/**
 * Runs queued jobs with their kind's handler until stopped. Only kinds it has a handler for are
 * taken, so instances running different versions leave each other's new kinds alone. While a
 * handler runs, the lease is renewed every third of `leaseMs`, so a crashed instance's job is
 * taken over within one lease, and a live one keeps it however long a step takes.
 *
 * `stop()` aborts the running handlers, waits for them, and gives their jobs back to the queue
 * (not counted as an attempt, unless the run had held its process past its lease: see
 * {@link releaseJob}); a handler that resolved anyway is recorded as done.
 */
export function startJobWorker(options: JobWorkerOptions): {
  stop(): Promise<void>;
  wake(): void;
} {
  const db = options.db;
  const now = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? DEFAULT_JOB_POLL_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_JOB_LEASE_MS;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelayMs;
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID()}`;
  const logger = options.logger ?? stderrLogger;
  const onError =
    options.onError ??
    ((error: unknown) => logger.error({ err: error }, 'cola de trabajos: fallo del trabajador'));
  const handled = Object.keys(options.handlers);
  const apart = new Set((options.lanes ?? []).flatMap((lane) => lane.kinds));
  const lanes = [
    { kinds: handled.filter((kind) => !apart.has(kind)), concurrency, running: 0 },
    ...(options.lanes ?? []).map((lane) => ({
      kinds: lane.kinds.filter((kind) => handled.includes(kind)),
      concurrency: Math.max(1, lane.concurrency),
      running: 0,
    })),
  ];
  const tick = options.tick ?? createTick();

  const running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  let stopped = false;
  let polling = false;
  let pollAgain = false;
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  const poll = async () => {
    if (stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    try {
      do {
        pollAgain = false;
        // A lease runs for seconds, so looking for exhausted jobs once a poll interval is soon
        // enough; a busy queue polls after every job and would otherwise sweep that often.
        const at = now().getTime();
        if (at - lastSweepAt >= pollMs) {
          lastSweepAt = at;
          for (const job of await failExhaustedJobs(db, now())) {
            await options.onExhausted?.(job).catch(onError);
          }
        }
        for (const lane of lanes) {
          while (!stopped && lane.running < lane.concurrency) {
            const job = await claimNextJob(db, {
              lockedBy: instanceId,
              now: now(),
              leaseMs,
              kinds: lane.kinds,
            });
            if (!job) break;
            if (stopped) {
              await releaseJob(db, claimOf(job), { now: now() });
              break;
            }
            start(job, lane);
          }
        }
      } while (pollAgain && !stopped);
    } catch (error) {
      onError(error);
    } finally {
      polling = false;
    }
  };

  const claimOf = (job: JobRow): JobClaim => ({
    id: job.id,
    lockedBy: instanceId,
    attempt: job.attempts,
  });

  const start = (job: JobRow, lane: { running: number }) => {
    lane.running += 1;
    const claim = claimOf(job);
    const controller = new AbortController();
    const handler = options.handlers[job.kind];
    const lost = () => {
      if (!controller.signal.aborted) controller.abort(new JobLeaseLostError(job.id));
    };
    const renew = async (progress?: { value: unknown }) => {
      const held = await renewLease(db, claim, {
        now: now(),
        leaseMs,
        ...(progress ? { progress: progress.value } : {}),
      });
      if (!held) lost();
      return held;
    };
    const stopHeartbeat = tick.every(Math.max(1, Math.floor(leaseMs / 3)), () => {
      renew().catch(onError);
    });
    const context: JobContext = {
      job,
      signal: controller.signal,
      async reportProgress(progress) {
        if (controller.signal.aborted) throw controller.signal.reason;
        if (!(await renew({ value: progress }))) throw new JobLeaseLostError(job.id);
      },
    };
    const done = (async () => {
      let outcome: { ok: true; result: unknown } | { ok: false; error: unknown };
      try {
        if (!handler) throw new Error(`No hay quien ejecute trabajos de tipo "${job.kind}".`);
        outcome = { ok: true, result: await handler(context) };
      } catch (error) {
        outcome = { ok: false, error };
      } finally {
        stopHeartbeat();
      }
      try {
        if (outcome.ok) {
          await completeJob(db, claim, { now: now(), result: outcome.result });
        } else if (stopped && controller.signal.reason instanceof JobWorkerStoppingError) {
          if ((await releaseJob(db, claim, { now: now() })) === 'failed') {
            const ended = await getJob(db, job.id);
            if (ended) await options.onExhausted?.(ended);
          }
        } else if (!(controller.signal.reason instanceof JobLeaseLostError)) {
          // A run that lost its lease writes nothing: the job is another run's now.
          const at = now();
          await failJobRun(db, claim, {
            now: at,
            error: outcome.error,
            retryAt: new Date(at.getTime() + retryDelayMs(job.attempts)),
          });
        }
      } catch (error) {
        onError(error);
      }
    })().finally(() => {
      running.delete(job.id);
      lane.running -= 1;
      // A slot is free: the next due job need not wait for the poll.
      if (!stopped) void poll();
    });
    running.set(job.id, { controller, done });
  };

  const stopPolling = tick.every(pollMs, () => void poll());
  if (options.firstPollAfter) void options.firstPollAfter.then(poll);
  else void poll();

  return {
    wake() {
      // Woken by a request, the poll and its jobs are still not that request's work: they wait
      // their turn on the embedded database instead of being turned away with it.
      runOutsideRequest(() => void poll());
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      stopPolling();
      const runs = [...running.values()];
      for (const run of runs) run.controller.abort(new JobWorkerStoppingError());
      await Promise.all(runs.map((run) => run.done));
      // A claim in flight when stop was called gives its job back itself; wait for it.
      while (polling) await new Promise((resolve) => setTimeout(resolve, 5));
      if (!options.tick) tick.stop();
    },
  };
}
