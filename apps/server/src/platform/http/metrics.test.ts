import { Histogram, Registry } from 'prom-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { call, type TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createMetrics, requestHistogram } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestApp;
let m: TestApp;

useTestApp(
  (app) => {
    t = app;
  },
  { session: false },
);
beforeAll(async () => {
  const metrics = createMetrics({ db: t.db, poolMax: 10, token: TOKEN });
  m = { ...t, app: createApp({ ...t.deps, metrics }) };
});

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

describe('the request latency histogram', () => {
  it('is exposed exactly as prom-client exposes its Histogram fed the same requests', async () => {
    const ours = new Registry();
    const latency = requestHistogram();
    ours.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
    const theirs = new Registry();
    const reference = new Histogram({
      name: 'bitacora_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [theirs],
    });
    const requests: [string, string, number, number][] = [
      ['GET', 'blog-page', 200, 0.0001],
      ['GET', 'blog-page', 200, 0.0005],
      ['GET', 'blog-page', 200, 0.0031],
      ['GET', 'blog-page', 304, 0.0002],
      ['POST', '/api/posts', 201, 0.2],
      ['GET', '/api/posts', 200, 7],
      ['GET', 'blog-page', 200, 5],
    ];
    for (const [method, route, status, seconds] of requests) {
      latency.observe(method, route, status, seconds);
      reference.labels(method, route, String(status)).observe(seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
