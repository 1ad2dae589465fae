import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../../test/wait-for.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { claimNextJob, completeJob, enqueueJob, getJob, type JobRow } from './job-queue.ts';
import { startJobWorker } from './job-worker.ts';

/*
 * Several instances on one PostgreSQL server: two database handles (two connection pools, as
 * two processes would have) share one queue.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: this file runs on PostgreSQL only');

const name = `bitacora_jobs_${randomBytes(6).toString('hex')}`;
let one: DatabaseHandle;
let two: DatabaseHandle;

async function admin(query: string) {
  const client = postgres(databaseUrl as string, { max: 1, onnotice: () => {} });
  try {
    await client.unsafe(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const template = inject('postgresTemplate');
  await admin(`create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  one = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  two = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
  if (!template) await one.migrate();
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await admin(`drop database if exists ${name} with (force)`);
});

const workers: { stop(): Promise<void> }[] = [];
beforeEach(async () => {
  await one.db.execute(sql`truncate background_jobs restart identity`);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

const start = (
  handle: DatabaseHandle,
  options: Omit<Parameters<typeof startJobWorker>[0], 'db'>,
) => {
  const worker = startJobWorker({
    db: handle.db,
    pollMs: 10,
    leaseMs: 2_000,
    retryDelayMs: () => 0,
    ...options,
  });
  workers.push(worker);
  return worker;
};

const until = <T>(check: () => Promise<T>) =>
  waitFor(check, { timeout: 15_000, message: 'the job did not reach the state awaited' });

const stateIs = (id: number, state: JobRow['state']) => async () => {
  const job = await getJob(one.db, id);
  return job?.state === state ? job : null;
};

describe('the job queue on one PostgreSQL shared by two instances', () => {
  it('never runs a job on both: every one of many jobs runs exactly once', async () => {
    const jobs = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        enqueueJob(n % 2 ? one.db : two.db, { kind: 'count', payload: n }),
      ),
    );
    const runs = new Map<number, string[]>();
    const handler =
      (instance: string) =>
      async ({ job }: { job: JobRow }) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), instance]);
        // A little work, so both instances' claims overlap.
        await new Promise((resolve) => setTimeout(resolve, 5));
        return instance;
      };
    start(one, { instanceId: 'one', concurrency: 3, handlers: { count: handler('one') } });
    start(two, { instanceId: 'two', concurrency: 3, handlers: { count: handler('two') } });
    await until(async () => {
      const rows = await one.db.execute<{ n: number }>(
        sql`select count(*)::int as n from background_jobs where state = 'done'`,
      );
      return (rows as unknown as { n: number }[])[0]?.n === jobs.length;
    });
    expect(runs.size).toBe(jobs.length);
    for (const job of jobs) expect(runs.get(job.id)).toHaveLength(1);
    // Both took part.
    const instances = new Set([...runs.values()].flat());
    expect(instances).toEqual(new Set(['one', 'two']));
  }, 60_000);

  it('a job whose instance stopped mid-run resumes on the other one from its progress', async () => {
    const job = await enqueueJob(one.db, { kind: 'import', payload: null });
    let reached!: () => void;
    const atTwo = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const first = start(one, {
      instanceId: 'one',
      handlers: {
        import: async ({ reportProgress, signal }) => {
          await reportProgress({ done: 2 });
          reached();
          await new Promise((_, reject) => {
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          });
        },
      },
    });
    await atTwo;
    await first.stop();
    let resumedFrom: unknown;
    start(two, {
      instanceId: 'two',
      handlers: {
        import: async ({ job }) => {
          resumedFrom = job.progress;
          return 'terminado';
        },
      },
    });
    expect(await until(stateIs(job.id, 'done'))).toMatchObject({
      result: 'terminado',
      attempts: 1,
    });
    expect(resumedFrom).toEqual({ done: 2 });
  });

  it('a job whose instance died is taken over once its lease expires, and the dead run cannot finish it', async () => {
    const job = await enqueueJob(one.db, { kind: 'import', payload: null });
    // An instance that claimed the job and then died: no worker renews its lease.
    const claimed = await claimNextJob(one.db, {
      lockedBy: 'dead',
      now: new Date(),
      leaseMs: 300,
      kinds: ['import'],
    });
    expect(claimed?.id).toBe(job.id);
    start(two, { instanceId: 'two', handlers: { import: async () => 'recuperado' } });
    expect(await until(stateIs(job.id, 'done'))).toMatchObject({
      result: 'recuperado',
      attempts: 2,
    });
    expect(
      await completeJob(
        one.db,
        { id: job.id, lockedBy: 'dead', attempt: 1 },
        { now: new Date(), result: 'tarde' },
      ),
    ).toBe(false);
    expect((await getJob(one.db, job.id))?.result).toBe('recuperado');
  });

  it('retries across instances, then fails with the last message', async () => {
    const job = await enqueueJob(one.db, { kind: 'boom', payload: null, maxAttempts: 4 });
    let runs = 0;
    const boom = async () => {
      runs += 1;
      throw new Error(`intento ${runs}`);
    };
    const marca = async () => null;
    const workerOne = start(one, { instanceId: 'one', handlers: { boom, marcaUno: marca } });
    const workerTwo = start(two, { instanceId: 'two', handlers: { boom, marcaDos: marca } });
    const failed = await until(stateIs(job.id, 'failed'));
    expect(failed.attempts).toBe(4);
    expect(failed.error).toBe('intento 4');
    // Each instance takes due jobs one at a time by due time: once its marker, queued now, is
    // done, it has looked at the queue after the job failed, and left it.
    for (const [worker, kind] of [
      [workerOne, 'marcaUno'],
      [workerTwo, 'marcaDos'],
    ] as const) {
      const marker = await enqueueJob(one.db, { kind, payload: null, runAt: new Date() });
      worker.wake();
      await until(stateIs(marker.id, 'done'));
    }
    expect(runs).toBe(4);
  });

  it('enqueuing with one dedupe key from both instances at once makes one job', async () => {
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        enqueueJob(n % 2 ? one.db : two.db, { kind: 'k', payload: n, dedupeKey: 'blog-1-import' }),
      ),
    );
    expect(new Set(made.map((job) => job.id)).size).toBe(1);
    const rows = await one.db.execute(sql`select id from background_jobs`);
    expect(rows).toHaveLength(1);
  });
});
