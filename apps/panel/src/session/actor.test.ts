import type { SessionUser } from '@bitacora/api';
import { can } from '@bitacora/domain';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolvedBlogAtom } from './active-blog-cache.ts';
import { actorAtom, actorFor } from './actor.ts';
import {
  activeBlogAtom,
  authUserAtom,
  clearSessionAtom,
  knownBlogRoleAtom,
} from './session-atoms.ts';

const user = (role: SessionUser['role']): SessionUser => ({
  id: 2,
  uuid: 'user-uuid',
  email: 'admin@example.com',
  name: 'Ana',
  role,
});
const blogA = { uuid: 'blog-a', role: 'ADMIN' as const };
const blogB = { uuid: 'blog-b', role: 'AUTHOR' as const };

describe('actorFor', () => {
  it('an ADMIN session is an AUTHOR in the blog where they write', () => {
    const actor = actorFor(user('ADMIN'), 'blog-b', blogB);
    expect(actor?.role).toBe('AUTHOR');
    expect(actor).toMatchObject({ id: 2, uuid: 'user-uuid', name: 'Ana' });
    expect(can(actor, 'manage:category')).toBe(false);
    expect(can(actor, 'manage:settings')).toBe(false);
  });

  it('keeps ADMIN in the blog they administer', () => {
    const session = user('ADMIN');
    const actor = actorFor(session, 'blog-a', blogA);
    expect(actor).toBe(session);
    expect(can(actor, 'manage:category')).toBe(true);
  });

  it('an AUTHOR session takes ADMIN from the active blog', () => {
    expect(actorFor(user('AUTHOR'), 'blog-a', blogA)?.role).toBe('ADMIN');
  });

  it('falls back to the session role while the active blog is unknown or another one', () => {
    expect(actorFor(user('ADMIN'), 'blog-b', null)?.role).toBe('ADMIN');
    expect(actorFor(user('ADMIN'), 'blog-b', blogA)?.role).toBe('ADMIN');
    expect(actorFor(user('ADMIN'), null, blogB)?.role).toBe('ADMIN');
    expect(actorFor(user('ADMIN'), 'blog-b', { uuid: 'blog-b' })?.role).toBe('ADMIN');
  });

  it('SUPER_ADMIN stays SUPER_ADMIN, and a blog never makes anyone SUPER_ADMIN', () => {
    expect(actorFor(user('SUPER_ADMIN'), 'blog-b', blogB)?.role).toBe('SUPER_ADMIN');
    const stale = { uuid: 'blog-b', role: 'SUPER_ADMIN' as const };
    expect(actorFor(user('AUTHOR'), 'blog-b', stale)?.role).toBe('AUTHOR');
  });

  it('no session, no actor', () => {
    expect(actorFor(null, 'blog-b', blogB)).toBeNull();
  });
});

describe('actorAtom', () => {
  beforeEach(() => {
    const values = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => values.set(key, value),
        removeItem: (key: string) => values.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('follows the active blog as it changes', () => {
    const store = createStore();
    store.set(authUserAtom, user('ADMIN'));
    store.set(activeBlogAtom, 'blog-b');
    expect(store.get(actorAtom)?.role).toBe('ADMIN');
    store.set(resolvedBlogAtom, {
      ...blogB,
      id: 2,
      name: 'B',
      subdomain: 'b',
      domain: null,
      plan: 'PRO',
    });
    expect(store.get(actorAtom)?.role).toBe('AUTHOR');
    store.set(resolvedBlogAtom, {
      ...blogA,
      id: 1,
      name: 'A',
      subdomain: 'a',
      domain: null,
      plan: 'FREE',
    });
    store.set(activeBlogAtom, 'blog-a');
    expect(store.get(actorAtom)?.role).toBe('ADMIN');
  });

  const fetchedB = {
    ...blogB,
    id: 2,
    name: 'B',
    subdomain: 'b',
    domain: null,
    plan: 'PRO' as const,
  };

  /** A new page: the modules read the stored session again, as on a reload. */
  async function reload() {
    vi.resetModules();
    const actor = await import('./actor.ts');
    const cache = await import('./active-blog-cache.ts');
    return {
      store: createStore(),
      actorAtom: actor.actorAtom,
      resolvedAtom: cache.resolvedBlogAtom,
    };
  }

  it('after a reload, the role the blog gave last time stands until it is fetched again', async () => {
    const before = createStore();
    before.set(authUserAtom, user('ADMIN'));
    before.set(activeBlogAtom, 'blog-b');
    before.set(resolvedBlogAtom, fetchedB);

    const page = await reload();
    expect(page.store.get(page.resolvedAtom)).toBeNull();
    expect(page.store.get(page.actorAtom)?.role).toBe('AUTHOR');
    expect(can(page.store.get(page.actorAtom), 'manage:category')).toBe(false);
  });

  it('the remembered role is only for the user and blog it was read for, and goes with logout', async () => {
    const before = createStore();
    before.set(authUserAtom, user('ADMIN'));
    before.set(activeBlogAtom, 'blog-b');
    before.set(resolvedBlogAtom, fetchedB);
    before.set(activeBlogAtom, 'blog-a');
    expect(before.get(actorAtom)?.role).toBe('ADMIN');

    before.set(activeBlogAtom, 'blog-b');
    before.set(authUserAtom, { ...user('ADMIN'), uuid: 'someone-else' });
    const other = await reload();
    expect(other.store.get(other.actorAtom)?.role).toBe('ADMIN');

    before.set(clearSessionAtom);
    expect(before.get(knownBlogRoleAtom)).toBeNull();
    expect(window.localStorage.getItem('activeBlogRole')).toBeNull();
  });
});
