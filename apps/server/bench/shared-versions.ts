/*
 * What reading the content versions from Redis costs (docs/decisions/032-shared-content-versions.md):
 * starts the real server (`node src/main.ts`, demo data) with REDIS_URL when it is set, runs
 * autocannon on a demo post page answered from the page cache (Host `demo.localhost:PORT`,
 * brotli accepted), then times one post edit after another (PATCH /api/posts/:id, each waiting
 * for the previous answer), as the panel saves. Prints req/s and p50/p99 of both.
 *
 *   REDIS_URL=redis://127.0.0.1:6379 node bench/shared-versions.ts
 *   DATABASE_URL=postgres://… REDIS_URL=… node bench/shared-versions.ts   (a scratch database)
 *
 * BENCH_CONNECTIONS (50), BENCH_DURATION (10 s) and BENCH_WRITES (300) change it.
 */
import autocannon from 'autocannon';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/demo/index.ts';
import {
  createScratchDatabase,
  login,
  startServer,
  stopServer,
  tempDataDir,
} from '../src/test/crash-harness.ts';
import { loadavg } from './load-average.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const POST = 'sevilla-en-otono';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const data = tempDataDir('bitacora-bench-versions-');
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : undefined;
  const server = await startServer({
    DATA_DIR: data.dir,
    SEED_DEMO: 'true',
    NODE_ENV: 'development',
    PUBLIC_DOMAIN: 'localhost:3000',
    DATABASE_URL: scratch?.url,
    REDIS_URL: process.env.REDIS_URL,
  });
  try {
    const port = new URL(server.url).port;
    const headers = { host: `demo.localhost:${port}`, 'accept-encoding': 'gzip, deflate, br' };
    const pageUrl = `${server.url}/blog/${POST}`;
    console.log(
      `${scratch ? 'PostgreSQL' : 'PGlite'}, REDIS_URL ${process.env.REDIS_URL ? 'set' : 'unset'}, ${CONNECTIONS} connections, ${DURATION} s, load average ${loadavg()}`,
    );
    await autocannon({ url: pageUrl, connections: CONNECTIONS, duration: 2, headers });
    const page = await autocannon({
      url: pageUrl,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
    });
    const non200 = Object.entries(page.statusCodeStats ?? {})
      .filter(([code]) => code !== '200')
      .reduce((sum, [, stat]) => sum + (stat as { count: number }).count, 0);

    const token = await login(server.url, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const blogs = (await (
      await fetch(`${server.url}/api/blogs`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { uuid: string; subdomain: string }[] };
    const blog = blogs.data.find((b) => b.subdomain === 'demo');
    if (!blog) throw new Error('no demo blog');
    const api = { authorization: `Bearer ${token}`, 'x-blog-id': blog.uuid };
    const list = (await (
      await fetch(`${server.url}/api/posts?status=PUBLISHED&limit=100`, { headers: api })
    ).json()) as { data: { id: number; slug: string }[] };
    const post = list.data.find((p) => p.slug === POST) ?? list.data[0];
    if (!post) throw new Error('no published post');
    const times: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/posts/${post.id}`, {
        method: 'PATCH',
        headers: { ...api, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Sevilla en otoño ${i}` }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`PATCH answered ${res.status}`);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`load average after: ${loadavg()}`);
    console.log('| measure | req/s | p50 ms | p99 ms | non-200 |');
    console.log('| --- | --- | --- | --- | --- |');
    console.log(
      `| cached post page | ${page.requests.average.toFixed(0)} | ${page.latency.p50} | ${page.latency.p99} | ${non200} |`,
    );
    const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
    console.log(
      `| post edit, one at a time (${WRITES}) | ${(1000 / mean).toFixed(0)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | 0 |`,
    );
    if (non200 > 0 || page.errors > 0) process.exitCode = 1;
  } finally {
    await stopServer(server);
    await scratch?.drop();
    data.remove();
  }
}

await main();
