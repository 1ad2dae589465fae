import { afterAll } from 'vitest';
import { createApp } from '../app.ts';
import { type ContentVersions, createContentVersions } from '../platform/cache/content-versions.ts';
import { createRedisVersionChannel } from '../platform/cache/redis-version-channel.ts';
import { silentLogger } from '../platform/log/logger.ts';
import type { TestApp } from './test-db.ts';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** One more instance of the file's app: the same database, content versions of its own. */
export type Instance = TestApp & { versions: ContentVersions };

/**
 * Instances over the file's database and one Redis, as a deployment of several runs them
 * (docs/decisions/032-shared-content-versions.md); their channels close after the file. With
 * an unreachable `redisUrl` the instance runs with Redis away: it reports each change its channel
 * cannot pass on, which is expected here and kept quiet.
 */
export function useRedisInstances(t: TestApp): (redisUrl?: string) => Promise<Instance> {
  const channels: ReturnType<typeof createRedisVersionChannel>[] = [];
  afterAll(async () => {
    await Promise.all(channels.map((channel) => channel.close()));
  });
  return async (redisUrl = REDIS_URL) => {
    const channel = createRedisVersionChannel(redisUrl, silentLogger);
    channels.push(channel);
    if (redisUrl === REDIS_URL) await channel.ready;
    const versions = createContentVersions(channel);
    return { ...t, app: createApp({ ...t.deps, contentVersions: versions }), versions };
  };
}
