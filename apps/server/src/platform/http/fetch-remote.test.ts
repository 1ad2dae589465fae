import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchRemoteFile, RemoteFetchError, type RemoteFetchErrorCode } from './fetch-remote.ts';

/*
 * A local server plays the internet. It is on 127.0.0.1, so the tests that reach it either allow
 * private addresses or name 127.0.0.1 as the one allowed address; the refusals use the default
 * rule.
 */

let server: http.Server;
let origin: string;
let port: number;
const hits: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push(url.pathname);
    const to = url.searchParams.get('to');
    switch (url.pathname) {
      case '/image.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': '4' });
        res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
        return;
      case '/accept':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(req.headers.accept ?? '');
        return;
      case '/redirect':
        res.writeHead(302, { location: to ?? '/image.png' });
        res.end();
        return;
      case '/chain': {
        // /chain?n=3 → /chain?n=2 → … → /image.png
        const n = Number(url.searchParams.get('n'));
        res.writeHead(301, { location: n > 1 ? `/chain?n=${n - 1}` : '/image.png' });
        res.end();
        return;
      }
      case '/big':
        res.writeHead(200, { 'content-length': String(64 * 1024) });
        res.end(Buffer.alloc(64 * 1024));
        return;
      case '/big-lying':
        // Says 10 bytes, sends far more.
        res.writeHead(200, { 'content-length': '10' });
        res.end(Buffer.alloc(64 * 1024));
        return;
      case '/big-chunked': {
        res.writeHead(200, { 'content-type': 'application/octet-stream' });
        let sent = 0;
        const more = () => {
          if (sent >= 1024 * 1024 || res.destroyed) return res.end();
          sent += 16 * 1024;
          res.write(Buffer.alloc(16 * 1024), () => setImmediate(more));
        };
        more();
        return;
      }
      case '/slow': {
        // Headers at once, then a byte every 100 ms: each read is quick, the body never ends.
        res.writeHead(200, { 'content-type': 'text/plain' });
        const drip = setInterval(() => res.write('.'), 100);
        res.on('close', () => clearInterval(drip));
        return;
      }
      case '/missing':
        res.writeHead(404);
        res.end('no');
        return;
      default:
        res.writeHead(500);
        res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<RemoteFetchError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the fetch to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteFetchError);
  return error as RemoteFetchError;
}

async function expectCode(promise: Promise<unknown>, code: RemoteFetchErrorCode) {
  const error = await failure(promise);
  expect(error.code, error.message).toBe(code);
  return error;
}

const onlyTheTestServer = (address: string) => address === '127.0.0.1';

describe('fetchRemoteFile within its limits', () => {
  it('downloads the bytes with their type', async () => {
    const file = await fetchRemoteFile(`${origin}/image.png`, { allowPrivate: true });
    expect([...file.bytes]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(file.contentType).toBe('image/png');
    expect(file.finalUrl).toBe(`${origin}/image.png`);
  });

  it('sends the Accept header asked for', async () => {
    const file = await fetchRemoteFile(`${origin}/accept`, {
      allowPrivate: true,
      accept: 'image/*',
    });
    expect(Buffer.from(file.bytes).toString()).toBe('image/*');
  });

  it('follows up to maxRedirects redirects and says where it ended', async () => {
    const file = await fetchRemoteFile(`${origin}/chain?n=3`, { allowPrivate: true });
    expect(file.finalUrl).toBe(`${origin}/image.png`);
    expect(file.bytes).toHaveLength(4);
  });

  it('refuses a fourth redirect by default', async () => {
    const error = await expectCode(
      fetchRemoteFile(`${origin}/chain?n=4`, { allowPrivate: true }),
      'too-many-redirects',
    );
    expect(error.message).toMatch(/redirige más de 3 veces/);
    await expectCode(
      fetchRemoteFile(`${origin}/chain?n=2`, { allowPrivate: true, maxRedirects: 1 }),
      'too-many-redirects',
    );
  });

  it('reports an error status with its code', async () => {
    const error = await expectCode(
      fetchRemoteFile(`${origin}/missing`, { allowPrivate: true }),
      'http-status',
    );
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/404/);
  });

  it('refuses a body larger than maxBytes, announced or not, and reads no more than announced', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const error = await expectCode(
        fetchRemoteFile(`${origin}${path}`, { allowPrivate: true, maxBytes: 32 * 1024 }),
        'too-large',
      );
      expect(error.message).toMatch(/pasa de/);
    }
    // A length that undersells the body does not let the rest in: what follows it is not read.
    const lying = await fetchRemoteFile(`${origin}/big-lying`, {
      allowPrivate: true,
      maxBytes: 32 * 1024,
    });
    expect(lying.bytes).toHaveLength(10);
    // The same body fits a larger limit.
    const file = await fetchRemoteFile(`${origin}/big`, {
      allowPrivate: true,
      maxBytes: 64 * 1024,
    });
    expect(file.bytes).toHaveLength(64 * 1024);
  });

  it('gives up on a body still arriving when the time is up', async () => {
    const started = Date.now();
    const error = await expectCode(
      fetchRemoteFile(`${origin}/slow`, { allowPrivate: true, timeoutMs: 500 }),
      'timeout',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error.message).toMatch(/no terminó de responder en 0,5 s/);
  });

  it('reports a refused connection as a network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expectCode(
      fetchRemoteFile(`http://127.0.0.1:${freePort}/`, { allowPrivate: true }),
      'network',
    );
  });
});

