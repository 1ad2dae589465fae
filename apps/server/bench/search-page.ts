/*
 * The readers' search at 10 000 posts against the post page (issue 36), with wrk (bench/wrk.ts).
 * Writes a fresh DATA_DIR's database with one blog of 10 000 published public posts
 * (bench/posts-list-seed.ts: bodies of everyday Spanish words, so a common word matches most
 * posts, and a rare word in ten of them), the search vectors written by the database's triggers
 * as for any insert (decision 065); then starts the real server on it (`node src/main.ts`,
 * `npm start`'s flags) with TRUST_PROXY on. A search is limited to 60 a minute per client
 * address (decision 071), so wrk sends the searches through bench/distinct-address.lua, a new
 * X-Forwarded-For every request: many readers, none over the limit. Before any timing it checks
 * every answer: the post page is 200, each search answers 200 with its results (the common word
 * in thousands of posts, the rare one in a few), and the limit does not answer a 429 to a run of
 * searches from distinct addresses.
 *
 * wrk then loads, in turn and with the same connections and duration, the post page (the
 * baseline, kept in the page cache and answered from memory), the results page for a common
 * word, the results page for a rare word and the results as you type for the common word (Host
 * `grande.localhost:PORT`, brotli accepted, a browser's user agent), BENCH_ROUNDS rounds of all,
 * so every case shares the machine's state of its round; one more row, the post page through
 * the same script, shows what the script costs on its own. The script also has wrk count the answers
 * per status, so a 429 of the limit is told apart from a 503 of the embedded database's queue,
 * which turns away a request that would wait more than 3 s for it (platform/db/engine-queue.ts).
 * Prints per case and round the answers 200 a second, the 503s and 429s, p99, the server's CPU
 * time per answer 200 and the share of the same round's baseline, then a table. Exits non-zero
 * when a request fails or any answer is not 200 (a 429 or a 503 among them).
 *
 *   node bench/search-page.ts
 *   DATABASE_URL=postgres://… node bench/search-page.ts   (a scratch database, dropped after)
 *
 * With PostgreSQL the query runs in the database's own processes, not in the server's thread,
 * so the server's CPU per answer leaves the query out; the machine's load shows it.
 *
 * BENCH_CONNECTIONS (50), BENCH_DURATION (10 s) and BENCH_ROUNDS (2) change it.
 */
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  createScratchDatabase,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';
import { POSTS, RARE, seed } from './posts-list-seed.ts';
import { type WrkResult, wrkWithCpu } from './wrk.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SCRIPT = fileURLToPath(new URL('./distinct-address.lua', import.meta.url));
const ACCEPT_ENCODING = 'gzip, deflate, br';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** In most of the seeded posts (one of the seed's everyday words). */
const COMMON_WORD = 'casa';
/** In ten of them: the seed puts `RARE[n % 1000]` in post n. */
const RARE_WORD = RARE[7] as string;
/** One more than the limit's 60 a minute: a run this long from one address would see a 429. */
const LIMIT_CHECK = 61;
/**
 * wrk's time-out, in seconds, far above its 2 s: with the embedded database a search holds the
 * process, so at 50 connections a request waits for the ones before it, and that wait is the
 * latency measured, not an error.
 */
const TIMEOUT = 60;

interface Answer {
  status: number;
  text: string;
}

/** A request with any Host (fetch cannot set it); the body as text, not decompressed. */
function send(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

interface Case {
  name: string;
  path: string;
  /** Sent through bench/distinct-address.lua: every request from a new address. */
  scripted: boolean;
  /** Only to explain the others. */
  diagnostic?: true;
}

const POST = '/blog/post-1';
const q = (word: string) => encodeURIComponent(word);
const CASES: Case[] = [
  { name: 'post page (baseline)', path: POST, scripted: false },
  {
    name: `/search, common word («${COMMON_WORD}»)`,
    path: `/search?q=${q(COMMON_WORD)}`,
    scripted: true,
  },
  {
    name: `/search, rare word («${RARE_WORD}»)`,
    path: `/search?q=${q(RARE_WORD)}`,
    scripted: true,
  },
  {
    name: `/search.json, common word («${COMMON_WORD}»)`,
    path: `/search.json?q=${q(COMMON_WORD)}`,
    scripted: true,
  },
  {
    name: 'post page, a new address every request (the script alone)',
    path: POST,
    scripted: true,
    diagnostic: true,
  },
];

interface Run extends WrkResult {
  cpuUs: number;
  /** Answers 200, and per second. */
  ok: number;
  okRps: number;
  /** Turned away by the embedded database's queue (503) and by the rate limit (429). */
  busy: number;
  limited: number;
  /** The server's CPU time per answer 200, in microseconds. */
  cpuPerOk: number;
  share: number;
}

const mean = (values: number[]) => values.reduce((sum, n) => sum + n, 0) / values.length;
/** Requests per second, with a decimal when there are few. */
const rate = (rps: number) => rps.toFixed(rps < 100 ? 1 : 0);
/** Microseconds, with a decimal when there are few. */
const micro = (us: number) => us.toFixed(us < 1000 ? 1 : 0);
/** A share as a percentage, with two significant digits when it is under 1 %. */
const percent = (share: number) =>
  `${share < 0.01 ? (share * 100).toPrecision(2) : (share * 100).toFixed(1)} %`;

async function main() {
  const baseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const data = tempDataDir('bitacora-bench-search-');
  const scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  let server: ServerProcess | undefined;
  try {
    console.log(
      `database: ${scratch ? 'PostgreSQL (a scratch database)' : 'PGlite'}; load average before: ${loadavg()}`,
    );
    let started = performance.now();
    await seed({
      dataDir: data.dir,
      drafts: false,
      ...(scratch ? { databaseUrl: scratch.url } : {}),
    });
    console.log(
      `seeded 1 blog × ${POSTS} published posts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    server = await startServer(
      {
        DATA_DIR: data.dir,
        DATABASE_URL: scratch?.url,
        PUBLIC_DOMAIN: 'localhost:3000',
        TRUST_PROXY: 'true',
      },
      180_000,
    );
    console.log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const host = `grande.localhost:${new URL(server.url).port}`;
    const headers = { host, 'user-agent': USER_AGENT, 'accept-encoding': ACCEPT_ENCODING };
    // Every check from its own address, as wrk's searches will be (asked uncompressed, to read).
    let address = 0;
    const plain = () => ({
      host,
      'user-agent': USER_AGENT,
      'x-forwarded-for': `192.168.${Math.floor(++address / 256)}.${address % 256}`,
    });

    const post = await send(`${server.url}${POST}`, plain());
    if (post.status !== 200 || !post.text.includes(`${POST}"`))
      throw new Error(`the post page answered ${post.status}`);
    const totals = new Map<string, number>();
    for (const word of [COMMON_WORD, RARE_WORD]) {
      const json = await send(`${server.url}/search.json?q=${q(word)}`, plain());
      if (json.status !== 200) throw new Error(`/search.json?q=${word} answered ${json.status}`);
      const found = JSON.parse(json.text) as { total: number; results: { url: string }[] };
      if (found.results.length === 0) throw new Error(`/search.json?q=${word} found nothing`);
      totals.set(word, found.total);
      const page = await send(`${server.url}/search?q=${q(word)}`, plain());
      if (page.status !== 200) throw new Error(`/search?q=${word} answered ${page.status}`);
      if (!page.text.includes(`${found.total} resultado`) || !page.text.includes('<mark>'))
        throw new Error(`/search?q=${word}: the page lacks its count or its marked matches`);
    }
    const common = totals.get(COMMON_WORD) ?? 0;
    const rare = totals.get(RARE_WORD) ?? 0;
    if (common < POSTS / 2 || rare < 1 || rare > 20)
      throw new Error(`unexpected totals: «${COMMON_WORD}» ${common}, «${RARE_WORD}» ${rare}`);
    console.log(`results: «${COMMON_WORD}» in ${common} posts, «${RARE_WORD}» in ${rare}`);
    for (let i = 0; i < LIMIT_CHECK; i++) {
      const res = await send(`${server.url}/search.json?q=${q(RARE_WORD)}`, plain());
      if (res.status !== 200)
        throw new Error(`search ${i + 1} from distinct addresses answered ${res.status}`);
    }

    const target = (c: Case) => ({
      url: `${server?.url}${c.path}`,
      headers,
      timeout: TIMEOUT,
      ...(c.scripted ? { script: SCRIPT } : {}),
    });
    // wrk stops with up to one request per connection still queued in the server; the next
    // case must not start behind them. A search goes to the database after them, so its answer
    // says they are done (a 503 says the queue is still long: ask again).
    const drain = async () => {
      const from = performance.now();
      for (;;) {
        const res = await send(`${server?.url}/search.json?q=${q(RARE_WORD)}`, plain());
        if (res.status === 200) return (performance.now() - from) / 1000;
        if (res.status !== 503 || performance.now() - from > 120_000)
          throw new Error(`the drain's search answered ${res.status}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    console.log(
      `wrk on the blog of ${POSTS} posts: ${CONNECTIONS} connections, ${DURATION} s per case, ${ROUNDS} rounds, load average ${loadavg()}`,
    );
    // The checks have run every search already; a short warm-up of the post page, so it is not
    // measured cold either.
    for (const c of CASES.filter((one) => one.path === POST)) {
      const { url, ...options } = target(c);
      await wrkWithCpu(server.pid, url, { ...options, connections: CONNECTIONS, duration: 2 });
      await drain();
    }
    const runs = new Map<string, Run[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      let baseline = 0;
      for (const [i, c] of CASES.entries()) {
        const { url, ...options } = target(c);
        const r = await wrkWithCpu(server.pid, url, {
          ...options,
          connections: CONNECTIONS,
          duration: DURATION,
        });
        const drained = await drain();
        // Through the script wrk reports every status; without it, only how many were not 2xx.
        const ok = c.scripted ? (r.statuses[200] ?? 0) : r.requests - r.non2xx;
        const okRps = ok / r.seconds;
        if (i === 0) baseline = okRps;
        const run: Run = {
          ...r,
          ok,
          okRps,
          busy: r.statuses[503] ?? 0,
          limited: r.statuses[429] ?? 0,
          cpuPerOk: ok === 0 ? Number.NaN : (r.cpuUs * r.requests) / ok,
          share: okRps / baseline,
        };
        runs.set(c.name, [...(runs.get(c.name) ?? []), run]);
        console.log(
          `  round ${round}: ${c.name}: ${rate(okRps)} answers 200 a second (${r.requests} answers, ${run.busy} 503, ${run.limited} 429, ${r.non2xx} not 2xx, ${r.errors} socket errors), p99 ${r.p99.toFixed(1)} ms, ${micro(run.cpuPerOk)} µs CPU per 200, ${percent(run.share)} of the baseline; ${drained.toFixed(1)} s to clear what was left queued`,
        );
      }
    }
    console.log(`load average after: ${loadavg()}`);
    console.log(
      '| case | answers 200 a second (each round) | 503 of all answers (each round) | p99 ms, all answers (each round) | CPU µs per 200 | share of the baseline (mean) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const c of CASES) {
      const of = runs.get(c.name) ?? [];
      console.log(
        `| ${c.name} | ${of.map((r) => rate(r.okRps)).join(' / ')} | ${of.map((r) => `${r.busy} of ${r.requests}`).join(' / ')} | ${of.map((r) => r.p99.toFixed(1)).join(' / ')} | ${micro(mean(of.map((r) => r.cpuPerOk)))} | ${percent(mean(of.map((r) => r.share)))} |`,
      );
    }
    const all = [...runs.values()].flat();
    if (all.some((r) => r.limited > 0))
      console.log('The rate limit answered 429: the addresses were not believed or repeated.');
    if (all.some((r) => r.errors > 0 || r.ok < r.requests)) {
      console.log('Some requests failed or were answered with another status than 200.');
      process.exitCode = 1;
    }
  } finally {
    if (server) await stopServer(server);
    data.remove();
    await scratch?.drop();
  }
}

await main();
