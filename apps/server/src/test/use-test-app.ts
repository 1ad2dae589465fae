import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../platform/db/client.ts';
import { loadSession, type Session } from './session-fixtures.ts';
import { createTestApp, createTestDatabase, type TestApp } from './test-db.ts';

type TestAppOptions = NonNullable<Parameters<typeof createTestApp>[0]>;

export interface UseTestAppOptions {
  /** Before every test: the real clock back, every table emptied and the demo data loaded again. */
  reseedEachTest?: boolean;
  /**
   * `reseedEachTest`, and a new app on the same dependencies too, so what it keeps in memory
   * (the public pages, the JSON lists) starts empty, as after a restart.
   */
  freshAppEachTest?: boolean;
  /**
   * Passed to `createTestApp`; without the demo data there is no session to load. A function is
   * called in the hook, after the file's earlier `beforeAll`s: for a dependency they start (a
   * bucket, a Redis connection) or a database the file opens itself.
   */
  app?: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>);
  /**
   * False: no demo session is opened (`use` gets none), for files that count sessions or sign
   * in themselves. True unless `app` has no demo data.
   */
  session?: boolean;
}

/** The file's app and demo session, filled in place by the hooks (empty until `beforeAll`). */
export interface TestAppHandle {
  t: TestApp;
  s: Session;
}

/**
 * The hooks a test file shares: one app (and database) for the file, closed after it, and the
 * demo session. The handle's objects are filled in place whenever they change, so the file
 * takes them once at the top:
 *
 *     const { t, s } = useTestApp({ reseedEachTest: true });
 *
 * `use`, when given, also receives them after each change (for what a file derives from them).
 */
export function useTestApp(options?: UseTestAppOptions): TestAppHandle;
export function useTestApp(
  use: (t: TestApp, s: Session) => void,
  options?: UseTestAppOptions,
): TestAppHandle;
export function useTestApp(
  useOrOptions?: ((t: TestApp, s: Session) => void) | UseTestAppOptions,
  maybeOptions: UseTestAppOptions = {},
): TestAppHandle {
  const use = typeof useOrOptions === 'function' ? useOrOptions : undefined;
  const options = typeof useOrOptions === 'function' ? maybeOptions : (useOrOptions ?? {});
  const t = {} as TestApp;
  const s = {} as Session;
  let opened = false;
  let withSession = options.session !== false;
  const refresh = async () => {
    if (withSession) Object.assign(s, await loadSession(t));
    use?.(t, withSession ? s : (undefined as unknown as Session));
  };
  beforeAll(async () => {
    const appOptions = typeof options.app === 'function' ? await options.app() : options.app;
    withSession &&= appOptions?.seed !== false;
    Object.assign(t, await createTestApp(appOptions));
    opened = true;
    await refresh();
  });
  afterAll(() => (opened ? t.close() : undefined));
  if (options.reseedEachTest || options.freshAppEachTest)
    beforeEach(async () => {
      if (!opened) return;
      t.setNow(undefined);
      await t.reseed();
      if (options.freshAppEachTest) t.app = createApp(t.deps);
      await refresh();
    });
  return { t, s };
}

/**
 * The same for a file that tests what lies below the app (the job queue, the secrets, the
 * sweeps): one migrated database for the file, closed after it.
 */
export function useTestDatabase(use: (database: DatabaseHandle) => void): void {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    use(database);
  });
  afterAll(() => database?.close());
}
