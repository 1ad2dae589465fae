/**
 * The import that used to hang the server: a Bitácora export whose `bitacora.json` holds 380 MB
 * of digits (`BENCH_JSON_MB`), zipped about 2–4:1, uploaded to the real server and analysed. It
 * prints the server's peak resident memory during the analysis, how long that took, and the
 * slowest answer of the health check asked every 100 ms meanwhile (docs/decisions/046-bounded-imports.md).
 * The zip is generated at run time into a temporary folder and removed after.
 *
 *   node bench/import-huge.ts
 */
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { writeBitacoraZip } from '../src/test/bitacora-zip.ts';
import { startServer, stopServer, tempDataDir } from '../src/test/crash-harness.ts';
import { demoAdminHeaders } from './demo-admin.ts';
import { loadavg } from './load-average.ts';
import { memoryOf } from './process-memory.ts';

const JSON_MB = Number(process.env.BENCH_JSON_MB ?? 380);
const BODY_BYTES = 100_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ImportRow = { id: string; state: string; error?: string | null; preview?: { posts: number } };

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bitacora-bench-import-huge-'));
  const zip = path.join(work, 'cifras.zip');
  const posts = Math.ceil((JSON_MB * 1024 * 1024) / BODY_BYTES);
  const jsonBytes = await writeBitacoraZip(zip, { posts, bodyBytes: BODY_BYTES });
  const zipBytes = statSync(zip).size;
  const data = tempDataDir('bitacora-bench-import-huge-data-');
  const server = await startServer({
    DATA_DIR: data.dir,
    SEED_DEMO: 'true',
    NODE_ENV: 'development',
    LOG_REQUESTS: 'false',
  });
  const rssMiB = () => memoryOf(server.pid, ['VmRSS']).VmRSS / 1024 / 1024;
  try {
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    console.log(
      `huge Bitácora import: bitacora.json ${mib(jsonBytes)} MiB (${posts} posts), zip ${mib(zipBytes)} MiB, load average ${loadavg()}`,
    );
    await sleep(3_000);
    const headers = await demoAdminHeaders(server.url);
    const idle = rssMiB();
    const uploaded = await fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/octet-stream',
        'content-length': String(zipBytes),
        'x-file-name': 'cifras.zip',
      },
      body: Readable.toWeb(createReadStream(zip)) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    const row = (await uploaded.json()) as ImportRow;
    if (uploaded.status !== 201)
      throw new Error(`upload: ${uploaded.status} ${JSON.stringify(row)}`);

    let peak = rssMiB();
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB());
    }, 50);
    let slowest = 0;
    let checks = 0;
    let failed = 0;
    const started = performance.now();
    let state: ImportRow = row;
    for (let round = 0; state.state === 'analysing'; round += 1) {
      const asked = performance.now();
      const health = await fetch(`${server.url}/api/health`).catch(() => null);
      slowest = Math.max(slowest, performance.now() - asked);
      checks += 1;
      if (health?.status !== 200) failed += 1;
      if (round % 10 === 9) {
        state = (await (
          await fetch(`${server.url}/api/imports/${row.id}`, { headers })
        ).json()) as ImportRow;
      }
      await sleep(100);
    }
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `analysis: ${state.state}${state.error ? ` (${state.error})` : ''}, ${state.preview?.posts ?? 0} posts, ${seconds.toFixed(1)} s`,
    );
    console.log(
      `server RSS: ${idle.toFixed(0)} MiB idle, ${peak.toFixed(0)} MiB peak during the analysis`,
    );
    console.log(`health: ${checks} checks, ${failed} unanswered, slowest ${slowest.toFixed(0)} ms`);
  } finally {
    await stopServer(server, 'SIGKILL');
    data.remove();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
