import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/use-test-app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  claimNextJob,
  completeJob,
  enqueueJob,
  FINISHED_JOB_RETENTION_MS,
  failExhaustedJobs,
  failJobRun,
  getJob,
  getJobByUuid,
  LEASE_EXHAUSTED_MESSAGE,
  purgeFinishedJobs,
  releaseJob,
  renewLease,
} from './job-queue.ts';

let database: DatabaseHandle;
useTestDatabase((opened) => {
  database = opened;
});
beforeEach(async () => {
  await database.db.execute('truncate background_jobs restart identity');
});

const T0 = new Date('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 30_000;
const claimBy = (lockedBy: string, now: Date, kinds = ['k']) =>
  claimNextJob(database.db, { lockedBy, now, leaseMs: LEASE, kinds });

describe('enqueueJob and reading jobs', () => {
  it('stores a queued job that can be read by id and by uuid', async () => {
    const job = await enqueueJob(database.db, {
      kind: 'k',
      payload: { file: 'a.xml', n: 3 },
      runAt: T0,
    });
    expect(job).toMatchObject({
      kind: 'k',
      blogId: null,
      payload: { file: 'a.xml', n: 3 },
      state: 'queued',
      attempts: 0,
      maxAttempts: 5,
      progress: null,
      result: null,
      error: null,
    });
    expect(job.runAt.getTime()).toBe(T0.getTime());
    expect(await getJob(database.db, job.id)).toEqual(job);
    expect(await getJobByUuid(database.db, job.uuid)).toEqual(job);
    expect(await getJob(database.db, job.id + 1)).toBeNull();
    expect(await getJobByUuid(database.db, 'not-a-uuid')).toBeNull();
    expect(await getJobByUuid(database.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('returns the existing job for a dedupe key already enqueued, even by a racing call', async () => {
    const first = await enqueueJob(database.db, { kind: 'k', payload: 1, dedupeKey: 'same' });
    const again = await enqueueJob(database.db, { kind: 'k', payload: 2, dedupeKey: 'same' });
    expect(again.id).toBe(first.id);
    expect(again.payload).toBe(1);
    const raced = await Promise.all(
      [1, 2, 3, 4].map((n) => enqueueJob(database.db, { kind: 'k', payload: n, dedupeKey: 'r' })),
    );
    expect(new Set(raced.map((job) => job.id)).size).toBe(1);
    const other = await enqueueJob(database.db, { kind: 'k', payload: 3, dedupeKey: 'other' });
    expect(other.id).not.toBe(first.id);
    const plain = await enqueueJob(database.db, { kind: 'k', payload: 3 });
    const plain2 = await enqueueJob(database.db, { kind: 'k', payload: 3 });
    expect(plain2.id).not.toBe(plain.id);
  });

  it('refuses a maxAttempts below one', async () => {
    await expect(
      enqueueJob(database.db, { kind: 'k', payload: 1, maxAttempts: 0 }),
    ).rejects.toThrow(/maxAttempts/);
  });
});

describe('claiming', () => {
  it('takes due jobs oldest first, once, and only of the kinds asked for', async () => {
    const later = await enqueueJob(database.db, { kind: 'k', payload: 'later', runAt: at(10_000) });
    const first = await enqueueJob(database.db, { kind: 'k', payload: 'first', runAt: at(-2) });
    const second = await enqueueJob(database.db, { kind: 'k', payload: 'second', runAt: at(-1) });
    await enqueueJob(database.db, { kind: 'other', payload: 'x', runAt: at(-3) });

    const a = await claimBy('a', T0);
    expect(a).toMatchObject({ id: first.id, state: 'running', attempts: 1 });
    const b = await claimBy('b', T0);
    expect(b?.id).toBe(second.id);
    expect(await claimBy('c', T0)).toBeNull();
    expect((await claimBy('c', at(10_000)))?.id).toBe(later.id);
  });

  it("takes a job whose run time is within the claim's millisecond, which the database keeps in microseconds", async () => {
    // A job enqueued with the database's own clock, 700 µs into the millisecond a claim reads
    // as its `now`.
    const job = await enqueueJob(database.db, { kind: 'k', payload: null });
    await database.db.execute(
      `update background_jobs set run_at = '2026-11-26 10:00:00.000700+00' where id = ${job.id}`,
    );
    expect(await claimBy('a', at(-1))).toBeNull();
    expect((await claimBy('a', T0))?.id).toBe(job.id);
  });

  it('takes over a running job whose lease expired, and a stale run can then write nothing', async () => {
    await enqueueJob(database.db, { kind: 'k', payload: null, runAt: T0 });
    const a = await claimBy('a', T0);
    if (!a) throw new Error('no job claimed');
    const claimA = { id: a.id, lockedBy: 'a', attempt: a.attempts };
    expect(await claimBy('b', at(LEASE - 1))).toBeNull();

    // A renewal keeps it: the lease now runs to LEASE + 10 s.
    expect(
      await renewLease(database.db, claimA, { now: at(10_000), leaseMs: LEASE, progress: 4 }),
    ).toBe(true);
    expect(await claimBy('b', at(LEASE + 1))).toBeNull();

    const b = await claimBy('b', at(LEASE + 10_001));
    expect(b).toMatchObject({ id: a.id, attempts: 2, progress: 4 });
    if (!b) throw new Error('no takeover');
    expect(await renewLease(database.db, claimA, { now: at(LEASE + 10_002), leaseMs: LEASE })).toBe(
      false,
    );
    expect(
      await completeJob(database.db, claimA, { now: at(LEASE + 10_003), result: 'stale' }),
    ).toBe(false);
    expect(
      await failJobRun(database.db, claimA, {
        now: at(LEASE + 10_003),
        error: new Error('stale'),
        retryAt: at(0),
      }),
    ).toBeNull();
    expect(await releaseJob(database.db, claimA, { now: at(LEASE + 10_003) })).toBeNull();

    const claimB = { id: b.id, lockedBy: 'b', attempt: b.attempts };
    expect(await completeJob(database.db, claimB, { now: at(LEASE + 10_004), result: 'ok' })).toBe(
      true,
    );
    expect(await getJob(database.db, a.id)).toMatchObject({
      state: 'done',
      result: 'ok',
      attempts: 2,
    });
  });

  it('requeues a failed run with its backoff while attempts remain, then fails it with the message', async () => {
    await enqueueJob(database.db, { kind: 'k', payload: null, runAt: T0, maxAttempts: 2 });
    const first = await claimBy('a', T0);
    if (!first) throw new Error('no job claimed');
    const state = await failJobRun(
      database.db,
      { id: first.id, lockedBy: 'a', attempt: 1 },
      { now: at(1), error: new Error('primero'), retryAt: at(5_000) },
    );
    expect(state).toBe('queued');
    expect(await getJob(database.db, first.id)).toMatchObject({
      state: 'queued',
      error: 'primero',
      attempts: 1,
      runAt: at(5_000),
    });
    expect(await claimBy('a', at(4_999))).toBeNull();
    const second = await claimBy('a', at(5_000));
    expect(second?.attempts).toBe(2);
    expect(
      await failJobRun(
        database.db,
        { id: first.id, lockedBy: 'a', attempt: 2 },
        { now: at(5_001), error: 'segundo', retryAt: at(9_000) },
      ),
    ).toBe('failed');
    expect(await getJob(database.db, first.id)).toMatchObject({
      state: 'failed',
      error: 'segundo',
    });
    expect(await claimBy('a', at(60_000))).toBeNull();
  });

  it('gives a released job back without counting the attempt', async () => {
    await enqueueJob(database.db, { kind: 'k', payload: null, runAt: T0, maxAttempts: 1 });
    const job = await claimBy('a', T0);
    if (!job) throw new Error('no job claimed');
    expect(
      await releaseJob(database.db, { id: job.id, lockedBy: 'a', attempt: 1 }, { now: at(1) }),
    ).toBe('queued');
    expect(await getJob(database.db, job.id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await claimBy('b', at(2)))?.id).toBe(job.id);
  });

  it('fails a job whose last allowed run lost its lease', async () => {
    await enqueueJob(database.db, { kind: 'k', payload: null, runAt: T0, maxAttempts: 1 });
    const job = await claimBy('a', T0);
    if (!job) throw new Error('no job claimed');
    expect(await failExhaustedJobs(database.db, at(LEASE - 1))).toEqual([]);
    expect(await claimBy('b', at(LEASE + 1))).toBeNull();
    expect(await failExhaustedJobs(database.db, at(LEASE + 1))).toMatchObject([
      { id: job.id, state: 'failed' },
    ]);
    expect(await getJob(database.db, job.id)).toMatchObject({
      state: 'failed',
      error: LEASE_EXHAUSTED_MESSAGE,
    });
  });
});

describe('purgeFinishedJobs', () => {
  it('deletes jobs finished more than 30 days ago and keeps the rest', async () => {
    const old = await enqueueJob(database.db, { kind: 'k', payload: 1, runAt: T0, dedupeKey: 'd' });
    const recent = await enqueueJob(database.db, { kind: 'k', payload: 2, runAt: T0 });
    const queued = await enqueueJob(database.db, { kind: 'k', payload: 3, runAt: at(1) });
    for (const [job, when] of [
      [old, T0],
      [recent, at(FINISHED_JOB_RETENTION_MS)],
    ] as const) {
      const claimed = await claimBy('a', when);
      expect(claimed?.id).toBe(job.id);
      await completeJob(
        database.db,
        { id: job.id, lockedBy: 'a', attempt: 1 },
        {
          now: when,
          result: null,
        },
      );
    }
    expect(await purgeFinishedJobs(database.db, at(FINISHED_JOB_RETENTION_MS + 1))).toBe(1);
    expect(await getJob(database.db, old.id)).toBeNull();
    expect(await getJob(database.db, recent.id)).not.toBeNull();
    expect(await getJob(database.db, queued.id)).not.toBeNull();
    // The key is free again.
    const fresh = await enqueueJob(database.db, { kind: 'k', payload: 4, dedupeKey: 'd' });
    expect(fresh.id).not.toBe(old.id);
  });
});