describe('fetchRemoteFile refusals', () => {
  it('refuses what is not http or https, and what is not an address', async () => {
    for (const url of [
      'ftp://example.com/a.png',
      'file:///etc/passwd',
      'data:image/png;base64,AA==',
    ]) {
      const error = await expectCode(fetchRemoteFile(url, { allowPrivate: true }), 'protocol');
      expect(error.message).toMatch(/Solo se descargan direcciones http o https/);
    }
    await expectCode(fetchRemoteFile('no es una dirección'), 'invalid-url');
  });

  it('refuses loopback, private and link-local addresses without connecting', async () => {
    const before = hits.length;
    for (const url of [
      `${origin}/image.png`,
      `http://127.0.0.2:${port}/image.png`,
      `http://[::1]:${port}/image.png`,
      `http://[::ffff:127.0.0.1]:${port}/image.png`,
      'http://10.0.0.1/a.png',
      'http://192.168.1.1/a.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/a.png',
      'http://0.0.0.0/a.png',
      'http://[fd00::1]/a.png',
      'http://[fe80::1]/a.png',
    ]) {
      const error = await expectCode(fetchRemoteFile(url), 'private-address');
      expect(error.message).toMatch(/red privada o a este mismo servidor/);
    }
    expect(hits.length).toBe(before);
  });

  it('refuses a name that resolves to this machine', async () => {
    const before = hits.length;
    await expectCode(fetchRemoteFile(`http://localhost:${port}/image.png`), 'private-address');
    expect(hits.length).toBe(before);
  });

  it('checks every redirect: a public address may not send the download to a private one', async () => {
    const redirectTo = (target: string) =>
      fetchRemoteFile(`${origin}/redirect?to=${encodeURIComponent(target)}`, {
        allowAddress: onlyTheTestServer,
      });
    // The allowed server itself is reachable, redirects included.
    expect((await redirectTo('/image.png')).bytes).toHaveLength(4);
    for (const target of [
      `http://127.0.0.2:${port}/image.png`,
      `http://[::1]:${port}/image.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
    ]) {
      await expectCode(redirectTo(target), 'private-address');
    }
    await expectCode(redirectTo('file:///etc/passwd'), 'protocol');
  });

  it('refuses a name whose addresses are all refused, checked by the connection itself', async () => {
    // localhost answers 127.0.0.1 (and maybe ::1); with only another address allowed, none is.
    const before = hits.length;
    await expectCode(
      fetchRemoteFile(`http://localhost:${port}/image.png`, {
        allowAddress: (address) => address === '192.0.2.1',
      }),
      'private-address',
    );
    expect(hits.length).toBe(before);
    // And when 127.0.0.1 is allowed, the same name gets through to it.
    const file = await fetchRemoteFile(`http://localhost:${port}/image.png`, {
      allowAddress: onlyTheTestServer,
    });
    expect(file.bytes).toHaveLength(4);
  });
});
