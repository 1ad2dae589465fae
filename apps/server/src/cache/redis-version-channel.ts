import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { VersionChannel } from './content-versions.ts';

const CHANNEL = 'bitacora:content-versions';

/** At most this many session ids per message; a longer list goes in several. */
const SESSIONS_PER_MESSAGE = 500;

/**
 * Version moves shared by every instance through Redis pub/sub: a write on one instance
 * invalidates the cached pages and lists of all of them
 * (docs/architecture.md#caches-and-several-instances: with REDIS_URL, caches are not limited to one
 * instance). A message is `{ from, blogId }` for a move, or `{ from, endedSessions }` for
 * sessions ended there; an instance ignores its own.
 */
export function createRedisVersionChannel(url: string): VersionChannel & {
  ready: Promise<void>;
  close(): Promise<void>;
} {
  const instance = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  const moveListeners: ((blogId: number | undefined) => void)[] = [];
  const sessionListeners: ((sessionIds: readonly string[]) => void)[] = [];
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let message: { from?: unknown; blogId?: unknown; endedSessions?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.from === instance) return;
    if (Array.isArray(message.endedSessions)) {
      const ids = message.endedSessions.filter((id): id is string => typeof id === 'string');
      for (const listener of sessionListeners) listener(ids);
      return;
    }
    const blogId = typeof message.blogId === 'number' ? message.blogId : undefined;
    for (const listener of moveListeners) listener(blogId);
  });
  const ready = subscriber.subscribe(CHANNEL).then(() => undefined);
  return {
    ready,
    publish(blogId) {
      publisher
        .publish(CHANNEL, JSON.stringify({ from: instance, blogId: blogId ?? null }))
        .catch((error: unknown) => console.error('no se pudo avisar del cambio por Redis', error));
    },
    async publishEndedSessions(sessionIds) {
      try {
        for (let i = 0; i < sessionIds.length; i += SESSIONS_PER_MESSAGE) {
          const endedSessions = sessionIds.slice(i, i + SESSIONS_PER_MESSAGE);
          await publisher.publish(CHANNEL, JSON.stringify({ from: instance, endedSessions }));
        }
      } catch (error) {
        // The other instances still stop trusting their copy when it expires (identity cache).
        console.error('no se pudo avisar por Redis de las sesiones cerradas', error);
      }
    },
    listen(onMove, onSessionsEnd) {
      moveListeners.push(onMove);
      sessionListeners.push(onSessionsEnd);
    },
    async close() {
      await Promise.all([subscriber.quit(), publisher.quit()]);
    },
  };
}
