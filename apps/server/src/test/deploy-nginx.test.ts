import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/server-process.ts';
import { createApp } from '../app.ts';
import { createTestApp, type TestApp } from './test-db.ts';

/*
 * The nginx site of deploy/ as shipped, with only its machine-specific parts swapped: the
 * certificate (a self-signed one for example.com and *.example.com), the ports, and the upstream
 * ports, two of them instances of the app and one where nothing listens (an instance
 * restarting). nginx must accept it (`nginx -t`) and carry requests through it.
 */

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY = fileURLToPath(new URL('../../../../deploy/nginx/', import.meta.url));

let t: TestApp;
let dir: string;
let instances: Server[] = [];
let nginx: ChildProcess | undefined;
let httpsPort: number;

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(server as Server),
    ) as Server;
  });
}

function siteFor(ports: { http: number; https: number; upstream: number[] }): string {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  let site = readFileSync(path.join(DEPLOY, 'bitacora.conf'), 'utf8')
    .replace(/ssl_certificate\s+\S+;/g, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+\S+;/g, `ssl_certificate_key ${key};`)
    .replace(/listen 80 /g, `listen 127.0.0.1:${ports.http} `)
    .replace(/listen 443 /g, `listen 127.0.0.1:${ports.https} `)
    .replace(/listen \[::\]:\d+[^;]*;/g, '')
    .replaceAll('/etc/nginx/snippets/bitacora-proxy.conf', path.join(dir, 'bitacora-proxy.conf'))
    .replace(/root \/var\/www\/acme;/, `root ${dir};`);
  const upstream = ports.upstream;
  let i = 0;
  site = site.replace(/server 127\.0\.0\.1:300\d/g, () => `server 127.0.0.1:${upstream[i++]}`);
  expect(i).toBe(3);
  return site;
}

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'bitacora-deploy-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=example.com',
      '-addext',
      'subjectAltName=DNS:example.com,DNS:*.example.com',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(
    path.join(dir, 'bitacora-proxy.conf'),
    readFileSync(path.join(DEPLOY, 'bitacora-proxy.conf'), 'utf8'),
  );
  const app = createApp({ ...t.deps, publicDomain: 'example.com', trustProxy: ['127.0.0.1'] });
  instances = [await listen(app), await listen(app)];
  const ports = instances.map((server) => (server.address() as AddressInfo).port);
  const down = await freePort();
  httpsPort = await freePort();
  const site = siteFor({ http: await freePort(), https: httpsPort, upstream: [down, ...ports] });
  const runsAsRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${runsAsRoot ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${site}
}
`,
  );
}, 60_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await Promise.all(instances.map((s) => new Promise((resolve) => s.close(resolve))));
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function get(host: string, pathname: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path: pathname,
          method,
          servername: host,
          headers: { host, ...(method === 'POST' && { 'content-type': 'application/json' }) },
          rejectUnauthorized: false,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
      req.end(method === 'POST' ? '{}' : undefined);
    },
  );
}

describe('deploy/nginx', () => {
  it('nginx -t accepts the site', () => {
    const out = execFileSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toBe('');
  });

  it('carries the platform and a blog subdomain over TLS, past an instance that is down', async () => {
    nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const up = await get('example.com', '/api/health/live').then(
        (res) => res.status === 200,
        () => false,
      );
      if (up) break;
      if (nginx.exitCode !== null || Date.now() > deadline) {
        throw new Error(
          `nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Round robin puts every third request on the instance that is down; each still answers.
    for (let i = 0; i < 6; i++) {
      const res = await get('example.com', '/api/health');
      expect(res.status).toBe(200);
      // nginx's $request_id reaches the instance, which echoes it.
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    }
    // A POST is retried when the connection itself failed: nothing reached the instance.
    for (let i = 0; i < 3; i++) {
      expect((await get('example.com', '/api/auth/login', 'POST')).status).toBe(400);
    }
    const blog = await get('demo.example.com', '/');
    expect(blog.status).toBe(200);
    expect(blog.body).toContain('<html');
    expect((await get('example.com', '/metrics')).status).toBe(404);
  });
});
