import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import type { RateLimitStore } from './store.ts';

const PREFIX = 'bitacora:rl:';
const RELEASE = `if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1]) end return 0`;

/** Counters in Redis (REDIS_URL): shared by every instance, expired by Redis itself. */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  // ioredis is required only with REDIS_URL: a single instance on its own counters never loads it.
  const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  const redis: RedisClient = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async get(key, now) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec()) as [[null, string | null], [null, number]];
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetAt: new Date(now.getTime() + ttl) };
    },
    async hit(key, windowMs, now) {
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .pttl(PREFIX + key)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
    },
    async release(key) {
      // DECR on a missing key would create it without an expiry; only an open window is touched.
      await redis.eval(RELEASE, 1, PREFIX + key);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async close() {
      await redis.quit();
    },
    async ping() {
      await redis.ping();
    },
  };
}
