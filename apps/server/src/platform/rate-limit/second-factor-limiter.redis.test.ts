import { afterAll, describe } from 'vitest';
import { secondFactorContract } from '../../test/second-factor-limiter-contract.ts';
import { createRedisRateLimitStore } from './redis-store.ts';

const store = createRedisRateLimitStore(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
afterAll(() => store.close?.());

describe('second-factor limits on Redis counters', () => {
  secondFactorContract(() => store);
});
