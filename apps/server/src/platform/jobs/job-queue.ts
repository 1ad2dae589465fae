import { JOB_MESSAGES } from '@bitacora/domain';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { backgroundJobs } from '../db/schema/index.ts';

/*
 * The durable queue: one row per job in `background_jobs`, claimed, renewed and finished by
 * conditional UPDATEs, so it behaves the same on PGlite and on PostgreSQL with any number of
 * instances (docs/decisions/017-durable-job-queue.md). Every instant comes from the caller's
 * clock, never the database's, so tests can move time.
 */

export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface JobRow {
  id: number;
  uuid: string;
  kind: string;
  blogId: number | null;
  payload: unknown;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  /** The last progress the handler reported: where a resumed run picks up. */
  progress: unknown;
  result: unknown;
  error: string | null;
  runAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** One run of a job: the instance holding it and which attempt it is. */
export interface JobClaim {
  id: number;
  lockedBy: string;
  attempt: number;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
/** Longer messages are cut: an error is for the panel and the log, not a dump. */
const MAX_ERROR_LENGTH = 2_000;

type Row = typeof backgroundJobs.$inferSelect;

function toJobRow(row: Row): JobRow {
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    blogId: row.blogId,
    payload: row.payload,
    state: row.state as JobState,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: row.progress,
    result: row.result,
    error: row.error,
    runAt: row.runAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/**
 * Adds a job. With a `dedupeKey` already taken by any job still in the table (whatever its
 * state), that job is returned and nothing is added: enqueuing the same thing twice is one job.
 * A caller that wants a fresh run after a failure uses a new key.
 */
export async function enqueueJob(
  db: Queryable,
  input: {
    kind: string;
    payload: unknown;
    blogId?: number | null;
    dedupeKey?: string | null;
    runAt?: Date;
    maxAttempts?: number;
  },
): Promise<JobRow> {
  const maxAttempts = input.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) {
    throw new Error(`enqueueJob: maxAttempts must be a positive integer (got ${maxAttempts})`);
  }
  const values = {
    kind: input.kind,
    payload: input.payload ?? null,
    blogId: input.blogId ?? null,
    dedupeKey: input.dedupeKey ?? null,
    maxAttempts,
    ...(input.runAt ? { runAt: input.runAt } : {}),
  };
  const dedupeKey = input.dedupeKey ?? null;
  if (dedupeKey === null) {
    const [row] = await db.insert(backgroundJobs).values(values).returning();
    if (!row) throw new Error('enqueueJob: the insert returned no row');
    return toJobRow(row);
  }
  // The unique key decides between two enqueuers racing; the loser reads the winner's row. The
  // row can only vanish between the two statements if the cleanup deletes it, hence the retry.
  for (let round = 0; round < 3; round += 1) {
    const [inserted] = await db
      .insert(backgroundJobs)
      .values(values)
      .onConflictDoNothing({ target: backgroundJobs.dedupeKey })
      .returning();
    if (inserted) return toJobRow(inserted);
    const [existing] = await db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.dedupeKey, dedupeKey));
    if (existing) return toJobRow(existing);
  }
  throw new Error(`enqueueJob: could not insert or read the job with key ${dedupeKey}`);
}

export async function getJob(db: Queryable, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  return row ? toJobRow(row) : null;
}

export async function getJobByUuid(db: Queryable, uuid: string): Promise<JobRow | null> {
  // A malformed uuid would be a cast error in PostgreSQL; it names no job.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) return null;
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.uuid, uuid));
  return row ? toJobRow(row) : null;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * Takes the next due job for `lockedBy` until `now + leaseMs`: a queued job whose time has
 * come, or a running one whose lease expired (its instance died or hung). The inner SELECT
 * locks the row it picks and skips rows another instance is claiming, and PostgreSQL re-checks
 * the condition on a row changed meanwhile, so a job is claimed by one instance at a time.
 * Only jobs with attempts left are taken; {@link failExhaustedJobs} ends the others.
 */
