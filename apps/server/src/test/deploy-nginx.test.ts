import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/server-process.ts';
import { useAppInstances } from './app-instances.ts';
import { CUSTOM_DOMAIN, type DeployNginx, prepareDeployNginx } from './deploy-nginx.ts';

/*
 * The nginx site of deploy/ as shipped (deploy-nginx.ts swaps only its machine-specific parts),
 * in front of three upstream ports: two instances of the app and one where nothing listens (an
 * instance restarting). nginx must accept it (`nginx -t`) and carry requests through it.
 */

let instancePorts: number[];
let nginx: DeployNginx | undefined;

useAppInstances((ports) => {
  instancePorts = ports;
});
beforeAll(async () => {
  nginx = await prepareDeployNginx([await freePort(), ...instancePorts]);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
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
