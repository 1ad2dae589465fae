import { expect, it } from 'vitest';
import type { RateLimitStore } from '../platform/rate-limit/store.ts';

/** What every counter store must do; run against the database store and the Redis one. */
export function storeContract(store: () => RateLimitStore, prefix: string) {
  const now = new Date();

  it('counts parallel hits without losing one', async () => {
    const s = store();
    const key = `${prefix}:parallel`;
    await s.reset(key);
    const states = await Promise.all(Array.from({ length: 30 }, () => s.hit(key, 60_000, now)));
    expect(states.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    expect((await s.get(key, now))?.count).toBe(30);
  });

  it('release gives one hit back, never below 0, and opens no window', async () => {
    const s = store();
    const key = `${prefix}:release`;
    await s.reset(key);
    await s.release(key);
    expect(await s.get(key, now)).toBeNull();
    await s.hit(key, 60_000, now);
    await s.hit(key, 60_000, now);
    await s.release(key);
    expect((await s.get(key, now))?.count).toBe(1);
    await s.release(key);
    await s.release(key);
    expect((await s.get(key, now))?.count ?? 0).toBe(0);
    // The window keeps its end: a later hit counts in it.
    expect((await s.hit(key, 60_000, now)).count).toBe(1);
  });
}
