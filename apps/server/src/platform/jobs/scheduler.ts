import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import { type Logger, stderrLogger } from '../log/logger.ts';
import { enqueueJob, purgeFinishedJobs } from './job-queue.ts';
import { createTick, type Tick } from './tick.ts';

/**
 * Periodic work, as the queue sees it: a job of `kind` every `everyMs`. The scheduler only
 * enqueues; the kind's handler, registered like any other job's, does the work.
 */
export interface Schedule {
  /** The job kind enqueued; its handler does the work. */
  kind: string;
  everyMs: number;
  /**
   * Also once when the instance starts (after `startRunsAfter`): what fell due while no
   * instance ran is done then, not a period later.
   */
  atStart?: boolean;
  payload?: unknown;
  /**
   * A run that may take minutes (a sweep of every stored file, a rollup of a day of views): it
   * takes the worker's ordinary runs, so the quick scheduled kinds never wait behind it.
   */
  long?: boolean;
}

/** The dedupe keys of scheduled runs start with this: {@link purgeScheduledRuns} knows them by it. */
export const SCHEDULE_KEY_PREFIX = 'schedule:';

/** The key of a schedule's run in one period: the same on every instance, so it is one job. */
export const scheduleKey = (kind: string, slot: number | string) =>
  `${SCHEDULE_KEY_PREFIX}${kind}:${slot}`;

/**
 * Two runs: a second try covers a passing fault (the database restarting, a lost connection)
 * without an hourly job waiting an hour for it. More would stack retries of past periods on the
 * runs of later ones, which do the same work anyway.
 */
export const SCHEDULED_MAX_ATTEMPTS = 2;

/**
 * A finished scheduled run is kept a day (for a look at what ran and why one failed), not the
 * queue's 30 days: the 15-s publishing sweep alone would leave 170 000 rows a month. Its key is
 * then free again, which no schedule reuses: periods only move forward.
 */
export const SCHEDULED_RUN_RETENTION_MS = 24 * 60 * 60_000;

/** Deletes scheduled runs finished more than a day ago; returns how many. */
export function purgeScheduledRuns(db: Queryable, now: Date): Promise<number> {
  return purgeFinishedJobs(db, now, {
    retentionMs: SCHEDULED_RUN_RETENTION_MS,
    dedupeKeyPrefix: SCHEDULE_KEY_PREFIX,
  });
}

/**
 * The schedules with some periods changed, by kind: a number is the new period, `null` turns the
 * schedule off (a test's, or the rate-limit purge when Redis expires its counters).
 */
export function withPeriods(
  schedules: readonly Schedule[],
  periods: Readonly<Record<string, number | null | undefined>> = {},
): Schedule[] {
  // A period for a kind nobody schedules is a mistake (a renamed kind), not a choice.
  const unknown = Object.keys(periods).filter((kind) => !schedules.some((s) => s.kind === kind));
  if (unknown.length > 0) throw new Error(`withPeriods: no schedule of kind ${unknown.join(', ')}`);
  return schedules.flatMap((schedule) => {
    const everyMs = periods[schedule.kind];
    if (everyMs === null) return [];
    return [everyMs === undefined ? schedule : { ...schedule, everyMs }];
  });
}

export interface SchedulerOptions {
  db: Queryable;
  schedules: readonly Schedule[];
  /** The clock the periods are counted on and the jobs are due by. */
  now: () => Date;
  /** Told after each enqueue, so the worker takes the job now instead of at its next poll. */
  wake?: () => void;
  /** The runs at start wait for this (the server's first answer); none once stopped. */
  startRunsAfter?: Promise<unknown>;
  /** The process's timer the checks beat to; the scheduler's own without. */
  tick?: Tick;
  onError?: (kind: string, error: unknown) => void;
  /** Where the default `onError` reports; unset: `stderrLogger`. */
  logger?: Logger;
}

/**
 * Enqueues each schedule's job once per period: period `slot` is `floor(now / everyMs)`, and its
 * job is keyed `schedule:<kind>:<slot>`, so however many instances run a scheduler, the first to
 * see a period begin enqueues its job and the others find it there. Each schedule is looked at a
 * quarter of its period apart, so a period's job is enqueued within its first quarter whatever
 * the instance's start. A run at start is keyed by the start instead, since the period's job may
 * have run before this start and what fell due since would then wait a period.
 *
 * It knows no feature and runs no work: the queue's worker does. Returns `stop`.
 */
export function startScheduler(options: SchedulerOptions): () => void {
  const logger = options.logger ?? stderrLogger;
  const onError =
    options.onError ??
    ((kind, error) =>
      logger.error({ err: error, job: kind }, 'programador: no se pudo encolar la tarea'));
  const beat = options.tick ?? createTick();
  const start = randomUUID();
  const unsubscribe: (() => void)[] = [];
  let stopped = false;

  const enqueue = (schedule: Schedule, key: string, at: Date) =>
    enqueueJob(options.db, {
      kind: schedule.kind,
      payload: schedule.payload ?? null,
      dedupeKey: key,
      runAt: at,
      maxAttempts: SCHEDULED_MAX_ATTEMPTS,
    }).then(
      () => options.wake?.(),
      (error: unknown) => onError(schedule.kind, error),
    );

  for (const schedule of options.schedules) {
    const everyMs = Math.max(1, schedule.everyMs);
    const slotOf = (at: Date) => Math.floor(at.getTime() / everyMs);
    let last = slotOf(options.now());
    unsubscribe.push(
      beat.every(Math.max(1, Math.floor(everyMs / 4)), () => {
        const at = options.now();
        const slot = slotOf(at);
        // The clock only moves forward here; one set back waits for the period it left.
        if (slot <= last) return;
        last = slot;
        void enqueue(schedule, scheduleKey(schedule.kind, slot), at);
      }),
    );
    if (!schedule.atStart) continue;
    const atStart = () => {
      if (!stopped)
        void enqueue(schedule, scheduleKey(schedule.kind, `start:${start}`), options.now());
    };
    if (options.startRunsAfter) void options.startRunsAfter.then(atStart);
    else atStart();
  }

  return () => {
    stopped = true;
    for (const leave of unsubscribe) leave();
    if (!options.tick) beat.stop();
  };
}
