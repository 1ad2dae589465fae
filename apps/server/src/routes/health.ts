import { SERVER_MESSAGES } from '@bitacora/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { demoModeFor } from '../demo-mode.ts';

const PING_TIMEOUT_MS = 2000;

/**
 * GET /api/health: 200 once the database answers, 503 otherwise. `demo` tells the panel to show
 * the demo accounts on its login page: only where demo mode answers the caller.
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.get('deps');
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      database.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
      }),
    ]);
    return c.json({ status: 'ok' as const, demo: demoModeFor(c) });
  } catch {
    return c.json({ status: 'unavailable', error: SERVER_MESSAGES.databaseDown }, 503);
  } finally {
    clearTimeout(timer);
  }
});
