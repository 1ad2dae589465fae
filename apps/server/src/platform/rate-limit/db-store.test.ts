import { afterAll, beforeAll, describe } from 'vitest';
import { storeContract } from '../../test/rate-limit-store-contract.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createDbRateLimitStore } from './db-store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('counters in the database', () => {
  storeContract(() => createDbRateLimitStore(t.db), 'db');
});
