/*
 * The 10 000-post WordPress import through the real server, as a blogger runs it: `node
 * src/main.ts` with `npm start`'s flags and the demo data, the WXR uploaded over HTTP by the demo
 * ADMIN, its analysis, the confirmation and the run, the images fetched from a server on this
 * machine; then the blog exported back by the server's export job. Samples the server process's
 * resident memory (`/proc/<pid>/status`) every 100 ms and prints its peak per phase and the
 * process's own high-water mark, the run's and the export's wall times and the report.
 * `bench/import-wxr.ts` measures the same import in a process of its own, phase by phase, with
 * CPU and heap figures.
 *
 *   node bench/import-server.ts                                  # the embedded database
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import-server.ts
 *
 * BENCH_POSTS (10 000) and BENCH_IMAGES (1 000) change its size.
 */
import { execFile } from 'node:child_process';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import {
  createScratchDatabase,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { demoAdminHeaders } from './demo-admin.ts';
import { loadavg } from './load-average.ts';
import { memoryOf } from './process-memory.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 1_000);
const GENERATOR = fileURLToPath(new URL('./generate-wxr.ts', import.meta.url));
const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type ImportRow = { id: string; state: string; error?: string | null; report?: unknown };

/** One JPEG for every address: each is still fetched, decoded and resized on its own. */
async function serveImages() {
  const jpeg = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#3a7d5c' },
  })
    .jpeg({ quality: 82 })
    .toBuffer();
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
    res.end(jpeg);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bitacora-bench-import-server-'));
  const images = await serveImages();
  const wxr = path.join(work, 'bench.xml');
  await run(process.execPath, [GENERATOR, wxr, images.base, String(POSTS), String(IMAGES)]);
  const data = tempDataDir('bitacora-bench-import-server-data-');
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const server = await startServer({
    DATA_DIR: data.dir,
    DATABASE_URL: scratch?.url,
    SEED_DEMO: 'true',
    NODE_ENV: 'development',
    PUBLIC_DOMAIN: 'localhost:3000',
    ALLOW_PRIVATE_FETCH: 'true',
    LOG_REQUESTS: 'false',
  });
  const statusMiB = (field: 'VmRSS' | 'VmHWM') =>
    memoryOf(server.pid, [field])[field] / 1024 / 1024;
  const rssMiB = () => statusMiB('VmRSS');
  let phase = 'idle';
  const peaks = new Map<string, number>();
  const sampler = setInterval(() => {
    peaks.set(phase, Math.max(peaks.get(phase) ?? 0, rssMiB()));
  }, 100);
  try {
    console.log(
      `import through the server: ${POSTS} posts, ${IMAGES} images, ${scratch ? 'PostgreSQL' : 'PGlite'}, load average ${loadavg()}`,
    );
    await sleep(3_000);
    const headers = await demoAdminHeaders(server.url);
    const get = async <T>(pathname: string) =>
      (await (await fetch(`${server.url}${pathname}`, { headers })).json()) as T;
    /** Reads `pathname` until its state is none of `states`. */
    const until = async <T extends { state: string }>(pathname: string, states: string[]) => {
      for (;;) {
        const row = await get<T>(pathname);
        if (!states.includes(row.state)) return row;
        // As often as the panel's 'Importar / Exportar' screen asks (TRANSFER_POLL_MS).
        await sleep(1_000);
      }
    };

    phase = 'upload';
    const uploaded = await fetch(`${server.url}/api/imports`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/octet-stream',
        'content-length': String(statSync(wxr).size),
        'x-file-name': 'bench.xml',
      },
      body: Readable.toWeb(createReadStream(wxr)) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    const row = (await uploaded.json()) as ImportRow;
    if (uploaded.status !== 201)
      throw new Error(`upload: ${uploaded.status} ${JSON.stringify(row)}`);
    phase = 'analysis';
    const analysed = await until<ImportRow>(`/api/imports/${row.id}`, ['analysing']);
    if (analysed.state !== 'ready') throw new Error(`analysis: ${JSON.stringify(analysed)}`);
    phase = 'run';
    const started = performance.now();
    const confirmed = await fetch(`${server.url}/api/imports/${row.id}/confirm`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ inviteAuthors: true }),
    });
    if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
    const done = await until<ImportRow>(`/api/imports/${row.id}`, ['ready', 'running']);
    const seconds = (performance.now() - started) / 1000;
    phase = 'after';
    await sleep(3_000);
    console.log(`run ${seconds.toFixed(1)} s, ${done.state}: ${JSON.stringify(done.report)}`);

    // The blog exported back, as the admin asks for it from the same screen.
    phase = 'export';
    const exportStarted = performance.now();
    const asked = await fetch(`${server.url}/api/exports`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    type ExportRow = { id: string; state: string; bytes?: number | null };
    const exportRow = (await asked.json()) as ExportRow;
    if (asked.status !== 202)
      throw new Error(`export: ${asked.status} ${JSON.stringify(exportRow)}`);
    const exported = await until<ExportRow>(`/api/exports/${exportRow.id}`, ['running']);
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    phase = 'after export';
    await sleep(3_000);
    console.log(
      `export ${exportSeconds.toFixed(1)} s, ${exported.state}: a ${((exported.bytes ?? 0) / 1e6).toFixed(1)} MB zip`,
    );
    console.log(`load average after ${loadavg()}`);
    console.log('| phase | peak RSS of the server |');
    console.log('| --- | --- |');
    for (const [name, peak] of peaks) console.log(`| ${name} | ${peak.toFixed(0)} MiB |`);
    // The kernel's high-water mark also holds what the 100 ms samples miss, the start's included.
    console.log(
      `| whole process (VmHWM, since its start) | ${statusMiB('VmHWM').toFixed(0)} MiB |`,
    );
  } finally {
    clearInterval(sampler);
    await stopServer(server);
    await scratch?.drop();
    data.remove();
    await images.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
