import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../test/session-fixtures.ts';
import { call, openTestPglite, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { DatabaseHandle } from './client.ts';
import {
  createEngineQueue,
  DatabaseBusyError,
  ENGINE_QUEUE_RETRY_AFTER_SECONDS,
  runAsRequest,
  runOutsideRequest,
} from './engine-queue.ts';

/** A promise the test settles when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/** A unit that logs its start and end and holds the engine until its gate opens. */
function held(log: string[], name: string, until: Promise<void>) {
  return async () => {
    log.push(`start ${name}`);
    await until;
    log.push(`end ${name}`);
    return name;
  };
}

describe('the engine queue', () => {
  it('runs one unit at a time, in the order they arrived', async () => {
    const queue = createEngineQueue();
    const log: string[] = [];
    const gates = [gate(), gate(), gate(), gate()];
    const results = gates.map((g, i) => queue.run(held(log, String(i), g.opened), false));
    expect(log).toEqual(['start 0']);
    expect(queue.waiting).toBe(3);
    // Opened last to first: a later unit never starts before the one ahead of it ends.
    for (const g of [...gates].reverse()) g.open();
    expect(await Promise.all(results)).toEqual(['0', '1', '2', '3']);
    expect(log).toEqual([
      'start 0',
      'end 0',
      'start 1',
      'end 1',
      'start 2',
      'end 2',
      'start 3',
      'end 3',
    ]);
    expect(queue.waiting).toBe(0);
  });

  it('hands the engine on after a unit that throws or rejects, and tells its caller', async () => {
    const queue = createEngineQueue();
    const thrown = queue.run(() => {
      throw new Error('thrown');
    }, true);
    const rejected = queue.run(() => Promise.reject(new Error('rejected')), true);
    const after = queue.run(async () => 'after', false);
    await expect(thrown).rejects.toThrow('thrown');
    await expect(rejected).rejects.toThrow('rejected');
    expect(await after).toBe('after');
  });

  it('turns a request away at once when the queue is full, and never background work', async () => {
    const queue = createEngineQueue({ maxWaiting: 2 });
    const log: string[] = [];
    const hold = gate();
    const first = queue.run(held(log, 'background', hold.opened), true);
    const { waiting, refused } = await runAsRequest(async () => {
      const waiting = [
        queue.run(held(log, 'a', Promise.resolve()), false),
        queue.run(held(log, 'b', Promise.resolve()), false),
      ];
      const refused = await queue.run(held(log, 'c', Promise.resolve()), true).catch((e) => e);
      return { waiting, refused };
    });
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    expect((refused as DatabaseBusyError).retryAfterSeconds).toBe(ENGINE_QUEUE_RETRY_AFTER_SECONDS);
    // Work of no request waits however long the line is.
    const background = queue.run(held(log, 'job', Promise.resolve()), true);
    expect(queue.waiting).toBe(3);
    hold.open();
    expect(await Promise.all([first, ...waiting, background])).toEqual([
      'background',
      'a',
      'b',
      'job',
    ]);
    expect(log).not.toContain('start c');
  });

  it('never turns a request away once one of its writes has run', async () => {
    const queue = createEngineQueue({ maxWaiting: 0 });
    const hold = gate();
    const result = runAsRequest(async () => {
      await queue.run(async () => 'written', true);
      // The line is full now, but the request has written: it waits instead of hearing "busy".
      const other = queue.run(() => hold.opened, false);
      const mine = queue.run(async () => 'read after the write', false);
      hold.open();
      await other;
      return mine;
    });
    expect(await result).toBe('read after the write');
  });

  it('work started from a request but outside it is not turned away with it', async () => {
    const queue = createEngineQueue({ maxWaiting: 0 });
    const hold = gate();
    const first = queue.run(() => hold.opened, false);
    const job = runAsRequest(() => runOutsideRequest(() => queue.run(async () => 'job', true)));
    hold.open();
    await first;
    expect(await job).toBe('job');
  });

  it('turns a request away when it has waited too long, and keeps the line moving', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const queue = createEngineQueue({ maxWaitMs: 3_000 });
      const log: string[] = [];
      const hold = gate();
      const first = queue.run(held(log, 'long', hold.opened), true);
      const late = runAsRequest(() => queue.run(held(log, 'late', Promise.resolve()), true));
      const settled = late.catch((e: unknown) => e);
      const background = queue.run(held(log, 'job', Promise.resolve()), true);
      vi.advanceTimersByTime(3_000);
      expect(await settled).toBeInstanceOf(DatabaseBusyError);
      expect(queue.waiting).toBe(1);
      hold.open();
      expect(await Promise.all([first, background])).toEqual(['long', 'job']);
      expect(log).toEqual(['start long', 'end long', 'start job', 'end job']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a request’s allowance', () => {
  /** Lets the event loop turn (the queue hands the engine on after one). */
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('counts all its waits together: once spent, its next wait is refused', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const queue = createEngineQueue({ maxWaitMs: 3_000 });
      const log: string[] = [];
      const firstJob = gate();
      const secondJob = gate();
      const readDone = gate();
      const jobs = [queue.run(held(log, 'job1', firstJob.opened), true)];
      const result = runAsRequest(async () => {
        await queue.run(async () => {
          log.push('start read');
          readDone.open();
        }, false);
        return queue.run(held(log, 'write', Promise.resolve()), true);
      }).catch((e: unknown) => e);
      jobs.push(queue.run(held(log, 'job2', secondJob.opened), true));
      // The read waits 2 s of its 3 s for the first job.
      vi.advanceTimersByTime(2_000);
      firstJob.open();
      await readDone.opened;
      await turn();
      await turn();
      expect(queue.waiting).toBe(1); // the write, behind the second job
      // 1 s more spends the allowance: the write is turned away before it starts.
      vi.advanceTimersByTime(1_000);
      expect(await result).toBeInstanceOf(DatabaseBusyError);
      secondJob.open();
      await Promise.all(jobs);
      expect(log).not.toContain('start write');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the embedded database through the queue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestPglite();
    await database.db.execute(sql`create table queue_probe (id serial primary key, who text)`);
  });
  afterAll(() => database.close());

  const rows = async () => {
    const result = await database.db.execute<{ who: string }>(
      sql`select who from queue_probe order by id`,
    );
    return (result as unknown as { rows: { who: string }[] }).rows.map((row) => row.who);
  };
  /** Lets the event loop turn, as a transaction waiting on the network or a file would. */
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('runs two transactions one after the other, never their statements interleaved', async () => {
    await database.db.execute(sql`truncate queue_probe`);
    const log: string[] = [];
    const transaction = (who: string) =>
      database.db.transaction(async (tx) => {
        for (let n = 1; n <= 3; n++) {
          log.push(`${who}${n}`);
          await tx.execute(sql`insert into queue_probe (who) values (${`${who}${n}`})`);
          await turn();
        }
      });
    const a = transaction('a');
    const b = transaction('b');
    const alone = database.db.execute(sql`insert into queue_probe (who) values ('alone')`);
    await Promise.all([a, b, alone]);
    expect(log).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3']);
    expect(await rows()).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'alone']);
  });

  it('releases the engine after a rolled-back transaction, which keeps nothing', async () => {
    await database.db.execute(sql`truncate queue_probe`);
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into queue_probe (who) values ('rolled back')`);
      await turn();
      throw new Error('abandoned');
    });
    const next = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into queue_probe (who) values ('kept')`);
    });
    await expect(failing).rejects.toThrow('abandoned');
    await next;
    expect(await rows()).toEqual(['kept']);
  });

  it('releases the engine after a statement the database refuses', async () => {
    await database.db.execute(sql`truncate queue_probe`);
    const refused = database.db.execute(sql`insert into no_such_table values (1)`);
    const next = database.db.execute(sql`insert into queue_probe (who) values ('after')`);
    await expect(refused).rejects.toThrow();
    await next;
    expect(await rows()).toEqual(['after']);
  });
});

