/*
 * Start time: how long the real server (`node src/main.ts`, with `npm start`'s node flags and
 * environment) takes from its spawn to the first 200 on a demo post page (Host
 * `demo.localhost:PORT`, `/blog/sevilla-en-otono`). Three rows, several runs each, median:
 *
 *   - PostgreSQL, existing data: a scratch database a first start migrated and seeded
 *     (only with DATABASE_URL set);
 *   - embedded (PGlite), existing data: a DATA_DIR a first start migrated and seeded;
 *   - embedded, first start with demo data: a new, empty DATA_DIR each run, with the demo
 *     template built first, as `npm start`'s build step does.
 *
 * Each run also reports the server's CPU time to that first answer (user + system, from /proc),
 * which a busy machine inflates less than the wall time, and the first request's own time (from
 * the server's "listening" line to its answer).
 *
 *   node bench/start-time.ts
 *
 * BENCH_RUNS (5) changes how many starts each row measures; BENCH_ONLY=first measures only the
 * first start with demo data (for before-and-after rounds on a busy machine).
 */
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { buildDemoTemplate } from '../src/demo/index.ts';
import {
  createScratchDatabase,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGE = '/blog/sevilla-en-otono';

function status(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${url}${PAGE}`, { headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** The process's CPU time so far in ms (Linux; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return Number.NaN;
  }
}

interface Run {
  ms: number;
  cpu: number;
  /** The first request alone: from the "listening" line to the answer. */
  first: number;
}

/** One start: spawn to the first 200 on the post page. */
async function timeStart(env: Record<string, string>): Promise<Run> {
  const started = performance.now();
  const server = await startServer({
    SEED_DEMO: 'true',
    NODE_ENV: 'development',
    PUBLIC_DOMAIN: 'localhost:3000',
    ...env,
  });
  try {
    const host = `demo.localhost:${new URL(server.url).port}`;
    const listening = performance.now();
    const code = await status(server.url, host);
    const answered = performance.now();
    const ms = answered - started;
    const cpu = cpuMs(server.pid);
    if (code !== 200) throw new Error(`${PAGE} answered ${code}:\n${server.output()}`);
    return { ms, cpu, first: answered - listening };
  } finally {
    await stopServer(server);
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function report(label: string, runs: Run[]) {
  const wall = runs.map((run) => run.ms);
  const cpu = runs.map((run) => run.cpu);
  const first = runs.map((run) => run.first);
  console.log(
    `${label.padEnd(46)} median ${seconds(median(wall))} s, CPU ${seconds(median(cpu))} s, first request ${seconds(median(first))} s  (runs: ${wall.map(seconds).join(' ')})  load ${loadavg()}`,
  );
}

async function existingData(env: Record<string, string>): Promise<Run[]> {
  // The first start creates the data; it is not counted.
  await timeStart(env);
  const times: Run[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timeStart(env));
  return times;
}

/** PostgreSQL (with DATABASE_URL) and the embedded database, on existing data. */
async function existingRows() {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const scratch = await createScratchDatabase(databaseUrl);
    const data = tempDataDir('bitacora-bench-start-');
    try {
      report(
        'PostgreSQL, existing data',
        await existingData({ DATABASE_URL: scratch.url, DATA_DIR: data.dir }),
      );
    } finally {
      data.remove();
      await scratch.drop();
    }
  } else {
    console.log('PostgreSQL, existing data: not measured (DATABASE_URL unset)');
  }

  const existing = tempDataDir('bitacora-bench-start-');
  try {
    report('embedded (PGlite), existing data', await existingData({ DATA_DIR: existing.dir }));
  } finally {
    existing.remove();
  }
}

/** The embedded database's first start with demo data: a new DATA_DIR each run. */
async function firstStartRow() {
  await buildDemoTemplate();
  const first: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = tempDataDir('bitacora-bench-start-');
    try {
      first.push(await timeStart({ DATA_DIR: fresh.dir }));
    } finally {
      fresh.remove();
    }
  }
  report('embedded (PGlite), first start with demo data', first);
}

console.log(`Start to first 200 on ${PAGE}, ${RUNS} runs each, load average ${loadavg()}`);
if (process.env.BENCH_ONLY !== 'first') await existingRows();
await firstStartRow();
