import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/server-process.ts';
import { createApp } from '../app.ts';
import { CUSTOM_DOMAIN, type DeployNginx, prepareDeployNginx } from './deploy-nginx.ts';
import type { TestApp } from './test-db.ts';
import { useTestApp } from './use-test-app.ts';

/*
 * The nginx site of deploy/ as shipped (deploy-nginx.ts swaps only its machine-specific parts),
 * in front of three upstream ports: two instances of the app and one where nothing listens (an
 * instance restarting). nginx must accept it (`nginx -t`) and carry requests through it.
 */

let t: TestApp;
let instances: Server[] = [];
let nginx: DeployNginx | undefined;

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(server as Server),
    ) as Server;
  });
}

useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeAll(async () => {
  const app = createApp({ ...t.deps, publicDomain: 'example.com', trustProxy: ['127.0.0.1'] });
  instances = [await listen(app), await listen(app)];
  const ports = instances.map((server) => (server.address() as AddressInfo).port);
  nginx = await prepareDeployNginx([await freePort(), ...ports]);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((s) => new Promise((resolve) => s.close(resolve))));
});

function get(host: string, pathname: string, method = 'GET') {
  if (!nginx) throw new Error('nginx not prepared');
  return nginx.request(host, pathname, {
    method,
    ...(method === 'POST' && { headers: { 'content-type': 'application/json' }, body: '{}' }),
  });
}

/** The subject of the certificate nginx presents for `servername` (SNI). */
function certificateFor(servername: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: '127.0.0.1', port: nginx?.httpsPort, servername, rejectUnauthorized: false },
      () => {
        resolve(String(socket.getPeerCertificate().subject.CN));
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

describe('deploy/nginx', () => {
  it('nginx -t accepts the site', () => {
    expect(nginx?.check()).toBe('');
  });

  it('carries the platform and a blog subdomain over TLS, past an instance that is down', async () => {
    await nginx?.start();
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

  it("serves a blog's own domain from the catch-all block, with that domain's certificate", async () => {
    expect(await certificateFor('example.com')).toBe('example.com');
    expect(await certificateFor('ana.example.com')).toBe('example.com');
    expect(await certificateFor(CUSTOM_DOMAIN)).toBe(CUSTOM_DOMAIN);
    // Through the same upstream, with its Host: the instances route it.
    const res = await get(CUSTOM_DOMAIN, '/api/health');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    // A name with no certificate yet gets no TLS session, not another name's certificate.
    await expect(certificateFor('sin-certificado.example.net')).rejects.toThrow();
  });
});
