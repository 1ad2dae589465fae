import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  listSubdomains,
  login,
  runUntilExit,
  type ServerProcess,
  startServer,
  stopServer,
  tempDataDir,
} from './crash-harness.ts';
import { migratedDataDir } from './migrated-data-dir.ts';
import { waitFor } from './wait-for.ts';

/*
 * The server process as an operator meets it: a graceful stop, the DATA_DIR lock and the
 * refusal to run the embedded database in production. The servers start on a copy of the
 * run's migrated database, as a DATA_DIR a server has used before: building one is the slow
 * part of a start, and these tests are about what comes after it.
 */

const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A request whose body arrives in two parts: the server has the request in hand (headers and
 * half the body) until `finish()` sends the rest. Uses a keep-alive agent, as browsers do.
 */
function slowRequest(url: string, method: string, pathname: string, token: string, body: string) {
  const agent = new http.Agent({ keepAlive: true });
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let finishRequest = () => {};
  const response = new Promise<{ status: number; body: string; connection?: string }>(
    (resolve, reject) => {
      const req = http.request(
        `${url}${pathname}`,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': String(bytes.length),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: text,
              connection: res.headers.connection,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.flushHeaders();
      req.write(bytes.subarray(0, half));
      finishRequest = () => req.end(bytes.subarray(half));
    },
  );
  return {
    response,
    finish: () => finishRequest(),
    close: () => agent.destroy(),
  };
}

/** The SIGTERM test's second start, left running for the request lines at a stop. */
let restarted: ServerProcess | undefined;

describe('SIGTERM', () => {
  it('lets in-flight requests finish, then exits 0 within 10 s and releases the lock', async () => {
    const data = migratedDataDir();
    cleanups.push(data.remove);
    let env: Record<string, string> = {
      DATA_DIR: data.dir,
      SEED_DEMO: 'true',
      PUBLIC_DOMAIN: 'localhost:3000',
    };
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl) {
      const scratch = await createScratchDatabase(databaseUrl);
      cleanups.push(scratch.drop);
      env = { ...env, DATABASE_URL: scratch.url };
    }
    const server = await startServer(env);
    cleanups.push(() => stopServer(server, 'SIGKILL'));
    // The same start, in demo mode, says whom demo mode answers; its outbox answers this machine
    // over a real socket, and without TRUST_PROXY a forwarded address is not believed.
    expect(server.output()).toContain(
      'Modo demo: solo desde este equipo (DEMO_PUBLIC=true para abrirlo)',
    );
    expect((await fetch(`${server.url}/api/dev/outbox`)).status).toBe(200);
    // Without SMTP_URL, the start says mail is kept, not sent, and where.
    expect(server.output()).toContain(
      `Aviso: los correos no se envían, se guardan en ${path.join(data.dir, 'outbox')}: falta SMTP_URL`,
    );
    const forwarded = await fetch(`${server.url}/api/dev/outbox`, {
      headers: { 'x-forwarded-for': '198.51.100.9' },
    });
    expect(forwarded.status).toBe(200);
    const token = await login(server.url, 'super@example.com', 'Demo1234!');

    const subdomains = ['term-a', 'term-b', 'term-c', 'term-d'];
    const requests = subdomains.map((subdomain) =>
      slowRequest(
        server.url,
        'POST',
        '/api/blogs',
        token,
        JSON.stringify({ name: `Cierre ${subdomain}`, subdomain }),
      ),
    );
    const blogs = (await (
      await fetch(`${server.url}/api/blogs?limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { id: number; subdomain: string }[] };
    const demo = blogs.data.find((b) => b.subdomain === 'demo');
    expect(demo).toBeDefined();
    requests.push(
      slowRequest(
        server.url,
        'PATCH',
        `/api/blogs/${demo?.id}`,
        token,
        JSON.stringify({ name: 'Renombrado durante el cierre' }),
      ),
    );
    for (const r of requests) cleanups.push(r.close);
    // Let the requests reach the server (headers and half of each body), then stop it.
    await sleep(300);
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await sleep(500);
    expect(server.child.exitCode, 'exited before its requests finished').toBeNull();
    // No new connections while stopping (a connection of its own: fetch would reuse a kept-alive
    // one, which is still answered).
    await expect(
      new Promise((resolve, reject) =>
        http.get(`${server.url}/api/health`, { agent: false }, resolve).on('error', reject),
      ),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    for (const r of requests) r.finish();

    const answers = await Promise.all(requests.map((r) => r.response));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 200]);
    // Their keep-alive connections are told to close, so they do not hold the stop up.
    expect(answers.map((a) => a.connection)).toEqual(Array(5).fill('close'));
    const exit = await server.exited;
    const ms = performance.now() - signalled;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(10_000);
    console.log(
      `SIGTERM → exit 0 in ${Math.round(ms)} ms (500 ms of it waiting to send the bodies)`,
    );
    expect(server.output()).toContain('SIGTERM recibido');
    // A clean stop removes the pid lock, and the writes answered during the stop are kept.
    expect(fs.existsSync(path.join(data.dir, 'bitacora.pid'))).toBe(false);

    const again = await startServer(env);
    cleanups.push(() => stopServer(again, 'SIGKILL'));
    const present = await listSubdomains(again.url, token);
    for (const subdomain of subdomains) expect(present.has(subdomain)).toBe(true);
    const renamed = (await (
      await fetch(`${again.url}/api/blogs/${demo?.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { name: string };
    expect(renamed.name).toBe('Renombrado durante el cierre');
    // Stopped by the next test, which reads its last request lines and its exit code: one start
    // serves both.
    restarted = again;
  }, 120_000);
});

/** A GET on a blog's host (fetch cannot set Host); resolves with the answer's request id. */
function blogGet(url: string, host: string, pathname: string, agent: http.Agent) {
  return new Promise<{ status: number; id: string }>((resolve, reject) => {
    http
      .get(`${url}${pathname}`, { agent, headers: { host } }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, id: String(res.headers['x-request-id']) }),
        );
      })
      .on('error', reject);
  });
}

