/*
 * The visitors' comment POST under load: fills a fresh database with one blog of POSTS published
 * posts, starts the real server (`node src/main.ts`) on a free port behind a trusted proxy
 * (TRUST_PROXY=127.0.0.1, as behind nginx, so each request's X-Forwarded-For is its visitor), and
 * runs autocannon at 50 connections:
 *
 *   1. GET /api/health, the same run's baseline;
 *   2. accepted comments: every request a different visitor address on the next post in turn,
 *      with the post's form token fetched from GET /api/comments/form-token/:uuid more than 3 s
 *      before, and an ordinary comment, so it passes every limit and check (the per-address limit,
 *      5 in 10 minutes, and the per-post one, 30, never bite) and is stored PENDING;
 *   3. a flood: every request from one address on one post. The first 5 are stored, the rest
 *      answered 429 without touching the post;
 *   4. GET /api/health again and one more visitor's comment: the server steady after the flood.
 *
 * Then reads the blog's comments through the staff API: stored = 201 answers, none in SPAM.
 * Prints req/s, p50, p99 and the answers per phase; exits non-zero when a phase answers other
 * than expected.
 *
 *   node bench/comment-post.ts                 (PGlite in a temporary DATA_DIR)
 *   DATABASE_URL=postgres://… node bench/comment-post.ts   (a scratch database, dropped after)
 *
 * BENCH_CONNECTIONS (50), BENCH_DURATION (10 s) and BENCH_POSTS (1 000) change the load.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { hashPassword } from '../src/features/accounts/index.ts';
import { COMMENT_RATE_LIMIT, POST_COMMENT_RATE_LIMIT } from '../src/features/comments/index.ts';
import { openDatabase } from '../src/platform/db/client.ts';
import { blogMembers, blogs, posts, settings, users } from '../src/platform/db/schema/index.ts';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000);
const WARM_UP_SECONDS = 2;
/** The form's minimum time (MIN_FILL_MS, 3 s) and some margin. */
const TOKEN_AGE_MS = 3_500;
const EMAIL = 'bench-admin@example.com';
const PASSWORD = 'Bench1234!';
const FLOOD_ADDRESS = '203.0.113.99';

/** What visitors write: plain text, a question, a thank-you; no links, no selling words. */
const TEXTS = [
  'Me encantó la receta, la haré este domingo con mis hijos.',
  '¿Se puede congelar la masa? Siempre me sobra la mitad y no sé qué hacer con ella.',
  'Estuve en Sevilla el año pasado y tienes toda la razón con lo del parque de María Luisa.',
  'Gracias por explicarlo tan claro, llevaba semanas dándole vueltas a lo de los índices.',
  'No estoy de acuerdo del todo, pero me ha hecho pensar. Buen texto.',
  'Yo le pongo un poco de pimentón de la Vera y queda todavía mejor.',
  'Una errata en el segundo párrafo: pone 2019 y creo que fue en 2018.',
  'Llevo años leyéndote y es la primera vez que comento. Sigue así.',
];
const NAMES = ['Lucía', 'Marcos', 'Carmen R.', 'Javi', 'Ana Belén', 'Pedro', 'Rocío', 'Tomás'];

/** A distinct address for each request number: 10.x.y.z, never the flood's. */
const visitorAddress = (n: number) => `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255 || 1}`;

