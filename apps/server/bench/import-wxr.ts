/*
 * A whole WordPress blog moved in and out at scale: writes the benchmark's WXR
 * (bench/generate-wxr.ts; BENCH_POSTS posts, 10 000 by default, with BENCH_IMAGES distinct image
 * addresses, 1 000 by default), serves those images (1200×800 JPEGs of different colours, made
 * with sharp beforehand and read from disk) from a local HTTP server, and imports the file into
 * a fresh blog as the server does: the upload is received by the imports service, the analysis
 * and the run are the import jobs' handlers driven by the real job queue and worker, the admin
 * confirms in between. Then the imported blog is exported to a zip with `writeBlogExport`.
 *
 * Prints one line per phase (analysis, run, export) with its wall time, the process's peak
 * resident memory during it (sampled every 100 ms) and what it did, plus the process's maxRSS
 * and the machine's load average at the start and the end. With PGlite, the database's own
 * memory is in the resident figures; the image server's is too (it streams from disk).
 *
 *   npm run bench:import -w @bitacora/server            (PGlite in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://… npm run bench:import …    (a scratch database, dropped after)
 *
 * BENCH_KEEP=1 leaves the temporary folder (database, media, WXR, zip) in place.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ImportPreview } from '@bitacora/api/schemas';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ImportReport } from '../src/features/transfers/index.ts';
import { confirmImport, receiveImport, writeBlogExport } from '../src/features/transfers/index.ts';
import { createJobHandlers } from '../src/jobs.ts';
import { createContentVersions } from '../src/platform/cache/content-versions.ts';
import { CAPTCHA_MAX_NUMBER } from '../src/platform/captcha/captcha.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import {
  blogImports,
  blogMembers,
  blogs,
  settings,
  users,
} from '../src/platform/db/schema/index.ts';
import type { AppDeps } from '../src/platform/http/app-env.ts';
import { startJobWorker } from '../src/platform/jobs/job-worker.ts';
import { createOutboxMailer } from '../src/platform/mail/mailer.ts';
import { createSandboxProvider } from '../src/platform/payments/sandbox.ts';
import { createDbRateLimitStore } from '../src/platform/rate-limit/db-store.ts';
import { createLocalMediaStorage } from '../src/platform/storage/storage.ts';
import {
  createScratchDatabase,
  SERVER_ENV,
  SERVER_NODE_FLAGS,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const IMAGES = Number(process.env.BENCH_IMAGES ?? 1_000);
const ORIGIN = 'http://localhost:3000';
const GENERATOR = fileURLToPath(new URL('./generate-wxr.ts', import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const run = promisify(execFile);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
/**
 * CPU time (ms) of the PostgreSQL backends serving database `name` on this machine, from /proc:
 * the other half of an import's work. Null without a database name or a readable /proc. A
 * backend that closes during a phase takes its time with it, so the figure is a floor.
 */
