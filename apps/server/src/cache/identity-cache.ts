import type { Role } from '@bitacora/domain';
import type { Blog, User } from '../db/rows.ts';
import type { ContentVersions } from './content-versions.ts';
import { LruCache } from './lru-cache.ts';

/** What the identity query answered: the user, the blog and the user's membership in it. */
export interface Identity {
  user: User;
  blog: Blog;
  memberRole: Role | null;
}

/**
 * A few seconds of memory for the identity query of blog calls (token's user, blog,
 * membership), the one database round trip left on a cached read. An entry dies when its
 * blog's content version moves (every API write to users, memberships, passwords, blogs and
 * plans moves them all) and after `ttlMs` at most, which bounds how long a change made outside
 * the API (a row deleted by hand, another instance without Redis) can go unseen.
 */
export function createIdentityCache(
  versions: ContentVersions,
  options: { ttlMs?: number; maxEntries?: number } = {},
) {
  const entries = new LruCache<Identity & { version: string }>({
    maxEntries: options.maxEntries ?? 10_000,
    maxAgeMs: options.ttlMs ?? 2_000,
  });
  const flights = new Map<
    string,
    Promise<{ user: User | null; blog: Blog | null; memberRole: Role | null }>
  >();
  return {
    get(key: string): Identity | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version !== versions.of(entry.blog.id)) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },
    /**
     * Reads through `load`; keeps the answer only when it names a blog and no version moved
     * while it was read (a write racing the read leaves nothing behind).
     */
    async load(
      key: string,
      load: () => Promise<{ user: User | null; blog: Blog | null; memberRole: Role | null }>,
    ) {
      const cached = this.get(key);
      if (cached) return cached;
      const stamp = versions.stamp();
      // When an entry expires under load, the requests that miss together share one read
      // instead of queueing one each; a request after a write (a new stamp) reads again.
      const flightKey = `${key}|${stamp}`;
      const inFlight = flights.get(flightKey);
      if (inFlight) return inFlight;
      const flight = load().then((row) => {
        if (row.user && row.blog && versions.stamp() === stamp) {
          const identity = { user: row.user, blog: row.blog, memberRole: row.memberRole };
          entries.set(key, { ...identity, version: versions.of(row.blog.id) });
        }
        return row;
      });
      flights.set(flightKey, flight);
      try {
        return await flight;
      } finally {
        flights.delete(flightKey);
      }
    },
  };
}
export type IdentityCache = ReturnType<typeof createIdentityCache>;
