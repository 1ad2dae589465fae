import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { app: { seed: false } },
);

it('200 { status: ok } while the database answers, saying whether demo mode is on', async () => {
  const res = await call(t, 'GET', '/api/health', { address: '127.0.0.1' });
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ status: 'ok', demo: true });

  const live = { ...t, app: createApp({ ...t.deps, seedDemo: false }) };
  expect((await call(live, 'GET', '/api/health', { address: '127.0.0.1' })).json).toEqual({
    status: 'ok',
    demo: false,
  });
});

it('503 when the database does not answer', async () => {
  const down = {
    ...t,
    app: createApp({ ...t.deps, database: { ping: () => Promise.reject(new Error('down')) } }),
  };
  const res = await call(down, 'GET', '/api/health');
  expect(res.status).toBe(503);
  expect(res.json.status).not.toBe('ok');
});

it('live answers while the process runs; ready checks the database, Redis and storage', async () => {
  expect(await call(t, 'GET', '/api/health/live')).toMatchObject({
    status: 200,
    json: { status: 'ok' },
  });
  const ready = await call(t, 'GET', '/api/health/ready');
  expect(ready.status).toBe(200);
  expect(ready.json).toEqual({
    status: 'ok',
    checks: {
      database: 'ok',
      redis: t.deps.rateLimitStore.ping ? 'ok' : 'not-configured',
      storage: t.deps.mediaStorage.check ? 'ok' : 'not-configured',
    },
  });
});

it('ready is 503 naming what failed: the database, Redis, or the storage', async () => {
  const broken = createApp({
    ...t.deps,
    database: { ping: () => Promise.reject(new Error('down')) },
    rateLimitStore: { ...t.deps.rateLimitStore, ping: () => Promise.reject(new Error('down')) },
    mediaStorage: { ...t.deps.mediaStorage, check: () => Promise.resolve() },
  });
  const res = await call({ ...t, app: broken }, 'GET', '/api/health/ready');
  expect(res.status).toBe(503);
  expect(res.json.error).toMatch(/database, redis/);
  expect(res.json.details).toEqual({
    failed: ['database', 'redis'],
    checks: { database: 'failed', redis: 'failed', storage: 'ok' },
  });
  // Liveness does not depend on them.
  expect((await call({ ...t, app: broken }, 'GET', '/api/health/live')).status).toBe(200);
});

it('a local media folder that cannot be written fails the storage check', async () => {
  const { createLocalMediaStorage } = await import('../storage/storage.ts');
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'health-')), 'a-file');
  await writeFile(file, '');
  // A folder below a plain file can never be created.
  const app = createApp({
    ...t.deps,
    mediaStorage: createLocalMediaStorage(path.join(file, 'media')),
  });
  const res = await call({ ...t, app }, 'GET', '/api/health/ready');
  expect(res.status).toBe(503);
  expect(res.json).toMatchObject({ details: { failed: ['storage'] } });
});

it('a check that hangs fails after its timeout instead of holding the probe', async () => {
  const app = createApp({
    ...t.deps,
    mediaStorage: { ...t.deps.mediaStorage, check: () => new Promise(() => {}) },
  });
  const started = Date.now();
  const res = await call({ ...t, app }, 'GET', '/api/health/ready');
  expect(res.status).toBe(503);
  expect(Date.now() - started).toBeLessThan(4000);
});

it('unknown /api paths answer a JSON 404; secure headers are set', async () => {
  const res = await call(t, 'GET', '/api/nada');
  expect(res.status).toBe(404);
  expect(res.json).toEqual({ error: 'Ruta no encontrada' });
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
});

it('a body over the limit is 413', async () => {
  const res = await call(t, 'POST', '/api/auth/login', { body: 'x'.repeat(3 * 1024 * 1024) });
  expect(res.status).toBe(413);
});
