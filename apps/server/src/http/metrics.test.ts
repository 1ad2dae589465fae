import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { call, createTestApp, type TestApp } from '../test/test-db.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let m: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const metrics = createMetrics({ db: t.db, poolMax: 10, token: TOKEN });
  m = { ...t, app: createApp({ ...t.deps, metrics }) };
});
afterAll(() => t.close());

const scrape = (options: Parameters<typeof call>[3] = { address: '127.0.0.1' }) =>
  m.app.request('/metrics', { headers: options?.headers ?? {} }, {
    incoming: { socket: { remoteAddress: options?.address ?? '127.0.0.1' } },
  } as never);

describe('/metrics', () => {
  it('counts requests by route pattern and status, caches, jobs and the pool', async () => {
    await call(m, 'GET', '/api/health/live');
    await call(m, 'GET', '/api/health/live');
    const host = 'demo.localhost:3000';
    await m.app.request(`http://${host}/`, { headers: { host } });
    await m.app.request(`http://${host}/`, { headers: { host } });
    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain(
      'bitacora_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"} 2',
    );
    expect(text).toMatch(
      /bitacora_http_request_duration_seconds_count\{method="GET",route="blog-page",status="200"\} 2/,
    );
    expect(text).toMatch(/bitacora_cache_requests_total\{cache="blog-page",result="hit"\} [1-9]/);
    expect(text).toMatch(/bitacora_cache_requests_total\{cache="blog-page",result="miss"\} [1-9]/);
    // The page answered twice is held once, body and all.
    expect(text).toMatch(/bitacora_cache_bytes\{cache="blog-page"\} [1-9]\d{3,}/);
    expect(text).toMatch(/bitacora_jobs\{state="queued"\} \d+/);
    expect(text).toContain('bitacora_db_pool_max_connections 10');
    expect(text).toContain('bitacora_process_cpu_seconds_total');
  });

  it('is 404 from other addresses, through a proxy, or with a wrong token', async () => {
    expect((await scrape({ address: '198.51.100.9' })).status).toBe(404);
    expect(
      (await scrape({ address: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.9' } }))
        .status,
    ).toBe(404);
    expect(
      (await scrape({ address: '198.51.100.9', headers: { authorization: 'Bearer nope' } })).status,
    ).toBe(404);
    const withToken = await scrape({
      address: '198.51.100.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
  });

  it('is 404 when the app has no metrics (tests, and nothing is counted)', async () => {
    expect((await call(t, 'GET', '/metrics', { address: '127.0.0.1' })).status).toBe(404);
  });
});
