import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-db.ts';
import { createDbRateLimitStore } from './db-store.ts';
import { storeContract } from './store-contract.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('counters in the database', () => {
  storeContract(() => createDbRateLimitStore(t.db), 'db');
});