describe('a request the queue turns away', () => {
  let t: TestApp;
  let s: Session;
  useTestApp(
    (app, session) => {
      t = app;
      s = session;
    },
    // Room for one unit to wait: a request that finds another already waiting is turned away.
    { app: async () => ({ database: await openTestPglite({ maxWaiting: 1 }) }) },
  );

  const create = (slug: string) =>
    call(t, 'POST', '/api/posts', {
      token: s.tokens.admin,
      blog: s.demo.uuid,
      body: { title: 'En cola', content: '<p>Hola</p>', slug, status: 'draft' },
    });

  it('answers 503 with Retry-After, writes nothing, and the next one goes through', async () => {
    const hold = gate();
    // Background work (a job, the analytics flush) holds the engine and more of it waits.
    const background = t.db.transaction(() => hold.opened);
    const waiting = t.db.execute(sql`select 1`);
    const refused = await create('en-cola').finally(hold.open);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(ENGINE_QUEUE_RETRY_AFTER_SECONDS));
    expect(refused.json).toEqual({
      error: 'El servidor está ocupado',
      message: expect.stringContaining('No se guardó nada'),
    });
    await Promise.all([background, waiting]);
    const slugs = async () =>
      (await t.db.query.posts.findMany({ where: (p, { eq }) => eq(p.slug, 'en-cola') })).length;
    expect(await slugs()).toBe(0);
    expect((await create('en-cola')).status).toBe(201);
    expect(await slugs()).toBe(1);
  });
});
