import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.ts';
import type { TestApp } from './test-db.ts';
import { useTestApp } from './use-test-app.ts';

function listen(app: ReturnType<typeof createApp>): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(server as Server),
    ) as Server;
  });
}

/**
 * The file's app (demo data, no session) served by two instances on 127.0.0.1, as the platform
 * at example.com behind a proxy on this machine, for the deploy/ proxies to stand in front of.
 * `use` gets their ports in a `beforeAll` that runs before the file's own; they close after the
 * file's `afterAll`s, once the proxy is stopped.
 */
export function useAppInstances(use: (ports: number[]) => void): void {
  let t: TestApp | undefined;
  let instances: Server[] = [];
  useTestApp(
    (app) => {
      t = app;
    },
    { session: false },
  );
  beforeAll(async () => {
    if (!t) throw new Error('the test app did not start');
    const app = createApp({ ...t.deps, publicDomain: 'example.com', trustProxy: ['127.0.0.1'] });
    instances = [await listen(app), await listen(app)];
    use(instances.map((server) => (server.address() as AddressInfo).port));
  });
  afterAll(() =>
    Promise.all(instances.map((server) => new Promise((resolve) => server.close(resolve)))),
  );
}
