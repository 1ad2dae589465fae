/*
 * Public post page: starts the real server (`node src/main.ts`) on a free port with a fresh
 * DATA_DIR and the demo data, and runs autocannon on a demo post page (Host
 * `demo.localhost:PORT`, brotli accepted, as a browser asks) for 15 s at 50 connections. In the
 * same run, a bare `node:http` server in its own process sends the very same bytes with the same
 * headers, measured the same way: the ceiling for this machine. Prints req/s and p99 of both and
 * the ratio (target ≥ 80 %); exits non-zero when any response is not 200.
 *
 *   node bench/public-page.ts
 *
 * BENCH_CONNECTIONS (50), BENCH_DURATION (15 s) and BENCH_POST (sevilla-en-otono) change it.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServer, stopServer, tempDataDir } from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const POST = process.env.BENCH_POST ?? 'sevilla-en-otono';
const ACCEPT_ENCODING = 'gzip, deflate, br';
/** Headers the transport writes itself; everything else is copied to the bare server. */
const TRANSPORT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

interface Row {
  server: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non200: number;
}

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

async function startBare(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
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
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function measure(
  server: string,
  url: string,
  headers: Record<string, string>,
  duration: number,
): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  const non200 = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== '200')
    .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);
  return {
    server,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non200,
  };
}

async function main() {
  const data = tempDataDir('bitacora-bench-public-');
  const server = await startServer({
    DATA_DIR: data.dir,
    SEED_DEMO: 'true',
    NODE_ENV: 'development',
    PUBLIC_DOMAIN: 'localhost:3000',
  });
  let bare: Awaited<ReturnType<typeof startBare>> | undefined;
  try {
    const port = new URL(server.url).port;
    const host = `demo.localhost:${port}`;
    const pagePath = `/blog/${POST}`;
    const headers = { host, 'accept-encoding': ACCEPT_ENCODING };
    // The bytes as sent (compressed) and the headers that came with them; fetch cannot set Host.
    const raw = await new Promise<{ body: Buffer; headers: Record<string, string> }>(
      (resolve, reject) => {
        get(`${server.url}${pagePath}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`${pagePath} answered ${res.statusCode}`));
            const copied: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers)) {
              if (!TRANSPORT.has(name) && typeof value === 'string') copied[name] = value;
            }
            resolve({ body: Buffer.concat(chunks), headers: copied });
          });
        }).on('error', reject);
      },
    );
    writeFileSync(path.join(data.dir, 'body'), raw.body);
    writeFileSync(path.join(data.dir, 'headers.json'), JSON.stringify(raw.headers));
    bare = await startBare(data.dir);

    console.log(
      `Post page ${pagePath} on ${host}: ${raw.body.byteLength} bytes (${raw.headers['content-encoding'] ?? 'identity'}), ${CONNECTIONS} connections, ${DURATION} s each, load average ${loadavg()}`,
    );
    // A short warm-up of each, so neither is measured cold.
    await measure('warm-up', `${server.url}${pagePath}`, headers, 2);
    await measure('warm-up', bare.url, headers, 2);
    const rows = [
      await measure('Bitácora (node src/main.ts)', `${server.url}${pagePath}`, headers, DURATION),
      await measure('bare node:http, same bytes', bare.url, headers, DURATION),
    ];
    console.log(`load average after: ${loadavg()}`);
    console.log('| server | req/s | p50 ms | p99 ms | errors | non-200 |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of rows) {
      console.log(
        `| ${r.server} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non200} |`,
      );
    }
    const [app, ceiling] = rows as [Row, Row];
    const ratio = app.rps / ceiling.rps;
    console.log(
      `Bitácora serves ${(ratio * 100).toFixed(1)} % of the bare server's requests per second (target ≥ 80 %).`,
    );
    if (rows.some((r) => r.errors > 0 || r.non200 > 0)) process.exitCode = 1;
  } finally {
    await bare?.stop();
    await stopServer(server);
    data.remove();
  }
}

if (process.argv[2] === '--bare') runBare(process.argv[3] as string);
else await main();
