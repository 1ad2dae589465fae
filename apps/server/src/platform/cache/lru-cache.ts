import { estimateBytes } from './byte-size.ts';
import type { CacheCounters } from './cache-stats.ts';

interface Slot<V> {
  value: V;
  bytes: number;
  storedAt: number;
  /** Read since it was last passed over for eviction (the CLOCK approximation of LRU). */
  used: boolean;
}

/**
 * What an entry costs besides its value: the map's entry, the slot object and the key string
 * (one byte a character: the caches' keys are ASCII).
 */
const ENTRY_OVERHEAD = 80;

/**
 * A map bounded by the bytes its entries hold (docs/decisions/037-half-the-memory.md): it forgets
 * the least recently used entries first when a new one would take it past `maxBytes`, never
 * keeps an entry larger than a quarter of the budget (one answer must not empty the cache), and
 * forgets entries older than `maxAgeMs` (a safety net for changes made outside the API). An
 * entry's bytes are what the caller gives (a response's body) or else `estimateBytes` of the
 * value, plus its key and bookkeeping. Reads only set a flag (no reordering), so a hit costs one
 * lookup: recency is approximated the CLOCK way, giving entries read since the last pass a
 * second chance at eviction time.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, Slot<V>>();
  readonly #maxBytes: number;
  readonly #maxEntryBytes: number;
  readonly #maxAgeMs: number;
  #bytes = 0;
  readonly #counters: CacheCounters | undefined;

  constructor(options: {
    maxBytes: number;
    maxAgeMs?: number;
    /** Where reads are counted as hits and misses (the metrics' cache hit ratio). */
    counters?: CacheCounters;
  }) {
    this.#counters = options.counters;
    this.#maxBytes = options.maxBytes;
    this.#maxEntryBytes = Math.floor(options.maxBytes / 4);
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

  /** Keeps `value`; `valueBytes` when the caller knows them (else they are estimated). */
  set(key: string, value: V, valueBytes?: number, now = Date.now()): void {
    this.delete(key);
    const bytes = (valueBytes ?? estimateBytes(value)) + key.length + ENTRY_OVERHEAD;
    if (bytes > this.#maxEntryBytes) return;
    this.#entries.set(key, { value, bytes, storedAt: now, used: false });
    this.#resize(bytes);
    while (this.#bytes > this.#maxBytes) this.#evictOne();
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
    this.#resize(-slot.bytes);
  }

  /** Forgets every entry `matches` picks (a walk over all of them: for rare, targeted drops). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, slot] of this.#entries) if (matches(slot.value)) this.delete(key);
  }

  clear(): void {
    this.#entries.clear();
    this.#resize(-this.#bytes);
  }

  /** Its own count and its name's in the metrics move together. */
  #resize(delta: number): void {
    this.#bytes += delta;
    if (this.#counters) this.#counters.bytes += delta;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The bytes its entries are counted as holding; never above `maxBytes`. */
  get bytes(): number {
    return this.#bytes;
  }
}
