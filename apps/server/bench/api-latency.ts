/*
 * API latency: fills a fresh database with 50 blogs × 2 000 posts (one ADMIN member of every
 * blog, one category per blog), starts the real server (`node src/main.ts`) on a free port and
 * runs autocannon against the panel's post list (the same page again, answered from the
 * answer cache, and 4 500 different lists in turn across all blogs, each read from the database;
 * both also asked for in brotli, and the first page's bytes on the wire printed),
 * a post by uuid and post creation. Prints req/s, p50, p99, errors and non-2xx per route; exits non-zero when any
 * response is not 2xx.
 *
 *   node bench/api-latency.ts                 (PGlite in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://… node bench/api-latency.ts   (a scratch database, dropped after)
 *
 * BENCH_CONNECTIONS (50) and BENCH_DURATION (10 s) change the load; BENCH_ROUTES, a word such
 * as `POST`, keeps only the routes whose name contains it (`BENCH_ROUTES=POST` measures the
 * creates alone). Time-outs (autocannon's 10 s) are counted apart from the other errors, and
 * 503 answers (the embedded database's write queue full) apart from the other non-2xx.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/features/accounts/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import {
  blogMembers,
  blogs,
  categories,
  posts,
  settings,
  users,
} from '../src/platform/db/schema/index.ts';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';
import { wireBytes } from './wire-bytes.ts';

const BLOGS = 50;
const POSTS_PER_BLOG = 2_000;
const BATCH = 1_000;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const EMAIL = 'bench-admin@example.com';
const PASSWORD = 'Bench1234!';

const paragraph =
  'Bitácora es una plataforma de blogs en español. Este texto de relleno ocupa el cuerpo de ' +
  'cada post para que las filas tengan un tamaño parecido al de un artículo corto real.';
const content = Array.from({ length: 6 }, () => `<p>${paragraph}</p>`).join('\n');

interface Seeded {
  blogUuid: string;
  /** Every blog, for the list that never hits the answer cache. */
  blogUuids: string[];
  postUuid: string;
  categoryId: number;
}

/** Opens the database with the server's own code, migrates it and bulk-inserts the data set. */
async function seed(options: { databaseUrl?: string; dataDir: string }): Promise<Seeded> {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
    const { db } = handle;
    const passwordHash = await hashPassword(PASSWORD);
    const [admin] = await db
      .insert(users)
      .values({ email: EMAIL, name: 'Admin de pruebas', passwordHash })
      .returning({ id: users.id });
    if (!admin) throw new Error('seed: user not created');
    const blogRows = await db
      .insert(blogs)
      .values(
        Array.from({ length: BLOGS }, (_, i) => ({
          name: `Blog ${i + 1}`,
          subdomain: `bench-${String(i + 1).padStart(2, '0')}`,
        })),
      )
      .returning({ id: blogs.id, uuid: blogs.uuid });
    await db
      .insert(settings)
      .values(blogRows.map((b, i) => ({ blogId: b.id, title: `Blog ${i + 1}` })));
    await db
      .insert(blogMembers)
      .values(blogRows.map((b) => ({ blogId: b.id, userId: admin.id, role: 'ADMIN' })));
    const categoryRows = await db
      .insert(categories)
      .values(blogRows.map((b) => ({ blogId: b.id, name: 'General', slug: 'general' })))
      .returning({ id: categories.id, blogId: categories.blogId });
    const categoryOf = new Map(categoryRows.map((c) => [c.blogId, c.id]));

    // Posts spread over the last ~2 years, one in ten a draft.
    const now = Date.now();
    const total = BLOGS * POSTS_PER_BLOG;
    for (let start = 0; start < total; start += BATCH) {
      const rows = [];
      for (let n = start; n < Math.min(total, start + BATCH); n++) {
        const blog = blogRows[n % BLOGS] as { id: number };
        const index = Math.floor(n / BLOGS);
        const at = new Date(now - (total - n) * 600_000);
        const draft = index % 10 === 9;
        rows.push({
          blogId: blog.id,
          authorId: admin.id,
          categoryId: categoryOf.get(blog.id) ?? null,
          title: `Post número ${index + 1}`,
          slug: `post-${index + 1}`,
          content,
          excerpt: `Resumen del post número ${index + 1}`,
          status: draft ? 'DRAFT' : 'PUBLISHED',
          publishedAt: draft ? null : at,
          createdAt: at,
          updatedAt: at,
        });
      }
      await db.insert(posts).values(rows);
    }
    // A settled database, as autovacuum leaves it: statistics and the visibility map (so counts
    // can be answered from the index alone).
    await db.execute(sql`vacuum analyze`);

    const target = blogRows[0] as { id: number; uuid: string };
    const result = await db.execute<{ uuid: string }>(
      sql`select uuid from posts where blog_id = ${target.id} order by id limit 1 offset 1000`,
    );
    const rowsOut = (
      Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows
    ) as { uuid: string }[];
    const postUuid = rowsOut[0]?.uuid;
    if (!postUuid) throw new Error('seed: no post to read');
    return {
      blogUuid: target.uuid,
      blogUuids: blogRows.map((b) => b.uuid),
      postUuid,
      categoryId: categoryOf.get(target.id) as number,
    };
  } finally {
    await handle.close();
  }
}

