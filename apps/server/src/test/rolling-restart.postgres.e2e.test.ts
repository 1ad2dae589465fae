import { readFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/server-process.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo/index.ts';
import {
  createScratchDatabase,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from './crash-harness.ts';
import { type DeployNginx, prepareDeployNginx } from './deploy-nginx.ts';
import { waitFor } from './wait-for.ts';

/*
 * A rolling restart as an operator does it: three real instances on one PostgreSQL database
 * (and Redis when REDIS_URL is set) behind the nginx site of deploy/; one is stopped with SIGTERM
 * and started again while clients keep reading pages and writing posts through nginx.
 * No request may fail, and every post answered 201 is there exactly once.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required: this file runs on PostgreSQL only');
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Enough clients that nginx keeps many idle connections to each instance and picks them up
 * within moments: with the old stop (idle connections closed at once) this loses a POST to a
 * 502 in about one run of two.
 */
const CLIENTS = 32;

interface Load {
  /** Answers by kind of request: reads and writes. */
  counts: { reads: number; writes: number };
  /** Every request that did not get its expected answer: the status or the error. */
  failures: string[];
  /** The titles of the posts answered 201. */
  created: string[];
  stop(): Promise<void>;
}

/** `CLIENTS` loops, each on its own kept-alive connection to nginx, until `stop()`. */
function startLoad(nginx: DeployNginx, token: string, blogId: number, tag: string): Load {
  const slugTag = tag.toLowerCase().replace(/\s+/g, '-');
  const agent = new https.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const load: Load = {
    counts: { reads: 0, writes: 0 },
    failures: [],
    created: [],
    stop: async () => {},
  };
  let running = true;
  let sequence = 0;
  const auth = { authorization: `Bearer ${token}` };
  const requests = [
    async () => {
      const res = await nginx.request('demo.example.com', '/', { agent });
      return { ok: res.status === 200, what: `GET / → ${res.status}`, write: false };
    },
    async () => {
      const res = await nginx.request('example.com', `/api/posts?blogId=${blogId}&limit=5`, {
        agent,
        headers: auth,
      });
      return { ok: res.status === 200, what: `GET /api/posts → ${res.status}`, write: false };
    },
    async () => {
      const n = ++sequence;
      const title = `${tag} ${n}`;
      const res = await nginx.request('example.com', '/api/posts', {
        agent,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          blogId,
          title,
          slug: `${slugTag}-${n}`,
          content: '<p>Escrita durante el reinicio.</p>',
        }),
      });
      if (res.status === 201) load.created.push(title);
      return {
        ok: res.status === 201,
        what: `POST /api/posts → ${res.status} ${res.body.slice(0, 200)}`,
        write: true,
      };
    },
  ];
  const loops = Array.from({ length: CLIENTS }, async (_, client) => {
    for (let i = client; running; i++) {
      const send = requests[i % requests.length] as (typeof requests)[number];
      const write = i % requests.length === 2;
      try {
        const answer = await send();
        if (answer.write) load.counts.writes += 1;
        else load.counts.reads += 1;
        if (!answer.ok) load.failures.push(answer.what);
      } catch (error) {
        load.failures.push(`${write ? 'POST' : 'GET'}: ${(error as Error).message}`);
      }
    }
  });
  load.stop = async () => {
    running = false;
    await Promise.all(loops);
    agent.destroy();
  };
  return load;
}

describe('a rolling restart behind the deploy nginx', () => {
  it('restarting one of three instances under load loses no request', async () => {
    const scratch = await createScratchDatabase(databaseUrl);
    cleanups.push(scratch.drop);
    const ports = [await freePort(), await freePort(), await freePort()];
    const envFor = (port: number, dataDir: string) => ({
      DATABASE_URL: scratch.url,
      REDIS_URL: process.env.REDIS_URL,
      SEED_DEMO: 'true',
      PUBLIC_DOMAIN: 'example.com',
      TRUST_PROXY: '127.0.0.1',
      LOG_REQUESTS: 'false',
      DATA_DIR: dataDir,
      PORT: String(port),
    });
    const dataDirs = ports.map(() => {
      const data = tempDataDir();
      cleanups.push(data.remove);
      return data.dir;
    });
    const servers: ServerProcess[] = [];
    cleanups.push(() => Promise.all(servers.map((server) => stopServer(server, 'SIGKILL'))));
    const began = performance.now();
    const started = await Promise.all(
      ports.map((port, i) => startServer(envFor(port, dataDirs[i] as string), 120_000)),
    );
    servers.push(...started);
    console.log(`three instances listening in ${Math.round(performance.now() - began)} ms`);

    const nginx = await prepareDeployNginx(ports);
    cleanups.push(() => nginx.stop());
    await nginx.start();
    const signIn = await nginx.request('example.com', '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD }),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const { token } = JSON.parse(signIn.body) as { token: string };
    const blogs = await nginx.request('example.com', '/api/blogs', {
      headers: { authorization: `Bearer ${token}` },
    });
    const demo = (
      JSON.parse(blogs.body) as { data: { id: number; subdomain: string }[] }
    ).data.find((blog) => blog.subdomain === 'demo');
    if (!demo) throw new Error(`no demo blog: ${blogs.body}`);

    const tag = `Reinicio ${Date.now()}`;
    const load = startLoad(nginx, token, demo.id, tag);
    /** Waits until the load has had `more` answers after `from`: it flows through every instance. */
    const answered = () => load.counts.reads + load.counts.writes;
    const answersAfter = (from: number, more = CLIENTS) =>
      waitFor(() => answered() >= from + more, {
        timeout: 60_000,
        message: 'the load got no answers',
      });
    await answersAfter(0);
    // The middle instance, as one step of a rolling restart: stopped, then started again.
    const restarted = servers[1] as ServerProcess;
    const stopped = await stopServer(restarted);
    expect(stopped, restarted.output()).toMatchObject({ code: 0, signal: null });
    const again = performance.now();
    servers[1] = await startServer(envFor(ports[1] as number, dataDirs[1] as string), 60_000);
    const restartMs = performance.now() - again;
    await answersAfter(answered());
    await load.stop();
    console.log(
      `rolling restart: ${load.counts.reads} reads, ${load.counts.writes} writes, ` +
        `${load.failures.length} failed; stopped in ${Math.round(stopped.ms)} ms, ` +
        `listening again in ${Math.round(restartMs)} ms`,
    );
    // nginx's error log says why a request failed: which instance, and what it did.
    expect(load.failures, readFileSync(path.join(nginx.dir, 'error.log'), 'utf8')).toEqual([]);
    expect(load.counts.writes).toBeGreaterThan(0);

    // Every post answered 201 is stored once; none was written twice by a retry.
    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ title: string; n: number }[]>`
        select title, count(*)::int as n from posts where title like ${`${tag} %`} group by title`;
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
      expect(rows.map((row) => row.title).sort()).toEqual([...load.created].sort());
    } finally {
      await sql.end();
    }
    for (const server of servers) expect((await stopServer(server)).code).toBe(0);
  }, 120_000);
});
