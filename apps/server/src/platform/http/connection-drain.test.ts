import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../test/wait-for.ts';
import { createConnectionDrain, KEEP_ALIVE_TIMEOUT_MS } from './connection-drain.ts';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Answer {
  status: number;
  connection: string | undefined;
  reused: boolean;
  body: string;
}

function request(port: number, pathname: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          reused: req.reusedSocket,
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** A server whose `/slow` answers only when the test says so; every other path at once. */
async function startServer() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let slowArrived = () => {};
  const slowStarted = new Promise<void>((resolve) => {
    slowArrived = resolve;
  });
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      slowArrived();
      void released.then(() => res.end('lento'));
    } else res.end('ok');
  });
  const drain = createConnectionDrain(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    if (server.listening) return new Promise((resolve) => server.close(resolve));
  });
  return { server, drain, port: (server.address() as AddressInfo).port, release, slowStarted };
}

function keepAliveAgent() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  cleanups.push(() => agent.destroy());
  return agent;
}

describe('connection drain', () => {
  it('keeps connections alive for the keep-alive timeout the proxy must stay under', async () => {
    const { server, port } = await startServer();
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    const answer = await request(port, '/', keepAliveAgent());
    expect(answer.connection).toBe('keep-alive');
  });

  it('refuses new connections, answers what arrives on open ones with Connection: close, then resolves', async () => {
    const { server, drain, port, release, slowStarted } = await startServer();
    const idle = keepAliveAgent();
    const busy = keepAliveAgent();
    expect((await request(port, '/', idle)).connection).toBe('keep-alive');
    const slow = request(port, '/slow', busy);
    await slowStarted;

    let drained = false;
    const done = drain.drain().then(() => {
      drained = true;
    });
    // Once the accept queue is emptied, a new connection is refused: nothing reached the
    // server, so a proxy may try another.
    while (server.listening) await new Promise((resolve) => setImmediate(resolve));
    await expect(request(port, '/', new http.Agent())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    // A request written on a kept-alive connection during the stop is answered, not reset, and
    // told to close its connection.
    const late = await request(port, '/', idle);
    expect(late).toMatchObject({ status: 200, body: 'ok', reused: true, connection: 'close' });
    // The answer in flight when the stop began closes its connection too.
    release();
    expect(await slow).toMatchObject({ status: 200, body: 'lento', connection: 'close' });
    await done;
    expect(drained).toBe(true);
    expect(server.listening).toBe(false);
  });

  it('leaves an idle connection open for the client to close, as the proxy does when its shorter keep-alive ends', async () => {
    const { server, drain, port } = await startServer();
    const closed = new Promise<void>((resolve) => {
      server.once('connection', (socket) => socket.once('close', () => resolve()));
    });
    const proxy = keepAliveAgent();
    await request(port, '/', proxy);
    let socketClosed = false;
    void closed.then(() => {
      socketClosed = true;
    });
    let drained = false;
    const done = drain.drain().then(() => {
      drained = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(socketClosed).toBe(false);
    expect(drained).toBe(false);
    proxy.destroy();
    await Promise.all([done, closed]);
  });

  it.runIf(process.platform === 'linux')(
    'answers a request that waited in the accept queue while the event loop was busy, instead of resetting it',
    async () => {
      const { drain, port } = await startServer();
      const dir = mkdtempSync(path.join(tmpdir(), 'bitacora-drain-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const out = path.join(dir, 'answer.txt');
      const sent = path.join(dir, 'sent');
      const read = path.join(dir, 'read');
      // A client in another process connects and writes its request while this process is
      // blocked in spawnSync: the connection waits in the kernel's accept queue, as nginx's do
      // when an instance is starved of CPU at the moment it is told to stop. spawnSync returns
      // once the request is written, however slow the machine.
      const client =
        `(exec 3<>/dev/tcp/127.0.0.1/${port}; ` +
        `printf 'GET / HTTP/1.1\\r\\nHost: x\\r\\n\\r\\n' >&3; : > ${sent}; ` +
        `cat <&3 > ${out}; : > ${read}) & ` +
        `i=0; while [ ! -e ${sent} ] && [ $i -lt 1000 ]; do sleep 0.01; i=$((i + 1)); done`;
      spawnSync('bash', ['-c', client], { stdio: 'ignore' });
      // The stop begins before the event loop has had a turn to accept that connection.
      await drain.drain();
      // The client has read the whole answer once the server closed the connection.
      await waitFor(() => existsSync(read), {
        timeout: 60_000,
        message: 'the client did not read the answer',
      });
      const answer = readFileSync(out, 'utf8');
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(answer.toLowerCase()).toContain('connection: close');
    },
  );
});