async function seed(options: { databaseUrl?: string; dataDir: string }) {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
    const { db } = handle;
    const [admin] = await db
      .insert(users)
      .values({
        email: EMAIL,
        name: 'Admin de pruebas',
        passwordHash: await hashPassword(PASSWORD),
      })
      .returning({ id: users.id });
    const [blog] = await db
      .insert(blogs)
      .values({ name: 'Blog de carga', subdomain: 'comentarios' })
      .returning({ id: blogs.id, uuid: blogs.uuid });
    if (!admin || !blog) throw new Error('seed: user or blog not created');
    await db.insert(settings).values({ blogId: blog.id, title: 'Blog de carga' });
    await db.insert(blogMembers).values({ blogId: blog.id, userId: admin.id, role: 'ADMIN' });
    const now = Date.now();
    const rows = await db
      .insert(posts)
      .values(
        Array.from({ length: POSTS }, (_, i) => ({
          blogId: blog.id,
          authorId: admin.id,
          title: `Post número ${i + 1}`,
          slug: `post-${i + 1}`,
          content: '<p>Un post corto que recibe comentarios.</p>',
          status: 'PUBLISHED',
          publishedAt: new Date(now - (POSTS - i) * 3_600_000),
        })),
      )
      .returning({ uuid: posts.uuid });
    return { blogUuid: blog.uuid, postUuids: rows.map((r) => r.uuid) };
  } finally {
    await handle.close();
  }
}

/** The form token each post's page fetches when it loads. */
async function formTokens(url: string, postUuids: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < postUuids.length; i += 20) {
    const batch = postUuids.slice(i, i + 20);
    tokens.push(
      ...(await Promise.all(
        batch.map(async (uuid) => {
          const res = await fetch(`${url}/api/comments/form-token/${uuid}`);
          const body = (await res.json()) as { token?: string };
          if (res.status !== 200 || !body.token) throw new Error(`form token: ${res.status}`);
          return body.token;
        }),
      )),
    );
  }
  return tokens;
}

interface Row {
  phase: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
  firstOther?: string;
}

async function measure(
  phase: string,
  url: string,
  request: autocannon.Request,
  duration: number,
  expected: readonly number[],
): Promise<Row> {
  let firstOther: string | undefined;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        ...request,
        onResponse: (status: number, body: string) => {
          if (!expected.includes(status) && firstOther === undefined)
            firstOther = `${status} ${body}`;
        },
      },
    ],
  });
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = (stat as { count: number }).count;
  }
  return {
    phase,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    statuses,
    ...(firstOther === undefined ? {} : { firstOther }),
  };
}

const count = (row: Row, status: number) => row.statuses[String(status)] ?? 0;

