/*
 * Resident memory of the real server (`node src/main.ts` with `npm start`'s flags and
 * environment, through the test harness), idle and after load, on PGlite (a temporary DATA_DIR)
 * and, when DATABASE_URL is set, on PostgreSQL (a scratch database, dropped after):
 *
 *   1. a first start fills the empty database with the demo data and stops; the measured start
 *      finds the data there, as a restarted server does;
 *   2. idle: RSS after BENCH_IDLE s (20) with no request;
 *   3. public pages: autocannon on the demo blog's pages (home, every post, categories, feed,
 *      sitemap) for BENCH_DURATION s (15) at BENCH_CONNECTIONS (20); peak RSS during, RSS right
 *      after, and after BENCH_SETTLE s (30) without requests;
 *   4. mixed API load with a signed-in session, BENCH_CONNECTIONS clients each sending one
 *      request after the other: lists (a different search or page each time), posts by uuid,
 *      categories, tags, counts, and post creation and edits, measured the same way.
 *
 * Growth is against the idle figure; the table also gives what the in-memory caches hold once
 * settled (their `bitacora_cache_bytes` in `/metrics`), to tell them from the rest of the growth.
 * BENCH_BREAKDOWN=1 also loads `bench/memory-probe.ts` into the server and prints its heap, code
 * and external memory at each point. BENCH_NODE_FLAGS
 * ("--max-semi-space-size=4 …", added after `npm start`'s, so they win) and BENCH_SERVER_ENV
 * ("NAME=value …") try other settings on the same run; BENCH_ONLY=pglite|postgresql runs one.
 *
 *   node bench/memory.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/memory.ts
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';
import { memoryOf } from './process-memory.ts';

const IDLE = Number(process.env.BENCH_IDLE ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const SETTLE = Number(process.env.BENCH_SETTLE ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BREAKDOWN = process.env.BENCH_BREAKDOWN === '1';
const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
const MiB = 1024 * 1024;
const words = (text: string | undefined) => (text ?? '').split(/\s+/).filter(Boolean);
const EXTRA_FLAGS = words(process.env.BENCH_NODE_FLAGS);
const EXTRA_ENV = Object.fromEntries(
  words(process.env.BENCH_SERVER_ENV).map((pair) => [
    pair.slice(0, pair.indexOf('=')),
    pair.slice(pair.indexOf('=') + 1),
  ]),
);

const mib = (bytes: number) => `${(bytes / MiB).toFixed(0)} MiB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${(bytes / MiB).toFixed(0)} MiB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of `pid` from /proc: all of it, and its anonymous and file-backed parts. */
function residentOf(pid: number): { rss: number; anon: number; file: number } {
  const { VmRSS, RssAnon, RssFile } = memoryOf(pid, ['VmRSS', 'RssAnon', 'RssFile']);
  return { rss: VmRSS, anon: RssAnon, file: RssFile };
}

/** Runs `work` while sampling the server's RSS every 200 ms; resolves with its peak. */
async function peakDuring(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = residentOf(pid).rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentOf(pid).rss);
  }, 200);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, residentOf(pid).rss);
}

/** Asks the probe (BENCH_BREAKDOWN=1) for the server's own view of its memory. */
async function breakdown(server: ServerProcess, label: string): Promise<void> {
  if (!BREAKDOWN) return;
  const before = server.output().length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 50; i++) {
    const line = /memory-probe (\{.*\})/.exec(server.output().slice(before));
    if (line) {
      const probe = JSON.parse(line[1] as string) as Record<string, number> & {
        spaces: Record<string, number>;
      };
      const spaces = Object.entries(probe.spaces)
        .filter(([, bytes]) => bytes >= MiB)
        .map(([name, bytes]) => `${name} ${mib(bytes)}`)
        .join(', ');
      const { rss, anon, file } = residentOf(server.pid);
      console.log(
        `  [${label}] rss ${mib(rss)} (anon ${mib(anon)}, file ${mib(file)}); JS heap ${mib(probe.heapUsed as number)} used of ${mib(probe.heapTotal as number)} (${spaces}); code ${mib(probe.codeAndMetadata as number)}, bytecode ${mib(probe.bytecodeAndMetadata as number)}; external ${mib(probe.external as number)} (array buffers ${mib(probe.arrayBuffers as number)}); V8 malloc ${mib(probe.mallocedMemory as number)}`,
      );
      return;
    }
    await sleep(100);
  }
  console.log(`  [${label}] the probe did not answer`);
}

/** The bytes the server's caches hold, from its `bitacora_cache_bytes` gauges (loopback). */
async function cacheBytes(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^bitacora_cache_bytes\{[^}]*\} (\d+)$/gm))
    total += Number(match[1]);
  return total;
}

