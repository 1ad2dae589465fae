import type { CacheCounters } from './cache-stats.ts';

interface Slot<V> {
  value: V;
  size: number;
  storedAt: number;
  /** Read since it was last passed over for eviction (the CLOCK approximation of LRU). */
  used: boolean;
}

/**
 * A bounded map that forgets the least recently used entries first, by count and by total
 * size, and entries older than `maxAgeMs` (a safety net for changes made outside the API).
 * Reads only set a flag (no reordering), so a hit costs one lookup: recency is approximated
 * the CLOCK way, giving entries read since the last pass a second chance at eviction time.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, Slot<V>>();
  readonly #maxEntries: number;
  readonly #maxSize: number;
  readonly #maxAgeMs: number;
  #size = 0;
  readonly #counters: CacheCounters | undefined;

  constructor(options: {
    maxEntries: number;
    maxSize?: number;
    maxAgeMs?: number;
    /** Where reads are counted as hits and misses (the metrics' cache hit ratio). */
    counters?: CacheCounters;
  }) {
    this.#counters = options.counters;
    this.#maxEntries = options.maxEntries;
    this.#maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  }

  get(key: string, now = Date.now()): V | undefined {
    const slot = this.#entries.get(key);
    const counters = this.#counters;
    if (!slot) {
      if (counters) counters.misses++;
      return undefined;
    }
    if (now - slot.storedAt > this.#maxAgeMs) {
      this.delete(key);
      if (counters) counters.misses++;
      return undefined;
    }
    slot.used = true;
    if (counters) counters.hits++;
    return slot.value;
  }

  set(key: string, value: V, size = 1, now = Date.now()): void {
    this.delete(key);
    if (size > this.#maxSize) return;
    this.#entries.set(key, { value, size, storedAt: now, used: false });
    this.#size += size;
    while (this.#entries.size > this.#maxEntries || this.#size > this.#maxSize) this.#evictOne();
  }

  #evictOne(): void {
    for (const [key, slot] of this.#entries) {
      if (slot.used) {
        // A second chance: to the back of the line.
        slot.used = false;
        this.#entries.delete(key);
        this.#entries.set(key, slot);
        continue;
      }
      this.delete(key);
      return;
    }
  }

  delete(key: string): void {
    const slot = this.#entries.get(key);
    if (!slot) return;
    this.#entries.delete(key);
    this.#size -= slot.size;
  }

  /** Forgets every entry `matches` picks (a walk over all of them: for rare, targeted drops). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, slot] of this.#entries) if (matches(slot.value)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#size = 0;
  }

  get size(): number {
    return this.#entries.size;
  }
}
