import { SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './app-env.ts';
import { demoModeFor } from './demo-mode.ts';

const PING_TIMEOUT_MS = 2000;

/** Resolves as `check` does, or rejects once `ms` have passed without an answer. */
async function within<T>(check: () => Promise<T>, ms = PING_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

type CheckName = 'database' | 'redis' | 'storage';
type CheckResult = 'ok' | 'failed' | 'not-configured';

/** What readiness asks, each in parallel and each within its own timeout. */
async function readiness(deps: AppDeps): Promise<Record<CheckName, CheckResult>> {
  const run = async (check: (() => Promise<unknown>) | undefined): Promise<CheckResult> => {
    if (!check) return 'not-configured';
    try {
      await within(check);
      return 'ok';
    } catch {
      return 'failed';
    }
  };
  const { database, rateLimitStore, mediaStorage } = deps;
  const [db, redis, storage] = await Promise.all([
    run(() => database.ping()),
    run(rateLimitStore.ping?.bind(rateLimitStore)),
    run(mediaStorage.check?.bind(mediaStorage)),
  ]);
  return { database: db, redis, storage };
}

/**
 * GET /api/health: 200 once the database answers, 503 otherwise (kept for existing probes).
 * `demo` tells the panel to show the demo accounts on its login page: only where demo mode
 * answers the caller.
 * GET /api/health/live: the process answers (a restart is the cure when it does not).
 * GET /api/health/ready: the database, Redis when configured and the media storage answer
 * (a proxy sends no traffic here while it is 503; the body names what failed).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { database } = c.get('deps');
    try {
      await within(() => database.ping());
      return c.json({ status: 'ok' as const, demo: demoModeFor(c) });
    } catch {
      return c.json({ status: 'unavailable', error: SERVER_MESSAGES.databaseDown }, 503);
    }
  })
  .get('/live', (c) => c.json({ status: 'ok' as const }))
  .get('/ready', async (c) => {
    const checks = await readiness(c.get('deps'));
    const failed = (Object.keys(checks) as CheckName[]).filter((name) => checks[name] === 'failed');
    if (failed.length === 0) return c.json({ status: 'ok' as const, checks });
    return c.json(
      {
        status: 'unavailable' as const,
        error: `Servicio no disponible: no responde ${failed.join(', ')}`,
        details: { failed, checks },
      },
      503,
    );
  });
