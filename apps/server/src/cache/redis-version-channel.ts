import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { VersionChannel } from './content-versions.ts';

const CHANNEL = 'bitacora:content-versions';

/**
 * Version moves shared by every instance through Redis pub/sub: a write on one instance
 * invalidates the cached pages and lists of all of them
 * (docs/architecture.md#caches-and-several-instances: with REDIS_URL, caches are not limited to one
 * instance). A message is `{ from, blogId }`; an instance ignores its own.
 */
export function createRedisVersionChannel(url: string): VersionChannel & {
  ready: Promise<void>;
  close(): Promise<void>;
} {
  const instance = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  const listeners: ((blogId: number | undefined) => void)[] = [];
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    let message: { from?: unknown; blogId?: unknown };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.from === instance) return;
    const blogId = typeof message.blogId === 'number' ? message.blogId : undefined;
    for (const listener of listeners) listener(blogId);
  });
  const ready = subscriber.subscribe(CHANNEL).then(() => undefined);
  return {
    ready,
    publish(blogId) {
      publisher
        .publish(CHANNEL, JSON.stringify({ from: instance, blogId: blogId ?? null }))
        .catch((error: unknown) => console.error('no se pudo avisar del cambio por Redis', error));
    },
    listen(onMove) {
      listeners.push(onMove);
    },
    async close() {
      await Promise.all([subscriber.quit(), publisher.quit()]);
    },
  };
}
