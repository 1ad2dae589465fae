import { afterAll, beforeAll, beforeEach } from 'vitest';
import { loadSession, type Session } from './session-fixtures.ts';
import { createTestApp, type TestApp } from './test-db.ts';

export interface UseTestAppOptions {
  /** Before every test: the real clock back, every table emptied and the demo data loaded again. */
  reseedEachTest?: boolean;
  /** Passed to `createTestApp`; without the demo data there is no session to load. */
  app?: Parameters<typeof createTestApp>[0];
}

/**
 * The hooks a test file shares: one app (and database) for the file, closed after it, and the
 * demo session. `use` receives them whenever they change, so the file keeps plain variables:
 *
 *     let t: TestApp;
 *     let s: Session;
 *     useTestApp((app, session) => { t = app; s = session; }, { reseedEachTest: true });
 */
export function useTestApp(
  use: (t: TestApp, s: Session) => void,
  options: UseTestAppOptions = {},
): void {
  let t: TestApp | undefined;
  const seeded = options.app?.seed !== false;
  const refresh = async (app: TestApp) => {
    use(app, seeded ? await loadSession(app) : (undefined as unknown as Session));
  };
  beforeAll(async () => {
    t = await createTestApp(options.app);
    await refresh(t);
  });
  afterAll(() => t?.close());
  if (options.reseedEachTest)
    beforeEach(async () => {
      if (!t) return;
      t.setNow(undefined);
      await t.reseed();
      await refresh(t);
    });
}
