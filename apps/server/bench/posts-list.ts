/*
 * The panel's post list at scale: fills a fresh database with one blog of 10 000 posts (five
 * authors, ten categories, thirty tags, eight series; one in five a draft; bodies of about 180
 * Spanish words), starts the real server (`node src/main.ts`) on a free port and runs autocannon
 * against `GET /api/posts` with search, filters, sort and pages (the first ten, and in a last
 * route any of the first 200), every request a different query so the answer cache never
 * answers (each one is read from the database). A first route, one list answered from the
 * cache, is the same run's yardstick for the request path alone, and the same list asked for
 * in gzip and in brotli measures what compressing every answer costs against it. Prints the
 * first page's bytes on the wire (as it is, gzip, brotli), then req/s, p50,
 * p99, errors and non-2xx per route; exits non-zero when any response is not 2xx.
 *
 *   DATABASE_URL=postgres://… node bench/posts-list.ts   (a scratch database, dropped after)
 *   node bench/posts-list.ts                             (PGlite in a temporary DATA_DIR)
 *
 * BENCH_CONNECTIONS (50) and BENCH_DURATION (10 s) change the load.
 */
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import postgres from 'postgres';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';
import { COMMON, EMAIL, PASSWORD, POSTS, RARE, seed } from './posts-list-seed.ts';
import { wireBytes } from './wire-bytes.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

interface Row {
  route: string;
  rps: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  firstFailure?: string;
  /** CPU milliseconds per request of the server process and of its PostgreSQL backends. */
  serverCpu?: number;
  databaseCpu?: number;
}

/**
 * CPU time a process has used so far, in milliseconds (user + system, from /proc; Linux only).
 * On a shared machine a request's CPU time moves much less than its latency does.
 */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
/** USER_HZ: the unit of /proc's CPU times, 100 on every Linux the bench runs on. */
const CLOCK_TICKS = 100;

const sum = (values: (number | undefined)[]) =>
  values.some((v) => v === undefined)
    ? undefined
    : values.reduce<number>((a, b) => a + (b ?? 0), 0);

async function measure(
  route: string,
  url: string,
  request: autocannon.Request,
  headers: Record<string, string>,
  duration: number,
  connections: number,
): Promise<Row> {
  let firstFailure: string | undefined;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: [
      {
        ...request,
        onResponse: (status: number, body: string) => {
          if ((status < 200 || status >= 300) && firstFailure === undefined)
            firstFailure = `${status} ${body}`;
        },
      },
    ],
  });
  return {
    route,
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(firstFailure === undefined ? {} : { firstFailure }),
  };
}

function printTable(rows: Row[]) {
  const header = [
    'route',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    'server CPU ms/req',
    'PostgreSQL CPU ms/req',
  ];
  const cpu = (ms: number | undefined) => (ms === undefined ? '–' : ms.toFixed(2));
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const r of rows)
    console.log(
      `| ${[r.route, r.rps.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors), String(r.non2xx), cpu(r.serverCpu), cpu(r.databaseCpu)].join(' | ')} |`,
    );
}

/**
 * A request whose query changes every time, from `count` combinations walked in turn (more
 * than any run sends, and far more than the answer cache's 2 000 entries).
 */
function varying(queries: (turn: number) => string): autocannon.Request {
  let turn = 0;
  return {
    method: 'GET',
    setupRequest: (req) => {
      const query = queries(turn);
      const path = `/api/posts?includeDrafts=true${query.includes('limit=') ? '' : '&limit=20'}&${query}`;
      turn += 1;
      return { ...req, path };
    },
  };
}

/** Picks the `turn`-th combination of the given choices (a mixed-radix count). */
function combination(turn: number, ...choices: readonly (readonly string[])[]): string[] {
  let rest = turn;
  return choices.map((options) => {
    const chosen = options[rest % options.length] as string;
    rest = Math.floor(rest / options.length);
    return chosen;
  });
}