async function json<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Phase {
  peak: number;
  after: number;
  settled: number;
  /** What the in-memory caches hold once settled, by their own count (`/metrics`). */
  caches: number;
  errors: number;
  non2xx: number;
  requests: number;
}

/** What a load sent and how it was answered. */
interface Sent {
  requests: number;
  non2xx: number;
  errors: number;
}

/** Reports the first answer outside 2xx of each kind of request, once. */
function failureLog(label: string) {
  const seen = new Set<string>();
  return (what: string, status: number, body: string) => {
    if ((status >= 200 && status < 300) || seen.has(what)) return;
    seen.add(what);
    console.log(`  [${label}] ${what}: ${status} ${body.slice(0, 200)}`);
  };
}

/** Autocannon for DURATION s at CONNECTIONS, each of `options.requests` fixed. */
async function cannon(label: string, options: autocannon.Options): Promise<Sent> {
  const fail = failureLog(label);
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION,
    ...options,
    requests: options.requests?.map((request) => ({
      ...request,
      onResponse: (status: number, body: string) =>
        fail(`${request.method ?? 'GET'} ${request.path}`, status, body),
    })),
  });
  return {
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

interface Step {
  method: string;
  path: string;
  body?: string;
}

/**
 * CONNECTIONS clients, each sending `steps(turn)` one request after the other, a new turn each
 * round, for DURATION s. Not autocannon: with a sequence whose requests are built per call its
 * connections stopped sending after about 1 070 requests, whatever the duration.
 */
async function closedLoop(
  label: string,
  url: string,
  headers: Record<string, string>,
  steps: (turn: number) => Step[],
): Promise<Sent> {
  const fail = failureLog(label);
  const end = Date.now() + DURATION * 1000;
  const sent: Sent = { requests: 0, non2xx: 0, errors: 0 };
  let turn = 0;
  const client = async () => {
    while (Date.now() < end) {
      for (const step of steps(++turn)) {
        try {
          const res = await fetch(`${url}${step.path}`, {
            method: step.method,
            headers,
            body: step.body ?? null,
            signal: AbortSignal.timeout(10_000),
          });
          const body = await res.text();
          sent.requests++;
          if (!res.ok) sent.non2xx++;
          fail(`${step.method} ${step.path.split('?')[0]}`, res.status, body);
        } catch {
          sent.errors++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return sent;
}

/** Runs one load, then waits SETTLE s; RSS figures are absolute. */
async function phase(server: ServerProcess, label: string, load: () => Promise<Sent>) {
  let sent: Sent | undefined;
  const peak = await peakDuring(server.pid, async () => {
    sent = await load();
  });
  const after = residentOf(server.pid).rss;
  await breakdown(server, `${label}, right after`);
  await sleep(SETTLE * 1000);
  const settled = residentOf(server.pid).rss;
  const caches = await cacheBytes(server);
  await breakdown(server, `${label}, settled`);
  return { peak, after, settled, caches, ...(sent as Sent) } satisfies Phase;
}

async function run(kind: 'PGlite' | 'PostgreSQL', baseUrl?: string) {
  const data = tempDataDir('bitacora-bench-memory-');
  const scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  const env = {
    DATA_DIR: data.dir,
    DATABASE_URL: scratch?.url,
    SEED_DEMO: 'true',
    // Production refuses PGlite (it is for trying the app out), which runs as development.
    NODE_ENV: scratch ? 'production' : 'development',
    // No mail leaves a bench: the outbox, chosen, as production requires.
    MAIL_TRANSPORT: 'outbox',
    PUBLIC_DOMAIN: 'localhost:3000',
    // A bench account signs in from a new device every run: no emailed code step.
    NEW_DEVICE_CODE: 'false',
    ...EXTRA_ENV,
  };
  let server: ServerProcess | undefined;
  try {
    // The first start seeds the demo data (and its images); the measured one finds them there.
    await stopServer(await startServer(env, 60_000, EXTRA_FLAGS));
    server = await startServer(env, 60_000, [
      ...EXTRA_FLAGS,
      ...(BREAKDOWN ? ['--import', PROBE] : []),
    ]);
    await sleep(IDLE * 1000);
    const idle = residentOf(server.pid).rss;
    await breakdown(server, `${kind}, idle`);

    const token = await login(server.url, 'admin@example.com', 'Demo1234!');
    const auth = { authorization: `Bearer ${token}` };
    const blogsList = await json<{ data: { uuid: string; subdomain: string }[] }>(
      `${server.url}/api/blogs?limit=100`,
      { headers: auth },
    );
    const blog = blogsList.data.find((b) => b.subdomain === 'demo') ?? blogsList.data[0];
    if (!blog) throw new Error('no demo blog');
    const headers = { ...auth, 'x-blog-id': blog.uuid, 'content-type': 'application/json' };
    const postList = await json<{
      data: { id: number; uuid: string; slug: string; status: string }[];
    }>(`${server.url}/api/posts?limit=100`, { headers });
    const categoriesList = await json<{ data: { slug: string }[] } | { slug: string }[]>(
      `${server.url}/api/categories`,
      { headers },
    );
    const categorySlugs = (
      Array.isArray(categoriesList) ? categoriesList : categoriesList.data
    ).map((c) => c.slug);

    const { url } = server;
    const port = new URL(url).port;
    const host = `${blog.subdomain}.localhost:${port}`;
    const publicPaths = [
      '/',
      '/feed.xml',
      '/sitemap.xml',
      ...postList.data.filter((p) => p.status === 'PUBLISHED').map((p) => `/blog/${p.slug}`),
      ...categorySlugs.map((slug) => `/category/${slug}`),
    ];
    const publicLabel = `${kind}, public pages`;
    const publicLoad = await phase(server, publicLabel, () =>
      cannon(publicLabel, {
        url,
        headers: { host, 'accept-encoding': 'gzip, deflate, br' },
        requests: publicPaths.map((path) => ({ method: 'GET', path })),
      }),
    );

    const searches = ['viaje', 'cocina', 'otoño', 'post', 'carga', 'sevilla', 'libro', 'notas'];
    const uuids = postList.data.map((p) => p.uuid);
    const ids = postList.data.map((p) => p.id);
    const apiLabel = `${kind}, mixed API`;
    const apiLoad = await phase(server, apiLabel, () =>
      closedLoop(apiLabel, url, headers, (turn) => [
        {
          method: 'GET',
          path: `/api/posts?page=${(turn % 5) + 1}&limit=10&search=${searches[turn % searches.length]}`,
        },
        { method: 'GET', path: `/api/posts/uuid/${uuids[turn % uuids.length]}` },
        { method: 'GET', path: '/api/categories' },
        { method: 'GET', path: '/api/tags' },
        { method: 'GET', path: '/api/stats/posts/count' },
        {
          method: 'POST',
          path: '/api/posts',
          body: JSON.stringify({
            title: `Post de carga ${process.pid} ${turn}`,
            slug: `carga-${process.pid}-${turn}-${Math.random().toString(36).slice(2)}`,
            content:
              `<p>Texto del post de carga número ${turn}, escrito por el banco de memoria.</p>`.repeat(
                20,
              ),
            status: turn % 2 ? 'PUBLISHED' : 'DRAFT',
          }),
        },
        {
          method: 'PATCH',
          path: `/api/posts/${ids[turn % ids.length]}`,
          body: JSON.stringify({ excerpt: `Resumen ${turn}` }),
        },
        { method: 'GET', path: '/api/posts?limit=20' },
      ]),
    );
    return { kind, idle, publicLoad, apiLoad };
  } finally {
    if (server) await stopServer(server);
    data.remove();
    await scratch?.drop();
  }
}

async function main() {
  console.log(
    `${new Date().toISOString()}; ${os.cpus().length} CPU; load average ${loadavg()}; idle ${IDLE} s, ${DURATION} s of load at ${CONNECTIONS} connections, ${SETTLE} s to settle${EXTRA_FLAGS.length ? `; node ${EXTRA_FLAGS.join(' ')}` : ''}${process.env.BENCH_SERVER_ENV ? `; ${process.env.BENCH_SERVER_ENV}` : ''}`,
  );
  const baseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const only = process.env.BENCH_ONLY?.toLowerCase();
  const results = [];
  if (only !== 'postgresql') results.push(await run('PGlite'));
  if (baseUrl && only !== 'pglite') results.push(await run('PostgreSQL', baseUrl));
  console.log(`load average after: ${loadavg()}\n`);
  console.log(
    '| database | idle RSS | public pages: peak / after / settled | mixed API: peak / after / settled | caches hold, settled: after public pages / after API | requests (non-2xx, errors) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  let failed = false;
  for (const { kind, idle, publicLoad: p, apiLoad: a } of results) {
    const growth = (x: Phase) =>
      `${signed(x.peak - idle)} / ${signed(x.after - idle)} / ${signed(x.settled - idle)}`;
    console.log(
      `| ${kind} | ${mib(idle)} | ${growth(p)} | ${growth(a)} | ${mib(p.caches)} / ${mib(a.caches)} | ${p.requests} (${p.non2xx}, ${p.errors}); ${a.requests} (${a.non2xx}, ${a.errors}) |`,
    );
    if (p.non2xx + p.errors + a.non2xx + a.errors > 0) failed = true;
  }
  if (failed) {
    console.error('some requests failed');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
