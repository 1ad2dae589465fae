import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

/*
 * Helpers for the end-to-end tests that run the real server (`node src/main.ts`) as a child
 * process: start it on a free port, read its log, kill it, and make scratch databases.
 */

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /escuchando en http:\/\/localhost:(\d+)/;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<Exit>;
}

/**
 * The flags and environment `npm start` runs the server with (apps/server/package.json), for
 * the memory it holds (docs/decisions/027-server-memory-flags.md and
 * 037-half-the-memory.md): a young generation of at most 2 × 4 MB, the old one let grow by a
 * fifth of its live size before the next full collection (042-less-garbage-under-api-load.md), two malloc arenas for sharp's threads instead
 * of up to sixteen, and freed malloc memory handed back to the system instead of kept, and
 * WebAssembly (the embedded database's engine) kept at V8's baseline compiler, whose optimizing
 * one needs over 600 MB for a moment to compile one of the engine's functions
 * (docs/decisions/039-webassembly-baseline-tier.md), and node's `gc` exposed, for the
 * collection that gives memory back once the server is quiet (040-memory-back-when-quiet.md).
 * The compile cache keeps the compiled (and type-stripped) modules between starts
 * and the preloaded resolve hooks skip Node's re-reading of drizzle-orm's package.json
 * (docs/decisions/036-demo-data-template.md); the cache is relative to the server's folder, the
 * processes' cwd.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=4',
  '--heap-growing-percent=20',
  '--liftoff-only',
  '--expose-gc',
  '--import',
  fileURLToPath(new URL('../drizzle-resolve-hooks.ts', import.meta.url)),
];
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
  NODE_COMPILE_CACHE: 'node_modules/.cache/bitacora/node-compile-cache',
};

/** The environment of a child server: the test runner's, minus what would change its database. */
export function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'DATA_DIR', 'PORT', 'REDIS_URL', 'JWT_SECRET'])
    delete base[name];
  const merged: NodeJS.ProcessEnv = { ...base, ...SERVER_ENV, PORT: '0', SEED_DEMO: 'false' };
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

const LOG_MAX = 256 * 1024 * 1024;
const LOG_HEAD = 1024 * 1024;
const LOG_TAIL = 64 * 1024 * 1024;

function launch(env: Record<string, string | undefined>, extraNodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraNodeFlags, 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // A bench's millions of requests log past the longest string V8 makes (about 512 MiB): past
  // LOG_MAX the start (how the server came up) and the newest lines are kept, the middle cut.
  const append = (chunk: string) => {
    log += chunk;
    if (log.length > LOG_MAX) log = `${log.slice(0, LOG_HEAD)}\n…\n${log.slice(-LOG_TAIL)}`;
  };
  child.stdout?.setEncoding('utf8').on('data', append);
  child.stderr?.setEncoding('utf8').on('data', append);
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, exited, output: () => log };
}

/** Starts the server and resolves once it listens (PORT=0: the system picks a free port). */
export async function startServer(
  env: Record<string, string | undefined>,
  timeoutMs = 60_000,
  /** Added after `npm start`'s own flags (a bench's probe, `--import …`). */
  extraNodeFlags: string[] = [],
): Promise<ServerProcess> {
  const { child, exited, output } = launch(env, extraNodeFlags);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    const onData = () => {
      const match = LISTENING.exec(output());
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening (${JSON.stringify(exit)}):\n${output()}`));
    });
  });
  return { child, pid: child.pid as number, url: `http://127.0.0.1:${port}`, output, exited };
}

/**
 * `count` instances started together, each with its own data folder, as they run behind a
 * proxy; what to undo (kill them, remove their folders) goes on `cleanups`, to run in reverse.
 */
export async function startInstances(
  count: number,
  env: Record<string, string | undefined>,
  cleanups: (() => unknown)[],
): Promise<ServerProcess[]> {
  const started = await Promise.allSettled(
    Array.from({ length: count }, async () => {
      const data = tempDataDir();
      cleanups.push(data.remove);
      const server = await startServer({ DATA_DIR: data.dir, ...env }, 120_000);
      cleanups.push(() => stopServer(server, 'SIGKILL'));
      return server;
    }),
  );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return started.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
}

/** Runs the server expecting it to stop by itself (a refused start); kills it after the timeout. */
export async function runUntilExit(
  env: Record<string, string | undefined>,
  timeoutMs = 30_000,
): Promise<Exit & { output: string }> {
  const { child, exited, output } = launch(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const exit = await exited;
  clearTimeout(timer);
  return { ...exit, output: output() };
}

/** Sends a signal and waits for the exit; SIGKILLs after `timeoutMs` so no process is left. */
export async function stopServer(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 15_000,
): Promise<Exit & { ms: number }> {
  const started = performance.now();
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const exit = await server.exited;
  clearTimeout(timer);
  return { ...exit, ms: performance.now() - started };
}

export function tempDataDir(prefix = 'bitacora-e2e-'): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A new, empty PostgreSQL database next to the one in `baseUrl`; `drop()` removes it. */
export async function createScratchDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bitacora_e2e_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = postgres(baseUrl, { max: 1, onnotice: () => {} });
      try {
        await dropper.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** mulberry32: a small seeded PRNG, so a failing run can be repeated with its seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export async function login(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { success?: boolean; token?: string };
  if (res.status !== 200 || !body.token)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** Every blog's subdomain, read through the API page by page. */
export async function listSubdomains(url: string, token: string): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${url}/api/blogs?page=${page}&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`GET /api/blogs: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { data: { subdomain: string }[]; total: number };
    for (const blog of body.data) seen.add(blog.subdomain);
    if (body.data.length === 0 || seen.size >= body.total) return seen;
  }
}
