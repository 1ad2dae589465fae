import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/index.ts';
import {
  createScratchDatabase,
  login,
  type ServerProcess,
  startInstances,
  stopServer,
} from './crash-harness.ts';
import { prepareDeployNginx } from './deploy-nginx.ts';

/*
 * Three real instances on one PostgreSQL database and one Redis, behind the nginx site of
 * deploy/: once a write through one instance has answered, no instance may serve the public
 * page or the panel list it made stale (docs/decisions/032-shared-content-versions.md).
 */

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!databaseUrl || !redisUrl) {
  throw new Error('DATABASE_URL and REDIS_URL are required: this file runs on both only');
}
const TRIALS = 500;
const HOST = 'demo.example.com';

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const agent = new http.Agent({ keepAlive: true });
cleanups.push(() => agent.destroy());

/** A request straight to one instance, with the Host header a blog's page needs. */
function direct(
  server: ServerProcess,
  pathname: string,
  headers: Record<string, string>,
): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        res.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${pathname}: ${res.statusCode} ${body.slice(0, 200)}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('three instances behind nginx, on PostgreSQL and Redis', () => {
  it(`after a write has answered, no instance serves what it made stale (${TRIALS} trials)`, async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const servers = await startInstances(
      3,
      {
        DATABASE_URL: scratch.url,
        REDIS_URL: redisUrl,
        SEED_DEMO: 'true',
        PUBLIC_DOMAIN: 'example.com',
        TRUST_PROXY: '127.0.0.1',
      },
      cleanups,
    );
    const nginx = await prepareDeployNginx(
      servers.map((server) => Number(new URL(server.url).port)),
    );
    cleanups.push(nginx.stop);
    await nginx.start();

    const [first] = servers as [ServerProcess];
    const token = await login(first.url, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    const blogs = (await (
      await fetch(`${first.url}/api/blogs`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { uuid: string; subdomain: string }[] };
    const blog = blogs.data.find((b) => b.subdomain === 'demo');
    if (!blog) throw new Error('no demo blog');
    const api = { authorization: `Bearer ${token}`, 'x-blog-id': blog.uuid };
    const listPath = '/api/posts?status=PUBLISHED&limit=100';
    const list = (await (await fetch(`${first.url}${listPath}`, { headers: api })).json()) as {
      data: { id: number; slug: string }[];
    };
    const post = list.data[0];
    if (!post) throw new Error('no published post');
    const pagePath = `/blog/${post.slug}`;

    let stale = 0;
    let staleTrials = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const title = `Edición número ${trial}`;
      const writer = servers[trial % servers.length] as ServerProcess;
      const others = servers.filter((server) => server !== writer);
      const saved = await fetch(`${writer.url}/api/posts/${post.id}`, {
        method: 'PATCH',
        headers: { ...api, 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
      await saved.arrayBuffer();
      // Right after the answer: the other two instances directly, and any one through nginx.
      const reads = await Promise.all([
        ...others.flatMap((server) => [
          direct(server, pagePath, { host: HOST }),
          direct(server, listPath, { host: 'example.com', ...api }),
        ]),
        nginx.request(HOST, pagePath).then((res) => res.body),
        nginx.request('example.com', listPath, { headers: api }).then((res) => res.body),
      ]);
      const old = reads.filter((body) => !body.includes(title)).length;
      stale += old;
      if (old > 0) staleTrials++;
    }
    expect(stale, `stale reads (in ${staleTrials} of ${TRIALS} trials)`).toBe(0);
    for (const server of servers) expect((await stopServer(server)).code).toBe(0);
  }, 240_000);
});
