import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  backgroundJobs,
  newsletterDeliveries,
  newsletterSubscribers,
  posts,
} from '../../platform/db/schema/index.ts';
import type { JobRow } from '../../platform/jobs/job-queue.ts';
import type { Mailer, MailMessage } from '../../platform/mail/mailer.ts';
import { useSecondInstanceDb } from '../../test/second-instance.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { NEWSLETTER_JOBS, newsletterJobs, postPublished } from './newsletter.service.ts';

const { t, s } = useTestApp({ reseedEachTest: true });

/** A second app instance's database: its own pool on PostgreSQL, the same handle embedded. */
const otherDb = useSecondInstanceDb(() => t);

const SUBSCRIBERS = 250;

/** A mailer that records what it sent; it yields between mails so two runs interleave. */
function recordingMailer(
  sent: string[],
  options: { hangAfter?: number; onHang?: () => void } = {},
): Mailer {
  return {
    kind: 'outbox',
    async send(message: MailMessage) {
      if (options.hangAfter !== undefined && sent.length >= options.hangAfter) {
        // The instance dies in the middle of this SMTP call: it never answers.
        options.onHang?.();
        await new Promise(() => {});
      }
      await new Promise((resolve) => setTimeout(resolve, 0));
      sent.push(message.to);
    },
  };
}

async function postWithSubscribers(): Promise<{ postId: number; job: JobRow }> {
  const base = Date.now() - 60_000;
  await t.db.insert(newsletterSubscribers).values(
    Array.from({ length: SUBSCRIBERS }, (_, i) => ({
      blogId: s.pro.id,
      email: `lector${i}@example.com`,
      confirmedAt: new Date(base + i),
    })),
  );
  const [post] = await t.db
    .insert(posts)
    .values({
      blogId: s.pro.id,
      authorId: s.users.pro.id,
      title: 'Una vez',
      slug: 'una-vez',
      content: '<p>Texto</p>',
      status: 'PUBLISHED',
      publishedAt: new Date(),
    })
    .returning({ id: posts.id });
  await postPublished(t.db, { id: post!.id, blogId: s.pro.id });
  const [job] = await t.db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.kind, NEWSLETTER_JOBS.post));
  return { postId: post!.id, job: job as unknown as JobRow };
}

const run = (handlers: ReturnType<typeof newsletterJobs>, job: JobRow, signal?: AbortSignal) =>
  handlers[NEWSLETTER_JOBS.post]!({
    job,
    signal: signal ?? new AbortController().signal,
    reportProgress: async () => {},
  });

async function states(postId: number) {
  const rows = await t.db
    .select({ state: newsletterDeliveries.state })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.postId, postId));
  const count: Record<string, number> = {};
  for (const row of rows) count[row.state] = (count[row.state] ?? 0) + 1;
  return count;
}

describe(`the 'new post' mail exactly once (${
  process.env.DATABASE_URL ? 'two instances on one PostgreSQL' : 'two runs on PGlite'
})`, () => {
  it('two runs of the same job at once mail each subscriber once between them', async () => {
    const { postId, job } = await postWithSubscribers();
    const sentA: string[] = [];
    const sentB: string[] = [];
    const a = newsletterJobs({ ...t.deps, mailer: recordingMailer(sentA) });
    const b = newsletterJobs({
      ...t.deps,
      db: otherDb(),
      mailer: recordingMailer(sentB),
    });
    await Promise.all([run(a, job), run(b, job)]);
    const all = [...sentA, ...sentB];
    expect(all).toHaveLength(SUBSCRIBERS);
    expect(new Set(all).size).toBe(SUBSCRIBERS);
    expect(await states(postId)).toEqual({ sent: SUBSCRIBERS });
    // A third run afterwards (a retry, a restart) finds nothing left to send.
    const sentC: string[] = [];
    await run(newsletterJobs({ ...t.deps, mailer: recordingMailer(sentC) }), job);
    expect(sentC).toEqual([]);
  });

  it('a run killed in the middle of a batch: the next one sends the rest, nobody twice', async () => {
    const { postId, job } = await postWithSubscribers();
    const sentA: string[] = [];
    let hanging = false;
    const killed = newsletterJobs({
      ...t.deps,
      mailer: recordingMailer(sentA, {
        hangAfter: 42,
        onHang: () => {
          hanging = true;
        },
      }),
    });
    // The dying run is left hanging on its SMTP call, as a killed process would be; a run sends
    // one mail at a time, so by then the 42 before it are recorded as sent.
    void run(killed, job);
    await waitFor(() => hanging, { timeout: 30_000, message: 'the run did not reach mail 43' });
    expect(sentA).toHaveLength(42);

    // The claim runs out; another instance takes the job.
    const later = new Date(Date.now() + 10 * 60_000);
    const sentB: string[] = [];
    const b = newsletterJobs({
      ...t.deps,
      db: otherDb(),
      now: () => later,
      mailer: recordingMailer(sentB),
    });
    await run(b, job);
    const all = [...sentA, ...sentB];
    expect(new Set(all).size).toBe(all.length);
    // The one mail in flight when the run died may or may not have gone: it is not sent again.
    expect(all).toHaveLength(SUBSCRIBERS - 1);
    expect(await states(postId)).toEqual({ sent: SUBSCRIBERS - 1, failed: 1 });
  });

  it('a stopped run gives its batch back and the next run finishes it', async () => {
    const { postId, job } = await postWithSubscribers();
    const stop = new AbortController();
    const sentA: string[] = [];
    const mailer: Mailer = {
      kind: 'outbox',
      async send(message) {
        sentA.push(message.to);
        if (sentA.length === 30) stop.abort(new Error('stopping'));
      },
    };
    await expect(run(newsletterJobs({ ...t.deps, mailer }), job, stop.signal)).rejects.toThrow();
    const sentB: string[] = [];
    await run(newsletterJobs({ ...t.deps, mailer: recordingMailer(sentB) }), job);
    expect(sentA).toHaveLength(30);
    expect(new Set([...sentA, ...sentB]).size).toBe(SUBSCRIBERS);
    expect(sentA.length + sentB.length).toBe(SUBSCRIBERS);
    expect(await states(postId)).toEqual({ sent: SUBSCRIBERS });
  });

  it('a failing mail is retried later, with back-off, and recorded', async () => {
    const { postId, job } = await postWithSubscribers();
    const flaky: Mailer = {
      kind: 'outbox',
      async send(message) {
        if (message.to === 'lector7@example.com') throw new Error('550 buzón lleno');
      },
    };
    await run(newsletterJobs({ ...t.deps, mailer: flaky }), job);
    const [row] = await t.db
      .select()
      .from(newsletterDeliveries)
      .innerJoin(
        newsletterSubscribers,
        eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId),
      )
      .where(eq(newsletterSubscribers.email, 'lector7@example.com'));
    expect(row?.newsletter_deliveries).toMatchObject({
      state: 'pending',
      attempts: 1,
      error: '550 buzón lleno',
    });
    expect(row!.newsletter_deliveries.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // A follow-up job comes back for it at that time.
    const jobs = await t.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.kind, NEWSLETTER_JOBS.post));
    expect(jobs).toHaveLength(2);
    expect(await states(postId)).toEqual({ sent: SUBSCRIBERS - 1, pending: 1 });
  });
});
