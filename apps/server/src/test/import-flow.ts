import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BlogImport } from '@bitacora/api/schemas';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ZipLimits } from '../features/transfers/index.ts';
import { exportJobs, importJobs } from '../features/transfers/index.ts';
import { createJobExhaustedHandler } from '../jobs.ts';
import { startJobWorker } from '../platform/jobs/job-worker.ts';
import type { Session } from './session-fixtures.ts';
import type { TestApp } from './test-db.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * What a test of the import and export calls shares: the app (reseeded before each test), an
 * "old site" on a local port serving an 800×600 PNG for any path but `/missing…` (a 404), the
 * real job worker (stopped after each test), and the calls as the pro blog's admin.
 */
export function useImportFlow(use: (t: TestApp, s: Session) => void) {
  let t: TestApp;
  let s: Session;
  useTestApp(
    (app, session) => {
      t = app;
      s = session;
      use(app, session);
    },
    { reseedEachTest: true },
  );

  let server: Server;
  const images = { base: '', requests: 0, paths: [] as string[] };
  beforeAll(async () => {
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    server = createServer((req, res) => {
      images.requests += 1;
      images.paths.push(req.url ?? '');
      if (req.url?.startsWith('/missing')) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    images.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const workers: { stop(): Promise<void> }[] = [];
  /** `zipLimits` stand in for the real ones, so a test can pass them with a small file. */
  function startWorker(options: { zipLimits?: Partial<ZipLimits> } = {}) {
    const worker = startJobWorker({
      db: t.db,
      handlers: {
        ...importJobs({ ...t.deps, allowPrivateFetch: true }, options),
        ...exportJobs(t.deps),
      },
      onExhausted: createJobExhaustedHandler(t.deps),
      pollMs: 20,
    });
    workers.push(worker);
    return worker;
  }
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  async function upload(
    body: BodyInit,
    options: { fileName?: string; token?: string; blog?: number } = {},
  ) {
    const res = await t.app.request(
      '/api/imports',
      {
        method: 'POST',
        body,
        headers: {
          authorization: `Bearer ${options.token ?? s.tokens.pro}`,
          'x-blog-id': String(options.blog ?? s.pro.id),
          'content-type': 'application/octet-stream',
          'x-file-name': encodeURIComponent(options.fileName ?? 'export.xml'),
        },
        // @ts-expect-error Node's fetch needs it for a streamed body
        duplex: 'half',
      },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } } as never,
    );
    return { status: res.status, json: (await res.json()) as BlogImport & { error?: string } };
  }

  async function get<T>(path: string): Promise<T> {
    const res = await t.app.request(path, {
      headers: { authorization: `Bearer ${s.tokens.pro}`, 'x-blog-id': String(s.pro.id) },
    });
    return (await res.json()) as T;
  }

  async function send(method: string, path: string, body?: unknown) {
    const res = await t.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${s.tokens.pro}`,
        'x-blog-id': String(s.pro.id),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : null };
  }

  const settled = (id: string) =>
    until(
      () => get<BlogImport>(`/api/imports/${id}`),
      (row) => row.state !== 'analysing' && row.state !== 'running',
    );

  return { images, startWorker, upload, get, send, settled };
}

/** Reads until `done` says so, every 30 ms, for at most `ms`. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
