import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX, nginxConfig, nginxFolder } from '../../../../scripts/nginx-config.ts';
import { freePort } from '../../../../scripts/server-process.ts';

/*
 * The nginx site of deploy/ as shipped, with only its machine-specific parts swapped: the
 * certificates (a self-signed one for example.com and *.example.com, and one for a blog's own
 * domain where the catch-all block looks for it), the listening ports and the three upstream
 * ports.
 */

const DEPLOY = fileURLToPath(new URL('../../../../deploy/nginx/', import.meta.url));

export interface DeployNginx {
  dir: string;
  httpsPort: number;
  /** Runs `nginx -t` on the configuration; returns what it printed to stdout. */
  check(): string;
  /** Starts nginx and waits until `example.com/api/health/live` answers through it. */
  start(): Promise<void>;
  /** A request through nginx over TLS, with `host` as both SNI and Host. */
  request(host: string, pathname: string, options?: RequestOptions): Promise<Answer>;
  /** Stops nginx (if started) and removes its folder. */
  stop(): Promise<void>;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: https.Agent;
}

export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

function siteFor(dir: string, ports: { http: number; https: number; upstream: number[] }): string {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  let site = readFileSync(path.join(DEPLOY, 'bitacora.conf'), 'utf8')
    // Blogs' own domains keep their certificate per name, in the test's folder.
    .replaceAll('/etc/ssl/bitacora/custom/', `${path.join(dir, 'custom')}/`)
    .replace(/ssl_certificate\s+(?!\S*\$ssl_server_name)\S+;/g, `ssl_certificate ${cert};`)
    .replace(/ssl_certificate_key\s+(?!\S*\$ssl_server_name)\S+;/g, `ssl_certificate_key ${key};`)
    .replace(/listen 80 /g, `listen 127.0.0.1:${ports.http} `)
    .replace(/listen 443 /g, `listen 127.0.0.1:${ports.https} `)
    .replace(/listen \[::\]:\d+[^;]*;/g, '')
    .replaceAll('/etc/nginx/snippets/bitacora-proxy.conf', path.join(dir, 'bitacora-proxy.conf'))
    .replace(/root \/var\/www\/acme;/, `root ${dir};`);
  let i = 0;
  site = site.replace(
    /server 127\.0\.0\.1:300\d/g,
    () => `server 127.0.0.1:${ports.upstream[i++]}`,
  );
  if (i !== 3) throw new Error(`the deploy site names ${i} upstream servers, not 3`);
  return site;
}

/** A self-signed certificate for `names` (the first is its subject), as `cert` and `key`. */
function selfSigned(names: string[], cert: string, key: string) {
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
      `/CN=${names[0]}`,
      '-addext',
      `subjectAltName=${names.map((name) => `DNS:${name}`).join(',')}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
}

/** A blog's own domain with its certificate in place, as certbot's deploy hook leaves it. */
export const CUSTOM_DOMAIN = 'blog-de-ana.example.org';

/** The deploy site in a folder of its own, in front of `upstream` (three ports on 127.0.0.1). */
export async function prepareDeployNginx(upstream: number[]): Promise<DeployNginx> {
  const dir = nginxFolder('bitacora-deploy-');
  selfSigned(
    ['example.com', '*.example.com'],
    path.join(dir, 'cert.pem'),
    path.join(dir, 'key.pem'),
  );
  const custom = path.join(dir, 'custom', CUSTOM_DOMAIN);
  mkdirSync(custom, { recursive: true });
  selfSigned([CUSTOM_DOMAIN], path.join(custom, 'fullchain.pem'), path.join(custom, 'privkey.pem'));
  writeFileSync(
    path.join(dir, 'bitacora-proxy.conf'),
    readFileSync(path.join(DEPLOY, 'bitacora-proxy.conf'), 'utf8'),
  );
  const httpsPort = await freePort();
  const site = siteFor(dir, { http: await freePort(), https: httpsPort, upstream });
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, site, 1024));

  let nginx: ChildProcess | undefined;
  const request = (host: string, pathname: string, options: RequestOptions = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path: pathname,
          method: options.method ?? 'GET',
          servername: host,
          headers: { host, ...options.headers },
          rejectUnauthorized: false,
          ...(options.agent && { agent: options.agent }),
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8').on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });

  return {
    dir,
    httpsPort,
    request,
    check: () =>
      execFileSync(NGINX, ['-t', '-p', dir, '-c', conf], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    async start() {
      const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: 'ignore' });
      nginx = child;
      const deadline = Date.now() + 15_000;
      for (;;) {
        const up = await request('example.com', '/api/health/live').then(
          (res) => res.status === 200,
          () => false,
        );
        if (up) return;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(
            `nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      const child = nginx;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
