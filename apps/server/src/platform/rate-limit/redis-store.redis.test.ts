import { randomUUID } from 'node:crypto';
import { afterAll, describe } from 'vitest';
import { storeContract } from '../../test/rate-limit-store-contract.ts';
import { createRedisRateLimitStore } from './redis-store.ts';

const store = createRedisRateLimitStore(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => store.close?.());

describe('counters in Redis', () => {
  storeContract(() => store, `test:${randomUUID()}`);
});
