import { afterAll, beforeAll, describe } from 'vitest';
import { secondFactorContract } from '../../test/second-factor-limiter-contract.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createDbRateLimitStore } from './db-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('second-factor limits on database counters', () => {
  secondFactorContract(() => createDbRateLimitStore(t.db));
});