interface Row {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Of non2xx, the 503s: the embedded database's write queue turned the request away. */
  busy: number;
  firstFailure?: string;
}

async function measure(
  route: string,
  url: string,
  request: autocannon.Request,
  headers: Record<string, string>,
  duration: number,
  connections: number,
): Promise<Row> {
  let firstFailure: string | undefined;
  let busy = 0;
  const result = await autocannon({
    url,
    connections,
    duration,
    headers,
    requests: [
      {
        ...request,
        onResponse: (status: number, body: string) => {
          if (status === 503) busy += 1;
          if ((status < 200 || status >= 300) && firstFailure === undefined)
            firstFailure = `${status} ${body}`;
        },
      },
    ],
  });
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a time-out among the errors too.
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    busy,
    ...(firstFailure === undefined ? {} : { firstFailure }),
  };
}

function printTable(rows: Row[]) {
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'time-outs', 'errors', 'non-2xx', '503'];
  const lines = rows.map((r) => [
    r.route,
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.timeouts),
    String(r.errors),
    String(r.non2xx),
    String(r.busy),
  ]);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const line of lines) console.log(`| ${line.join(' | ')} |`);
}

async function main() {
  const baseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const temp = tempDataDir('bitacora-bench-api-');
  const scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  let server: ServerProcess | undefined;
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
      `Datos: ${BLOGS} blogs × ${POSTS_PER_BLOG} posts en ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
    const headers = {
      authorization: `Bearer ${token}`,
      'x-blog-id': seeded.blogUuid,
      'content-type': 'application/json',
    };

    console.log(
      await wireBytes(server.url, '/api/posts?page=1&limit=20&includeDrafts=true', headers),
    );

    let counter = 0;
    const create: autocannon.Request = {
      method: 'POST',
      path: '/api/posts',
      setupRequest: (req) => {
        counter += 1;
        return {
          ...req,
          body: JSON.stringify({
            title: `Post de carga ${counter}`,
            content: `<p>${paragraph}</p><p>Número ${counter}.</p>`,
            excerpt: `Resumen del post de carga ${counter}`,
            slug: `carga-${process.pid}-${counter}`,
            status: 'PUBLISHED',
            categoryId: seeded.categoryId,
          }),
        };
      },
    };
    // 50 blogs × 90 pages in turn: 4 500 distinct answers against an answer cache of 2 000, so
    // every list is read from the database (the path a first visit or a fresh write takes).
    const PAGES = 90;
    let turn = 0;
    const uncachedList: autocannon.Request = {
      method: 'GET',
      setupRequest: (req) => {
        const blog = seeded.blogUuids[turn % seeded.blogUuids.length] as string;
        const page = 1 + (Math.floor(turn / seeded.blogUuids.length) % PAGES);
        turn += 1;
        return {
          ...req,
          path: `/api/posts?page=${page}&limit=20&includeDrafts=true`,
          headers: { ...req.headers, 'x-blog-id': blog },
        };
      },
    };
    // The lists again as a browser asks for them (brotli): the same run's cost of compressing.
    const brotli = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const only = process.env.BENCH_ROUTES?.trim();
    const allRoutes: [string, autocannon.Request, Record<string, string>?][] = [
      [
        'GET /api/posts?page=1&limit=20&includeDrafts=true',
        { method: 'GET', path: '/api/posts?page=1&limit=20&includeDrafts=true' },
      ],
      [
        'GET /api/posts?page=1&limit=20&includeDrafts=true, br',
        { method: 'GET', path: '/api/posts?page=1&limit=20&includeDrafts=true' },
        brotli,
      ],
      ['GET /api/posts, 4 500 different lists in turn (no cache hit)', uncachedList],
      ['GET /api/posts, 4 500 different lists in turn (no cache hit), br', uncachedList, brotli],
      ['GET /api/posts/uuid/:uuid', { method: 'GET', path: `/api/posts/uuid/${seeded.postUuid}` }],
      ['POST /api/posts', create],
    ];
    const routes = only ? allRoutes.filter(([route]) => route.includes(only)) : allRoutes;

    const rows: Row[] = [];
    const loads: string[] = [];
    for (const [route, request, extra] of routes) {
      const routeHeaders = { ...headers, ...extra };
      // A short warm-up so the first seconds of JIT and cold caches stay out of the figures.
      await measure(route, server.url, request, routeHeaders, 2, 10);
      rows.push(await measure(route, server.url, request, routeHeaders, DURATION, CONNECTIONS));
      loads.push(`${route}: ${loadavg()}`);
    }

    console.log(
      `\n${CONNECTIONS} conexiones, ${DURATION} s por ruta (${scratch ? 'PostgreSQL' : 'PGlite'}); ` +
        `loadavg al terminar cada ruta:\n  ${loads.join('\n  ')}\n`,
    );
    printTable(rows);

    const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0 || r.timeouts > 0);
    for (const row of failed) {
      console.error(
        `\n${row.route}: primera respuesta fallida: ${row.firstFailure ?? '(sin cuerpo)'}`,
      );
    }
    if (failed.length > 0) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server);
    temp.remove();
    await scratch?.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
