import { expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { call, type TestApp } from '../test/test-db.ts';
import { useTestApp } from '../test/use-test-app.ts';

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