function postgresCpu(name: string | undefined): number | null {
  if (!name) return null;
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!command.startsWith('postgres:') || !command.includes(` ${name} `)) continue;
        // utime and stime: fields 14 and 15, after the parenthesised command name
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return null;
  }
  return (ticks * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * Wall time of `work`, and the peak resident memory and JavaScript heap while it runs, sampled
 * every 100 ms: the difference between them is mostly the database's (PGlite) and sharp's.
 */
async function measured<T>(
  work: () => Promise<T>,
  database?: string,
): Promise<{
  value: T;
  ms: number;
  /** CPU time of this process (all its threads): a busy machine stretches it less than wall time. */
  cpu: number;
  /** CPU time of the database's PostgreSQL backends, when on PostgreSQL. */
  pgCpu: number | null;
  peak: number;
  heap: number;
  heapTotal: number;
  external: number;
}> {
  let peak = 0;
  let heap = 0;
  let heapTotal = 0;
  let external = 0;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed);
    heapTotal = Math.max(heapTotal, now.heapTotal);
    external = Math.max(external, now.external);
  };
  sample();
  const sampler = setInterval(sample, 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const pgBefore = postgresCpu(database);
  try {
    const value = await work();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpuBefore);
    const pgAfter = postgresCpu(database);
    const pgCpu = pgBefore === null || pgAfter === null ? null : pgAfter - pgBefore;
    sample();
    return {
      value,
      ms,
      cpu: (used.user + used.system) / 1000,
      pgCpu,
      peak,
      heap,
      heapTotal,
      external,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The images the WXR names, `imagen-<n>.jpg` for n in 1…count: each a colour gradient with a few
 * shapes over it, so no two are alike and each compresses about as a simple picture does.
 */
async function writeImages(dir: string, count: number): Promise<number> {
  await mkdir(dir, { recursive: true });
  let bytes = 0;
  const one = async (n: number) => {
    const hue = (n * 137) % 360;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="hsl(${hue},70%,55%)"/>
        <stop offset="1" stop-color="hsl(${(hue + 90) % 360},60%,30%)"/>
      </linearGradient></defs>
      <rect width="1200" height="800" fill="url(#g)"/>
      <circle cx="${200 + (n % 800)}" cy="${150 + (n % 500)}" r="${60 + (n % 140)}" fill="hsl(${(hue + 180) % 360},80%,60%)"/>
      <rect x="${(n * 53) % 900}" y="${(n * 31) % 600}" width="240" height="160" fill="hsl(${(hue + 45) % 360},50%,80%)" opacity="0.7"/>
    </svg>`;
    const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
    bytes += jpeg.length;
    await writeFile(path.join(dir, `imagen-${n}.jpg`), jpeg);
  };
  // Two at a time: the machine has two cores.
  let next = 1;
  const worker = async () => {
    while (next <= count) await one(next++);
  };
  await Promise.all([worker(), worker()]);
  return bytes;
}

/** Serves `/wp-content/uploads/<yyyy>/<mm>/imagen-<n>.jpg` from `dir`; counts what it served. */
async function serveImages(dir: string) {
  const served = { requests: 0, bytes: 0 };
  const server = createServer((req, res) => {
    served.requests += 1;
    const name = /\/(imagen-\d+\.jpg)$/.exec(req.url ?? '')?.[1];
    if (!name) {
      res.writeHead(404).end();
      return;
    }
    const file = path.join(dir, name);
    stat(file).then(
      (info) => {
        served.bytes += info.size;
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': info.size });
        createReadStream(file).pipe(res);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Prepares everything the measured process needs: the database created and migrated (PGlite's
 * first start in an empty DATA_DIR peaks far above what a running server holds, and maxRSS
 * cannot be reset), the images, their server, and the WXR naming them.
 */
async function main() {
  const data = tempDataDir('bitacora-bench-import-');
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  let images: Awaited<ReturnType<typeof serveImages>> | undefined;
  try {
    const handle = await openDatabase(
      scratch ? { databaseUrl: scratch.url } : { dataDir: data.dir },
    );
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    const imageDir = path.join(data.dir, 'images');
    const made = performance.now();
    // In a process of their own, so neither their memory nor sharp's cache counts anywhere.
    const { stdout } = await run(process.execPath, [SELF, 'images', imageDir, String(IMAGES)]);
    console.log(`made ${IMAGES} images (${stdout.trim()}) in ${seconds(performance.now() - made)}`);
    images = await serveImages(imageDir);
    const wxr = path.join(data.dir, 'bench.xml');
    await run(process.execPath, [GENERATOR, wxr, images.base, String(POSTS), String(IMAGES)]);
    console.log(`wrote ${wxr} (${mb((await stat(wxr)).size)})`);

    // The import and the export in a process that starts as the server does on an existing
    // DATA_DIR (the node flags and malloc arenas of `npm start`), so its resident figures are
    // theirs and the database's.
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SELF, 'measure'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        ...SERVER_ENV,
        BENCH_DATA_DIR: data.dir,
        BENCH_WXR: wxr,
        BENCH_DATABASE_URL: scratch?.url ?? '',
      },
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    console.log(
      `image server: ${images.served.requests} requests, ${mb(images.served.bytes)} sent`,
    );
    if (code !== 0) process.exitCode = 1;
  } finally {
    await images?.close();
    await scratch?.drop();
    if (process.env.BENCH_KEEP) console.log(`kept ${data.dir}`);
    else data.remove();
  }
}

/** The measured part: seeds the blog, imports the WXR through the job queue, exports the blog. */
async function measure() {
  const dataDir = process.env.BENCH_DATA_DIR ?? '';
  const wxr = process.env.BENCH_WXR ?? '';
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const database = databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined;
  console.log(
    `import bench: ${POSTS} posts, ${IMAGES} images, ${databaseUrl ? 'postgres' : 'pglite'}, ${os.cpus().length} cpus, node ${process.version} ${process.execArgv.join(' ')}, MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '(unset)'}`,
  );
  console.log(`load average at start: ${loadavg()}`);
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  let worker: ReturnType<typeof startJobWorker> | undefined;
  try {
    const { db } = handle;
    const wxrBytes = (await stat(wxr)).size;
    const [admin] = await db
      .insert(users)
      .values({ email: 'bench-import@example.com', name: 'Admin', passwordHash: 'x' })
      .returning();
    const [blog] = await db
      .insert(blogs)
      .values({ name: 'Blog importado', subdomain: 'importado' })
      .returning();
    if (!admin || !blog) throw new Error('seed: blog not created');
    await db.insert(settings).values({ blogId: blog.id, title: 'Blog importado' });
    await db.insert(blogMembers).values({ blogId: blog.id, userId: admin.id, role: 'ADMIN' });

    // As main.ts builds them, with the outbox for mail (the import invites its five authors).
    const mediaStorage = createLocalMediaStorage(path.join(dataDir, 'media'));
    const deps: AppDeps = {
      db,
      database: handle,
      jwtSecret: randomBytes(32),
      rateLimitStore: createDbRateLimitStore(db),
      mediaStorage,
      transfersDir: path.join(dataDir, 'transfers'),
      trustProxy: [],
      publicDomain: 'localhost:3000',
      seedDemo: false,
      now: () => new Date(),
      mailer: createOutboxMailer(),
      captcha: { hmacKey: randomBytes(32).toString('hex'), maxNumber: CAPTCHA_MAX_NUMBER },
      payments: createSandboxProvider({ publicOrigin: ORIGIN }),
      publicOrigin: ORIGIN,
      contentVersions: createContentVersions(),
      allowPrivateFetch: true,
    };
    worker = startJobWorker({ db, handlers: createJobHandlers(deps) });
    deps.wakeJobs = worker.wake;
    const actor = {
      userId: admin.id,
      userUuid: admin.uuid,
      isSuperAdmin: false,
      role: 'ADMIN' as const,
      blogId: blog.id,
    };
    const settled = async (id: number, states: string[]) => {
      for (;;) {
        const [row] = await db.select().from(blogImports).where(eq(blogImports.id, id));
        if (!row) throw new Error('import row gone');
        if (!states.includes(row.state)) return row;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    console.log(`rss before the import ${mb(process.memoryUsage.rss())}`);
    const upload = await measured(() =>
      receiveImport(deps, actor, blog, {
        body: Readable.toWeb(createReadStream(wxr)) as unknown as ReadableStream<Uint8Array>,
        fileName: 'bench.xml',
        declaredBytes: wxrBytes,
      }),
    );
    const [uploaded] = await db
      .select({ id: blogImports.id })
      .from(blogImports)
      .where(eq(blogImports.uuid, upload.value.id));
    if (!uploaded) throw new Error('import not stored');
    console.log(
      `upload   ${seconds(upload.ms)} (cpu ${seconds(upload.cpu)}${upload.pgCpu === null ? '' : `, postgres ${seconds(upload.pgCpu)}`})  peak rss ${mb(upload.peak)}, heap ${mb(upload.heap)} of ${mb(upload.heapTotal)}, external ${mb(upload.external)}  ${mb(wxrBytes)}`,
    );

    const analysis = await measured(() => settled(uploaded.id, ['analysing']), database);
    if (analysis.value.state !== 'ready')
      throw new Error(`analysis ended ${analysis.value.state}: ${analysis.value.error}`);
    const preview = analysis.value.preview as ImportPreview;
    console.log(
      `analysis ${seconds(analysis.ms)} (cpu ${seconds(analysis.cpu)}${analysis.pgCpu === null ? '' : `, postgres ${seconds(analysis.pgCpu)}`})  peak rss ${mb(analysis.peak)}, heap ${mb(analysis.heap)} of ${mb(analysis.heapTotal)}, external ${mb(analysis.external)}  ${preview.posts} posts, ${preview.pages} pages, ${preview.images} images in the preview`,
    );

    const running = await measured(async () => {
      await confirmImport(deps, blog, upload.value.id, { inviteAuthors: true });
      return settled(uploaded.id, ['ready', 'running']);
    }, database);
    if (running.value.state !== 'done')
      throw new Error(`run ended ${running.value.state}: ${running.value.error}`);
    const report = running.value.report as ImportReport;
    console.log(
      `run      ${seconds(running.ms)} (cpu ${seconds(running.cpu)}${running.pgCpu === null ? '' : `, postgres ${seconds(running.pgCpu)}`})  peak rss ${mb(running.peak)}, heap ${mb(running.heap)} of ${mb(running.heapTotal)}, external ${mb(running.external)}  ${report.created.posts} posts, ${report.created.comments} comments, ${report.created.images} images brought in (${report.imagesFailedTotal} failed), ${report.skippedTotal} skipped, ${report.warningsTotal} warnings`,
    );
    await worker.stop();
    worker = undefined;

    const zip = path.join(dataDir, 'export.zip');
    const exported = await measured(
      () => writeBlogExport(db, blog.id, createWriteStream(zip), { storage: mediaStorage }),
      database,
    );
    const zipBytes = exported.value.bytes ?? (await stat(zip)).size;
    console.log(
      `export   ${seconds(exported.ms)} (cpu ${seconds(exported.cpu)}${exported.pgCpu === null ? '' : `, postgres ${seconds(exported.pgCpu)}`})  peak rss ${mb(exported.peak)}, heap ${mb(exported.heap)} of ${mb(exported.heapTotal)}, external ${mb(exported.external)}  ${exported.value.posts} posts, ${exported.value.media} media → ${mb(zipBytes)} zip`,
    );
    // In kilobytes, over this process's whole life: opening the database included.
    console.log(`process maxRSS ${mb(process.resourceUsage().maxRSS * 1024)}`);
    console.log(`load average at end: ${loadavg()}`);
  } finally {
    await worker?.stop();
    await handle.close();
  }
}

if (process.argv[2] === 'images') {
  const [dir = '', count = '0'] = process.argv.slice(3);
  console.log(mb(await writeImages(dir, Number(count))));
} else if (process.argv[2] === 'measure') {
  await measure();
} else {
  await main();
}