async function main() {
  const baseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const temp = tempDataDir('bitacora-bench-list-');
  const scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  let server: ServerProcess | undefined;
  let monitor: postgres.Sql | undefined;
  try {
    console.log(
      `Base de datos: ${scratch ? 'PostgreSQL (base temporal)' : 'PGlite'}; ` +
        `${os.cpus().length} CPU; loadavg ${loadavg()}`,
    );
    let started = performance.now();
    const seeded = await seed({
      dataDir: temp.dir,
      ...(scratch ? { databaseUrl: scratch.url } : {}),
    });
    console.log(
      `Datos: 1 blog × ${POSTS} posts en ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    // A bench account signs in from a new device every run: no emailed code step.
    server = await startServer({
      DATA_DIR: temp.dir,
      DATABASE_URL: scratch?.url,
      NEW_DEVICE_CODE: 'false',
    });
    console.log(
      `Servidor en ${server.url} en ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const token = await login(server.url, EMAIL, PASSWORD);
    monitor = scratch ? postgres(scratch.url, { max: 1, onnotice: () => {} }) : undefined;
    const headers = { authorization: `Bearer ${token}`, 'x-blog-id': seeded.blogUuid };

    const filters = [
      '',
      'status=PUBLISHED',
      'status=DRAFT',
      ...seeded.categoryIds.slice(0, 3).map((id) => `categoryId=${id}`),
      ...seeded.tagIds.slice(0, 3).map((id) => `tagId=${id}`),
      ...seeded.authorIds.slice(0, 3).map((id) => `authorId=${id}`),
      ...seeded.seriesIds.slice(0, 2).map((id) => `seriesId=${id}`),
      `status=PUBLISHED&categoryId=${seeded.categoryIds[0]}&authorId=${seeded.authorIds[1]}`,
    ];
    const sorts = [
      'sort=date&order=desc',
      'sort=date&order=asc',
      'sort=title&order=asc',
      'sort=title&order=desc',
    ];
    const pages = Array.from({ length: 10 }, (_, i) => String(i + 1));
    const limits = ['20', '25', '30', '40'];
    // A word's start as typed ('mont' for montaña), a whole word, two words, a rare word.
    const searches = [
      ...COMMON.map((word) => word.slice(0, Math.max(3, word.length - 2))),
      ...COMMON.map((word, i) => `${word} ${COMMON[(i * 7 + 3) % COMMON.length]}`),
      ...RARE,
    ].map((text) => encodeURIComponent(text));

    const firstPage = '/api/posts?includeDrafts=true&limit=20&page=1';
    console.log(await wireBytes(server.url, firstPage, headers));

    const routes: [string, autocannon.Request, Record<string, string>?][] = [
      // The same run's yardstick: one list, answered from the answer cache after the first
      // request, so it measures the request path alone (token, blog scope, routing, writing
      // the answer) on the machine as loaded as the routes below find it.
      ['baseline: one list, from the answer cache', { method: 'GET', path: firstPage }],
      // The same list compressed on every answer, as a browser asks for it: the cost of the
      // compression against the line above.
      [
        'one list, from the answer cache, gzip',
        { method: 'GET', path: firstPage },
        { 'accept-encoding': 'gzip' },
      ],
      [
        'one list, from the answer cache, br',
        { method: 'GET', path: firstPage },
        { 'accept-encoding': 'gzip, deflate, br, zstd' },
      ],
      [
        'search + filter + sort + page',
        varying((turn) => {
          const [search, filter, sort, page] = combination(turn, searches, filters, sorts, pages);
          return `search=${search}&${filter}&${sort}&page=${page}`;
        }),
      ],
      [
        'search only (newest first)',
        varying((turn) => {
          const [search, page] = combination(turn, searches, pages);
          return `search=${search}&page=${page}`;
        }),
      ],
      [
        'filter + sort + page, no search',
        // Fewer combinations than the cache holds: the page size varies too, so none repeats
        // before 2 000 others were asked.
        varying((turn) => {
          const [filter, sort, page, limit] = combination(turn, filters, sorts, pages, limits);
          return `${filter}&${sort}&page=${page}&limit=${limit}`;
        }),
      ],
      [
        'filter + sort, deep pages (1 to 200)',
        varying((turn) => {
          const [filter, sort, page] = combination(
            turn,
            filters,
            sorts,
            Array.from({ length: 200 }, (_, i) => String(i + 1)),
          );
          return `${filter}&${sort}&page=${page}`;
        }),
      ],
    ];

    const rows: Row[] = [];
    const loads: string[] = [];
    for (const [route, request, extra] of routes) {
      const routeHeaders = { ...headers, ...extra };
      await measure(route, server.url, request, routeHeaders, 2, 10);
      // The server's PostgreSQL backends (its pool, opened by the warm-up), for their CPU time.
      const backends = monitor
        ? (
            await monitor`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`
          ).map((row) => row.pid as number)
        : [];
      const serverBefore = cpuMs(server.pid);
      const databaseBefore = monitor ? sum(backends.map(cpuMs)) : undefined;
      const row = await measure(route, server.url, request, routeHeaders, DURATION, CONNECTIONS);
      const serverAfter = cpuMs(server.pid);
      const databaseAfter = monitor ? sum(backends.map(cpuMs)) : undefined;
      const requests = Math.max(1, row.requests);
      if (serverBefore !== undefined && serverAfter !== undefined)
        row.serverCpu = (serverAfter - serverBefore) / requests;
      if (databaseBefore !== undefined && databaseAfter !== undefined)
        row.databaseCpu = (databaseAfter - databaseBefore) / requests;
      rows.push(row);
      loads.push(`${route}: ${loadavg()}`);
    }
    console.log(
      `\n${CONNECTIONS} conexiones, ${DURATION} s por ruta (${scratch ? 'PostgreSQL' : 'PGlite'}); ` +
        `loadavg al terminar cada ruta:\n  ${loads.join('\n  ')}\n`,
    );
    printTable(rows);
    const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
    for (const row of failed)
      console.error(
        `\n${row.route}: primera respuesta fallida: ${row.firstFailure ?? '(sin cuerpo)'}`,
      );
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    await monitor?.end();
    if (server) await stopServer(server);
    temp.remove();
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