describe('request lines at a stop', () => {
  it('writes the line of every answered request before it exits, those gathered for the next write too', async () => {
    // The demo data behind PUBLIC_DOMAIN: the SIGTERM test's restarted server, or, when that
    // test did not get there (run alone, or failed), a start of its own.
    const startOwn = async () => {
      const data = migratedDataDir();
      cleanups.push(data.remove);
      const own = await startServer({
        DATA_DIR: data.dir,
        SEED_DEMO: 'true',
        PUBLIC_DOMAIN: 'localhost:3000',
      });
      cleanups.push(() => stopServer(own, 'SIGKILL'));
      return own;
    };
    const server = restarted ?? (await startOwn());
    const host = `demo.localhost:${new URL(server.url).port}`;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    cleanups.push(() => agent.destroy());
    // Kept pages (answered in front of the app after the first) and the app's own answers.
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        i % 10 === 9
          ? blogGet(server.url, 'localhost:3000', '/api/health', agent)
          : blogGet(server.url, host, '/blog/sevilla-en-otono', agent),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // At once: the last lines are still gathered, waiting for their write.
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const logged = new Map<string, number>();
    for (const text of server.output().split('\n')) {
      if (!text.includes('"msg":"request"')) continue;
      const line = JSON.parse(text) as { reqId: string };
      logged.set(line.reqId, (logged.get(line.reqId) ?? 0) + 1);
    }
    for (const { id } of answers) expect(logged.get(id), id).toBe(1);
  }, 120_000);
});

/*
 * One start serves the lock and the leftovers: its DATA_DIR holds a lock left by a process that
 * is gone and media files a crash left behind, and the tests below read that start in turn, the
 * last one stopping it.
 */
describe('a start on a DATA_DIR a crash left behind', () => {
  const takeOver = process.platform === 'linux';
  let data: { dir: string; remove(): void };
  let server: ServerProcess;
  let orphan: string;
  let temp: string;
  let young: string;

  beforeAll(async () => {
    data = migratedDataDir();
    cleanups.push(data.remove);
    const longAgo = new Date(Date.now() - 60 * 60_000);
    const leave = (relative: string, at: Date) => {
      const file = path.join(data.dir, 'media', relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'x');
      fs.utimesSync(file, at, at);
      return file;
    };
    orphan = leave('blog/huerfana.jpg', longAgo);
    temp = leave('blog/huerfana.jpg.77.tmp', longAgo);
    young = leave('blog/reciente.jpg', new Date());
    if (takeOver) {
      // The pid in the lock now belongs to another program (after a reboot).
      const other = spawn('sleep', ['120'], { stdio: 'ignore' });
      cleanups.push(() => other.kill());
      await new Promise((resolve) => other.once('spawn', resolve));
      fs.writeFileSync(path.join(data.dir, 'bitacora.pid'), `${other.pid}\n`);
    }
    server = await startServer({ DATA_DIR: data.dir });
    cleanups.push(() => stopServer(server, 'SIGKILL'));
  }, 120_000);

  it.runIf(takeOver)(
    'a lock naming a pid another program now holds (after a reboot) is taken over at start',
    async () => {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const [owner] = fs.readFileSync(path.join(data.dir, 'bitacora.pid'), 'utf8').split('\n');
      expect(owner).toBe(String(server.pid));
    },
  );

  it('a start removes old media files no row names and keeps the rest', async () => {
    await waitFor(() => !fs.existsSync(orphan) && !fs.existsSync(temp), {
      timeout: 10_000,
      interval: 100,
      message: 'the start did not sweep the leftover files',
    });
    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(temp)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
  });

  it('a second server on the same DATA_DIR fails with the lock message and a non-zero code', async () => {
    const second = await runUntilExit({ DATA_DIR: data.dir });
    expect(second.code, second.output).not.toBe(0);
    expect(second.code).not.toBeNull();
    expect(second.output).toContain(
      `ya está en uso por otro proceso de Bitácora (pid ${server.pid})`,
    );
    expect(second.output).toContain('already in use');
    // The first server is untouched: it still answers and still owns the lock.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(fs.readFileSync(path.join(data.dir, 'bitacora.pid'), 'utf8').split('\n')[0]).toBe(
      String(server.pid),
    );
    expect((await stopServer(server)).code).toBe(0);
  }, 60_000);
});

describe('NODE_ENV=production', () => {
  it('refuses to start on the embedded database (no DATABASE_URL)', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const result = await runUntilExit({ DATA_DIR: data.dir, NODE_ENV: 'production' });
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain('NODE_ENV=production requires DATABASE_URL');
    expect(result.output).not.toContain('escuchando');
    // Nothing was opened: no database folder, no lock.
    expect(fs.readdirSync(data.dir)).toEqual([]);
  }, 60_000);

  it('refuses to start without SMTP_URL unless MAIL_TRANSPORT=outbox chooses the outbox', async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const env = {
      DATA_DIR: data.dir,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    };
    const result = await runUntilExit(env);
    expect(result.code, result.output).toBe(1);
    expect(result.output).toContain('NODE_ENV=production requiere SMTP_URL');
    expect(result.output).toContain('MAIL_TRANSPORT=outbox');
    expect(result.output).not.toContain('escuchando');
    expect(fs.readdirSync(data.dir)).toEqual([]);
  }, 60_000);
});
