import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so scripts work from any working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningServer {
  port: number;
  /** `http://localhost:{port}`. */
  origin: string;
  dataDir: string;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(
  origin: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

/** Variables that would connect the server to services other runs share. */
const SHARED_SERVICES = [
  'DATABASE_URL',
  'REDIS_URL',
  'SMTP_URL',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'TRUST_PROXY',
  'APP_ORIGIN',
  'S3_BUCKET',
];

export interface StartServerOptions {
  /** Extra variables for the server (PORT, DATA_DIR and PUBLIC_DOMAIN are set here). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

/**
 * Starts `node apps/server/src/main.ts` on a free port with a fresh temporary DATA_DIR and
 * demo data, and waits until /api/health answers. `stop()` ends it and removes the folder.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bitacora-run-'));
  let log = '';
  // A self-contained server: its own embedded database, mail outbox, in-memory rate limits and
  // sandbox payments, whatever the caller's shell points at.
  const inherited = { ...process.env };
  for (const name of SHARED_SERVICES) delete inherited[name];
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_DOMAIN: `localhost:${port}`,
      PUBLIC_ORIGIN: origin,
      SEED_DEMO: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  const output = () => log;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child, output, options.timeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, origin, dataDir, output, stop };
}
