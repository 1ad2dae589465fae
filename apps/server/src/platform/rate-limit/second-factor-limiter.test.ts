import { describe } from 'vitest';
import { secondFactorContract } from '../../test/second-factor-limiter-contract.ts';
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

describe('second-factor limits on database counters', () => {
  secondFactorContract(() => createDbRateLimitStore(t.db));
});
