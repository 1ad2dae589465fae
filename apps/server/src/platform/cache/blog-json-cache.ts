import { cacheCounters } from './cache-stats.ts';
import type { ContentVersions } from './content-versions.ts';
import { LruCache } from './lru-cache.ts';

/** Answers are trusted this long at most, for changes made outside the API (another tool on the database). */
const MAX_AGE_MS = 60_000;

export interface BlogJsonCache {
  /**
   * The JSON of `compute()` for `blogId` and `key`, as UTF-8 bytes, computed once per content
   * version of the blog: any API write to the blog's content (or a platform-wide change) moves
   * the version. Bytes, so a hit is written as it is, without encoding the text again.
   */
  get(
    blogId: number,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<Uint8Array<ArrayBuffer>>;
  /** {@link BlogJsonCache.get} for an answer whose `compute()` gives its JSON text already. */
  getJson(
    blogId: number,
    key: string,
    compute: () => Promise<string>,
  ): Promise<Uint8Array<ArrayBuffer>>;
}

/** Read-mostly API answers of a blog (the panel's lists), kept in memory per content version. */
export function createBlogJsonCache(
  versions: ContentVersions,
  options: { maxBytes?: number; maxAgeMs?: number } = {},
): BlogJsonCache {
  const encoder = new TextEncoder();
  const entries = new LruCache<Uint8Array<ArrayBuffer>>({
    maxBytes: options.maxBytes ?? 8 * 1024 * 1024,
    maxAgeMs: options.maxAgeMs ?? MAX_AGE_MS,
    counters: cacheCounters('panel-json'),
  });
  const getJson: BlogJsonCache['getJson'] = async (blogId, key, compute) => {
    const current = await versions.current(blogId);
    // The versions cannot be read (Redis away): fresh from the database, and nothing kept.
    if (!current) return encoder.encode(await compute());
    const entryKey = `${blogId}|${current.content}|${key}`;
    const hit = entries.get(entryKey);
    if (hit !== undefined) return hit;
    const local = versions.of(blogId);
    const bytes = encoder.encode(await compute());
    // A write that landed while this was read has moved the version: keep nothing then.
    if (versions.of(blogId) === local) entries.set(entryKey, bytes, bytes.byteLength);
    return bytes;
  };
  return {
    get: (blogId, key, compute) =>
      getJson(blogId, key, async () => JSON.stringify(await compute())),
    getJson,
  };
}

const decoder = new TextDecoder();

/** A value kept in the cache as {@link BlogJsonCache.get} keeps answers, read back as a value. */
export async function cachedValue<T>(
  cache: BlogJsonCache,
  blogId: number,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return JSON.parse(decoder.decode(await cache.get(blogId, key, compute))) as T;
}
