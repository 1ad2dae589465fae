import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/use-test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import type { DatabaseHandle } from '../db/client.ts';
import {
  claimNextJob,
  enqueueJob,
  getJob,
  type JobRow,
  LEASE_EXHAUSTED_MESSAGE,
} from './job-queue.ts';
import { type JobHandler, JobLeaseLostError, startJobWorker } from './job-worker.ts';

let database: DatabaseHandle;
useTestDatabase((opened) => {
  database = opened;
});
const workers: { stop(): Promise<void> }[] = [];
beforeEach(async () => {
  await database.db.execute('truncate background_jobs restart identity');
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

const start = (options: Omit<Parameters<typeof startJobWorker>[0], 'db'>) => {
  const worker = startJobWorker({
    db: database.db,
    pollMs: 20,
    leaseMs: 2_000,
    retryDelayMs: () => 0,
    ...options,
  });
  workers.push(worker);
  return worker;
};

const until = <T>(check: () => Promise<T>, timeout?: number) =>
  waitFor(check, { timeout, message: 'the job did not reach the state awaited' });

const stateIs = (id: number, state: JobRow['state']) => async () => {
  const job = await getJob(database.db, id);
  return job?.state === state ? job : null;
};

/**
 * Queues a job of kind `marca` due at `now` and waits until it is done. A worker takes due jobs
 * one at a time by their due time, so once it is done the worker has looked at the queue after
 * everything before it, and taken whatever was due by then: what it left is what it refuses.
 */
async function passMarker(worker: { wake(): void }, now = new Date()) {
  const marker = await enqueueJob(database.db, { kind: 'marca', payload: null, runAt: now });
  worker.wake();
  await until(stateIs(marker.id, 'done'));
}
const marca = async () => null;

/** A promise and its resolve, for handlers a test lets go of. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** Resolves when `signal` aborts, rejecting with its reason: a handler that waits politely. */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });

