import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

describe('LruCache', () => {
  it('evicts entries not read since they were stored first', () => {
    const cache = new LruCache<number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('bounds the total size and forgets entries past their age', () => {
    const cache = new LruCache<string>({ maxEntries: 10, maxSize: 10, maxAgeMs: 1000 });
    cache.set('a', 'x', 6, 0);
    cache.set('b', 'y', 6, 0);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)).toBe('y');
    expect(cache.get('b', 2000)).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('big', 'z', 11);
    expect(cache.get('big')).toBeUndefined();
  });
});
