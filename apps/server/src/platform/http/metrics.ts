import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Registry } from 'prom-client';
import { allCacheCounters } from '../cache/cache-stats.ts';
import type { Database } from '../db/client.ts';

/** Told of every finished request (by the request log middleware). */
export type RequestObserver = (
  method: string,
  route: string,
  status: number,
  seconds: number,
) => void;

export interface Metrics {
  registry: Registry;
  /** Counts one finished request (called by the request log middleware). */
  observe: RequestObserver;
  /** METRICS_TOKEN: a bearer token that opens /metrics from any address. */
  token: string | undefined;
}

/** From a cached page (≈0.1 ms) to a slow import step; seconds, as Prometheus expects. */
const LATENCY_BUCKETS = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5,
];

/**
 * The process's Prometheus metrics: request latency (its count is the rate) per method, route
 * pattern and status; cache hits and misses and the bytes held per cache; background jobs by state, counted on
 * scrape; the database pool's size; and prom-client's process metrics (CPU, memory, event loop).
 */
export function createMetrics(options: {
  db: Database;
  /** Connections the PostgreSQL pool may open (DATABASE_URL); unset on PGlite (one, in process). */
  poolMax?: number;
  token?: string;
}): Metrics {
  // Required here, when METRICS is on, rather than at every start.
  const { Counter, collectDefaultMetrics, Gauge, Registry } = createRequire(import.meta.url)(
    'prom-client',
  ) as typeof import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bitacora_' });
  const latency = requestHistogram();
  registry.registerMetric(latency as unknown as Parameters<Registry['registerMetric']>[0]);
  new Counter({
    name: 'bitacora_cache_requests_total',
    help: 'Reads of the in-memory caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counters] of allCacheCounters()) {
        this.inc({ cache, result: 'hit' }, counters.hits);
        this.inc({ cache, result: 'miss' }, counters.misses);
      }
    },
  });
  new Gauge({
    name: 'bitacora_cache_bytes',
    help: 'Bytes the in-memory caches hold now, by cache (each bounded by its budget)',
    labelNames: ['cache'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [cache, counters] of allCacheCounters()) this.set({ cache }, counters.bytes);
    },
  });
  new Gauge({
    name: 'bitacora_jobs',
    help: 'Background jobs by state (queued, running, done, failed), counted on scrape',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      type Row = { state: string; n: number };
      // The (state, run_at) index answers this without reading the jobs' payloads.
      const result = await options.db.execute<Row>(
        sql`select state, count(*)::int as n from background_jobs group by state`,
      );
      const rows = Array.isArray(result)
        ? (result as Row[])
        : (result as unknown as { rows: Row[] }).rows;
      this.reset();
      for (const state of ['queued', 'running', 'done', 'failed']) this.set({ state }, 0);
      for (const row of rows) this.set({ state: row.state }, Number(row.n));
    },
  });
  new Gauge({
    name: 'bitacora_db_pool_max_connections',
    help: 'Connections the PostgreSQL pool may open (1 for the embedded database)',
    registers: [registry],
  }).set(options.poolMax ?? 1);
  return {
    registry,
    token: options.token,
    observe: latency.observe,
  };
}

interface Series {
  labels: { method: string; route: string; status: string };
  /** Observations per bucket, not cumulative (the last: above every bound). */
  counts: Float64Array;
  count: number;
  sum: number;
}

const LATENCY_NAME = 'bitacora_http_request_duration_seconds';

/**
 * `bitacora_http_request_duration_seconds` as plain counters per (method, route, status), laid
 * out on scrape exactly as prom-client's Histogram lays its series. prom-client's own observe,
 * even through a child resolved once, builds a label object, validates it and hashes it into a
 * string on every call: a cost each answered request paid, the cached page most of all.
 */
export function requestHistogram() {
  const series = new Map<string, Map<string, Map<number, Series>>>();
  const all: Series[] = [];
  const observe: RequestObserver = (method, route, status, seconds) => {
    let byRoute = series.get(method);
    if (!byRoute) {
      byRoute = new Map();
      series.set(method, byRoute);
    }
    let byStatus = byRoute.get(route);
    if (!byStatus) {
      byStatus = new Map();
      byRoute.set(route, byStatus);
    }
    let one = byStatus.get(status);
    if (!one) {
      one = {
        labels: { method, route, status: String(status) },
        counts: new Float64Array(LATENCY_BUCKETS.length + 1),
        count: 0,
        sum: 0,
      };
      byStatus.set(status, one);
      all.push(one);
    }
    let bucket = 0;
    while (bucket < LATENCY_BUCKETS.length && seconds > (LATENCY_BUCKETS[bucket] as number)) {
      bucket++;
    }
    (one.counts[bucket] as number)++;
    one.count++;
    one.sum += seconds;
  };
  /** prom-client's value pairs: the series' labels shared, `le` the bucket's own. */
  const values = () =>
    all.flatMap(({ labels, counts, count, sum }) => {
      let cumulative = 0;
      const lines: {
        labels: Record<string, string | number>;
        sharedLabels: Series['labels'];
        value: number;
        metricName: string;
      }[] = LATENCY_BUCKETS.map((le, i) => {
        cumulative += counts[i] as number;
        return {
          labels: { le },
          sharedLabels: labels,
          value: cumulative,
          metricName: `${LATENCY_NAME}_bucket`,
        };
      });
      lines.push(
        {
          labels: { le: '+Inf' },
          sharedLabels: labels,
          value: count,
          metricName: `${LATENCY_NAME}_bucket`,
        },
        { labels: {}, sharedLabels: labels, value: sum, metricName: `${LATENCY_NAME}_sum` },
        { labels: {}, sharedLabels: labels, value: count, metricName: `${LATENCY_NAME}_count` },
      );
      return lines;
    });
  const head = {
    name: LATENCY_NAME,
    help: 'Time to answer a request, by method, route pattern and status',
    type: 'histogram' as const,
    aggregator: 'sum' as const,
  };
  return {
    ...head,
    observe,
    /** What the registry's text exposition reads. */
    async getForPromString() {
      return { ...head, values: values() };
    },
    /** The registry's JSON: each value's labels in one object, as prom-client gives them. */
    async get() {
      return {
        ...head,
        values: values().map(({ labels, sharedLabels, value, metricName }) => ({
          labels: { ...labels, ...sharedLabels },
          value,
          metricName,
        })),
      };
    },
    reset() {
      series.clear();
      all.length = 0;
    },
  };
}