describe('startJobWorker', () => {
  it('runs a job with its payload, stores its progress and result', async () => {
    const job = await enqueueJob(database.db, { kind: 'sum', payload: { a: 2, b: 3 } });
    start({
      handlers: {
        sum: async ({ job, reportProgress }) => {
          const { a, b } = job.payload as { a: number; b: number };
          await reportProgress({ step: 'sumando' });
          return a + b;
        },
      },
    });
    const done = await until(stateIs(job.id, 'done'));
    expect(done).toMatchObject({
      result: 5,
      progress: { step: 'sumando' },
      attempts: 1,
      error: null,
    });
  });

  it('retries a failing handler up to maxAttempts, then leaves the job failed with the message', async () => {
    const job = await enqueueJob(database.db, { kind: 'boom', payload: null, maxAttempts: 3 });
    let runs = 0;
    const worker = start({
      handlers: {
        boom: async () => {
          runs += 1;
          throw new Error(`falló el intento ${runs}`);
        },
        marca,
      },
    });
    const failed = await until(stateIs(job.id, 'failed'));
    expect(failed).toMatchObject({ attempts: 3, error: 'falló el intento 3' });
    await passMarker(worker);
    expect(runs).toBe(3);
  });

  it('ends a job whose last allowed run died, and hands it to onExhausted for its owner to close', async () => {
    // Its one run was an instance that died a minute ago.
    const past = new Date(Date.now() - 60_000);
    const job = await enqueueJob(database.db, {
      kind: 'frágil',
      payload: { n: 7 },
      maxAttempts: 1,
      runAt: past,
    });
    const claimed = await claimNextJob(database.db, {
      lockedBy: 'muerta',
      now: past,
      leaseMs: 1_000,
      kinds: ['frágil'],
    });
    expect(claimed?.id).toBe(job.id);
    const exhausted: JobRow[] = [];
    let runs = 0;
    start({
      handlers: {
        frágil: async () => {
          runs += 1;
        },
      },
      onExhausted: async (ended) => {
        exhausted.push(ended);
      },
    });
    await until(async () => exhausted.length > 0);
    expect(exhausted).toMatchObject([
      { id: job.id, state: 'failed', payload: { n: 7 }, error: LEASE_EXHAUSTED_MESSAGE },
    ]);
    expect(await getJob(database.db, job.id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(runs).toBe(0);
  });

  it('waits the backoff between attempts and succeeds on a later one', async () => {
    const job = await enqueueJob(database.db, { kind: 'flaky', payload: null });
    let clock = Date.now();
    const delays: number[] = [];
    let runs = 0;
    const worker = start({
      now: () => new Date(clock),
      retryDelayMs: (attempts) => {
        delays.push(attempts);
        return 60_000;
      },
      handlers: {
        flaky: async () => {
          runs += 1;
          if (runs === 1) throw new Error('todavía no');
          return 'listo';
        },
        marca,
      },
    });
    const queued = await until(async () => {
      const row = await getJob(database.db, job.id);
      return row?.error === 'todavía no' && row.state === 'queued' ? row : null;
    });
    expect(queued.runAt.getTime()).toBe(clock + 60_000);
    expect(delays).toEqual([1]);
    await passMarker(worker, new Date(clock));
    expect(runs).toBe(1);
    clock += 60_000;
    expect(await until(stateIs(job.id, 'done'))).toMatchObject({ result: 'listo', attempts: 2 });
  });

  it('starts a job at once on wake() instead of waiting for the poll', async () => {
    const worker = start({ pollMs: 60_000, handlers: { k: async () => 'ok' } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const job = await enqueueJob(database.db, { kind: 'k', payload: null });
    worker.wake();
    await until(stateIs(job.id, 'done'), 2_000);
  });

  it('takes the jobs already queued once firstPollAfter resolves, or at once on an earlier wake()', async () => {
    const left = await enqueueJob(database.db, { kind: 'k', payload: 'dejado' });
    const firstAnswer = gate();
    start({
      pollMs: 60_000,
      firstPollAfter: firstAnswer.opened,
      handlers: { k: async ({ job }) => job.payload },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await getJob(database.db, left.id))?.state).toBe('queued');
    firstAnswer.open();
    await until(stateIs(left.id, 'done'));

    const waiting = gate();
    const early = start({
      pollMs: 60_000,
      firstPollAfter: waiting.opened,
      handlers: { k: async ({ job }) => job.payload },
    });
    const woken = await enqueueJob(database.db, { kind: 'k', payload: 'despierta' });
    early.wake();
    await until(stateIs(woken.id, 'done'));
  });

  it('runs up to `concurrency` jobs at once', async () => {
    const jobs = await Promise.all(
      [1, 2, 3].map((n) => enqueueJob(database.db, { kind: 'k', payload: n })),
    );
    const release = gate();
    let active = 0;
    let most = 0;
    start({
      concurrency: 2,
      handlers: {
        k: async () => {
          active += 1;
          most = Math.max(most, active);
          await release.opened;
          active -= 1;
        },
      },
    });
    await until(async () => active === 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(active).toBe(2);
    release.open();
    for (const job of jobs) await until(stateIs(job.id, 'done'));
    expect(most).toBe(2);
  });

  it('runs the kinds of a lane beside a long job that fills the rest, and the rest in order', async () => {
    const release = gate();
    const long = await enqueueJob(database.db, { kind: 'import', payload: null });
    const waiting = await enqueueJob(database.db, { kind: 'export', payload: null });
    let importing = false;
    start({
      concurrency: 1,
      lanes: [{ kinds: ['publicar', 'sin-handler'], concurrency: 1 }],
      handlers: {
        import: async () => {
          importing = true;
          await release.opened;
        },
        export: async () => null,
        publicar: async () => 'publicado',
      },
    });
    await until(async () => importing);
    const scheduled = await enqueueJob(database.db, { kind: 'publicar', payload: null });
    expect((await until(stateIs(scheduled.id, 'done'))).result).toBe('publicado');
    // The long one still holds the only run of the rest.
    expect((await getJob(database.db, waiting.id))?.state).toBe('queued');
    release.open();
    await until(stateIs(long.id, 'done'));
    await until(stateIs(waiting.id, 'done'));
  });

  it('on stop, aborts the running job and leaves it queued with its progress for the next start', async () => {
    const job = await enqueueJob(database.db, { kind: 'import', payload: { items: 5 } });
    const seen: unknown[] = [];
    const reached = gate();
    const handler: JobHandler = async ({ job, reportProgress, signal }) => {
      seen.push(job.progress);
      const from = (job.progress as { done: number } | null)?.done ?? 0;
      for (let done = from; done < 5; done += 1) {
        await reportProgress({ done: done + 1 });
        if (done + 1 === 2 && seen.length === 1) {
          reached.open();
          await aborted(signal);
        }
      }
      return 'importado';
    };
    const first = start({ handlers: { import: handler } });
    await reached.opened;
    await first.stop();
    const left = await getJob(database.db, job.id);
    expect(left).toMatchObject({
      state: 'queued',
      attempts: 0,
      progress: { done: 2 },
      error: null,
    });

    start({ handlers: { import: handler } });
    expect(await until(stateIs(job.id, 'done'))).toMatchObject({
      result: 'importado',
      attempts: 1,
    });
    expect(seen).toEqual([null, { done: 2 }]);
  });

  it('counts a run stopped after it held its process past the lease, and fails the job for good after its attempts', async () => {
    // A handler that starves its process: its heartbeat never comes before the stop, so the
    // lease has expired when the server (SIGTERM) gives the job back.
    const job = await enqueueJob(database.db, { kind: 'veneno', payload: null, maxAttempts: 3 });
    let offset = 0;
    const clock = () => new Date(Date.now() + offset);
    const exhausted: JobRow[] = [];
    let runs = 0;
    for (let round = 1; round <= 3; round += 1) {
      const running = gate();
      const worker = start({
        leaseMs: 600_000,
        now: clock,
        onExhausted: async (ended) => {
          exhausted.push(ended);
        },
        handlers: {
          veneno: async ({ signal }) => {
            runs += 1;
            running.open();
            await aborted(signal);
          },
        },
      });
      await running.opened;
      offset += 601_000;
      await worker.stop();
      const left = await getJob(database.db, job.id);
      expect(left).toMatchObject({ attempts: round, state: round < 3 ? 'queued' : 'failed' });
    }
    expect(await getJob(database.db, job.id)).toMatchObject({
      state: 'failed',
      error: LEASE_EXHAUSTED_MESSAGE,
    });
    expect(exhausted.map((ended) => ended.id)).toEqual([job.id]);
    // The next start finds nothing to run.
    const next = start({
      now: clock,
      handlers: {
        veneno: async () => {
          runs += 1;
        },
        marca,
      },
    });
    await passMarker(next, clock());
    expect(runs).toBe(3);
  });

  it('when a lease expires, another worker takes the job over and the first one can no longer finish it', async () => {
    const job = await enqueueJob(database.db, { kind: 'slow', payload: null });
    const stuck = gate();
    const firstRun = gate();
    let firstSignal: AbortSignal | undefined;
    let firstReport: Promise<unknown> | undefined;
    const released = gate();
    // The first worker's handler is stuck and its heartbeat never comes (a lease far longer than
    // the test): as an instance that hangs.
    const first = start({
      instanceId: 'first',
      leaseMs: 600_000,
      handlers: {
        slow: async ({ signal, reportProgress }) => {
          firstSignal = signal;
          firstRun.open();
          await stuck.opened;
          firstReport = reportProgress('tarde').catch((error: unknown) => error);
          await released.opened;
          return 'del primero';
        },
      },
    });
    await firstRun.opened;
    // The second worker's clock is past the first one's lease.
    start({
      instanceId: 'second',
      now: () => new Date(Date.now() + 601_000),
      handlers: { slow: async () => 'del segundo' },
    });
    const done = await until(stateIs(job.id, 'done'));
    expect(done).toMatchObject({ result: 'del segundo', attempts: 2 });

    stuck.open();
    expect(await until(async () => firstReport && (await firstReport))).toBeInstanceOf(
      JobLeaseLostError,
    );
    expect(firstSignal?.aborted).toBe(true);
    released.open();
    // stop() waits for the released handler and for what its worker writes after it.
    await first.stop();
    expect(await getJob(database.db, job.id)).toMatchObject({
      state: 'done',
      result: 'del segundo',
      attempts: 2,
    });
  });
});
