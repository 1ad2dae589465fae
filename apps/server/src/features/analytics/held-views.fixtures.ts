import { createApp } from '../../app.ts';
import type { TestApp } from '../../test/test-db.ts';
import { createViewRecorder, type ViewRecorder } from './recorder.ts';

/**
 * A new app on `t`'s dependencies whose page views wait in a recorder of their own until the
 * test flushes it, so a test counts exactly the views it made, when it chooses.
 */
export function holdViewsUntilFlushed(t: TestApp): ViewRecorder {
  const recorder = createViewRecorder({ db: t.db, flushEveryMs: null });
  t.deps.analytics = recorder;
  t.app = createApp(t.deps);
  return recorder;
}