export async function claimNextJob(
  db: Queryable,
  options: { lockedBy: string; now: Date; leaseMs: number; kinds: readonly string[] },
): Promise<JobRow | null> {
  if (options.kinds.length === 0) return null;
  const j = backgroundJobs;
  const due = db
    .select({ id: j.id })
    .from(j)
    // The database keeps microseconds and `now` only milliseconds: a job enqueued (its run time
    // the database's clock) in the same millisecond as the claim is due too, not left to the
    // next poll.
    .where(
      and(
        inArray(j.kind, [...options.kinds]),
        lt(j.attempts, j.maxAttempts),
        or(
          and(eq(j.state, 'queued'), lt(j.runAt, later(options.now, 1))),
          and(eq(j.state, 'running'), lt(j.lockedUntil, options.now)),
        ),
      ),
    )
    .orderBy(j.runAt, j.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(j)
    .set({
      state: 'running',
      lockedBy: options.lockedBy,
      lockedUntil: later(options.now, options.leaseMs),
      attempts: sql`${j.attempts} + 1`,
      updatedAt: options.now,
    })
    .where(sql`${j.id} = (${due})`)
    .returning();
  return row ? toJobRow(row) : null;
}

/** The conditions that make an update belong to one run: it still holds the lease. */
function heldBy(claim: JobClaim) {
  const j = backgroundJobs;
  return and(
    eq(j.id, claim.id),
    eq(j.state, 'running'),
    eq(j.lockedBy, claim.lockedBy),
    eq(j.attempts, claim.attempt),
  );
}

/**
 * Stores progress (when given) and extends the lease. False when the run no longer holds the
 * job: its lease expired and another instance took it, or it was ended.
 */
export async function renewLease(
  db: Queryable,
  claim: JobClaim,
  options: { now: Date; leaseMs: number; progress?: unknown },
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({
      lockedUntil: later(options.now, options.leaseMs),
      updatedAt: options.now,
      ...('progress' in options ? { progress: options.progress ?? null } : {}),
    })
    .where(heldBy(claim))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Marks the run's job done with its result; false (and nothing written) if it lost the job. */
export async function completeJob(
  db: Queryable,
  claim: JobClaim,
  options: { now: Date; result: unknown },
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({
      state: 'done',
      result: options.result ?? null,
      error: null,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: options.now,
    })
    .where(heldBy(claim))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

export function errorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH - 1)}…` : message;
}

/**
 * A run failed: the job goes back to the queue at `retryAt` while it has attempts left, and
 * ends `failed` with the message otherwise. Returns the new state, or null if the run had
 * already lost the job.
 */
export async function failJobRun(
  db: Queryable,
  claim: JobClaim,
  options: { now: Date; error: unknown; retryAt: Date },
): Promise<'queued' | 'failed' | null> {
  const j = backgroundJobs;
  const rows = await db
    .update(j)
    .set({
      state: sql`case when ${j.attempts} < ${j.maxAttempts} then 'queued' else 'failed' end`,
      error: errorMessage(options.error),
      runAt: sql`case when ${j.attempts} < ${j.maxAttempts} then ${options.retryAt.toISOString()}::timestamptz else ${j.runAt} end`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: options.now,
    })
    .where(heldBy(claim))
    .returning({ state: j.state });
  return (rows[0]?.state as 'queued' | 'failed' | undefined) ?? null;
}

/** The message a job gets when its runs kept dying without an answer. */
export const LEASE_EXHAUSTED_MESSAGE = JOB_MESSAGES.leaseExhausted;

/**
 * The instance is stopping: the run is given back, to be taken again at once by whichever
 * instance polls next. A run stopped within its lease does not count as an attempt: a deploy is
 * not a failure. A run whose lease had expired without renewal had held its process up (the
 * heartbeat could not run): that stop is the sign of a job that starves or kills its server, so
 * its attempt counts, and a last allowed one ends the job `failed` instead of coming back at each
 * start. Returns the new state, or null if the run had already lost the job.
 */
export async function releaseJob(
  db: Queryable,
  claim: JobClaim,
  options: { now: Date },
): Promise<'queued' | 'failed' | null> {
  const j = backgroundJobs;
  const at = sql`${options.now.toISOString()}::timestamptz`;
  const overdue = sql`${j.lockedUntil} < ${at}`;
  const rows = await db
    .update(j)
    .set({
      state: sql`case when ${overdue} and ${j.attempts} >= ${j.maxAttempts} then 'failed' else 'queued' end`,
      attempts: sql`case when ${overdue} then ${j.attempts} else ${j.attempts} - 1 end`,
      error: sql`case when ${overdue} and ${j.attempts} >= ${j.maxAttempts} then ${LEASE_EXHAUSTED_MESSAGE} else ${j.error} end`,
      runAt: options.now,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: options.now,
    })
    .where(heldBy(claim))
    .returning({ state: j.state });
  return (rows[0]?.state as 'queued' | 'failed' | undefined) ?? null;
}

/**
 * Ends the jobs whose last allowed run lost its lease without finishing (the instance died
 * each time): nobody will take them again, so they are `failed` rather than left `running`.
 * Returns them, for their owners to close what the handler would have.
 */
export async function failExhaustedJobs(db: Queryable, now: Date): Promise<JobRow[]> {
  const j = backgroundJobs;
  const rows = await db
    .update(j)
    .set({
      state: 'failed',
      error: LEASE_EXHAUSTED_MESSAGE,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(
      and(eq(j.state, 'running'), lt(j.lockedUntil, now), sql`${j.attempts} >= ${j.maxAttempts}`),
    )
    .returning();
  return rows.map(toJobRow);
}

export const FINISHED_JOB_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes jobs done or failed more than `retentionMs` (30 days) ago; their dedupe keys are free
 * again. With `dedupeKeyPrefix`, only the jobs whose key starts with it: a kind of job that is
 * enqueued often can be kept a shorter time than the rest.
 */
export async function purgeFinishedJobs(
  db: Queryable,
  now: Date,
  options: { retentionMs?: number; dedupeKeyPrefix?: string } = {},
): Promise<number> {
  const j = backgroundJobs;
  const retentionMs = options.retentionMs ?? FINISHED_JOB_RETENTION_MS;
  const prefix = options.dedupeKeyPrefix;
  const rows = await db
    .delete(j)
    .where(
      and(
        inArray(j.state, ['done', 'failed']),
        lt(j.updatedAt, new Date(now.getTime() - retentionMs)),
        prefix === undefined ? undefined : sql`starts_with(${j.dedupeKey}, ${prefix})`,
      ),
    )
    .returning({ id: j.id });
  return rows.length;
}
