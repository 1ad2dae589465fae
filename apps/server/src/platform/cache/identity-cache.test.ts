import { describe, expect, it, vi } from 'vitest';
import type { Blog, Session, User } from '../db/rows.ts';
import { createContentVersions } from './content-versions.ts';
import { createIdentityCache } from './identity-cache.ts';

const user = { id: 1, uuid: 'u' } as User;
const blog = { id: 7, uuid: 'b' } as Blog;
const session = { id: 's1', userId: 1 } as Session;

function counter(answer = { user, session, blog, memberRole: 'ADMIN' as const }) {
  let calls = 0;
  return {
    load: async () => {
      calls++;
      return answer;
    },
    get calls() {
      return calls;
    },
  };
}

describe('identity cache', () => {
  it('answers a repeated identity from memory until the blog’s version moves', async () => {
    const versions = createContentVersions();
    const cache = createIdentityCache(versions);
    const source = counter();
    await cache.load('k', source.load);
    expect(await cache.load('k', source.load)).toMatchObject({ memberRole: 'ADMIN' });
    expect(source.calls).toBe(1);
    versions.bump(8);
    await cache.load('k', source.load);
    expect(source.calls).toBe(1);
    versions.bump(7);
    await cache.load('k', source.load);
    expect(source.calls).toBe(2);
    versions.bump();
    await cache.load('k', source.load);
    expect(source.calls).toBe(3);
  });

  it('forgets an identity after its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const cache = createIdentityCache(createContentVersions(), { ttlMs: 20 });
      const source = counter();
      await cache.load('k', source.load);
      vi.setSystemTime(Date.now() + 20);
      await cache.load('k', source.load);
      expect(source.calls).toBe(1);
      vi.setSystemTime(Date.now() + 1);
      await cache.load('k', source.load);
      expect(source.calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing read while a change landed, nor a missing user or blog', async () => {
    const versions = createContentVersions();
    const cache = createIdentityCache(versions);
    let calls = 0;
    const racing = async () => {
      calls++;
      versions.bump();
      return { user, session, blog, memberRole: null };
    };
    await cache.load('k', racing);
    await cache.load('k', racing);
    expect(calls).toBe(2);
    const missing = counter({ user, session, blog: null as unknown as Blog, memberRole: 'ADMIN' });
    await cache.load('m', missing.load);
    await cache.load('m', missing.load);
    expect(missing.calls).toBe(2);
  });

  it('lets requests that miss together share one read, but not across a write', async () => {
    const versions = createContentVersions();
    const cache = createIdentityCache(versions);
    const source = counter();
    const together = await Promise.all(
      Array.from({ length: 50 }, () => cache.load('k', source.load)),
    );
    expect(source.calls).toBe(1);
    expect(new Set(together).size).toBe(1);

    versions.bump(7);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = async () => {
      await gate;
      return source.load();
    };
    const before = cache.load('k', slow);
    versions.bump(7);
    const after = cache.load('k', slow);
    release();
    await Promise.all([before, after]);
    expect(source.calls).toBe(3);
  });

  it('forgets the identities of an ended session at once, and only those', async () => {
    const versions = createContentVersions();
    const cache = createIdentityCache(versions);
    const ended = counter();
    const other = counter({
      user,
      session: { id: 's2', userId: 1 } as Session,
      blog,
      memberRole: 'ADMIN',
    });
    await cache.load('s1|blog', ended.load);
    await cache.load('s2|blog', other.load);
    await versions.endSessions(['s1']);
    await cache.load('s1|blog', ended.load);
    await cache.load('s2|blog', other.load);
    expect(ended.calls).toBe(2);
    expect(other.calls).toBe(1);
  });

  it('keeps nothing read while a session was ended', async () => {
    const versions = createContentVersions();
    const cache = createIdentityCache(versions);
    let calls = 0;
    const racing = async () => {
      calls++;
      await versions.endSessions(['elsewhere']);
      return { user, session, blog, memberRole: null };
    };
    await cache.load('k', racing);
    await cache.load('k', racing);
    expect(calls).toBe(2);
  });
});
