/**
 * Hits and misses of one named cache, counted by its reads, and the bytes its entries hold now
 * (see platform/http/metrics.ts).
 */
export interface CacheCounters {
  hits: number;
  misses: number;
  bytes: number;
}

const counters = new Map<string, CacheCounters>();

/**
 * The process's counters for the cache called `name`: every app built in this process (one in
 * production) adds to the same ones, as Prometheus counters of a process should.
 */
export function cacheCounters(name: string): CacheCounters {
  let found = counters.get(name);
  if (!found) {
    found = { hits: 0, misses: 0, bytes: 0 };
    counters.set(name, found);
  }
  return found;
}

export function allCacheCounters(): ReadonlyMap<string, CacheCounters> {
  return counters;
}
