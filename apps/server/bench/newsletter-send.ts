/*
 * The 'new post' mail to SUBSCRIBERS confirmed subscribers (10 000), through the job's own
 * handler as the worker runs it: once into the outbox (a JSON file per mail in DATA_DIR/outbox,
 * as without SMTP_URL) and once over SMTP to a sink on 127.0.0.1 (a minimal SMTP server written
 * here with node:net that accepts every message and keeps nothing), through nodemailer as
 * SMTP_URL configures it. Each pass writes its delivery rows, one unsubscribe link per mail and
 * marks every row sent, exactly as in production. Prints mails per second and the load average.
 *
 *   node bench/newsletter-send.ts                          (PGlite in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://… node bench/newsletter-send.ts (a scratch database, dropped after)
 *
 * BENCH_SUBSCRIBERS (10 000) changes the list.
 */
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  NEWSLETTER_JOBS,
  newsletterJobs,
  postPublished,
} from '../src/features/newsletter/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import {
  blogs,
  newsletterDeliveries,
  newsletterSubscribers,
  posts,
  settings,
  users,
} from '../src/platform/db/schema/index.ts';
import type { JobRow } from '../src/platform/jobs/job-queue.ts';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '../src/platform/mail/mailer.ts';
import { createScratchDatabase, tempDataDir } from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);

/** An SMTP server that says yes to everything (RFC 5321's happy path), for the bench only. */
function smtpSink(): Promise<{ port: number; received: () => number; close(): void }> {
  let received = 0;
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          received += 1;
          socket.write('250 OK\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO')) socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go\r\n');
        } else if (line.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => {});
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({ port: address.port, received: () => received, close: () => server.close() });
    });
  });
}

const data = tempDataDir('bitacora-bench-newsletter-');
const scratch = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL)
  : null;
const handle = await openDatabase(
  scratch ? { databaseUrl: scratch.url } : { dataDir: path.join(data.dir, 'data') },
);
await handle.migrate();
const { db } = handle;

const [owner] = await db
  .insert(users)
  .values({ email: 'bench@example.com', name: 'Bench', passwordHash: 'x' })
  .returning();
const [blog] = await db
  .insert(blogs)
  .values({ name: 'Blog del bench', subdomain: 'bench', plan: 'PRO' })
  .returning();
if (!owner || !blog) throw new Error('seed failed');
await db.insert(settings).values({ blogId: blog.id });
const now = new Date();
for (let i = 0; i < SUBSCRIBERS; i += 1000) {
  await db.insert(newsletterSubscribers).values(
    Array.from({ length: Math.min(1000, SUBSCRIBERS - i) }, (_, j) => ({
      blogId: blog.id,
      email: `lector${i + j}@example.com`,
      confirmedAt: now,
    })),
  );
}

async function pass(label: string, mailer: Mailer, slug: string) {
  const [post] = await db
    .insert(posts)
    .values({
      blogId: blog!.id,
      authorId: owner!.id,
      title: `Una entrada nueva (${label})`,
      slug,
      content: `<p>${'Un párrafo de la entrada, con su texto. '.repeat(20)}</p>`,
      excerpt: 'Lo que cuenta la entrada, en una línea.',
      image: '/media/portada.jpg',
      status: 'PUBLISHED',
      publishedAt: new Date(),
    })
    .returning();
  await postPublished(db, { id: post!.id, blogId: blog!.id });
  const handler = newsletterJobs({
    db,
    mailer,
    now: () => new Date(),
    publicOrigin: 'http://localhost:3000',
    publicDomain: 'localhost:3000',
  })[NEWSLETTER_JOBS.post]!;
  const job = { id: 1, attempts: 1, payload: { postId: post!.id } } as unknown as JobRow;
  const started = performance.now();
  await handler({ job, signal: new AbortController().signal, reportProgress: async () => {} });
  const seconds = (performance.now() - started) / 1000;
  const sent = await db
    .select({ id: newsletterDeliveries.id })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.postId, post!.id));
  console.log(
    `${label}: ${sent.length} mails in ${seconds.toFixed(1)} s = ${(sent.length / seconds).toFixed(0)} mails/s (load average ${loadavg()})`,
  );
  return sent.length;
}

console.log(
  `newsletter-send: ${SUBSCRIBERS} confirmed subscribers, ${handle.kind}, ${os.cpus().length} CPUs, load average ${loadavg()}`,
);
try {
  await pass('outbox', createOutboxMailer({ dir: path.join(data.dir, 'outbox') }), 'outbox');
  const sink = await smtpSink();
  try {
    await pass('smtp', createSmtpMailer(`smtp://127.0.0.1:${sink.port}`), 'smtp');
    console.log(`smtp sink received ${sink.received()} messages`);
  } finally {
    sink.close();
  }
} finally {
  await handle.close();
  await scratch?.drop();
  data.remove();
}
