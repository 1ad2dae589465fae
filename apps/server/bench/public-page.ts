/*
 * Public post page against a bare `node:http` server, with wrk (bench/wrk.ts). Starts real
 * servers (`node src/main.ts`, `npm start`'s flags) on free ports, each with a fresh DATA_DIR,
 * the demo data and the demo blog on PRO (so analytics count its views): one with the defaults,
 * one with the request log, metrics and analytics off, and one with each of those three alone.
 * A bare `node:http` server in its own process sends the very same bytes with the same headers:
 * the ceiling for this machine. wrk loads a demo post page (Host `demo.localhost:PORT`, brotli
 * accepted and a browser's user agent, as a browser asks) for BENCH_DURATION s at
 * BENCH_CONNECTIONS connections, every row in turn, BENCH_ROUNDS rounds, so all rows share the
 * machine's state of each round. The row "compression" is the bare configuration asked without
 * `Accept-Encoding`: the difference is what serving the kept brotli copy costs or saves.
 *
 * Prints, per row, req/s, p99 and the server's CPU time per request (utime + stime from
 * /proc/<pid>/stat over the run, divided by the requests wrk counted); the share of the bare
 * server's req/s of the same round; and each cost added alone against the bare configuration.
 * Exits non-zero when any response is not 200 or the defaults stay under 80 % of bare node.
 *
 *   node bench/public-page.ts
 *
 * BENCH_CONNECTIONS (50), BENCH_DURATION (10 s), BENCH_ROUNDS (2) and BENCH_POST
 * (sevilla-en-otono) change it. BENCH_BASELINE, the `apps/server` folder of another checkout
 * (an earlier commit, say), adds a row for that checkout's server with the defaults, started by
 * its own harness and loaded in the same rounds: a before-and-after on the same machine state.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEMO_PASSWORD } from '../src/demo/index.ts';
import {
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';
import { type WrkResult, wrkWithCpu } from './wrk.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const POST = process.env.BENCH_POST ?? 'sevilla-en-otono';
const BASELINE_NAME = 'baseline checkout';
const ACCEPT_ENCODING = 'gzip, deflate, br';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Headers the transport writes itself; everything else is copied to the bare server. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The bare server: `node bench/public-page.ts --bare <dir>` answers every request alike. */
function runBare(dir: string) {
  const body = readFileSync(path.join(dir, 'body'));
  const headers = JSON.parse(readFileSync(path.join(dir, 'headers.json'), 'utf8')) as Record<
    string,
    string
  >;
  const server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`bare listening ${typeof address === 'object' && address ? address.port : 0}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

async function startBare(
  dir: string,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--bare', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /bare listening (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const OFF = { LOG_REQUESTS: 'false', METRICS: 'false', ANALYTICS: 'false' };

type Harness = Pick<typeof import('../src/test/crash-harness.ts'), 'startServer' | 'tempDataDir'>;

/** A server with the demo data, its demo blog on PRO; `harness` picks the checkout it runs. */
async function startPro(
  env: Record<string, string>,
  harness: Harness = { startServer, tempDataDir },
) {
  const data = harness.tempDataDir('bitacora-bench-public-');
  const server = await harness.startServer(
    {
      DATA_DIR: data.dir,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      PUBLIC_DOMAIN: 'localhost:3000',
      ...env,
    },
    180_000,
  );
  const token = await login(server.url, 'super@example.com', DEMO_PASSWORD);
  const res = await fetch(`${server.url}/api/blogs/1`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'PRO' }),
  });
  if (!res.ok) throw new Error(`PATCH plan answered ${res.status}`);
  return { server, data };
}

/** The page as a browser gets it: bytes as sent (compressed) and headers; fetch cannot set Host. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        const copied: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!TRANSPORT.has(name) && typeof value === 'string') copied[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers: copied });
      });
    }).on('error', reject);
  });
}

interface Target {
  name: string;
  pid: number;
  url: string;
  headers: Record<string, string>;
}

function pageTarget(name: string, server: ServerProcess, compressed = true): Target {
  const port = new URL(server.url).port;
  const headers: Record<string, string> = {
    host: `demo.localhost:${port}`,
    'user-agent': USER_AGENT,
  };
  if (compressed) headers['accept-encoding'] = ACCEPT_ENCODING;
  return { name, pid: server.pid, url: `${server.url}/blog/${POST}`, headers };
}

const mean = (values: number[]) => values.reduce((sum, n) => sum + n, 0) / values.length;

async function main() {
  const started: { server: ServerProcess; data: { remove(): void } }[] = [];
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const configs = {
      defaults: {},
      off: OFF,
      log: { ...OFF, LOG_REQUESTS: 'true' },
      metrics: { ...OFF, METRICS: 'true' },
      analytics: { ...OFF, ANALYTICS: 'true' },
    };
    const servers: Record<string, ServerProcess> = {};
    for (const [name, env] of Object.entries(configs)) {
      const one = await startPro(env);
      started.push(one);
      servers[name] = one.server;
    }
    const baselineDir = process.env.BENCH_BASELINE;
    if (baselineDir) {
      const harness = (await import(
        pathToFileURL(path.resolve(baselineDir, 'src/test/crash-harness.ts')).href
      )) as Harness;
      const one = await startPro({}, harness);
      started.push(one);
      servers.baseline = one.server;
    }
    const defaults = servers.defaults as ServerProcess;
    const dir = tempDataDir('bitacora-bench-bare-');
    started.push({ server: undefined as unknown as ServerProcess, data: dir });
    const first = pageTarget('defaults', defaults);
    const raw = await fetchRaw(first.url, first.headers);
    writeFileSync(path.join(dir.dir, 'body'), raw.body);
    writeFileSync(path.join(dir.dir, 'headers.json'), JSON.stringify(raw.headers));
    bare = await startBare(dir.dir);

    const targets: Target[] = [
      { name: 'bare node:http, same bytes', pid: bare.pid, url: bare.url, headers: first.headers },
      pageTarget('everything off', servers.off as ServerProcess),
      pageTarget('off, not compressed (compression)', servers.off as ServerProcess, false),
      pageTarget('off + request log line', servers.log as ServerProcess),
      pageTarget('off + metrics', servers.metrics as ServerProcess),
      pageTarget('off + analytics', servers.analytics as ServerProcess),
      first,
    ];
    if (servers.baseline)
      targets.push(pageTarget(`defaults, ${BASELINE_NAME}`, servers.baseline as ServerProcess));
    console.log(
      `wrk on /blog/${POST}: ${raw.body.byteLength} bytes (${raw.headers['content-encoding'] ?? 'identity'}), ${CONNECTIONS} connections, ${DURATION} s per row, ${ROUNDS} rounds, load average ${loadavg()}`,
    );
    // A short warm-up of each, so none is measured cold.
    for (const t of targets)
      await wrkWithCpu(t.pid, t.url, { connections: CONNECTIONS, duration: 2, headers: t.headers });
    const runs = new Map<string, (WrkResult & { cpuUs: number; share: number })[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      let ceiling = 0;
      for (const t of targets) {
        const r = await wrkWithCpu(t.pid, t.url, {
          connections: CONNECTIONS,
          duration: DURATION,
          headers: t.headers,
        });
        if (t.pid === bare.pid) ceiling = r.rps;
        const share = r.rps / ceiling;
        runs.set(t.name, [...(runs.get(t.name) ?? []), { ...r, share }]);
        console.log(
          `  round ${round}: ${t.name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms, ${r.cpuUs.toFixed(1)} µs CPU per request, ${(share * 100).toFixed(1)} % of bare`,
        );
      }
    }
    console.log(`load average after: ${loadavg()}`);
    const offCpu = mean((runs.get('everything off') ?? []).map((r) => r.cpuUs));
    console.log(
      '| server | req/s (each round) | p99 ms | CPU µs per request | added to "off" | share of bare node |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const t of targets) {
      const of = runs.get(t.name) ?? [];
      const cpu = mean(of.map((r) => r.cpuUs));
      const added =
        t.pid === bare.pid || t.name === 'everything off'
          ? ''
          : `${cpu - offCpu >= 0 ? '+' : ''}${(cpu - offCpu).toFixed(1)}`;
      console.log(
        `| ${t.name} | ${of.map((r) => r.rps.toFixed(0)).join(' / ')} | ${of.map((r) => r.p99.toFixed(1)).join(' / ')} | ${cpu.toFixed(1)} | ${added} | ${(mean(of.map((r) => r.share)) * 100).toFixed(1)} % |`,
      );
    }
    const share = mean((runs.get('defaults') ?? []).map((r) => r.share));
    console.log(
      `With the defaults Bitácora serves ${(share * 100).toFixed(1)} % of the bare server's requests per second (target ≥ 80 %).`,
    );
    if (servers.baseline) {
      const before = mean((runs.get(`defaults, ${BASELINE_NAME}`) ?? []).map((r) => r.rps));
      const after = mean((runs.get('defaults') ?? []).map((r) => r.rps));
      console.log(
        `This checkout serves ${((after / before) * 100).toFixed(1)} % of the requests per second of ${process.env.BENCH_BASELINE} (same rounds).`,
      );
    }
    const bad = [...runs.values()].flat().some((r) => r.errors > 0 || r.non2xx > 0);
    if (bad) console.log('Some responses were errors or not 200.');
    if (bad || share < 0.8) process.exitCode = 1;
  } finally {
    await bare?.stop();
    for (const one of started) {
      if (one.server) await stopServer(one.server);
      one.data.remove();
    }
  }
}

if (process.argv[2] === '--bare') runBare(process.argv[3] as string);
else await main();
