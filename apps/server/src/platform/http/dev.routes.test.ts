import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import type { AppDeps } from './app-env.ts';

/*
 * Demo mode hands out every mail (reset links included) and shows the demo accounts: it answers
 * only to this machine unless DEMO_PUBLIC opens it on purpose.
 */

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { app: { seed: false } },
);

const LOCAL = ['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'];
const REMOTE = ['198.51.100.9', '10.0.0.7', '::ffff:10.0.0.7', '2001:db8::5', '0.0.0.0'];

/** The app built with some deps changed (demo public, a proxy trusted). */
const withDeps = (deps: Partial<AppDeps>): TestApp => ({
  ...t,
  app: createApp({ ...t.deps, ...deps }),
});

const outbox = (app: TestApp, address: string, headers: Record<string, string> = {}) =>
  call(app, 'GET', '/api/dev/outbox', { address, headers });

describe('GET /api/dev/outbox', () => {
  it('answers this machine in demo mode', async () => {
    for (const address of LOCAL) {
      const res = await outbox(t, address);
      expect(res.status, address).toBe(200);
      expect(Array.isArray(res.json), address).toBe(true);
    }
  });

  it('is not found from any other address, as when demo mode is off', async () => {
    for (const address of REMOTE) {
      const res = await outbox(t, address);
      expect(res.status, address).toBe(404);
      expect(res.json).toEqual({ error: 'No encontrado' });
      expect(res.text).not.toContain('@');
    }
    const off = withDeps({ seedDemo: false });
    expect((await outbox(off, '127.0.0.1')).json).toEqual({ error: 'No encontrado' });
  });

  it('answers every address with DEMO_PUBLIC', async () => {
    const open = withDeps({ demoPublic: true });
    for (const address of [...REMOTE, ...LOCAL]) {
      expect((await outbox(open, address)).status, address).toBe(200);
    }
    // DEMO_PUBLIC opens demo mode; it does not turn it on.
    const off = withDeps({ demoPublic: true, seedDemo: false });
    expect((await outbox(off, '198.51.100.9')).status).toBe(404);
  });

  it('behind a trusted proxy, goes by the forwarded address, never by the proxy’s own', async () => {
    for (const trustProxy of [true, ['127.0.0.1']] as const) {
      const proxied = withDeps({ trustProxy: trustProxy === true ? true : [...trustProxy] });
      const through = (xff?: string) =>
        outbox(proxied, '127.0.0.1', xff === undefined ? {} : { 'x-forwarded-for': xff });
      const label = String(trustProxy);
      expect((await through('198.51.100.9')).status, label).toBe(404);
      // A visitor's own X-Forwarded-For is kept to the left of the address the proxy saw.
      expect((await through('127.0.0.1, 198.51.100.9')).status, label).toBe(404);
      // A proxy that forwarded no address proves nothing about the visitor.
      expect((await through()).status, label).toBe(404);
      expect((await through('127.0.0.1')).status, label).toBe(200);
    }
    // An address that is not a trusted proxy is judged as it is, X-Forwarded-For ignored.
    const listed = withDeps({ trustProxy: ['10.0.0.1'] });
    expect((await outbox(listed, '198.51.100.9', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(
      404,
    );
    expect((await outbox(listed, '127.0.0.1')).status).toBe(200);
  });
});

describe('GET /api/health', () => {
  it('offers the demo accounts to this machine only, unless DEMO_PUBLIC', async () => {
    expect((await call(t, 'GET', '/api/health', { address: '::1' })).json).toEqual({
      status: 'ok',
      demo: true,
    });
    expect((await call(t, 'GET', '/api/health', { address: '198.51.100.9' })).json).toEqual({
      status: 'ok',
      demo: false,
    });
    const open = withDeps({ demoPublic: true });
    expect((await call(open, 'GET', '/api/health', { address: '198.51.100.9' })).json).toEqual({
      status: 'ok',
      demo: true,
    });
  });
});

describe('the picture test upload', () => {
  it('is not found from another address', async () => {
    const path = '/api/profile-picture-test/upload/00000000-0000-4000-8000-000000000000';
    const res = await call(t, 'POST', path, { address: '198.51.100.9' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: 'Ruta no encontrada' });
    // From this machine it goes on to the sign-in check.
    expect((await call(t, 'POST', path, { address: '127.0.0.1' })).status).toBe(401);
  });
});
