import { describe } from 'vitest';
import { storeContract } from '../../test/rate-limit-store-contract.ts';
import type { TestApp } from '../../test/test-db.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createDbRateLimitStore } from './db-store.ts';

let t: TestApp;
useTestApp(
  (app) => {
    t = app;
  },
  { app: { seed: false } },
);

describe('counters in the database', () => {
  storeContract(() => createDbRateLimitStore(t.db), 'db');
});
