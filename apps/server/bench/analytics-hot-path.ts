/*
 * The built-in analytics on the hot path: two real servers (`node src/main.ts`), each with its
 * own DATA_DIR and the demo data, the demo blog moved to PRO through the API; one with
 * ANALYTICS=false, one with the counting on (views buffered and flushed every 5 s). wrk
 * (bench/wrk.ts) runs on the same post page of each, alternately (off, on, off, on), for
 * BENCH_DURATION s at BENCH_CONNECTIONS connections, with a browser's user agent so views are
 * counted, not filtered as bots. Prints req/s, p99 and the server's CPU time per request of each
 * run and the ratio on/off of the averages (target ≥ 90 %); exits non-zero when any response is
 * not 200.
 *
 *   node bench/analytics-hot-path.ts
 */
import { DEMO_PASSWORD } from '../src/demo/index.ts';
import {
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';
import { wrkWithCpu } from './wrk.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const POST = process.env.BENCH_POST ?? 'sevilla-en-otono';
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

async function startPro(analytics: boolean) {
  const data = tempDataDir('bitacora-bench-analytics-');
  const server = await startServer(
    {
      DATA_DIR: data.dir,
      SEED_DEMO: 'true',
      NODE_ENV: 'development',
      PUBLIC_DOMAIN: 'localhost:3000',
      ANALYTICS: analytics ? 'true' : 'false',
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

async function measure(server: ServerProcess, duration: number) {
  const port = new URL(server.url).port;
  const result = await wrkWithCpu(server.pid, `${server.url}/blog/${POST}`, {
    connections: CONNECTIONS,
    duration,
    headers: {
      host: `demo.localhost:${port}`,
      'accept-encoding': 'gzip, deflate, br',
      'user-agent': USER_AGENT,
    },
  });
  return {
    rps: result.rps,
    p99: result.p99,
    cpuUs: result.cpuUs,
    bad: result.errors + result.non2xx,
  };
}

async function main() {
  const off = await startPro(false);
  const on = await startPro(true);
  try {
    console.log(
      `Post /blog/${POST}, ${CONNECTIONS} connections, ${DURATION} s per run, load average ${loadavg()}`,
    );
    await measure(off.server, 2);
    await measure(on.server, 2);
    const rows: { name: string; rps: number; p99: number; cpuUs: number; bad: number }[] = [];
    for (let round = 1; round <= 2; round++) {
      rows.push({ name: `off #${round}`, ...(await measure(off.server, DURATION)) });
      rows.push({ name: `on #${round}`, ...(await measure(on.server, DURATION)) });
    }
    console.log(`load average after: ${loadavg()}`);
    console.log('| run | req/s | p99 ms | CPU µs per request | errors + non-200 |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p99.toFixed(1)} | ${r.cpuUs.toFixed(1)} | ${r.bad} |`,
      );
    }
    const mean = (prefix: string) => {
      const of = rows.filter((r) => r.name.startsWith(prefix));
      return of.reduce((sum, r) => sum + r.rps, 0) / of.length;
    };
    const ratio = mean('on') / mean('off');
    console.log(
      `With analytics on the post page serves ${(ratio * 100).toFixed(1)} % of the requests per second it serves with them off (target ≥ 90 %).`,
    );
    if (rows.some((r) => r.bad > 0)) process.exitCode = 1;
  } finally {
    await stopServer(on.server);
    await stopServer(off.server);
    on.data.remove();
    off.data.remove();
  }
}

await main();
