import type { Role } from '@bitacora/domain';
import type { Blog, Session, User } from '../db/rows.ts';
import { cacheCounters } from './cache-stats.ts';
import type { ContentVersions } from './content-versions.ts';
import { LruCache } from './lru-cache.ts';

/** What the identity query answered: the user, the session, the blog and the membership. */
export interface Identity {
  user: User;
  session: Session;
  blog: Blog;
  memberRole: Role | null;
}

/** The identity query's answer; each part is null when it does not exist. */
export interface IdentityRow {
  user: User | null;
  session: Session | null;
  blog: Blog | null;
  memberRole: Role | null;
}

/**
 * A few seconds of memory for the identity query of blog calls (token's user and session, blog,
 * membership), the one database round trip left on a cached read. An entry dies when its
 * blog's content version moves (every API write to users, memberships, passwords, blogs and
 * plans moves them all), when its session is ended (on this instance or, through the versions'
 * channel, on another), and after `ttlMs` at most, which bounds how long a change made outside
 * the API (a row deleted by hand, another instance without Redis) can go unseen.
 */
export function createIdentityCache(
  versions: ContentVersions,
  options: { ttlMs?: number; maxBytes?: number } = {},
) {
  const entries = new LruCache<Identity & { version: string; shared: string }>({
    // An identity is a few kilobytes (the user's, session's and blog's rows).
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    maxAgeMs: options.ttlMs ?? 2_000,
    counters: cacheCounters('identity'),
  });
  const flights = new Map<string, Promise<IdentityRow>>();
  versions.onSessionsEnd((sessionIds) => {
    const ended = new Set(sessionIds);
    entries.deleteWhere((entry) => ended.has(entry.session.id));
  });
  return {
    /**
     * Reads through `load`; keeps the answer only when it names a user, a session and a blog,
     * and nothing moved (no version, no ended session) while it was read: a write or a logout
     * racing the read leaves nothing behind. A kept answer is served while the shared versions
     * (read before each use: platform-wide changes and ended sessions on any instance) and this
     * instance's mark of its blog stay where they were.
     */
    async load(key: string, load: () => Promise<IdentityRow>): Promise<IdentityRow> {
      const stamp = versions.stamp();
      // Read before the database, so that what is kept is never older than the mark it is kept under.
      const current = await versions.current();
      const cached = entries.get(key);
      if (cached) {
        if (
          current &&
          cached.shared === current.identities &&
          cached.version === versions.of(cached.blog.id)
        ) {
          return cached;
        }
        entries.delete(key);
      }
      // When an entry expires under load, the requests that miss together share one read
      // instead of queueing one each; a request after a write (a new stamp) reads again.
      const flightKey = `${key}|${stamp}|${current?.identities}`;
      const inFlight = flights.get(flightKey);
      if (inFlight) return inFlight;
      const flight = load().then((row) => {
        if (current && row.user && row.session && row.blog && versions.stamp() === stamp) {
          const { user, session, blog, memberRole } = row;
          const version = versions.of(blog.id);
          entries.set(key, {
            user,
            session,
            blog,
            memberRole,
            version,
            shared: current.identities,
          });
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
