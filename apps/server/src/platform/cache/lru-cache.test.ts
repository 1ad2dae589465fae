import { describe, expect, it } from 'vitest';
import { estimateBytes } from './byte-size.ts';
import { LruCache } from './lru-cache.ts';

/** What one entry of `bytes` under a one-letter key is counted as (key and bookkeeping added). */
const entry = (bytes: number) => {
  const probe = new LruCache<string>({ maxBytes: 1_000_000 });
  probe.set('k', 'v', bytes);
  return probe.bytes;
};

describe('LruCache', () => {
  it('evicts entries not read since they were stored first when the bytes run out', () => {
    const cache = new LruCache<number>({ maxBytes: entry(200) * 4 });
    cache.set('a', 1, 200);
    cache.set('b', 2, 200);
    cache.set('c', 3, 200);
    cache.set('d', 4, 200);
    expect(cache.get('a')).toBe(1);
    cache.set('e', 5, 200);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.get('e')).toBe(5);
  });

  it('evicts by size: one large entry pushes out several small ones', () => {
    const cache = new LruCache<string>({ maxBytes: entry(1_000) * 10 });
    const keys = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    for (const key of keys) cache.set(key, key, 1_000);
    expect(cache.size).toBe(10);
    cache.set('large', 'large', 2_500);
    expect(cache.size).toBe(8);
    for (const key of ['a', 'b', 'c']) expect(cache.get(key)).toBeUndefined();
    expect(cache.get('d')).toBe('d');
    expect(cache.get('large')).toBe('large');
    expect(cache.bytes).toBeLessThanOrEqual(entry(1_000) * 10);
  });

  it('keeps no entry larger than a quarter of its bytes, and forgets the old value under its key', () => {
    const cache = new LruCache<string>({ maxBytes: 40_000 });
    cache.set('page', 'small', 100);
    cache.set('page', 'huge', 10_000);
    expect(cache.get('page')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.set('page', 'fits', 9_000);
    expect(cache.get('page')).toBe('fits');
  });

  it('counts an entry without given bytes by its estimated size', () => {
    const cache = new LruCache<{ title: string }>({ maxBytes: 100_000 });
    const value = { title: 'x'.repeat(5_000) };
    cache.set('post', value);
    expect(cache.bytes).toBeGreaterThan(5_000);
    // Too large for a quarter of the budget once counted: not kept.
    cache.set('long', { title: 'x'.repeat(30_000) });
    expect(cache.get('long')).toBeUndefined();
    expect(cache.get('post')).toBe(value);
  });

  it('never holds more bytes than its bound, whatever is stored', () => {
    const maxBytes = 50_000;
    const cache = new LruCache<string>({ maxBytes });
    for (let i = 0; i < 2_000; i++) {
      cache.set(`key-${i}`, 'x'.repeat((i * 37) % 9_000));
      if (i % 3 === 0) cache.get(`key-${i - 1}`);
      expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    }
  });

  it("keeps its name's byte count in the metrics' counters in step, through sets, evictions, deletes and clear", () => {
    const counters = { hits: 0, misses: 0, bytes: 0 };
    const one = new LruCache<string>({ maxBytes: 20_000, counters });
    const two = new LruCache<string>({ maxBytes: 20_000, counters });
    for (let i = 0; i < 50; i++) one.set(`a-${i}`, 'x'.repeat(900));
    two.set('b', 'y'.repeat(3_000));
    expect(counters.bytes).toBe(one.bytes + two.bytes);
    expect(one.bytes).toBeLessThanOrEqual(20_000);
    one.set('a-49', 'z');
    one.delete('a-48');
    expect(counters.bytes).toBe(one.bytes + two.bytes);
    one.clear();
    expect(counters.bytes).toBe(two.bytes);
    two.delete('b');
    expect(counters.bytes).toBe(0);
  });

  it('forgets entries past their age', () => {
    const cache = new LruCache<string>({ maxBytes: 10_000, maxAgeMs: 1000 });
    cache.set('b', 'y', 10, 0);
    expect(cache.get('b', 0)).toBe('y');
    expect(cache.get('b', 2000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});

describe('estimateBytes', () => {
  it('grows with the text held, twice as fast for text beyond Latin-1', () => {
    const latin = estimateBytes('a'.repeat(1_000));
    expect(latin).toBeGreaterThanOrEqual(1_000);
    expect(estimateBytes('ñ'.repeat(1_000))).toBe(latin);
    expect(estimateBytes('€'.repeat(1_000))).toBeGreaterThanOrEqual(2_000);
  });

  it('adds up objects, arrays, maps and binary data', () => {
    const row = { id: 1, title: 'Título', body: 'x'.repeat(2_000), at: new Date(0) };
    const one = estimateBytes(row);
    expect(one).toBeGreaterThan(2_000);
    expect(estimateBytes([row, row, row])).toBeGreaterThan(3 * one);
    expect(estimateBytes(new Map([['a', row]]))).toBeGreaterThan(one);
    expect(estimateBytes(new Uint8Array(4_096))).toBeGreaterThanOrEqual(4_096);
    expect(estimateBytes(null)).toBe(0);
  });
});
