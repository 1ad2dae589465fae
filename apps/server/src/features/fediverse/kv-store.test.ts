import { Temporal as TemporalPolyfill } from '@js-temporal/polyfill';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { DatabaseKvStore } from './kv-store.ts';

const { t } = useTestApp({ reseedEachTest: true });

const seconds = (n: number) =>
  TemporalPolyfill.Duration.from({ seconds: n }) as unknown as Temporal.Duration;

async function listed(store: DatabaseKvStore, prefix?: readonly [string, ...string[]]) {
  const entries = [];
  for await (const entry of store.list(prefix)) entries.push(entry);
  return entries;
}

describe('the fediverse key-value store', () => {
  it('keeps, replaces and deletes a value by its key', async () => {
    const store = new DatabaseKvStore(t.db, () => new Date());
    expect(await store.get(['a', 'b'])).toBeUndefined();
    await store.set(['a', 'b'], { n: 1 });
    await store.set(['a', 'b'], { n: 2 });
    expect(await store.get(['a', 'b'])).toEqual({ n: 2 });
    await store.delete(['a', 'b']);
    expect(await store.get(['a', 'b'])).toBeUndefined();
  });

  it('forgets a value once its time to live is over', async () => {
    let now = new Date('2026-11-01T10:00:00Z');
    const store = new DatabaseKvStore(t.db, () => now);
    await store.set(['doc'], 'x', { ttl: seconds(60) });
    now = new Date('2026-11-01T10:00:59Z');
    expect(await store.get(['doc'])).toBe('x');
    now = new Date('2026-11-01T10:01:01Z');
    expect(await store.get(['doc'])).toBeUndefined();
    expect(await listed(store)).toEqual([]);
  });

  it('lists a key and the keys under it, not a key that only starts with the same letters', async () => {
    const store = new DatabaseKvStore(t.db, () => new Date());
    await store.set(['a'], 1);
    await store.set(['a', 'b'], 2);
    await store.set(['ab'], 3);
    await store.set(['a%'], 4);
    const underA = await listed(store, ['a']);
    expect(underA).toHaveLength(2);
    expect(underA).toContainEqual({ key: ['a'], value: 1 });
    expect(underA).toContainEqual({ key: ['a', 'b'], value: 2 });
    expect((await listed(store)).length).toBe(4);
  });
});