async function main() {
  const baseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const temp = tempDataDir('bitacora-bench-comments-');
  const scratch = baseUrl ? await createScratchDatabase(baseUrl) : undefined;
  let server: ServerProcess | undefined;
  const problems: string[] = [];
  try {
    const database = scratch ? 'PostgreSQL (base temporal)' : 'PGlite';
    console.log(`Base de datos: ${database}; ${os.cpus().length} CPU; loadavg ${loadavg()}`);
    const seeded = await seed({
      dataDir: temp.dir,
      ...(scratch ? { databaseUrl: scratch.url } : {}),
    });
    server = await startServer({
      DATA_DIR: temp.dir,
      DATABASE_URL: scratch?.url,
      NEW_DEVICE_CODE: 'false',
      TRUST_PROXY: '127.0.0.1',
    });
    const url = server.url;
    const tokens = await formTokens(url, seeded.postUuids);
    const tokenReady = Date.now() + TOKEN_AGE_MS;
    console.log(`Servidor en ${url}; ${POSTS} posts publicados y el token de cada formulario`);

    const health: autocannon.Request = { method: 'GET', path: '/api/health' };
    await measure('warm-up', url, health, WARM_UP_SECONDS, [200]);
    const rows: Row[] = [];
    const loads: string[] = [];
    const run = async (phase: string, request: autocannon.Request, expected: number[]) => {
      const row = await measure(phase, url, request, DURATION, expected);
      rows.push(row);
      loads.push(`${phase}: ${loadavg()}`);
      return row;
    };
    const baseline = await run('GET /api/health', health, [200]);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, tokenReady - Date.now())));
    let sent = 0;
    const accepted: autocannon.Request = {
      method: 'POST',
      path: '/api/comments',
      setupRequest: (req) => {
        const n = sent++;
        const post = n % POSTS;
        const name = NAMES[n % NAMES.length] as string;
        return {
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            'x-forwarded-for': visitorAddress(n + 1),
          },
          body: JSON.stringify({
            postUuid: seeded.postUuids[post],
            authorName: name,
            authorEmail: `lector${n}@example.com`,
            content: TEXTS[n % TEXTS.length],
            website: '',
            formToken: tokens[post],
          }),
        };
      },
    };
    const warmUp = await measure('warm-up', url, accepted, WARM_UP_SECONDS, [201]);
    const comments = await run('POST /api/comments, a new visitor each', accepted, [201]);
    if (sent > POSTS * POST_COMMENT_RATE_LIMIT.max) {
      problems.push(
        `${sent} comments over ${POSTS} posts: the per-post limit bit; raise BENCH_POSTS`,
      );
    }

    const floodPost = seeded.postUuids[0] as string;
    const flood = await run(
      'POST /api/comments, a flood from one address',
      {
        method: 'POST',
        path: '/api/comments',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': FLOOD_ADDRESS },
        body: JSON.stringify({
          postUuid: floodPost,
          authorName: 'Flood',
          authorEmail: 'flood@example.com',
          content: TEXTS[0],
          website: '',
          formToken: tokens[0],
        }),
      },
      [201, 429],
    );
    const after = await run('GET /api/health after the flood', health, [200]);
    const one = await fetch(`${url}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      body: JSON.stringify({
        postUuid: seeded.postUuids[POSTS - 1],
        authorName: 'Ana',
        authorEmail: 'ana@example.com',
        content: TEXTS[1],
        website: '',
        formToken: tokens[POSTS - 1],
      }),
    });

    const token = await login(url, EMAIL, PASSWORD);
    const stored = async (status: string) => {
      const res = await fetch(`${url}/api/comments?status=${status}&limit=1`, {
        headers: { authorization: `Bearer ${token}`, 'x-blog-id': seeded.blogUuid },
      });
      if (res.status !== 200) throw new Error(`GET /api/comments: ${res.status}`);
      return ((await res.json()) as { total: number }).total;
    };
    const [all, spam] = [await stored(''), await stored('SPAM')];

    console.log(
      `\n${CONNECTIONS} conexiones, ${DURATION} s por fase (${scratch ? 'PostgreSQL' : 'PGlite'}); ` +
        `loadavg al terminar cada fase:\n  ${loads.join('\n  ')}\n`,
    );
    console.log('| phase | req/s | p50 ms | p99 ms | errors | answers |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const r of rows) {
      const answers = Object.entries(r.statuses)
        .map(([code, n]) => `${n} × ${code}`)
        .join(', ');
      console.log(
        `| ${r.phase} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${answers} |`,
      );
    }
    const created =
      count(warmUp, 201) + count(comments, 201) + count(flood, 201) + (one.status === 201 ? 1 : 0);
    console.log(
      `\nAfter the flood: one more visitor's comment answered ${one.status}; ` +
        `health p99 ${after.p99} ms (before ${baseline.p99} ms).` +
        `\nStored: ${all} comments, ${spam} in SPAM; 201 answers counted: ${created} ` +
        '(a request still in flight when a phase ends is stored but not counted).',
    );

    for (const r of rows) {
      if (r.firstOther) problems.push(`${r.phase}: unexpected answer ${r.firstOther}`);
      if (r.errors === 0) continue;
      // The embedded engine runs one query at a time, so 50 writers queue past the client's
      // time-out: a figure to report, not a broken answer. PostgreSQL must answer every one.
      if (scratch) problems.push(`${r.phase}: ${r.errors} errors or timeouts`);
      else console.log(`${r.phase}: ${r.errors} errors or timeouts (embedded database)`);
    }
    if (count(flood, 201) > COMMENT_RATE_LIMIT.max)
      problems.push(`the flood stored ${count(flood, 201)} comments`);
    if (one.status !== 201) problems.push(`after the flood a visitor got ${one.status}`);
    if (spam !== 0) problems.push(`${spam} bench comments went to SPAM`);
    if (all < created) problems.push(`${created} answered 201 but ${all} stored`);
  } finally {
    if (server) await stopServer(server);
    temp.remove();
    await scratch?.drop();
  }
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
