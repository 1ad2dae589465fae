import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { NGINX, nginxConfig, nginxFolder } from '../../../scripts/nginx-config.ts';
import { freePort } from '../../../scripts/server-process.ts';

export interface RunningProxy {
  /** `http://127.0.0.1:{port}`: the proxy, as visitors reach it. */
  origin: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * A real nginx on loopback in front of the server on `upstreamPort`, configured as docs/operations.md
 * tells operators to: it passes the Host the server expects and appends the visitor's address
 * to X-Forwarded-For. Its own config, pid and temp files live in a temporary folder.
 */
export async function startNginx(upstreamPort: number): Promise<RunningProxy> {
  const port = await freePort();
  const dir = nginxFolder('bitacora-nginx-');
  const config = nginxConfig(
    dir,
    `  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_set_header Host localhost:${upstreamPort};
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }`,
  );
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', file], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path: '/api/health' }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      });
      req.on('error', () => resolve(false));
    });
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      let log = '';
      try {
        log = readFileSync(path.join(dir, 'error.log'), 'utf8');
      } catch {}
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin: `http://127.0.0.1:${port}`, port, stop };
}

/**
 * A JSON call to `origin` made from the loopback address `from` (127.0.0.2, 127.0.0.3…), so
 * that one machine can play several visitors.
 */
export function callFrom(
  from: string,
  origin: string,
  method: string,
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> | null }> {
  const url = new URL(pathname, origin);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress: from,
        headers: {
          ...(payload !== undefined && { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let json: Record<string, unknown> | null = null;
          try {
            json = text ? JSON.parse(text) : null;
          } catch {}
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
