import { describe, expect, it } from 'vitest';
import {
  blogsDecision,
  forbiddenPermission,
  type GuardInput,
  type GuardUser,
  guardRoute,
  loginPathFor,
  nextPathFor,
  safeNextPath,
} from './guard.ts';

const superAdmin: GuardUser = { id: 1, uuid: 'u-super', role: 'SUPER_ADMIN' };
const admin: GuardUser = { id: 2, uuid: 'u-admin', role: 'ADMIN' };
const author: GuardUser = { id: 3, uuid: 'u-author', role: 'AUTHOR' };

const at = (path: string, over: Partial<GuardInput> = {}): GuardInput => ({
  path,
  user: admin,
  token: 'token',
  activeBlog: 'blog-uuid',
  ...over,
});

describe('guardRoute', () => {
  it('always lets login, signup, blogs and the other public pages through', () => {
    for (const path of [
      '/login',
      '/signup',
      '/blogs',
      '/forgot-password',
      '/reset-password',
      '/invitacion',
      '/',
    ]) {
      expect(guardRoute(at(path, { user: null, token: null, activeBlog: null }))).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends a visitor without a signed-in user from any panel route to login, keeping it', () => {
    for (const path of ['/cms/dashboard', '/cms/posts/new', '/super-admin/blogs', '/cms']) {
      expect(guardRoute(at(path, { user: null }))).toEqual({
        kind: 'redirect',
        to: `/login?next=${encodeURIComponent(path)}`,
      });
    }
    expect(
      guardRoute(at('/cms/settings/', { search: '?tab=plan', user: null, token: null })),
    ).toEqual({ kind: 'redirect', to: '/login?next=%2Fcms%2Fsettings%3Ftab%3Dplan' });
  });

  it('sends a user without a token to login (post, series and page screens need it)', () => {
    for (const path of ['/cms/posts/new', '/cms/series/abc/edit', '/cms/pages', '/cms/media']) {
      expect(guardRoute(at(path, { token: null }))).toEqual({
        kind: 'redirect',
        to: loginPathFor(path),
      });
    }
  });

  it('explains the super-admin area to another role inside the panel', () => {
    for (const user of [admin, author]) {
      for (const path of ['/super-admin/blogs', '/super-admin']) {
        expect(guardRoute(at(path, { user }))).toEqual({
          kind: 'forbidden',
          permission: 'manage:blogs',
        });
      }
    }
  });

  it("explains the admin's screens to an author, with the permission they need", () => {
    const expected = {
      '/cms/settings': 'manage:settings',
      '/cms/settings/import-export': 'manage:settings',
      '/cms/settings/recommendations': 'manage:settings',
      '/cms/categories': 'manage:category',
      '/cms/menu': 'manage:menu',
      '/cms/users': 'read:user',
      '/cms/users/new': 'create:user',
      '/cms/user/edit/u-admin': 'update:user:own',
    } as const;
    for (const [path, permission] of Object.entries(expected)) {
      expect(guardRoute(at(path, { user: author }))).toEqual({ kind: 'forbidden', permission });
      // Without an active blog too: the refusal needs no blog.
      expect(guardRoute(at(path, { user: author, activeBlog: null }))).toEqual({
        kind: 'forbidden',
        permission,
      });
    }
  });

  it('lets an author open its own profile and its content screens', () => {
    for (const path of [
      '/cms/user/edit/u-author',
      '/cms/posts',
      '/cms/posts/new',
      '/cms/comments',
      '/cms/media',
    ]) {
      expect(guardRoute(at(path, { user: author }))).toEqual({ kind: 'allow' });
    }
  });

  it('lets an admin open every /cms screen, other users included', () => {
    for (const path of [
      '/cms/settings',
      '/cms/settings/import-export',
      '/cms/settings/recommendations',
      '/cms/users',
      '/cms/user/edit/u-author',
      '/cms/menu',
    ]) {
      expect(guardRoute(at(path))).toEqual({ kind: 'allow' });
    }
  });

  it('lets SUPER_ADMIN reach its blog list and the dashboard without an active blog', () => {
    for (const path of ['/super-admin/blogs', '/super-admin', '/cms/dashboard']) {
      expect(guardRoute(at(path, { user: superAdmin, activeBlog: null }))).toEqual({
        kind: 'allow',
      });
    }
  });

  it('sends SUPER_ADMIN from any other /cms path without an active blog to its blog list', () => {
    for (const path of ['/cms/posts', '/cms/settings', '/cms/users/new']) {
      expect(guardRoute(at(path, { user: superAdmin, activeBlog: null }))).toEqual({
        kind: 'redirect',
        to: '/super-admin/blogs',
      });
    }
    expect(guardRoute(at('/cms/posts', { user: superAdmin }))).toEqual({ kind: 'allow' });
  });

  it("looks up an admin's or an author's blogs when no blog is active", () => {
    for (const user of [admin, author]) {
      for (const path of ['/cms/dashboard', '/cms/posts']) {
        expect(guardRoute(at(path, { user, activeBlog: null }))).toEqual({
          kind: 'resolve-blog',
        });
      }
    }
  });

  it('enters the blog a mailed link names, then goes on to the address without it', () => {
    expect(guardRoute(at('/cms/comments', { search: '?blog=other-blog' }))).toEqual({
      kind: 'enter-blog',
      blogUuid: 'other-blog',
      to: '/cms/comments',
    });
    expect(
      guardRoute(at('/cms/comments', { search: '?status=PENDING&blog=b2', activeBlog: null })),
    ).toEqual({ kind: 'enter-blog', blogUuid: 'b2', to: '/cms/comments?status=PENDING' });
    // Already the active one, or signed out (the login keeps the whole address to come back to).
    expect(guardRoute(at('/cms/comments', { search: '?blog=blog-uuid' }))).toEqual({
      kind: 'allow',
    });
    expect(
      guardRoute(at('/cms/comments', { search: '?blog=b2', user: null, token: null })),
    ).toEqual({ kind: 'redirect', to: '/login?next=%2Fcms%2Fcomments%3Fblog%3Db2' });
  });

  it('reads the path without trailing slash, query or hash', () => {
    expect(guardRoute(at('/cms/settings/?tab=plan', { user: author }))).toEqual({
      kind: 'forbidden',
      permission: 'manage:settings',
    });
    expect(guardRoute(at('/login#x', { user: null }))).toEqual({ kind: 'allow' });
  });

  it('leaves unknown addresses to the not-found page', () => {
    expect(guardRoute(at('/cmsx', { user: null }))).toEqual({ kind: 'allow' });
  });
});

describe('forbiddenPermission', () => {
  it('lets SUPER_ADMIN open everything and an admin everything but the super-admin area', () => {
    for (const path of ['/cms/settings', '/cms/users', '/cms/user/edit/u-author', '/super-admin']) {
      expect(forbiddenPermission(path, superAdmin)).toBeNull();
    }
    expect(forbiddenPermission('/cms/categories', admin)).toBeNull();
    expect(forbiddenPermission('/super-admin/blogs', admin)).toBe('manage:blogs');
  });

  it('reads an undecodable profile address as another user', () => {
    expect(forbiddenPermission('/cms/user/edit/%E0%A4%A', author)).toBe('update:user:own');
  });
});

describe('blogsDecision', () => {
  it('makes the only blog active and goes to the dashboard after a plain login', () => {
    expect(blogsDecision({ ok: true, blogs: [{ uuid: 'b1' }] })).toEqual({
      kind: 'select',
      blogUuid: 'b1',
      to: '/cms/dashboard',
    });
  });

  it('makes the only blog active and goes on to the address asked for', () => {
    expect(
      blogsDecision(
        { ok: true, blogs: [{ uuid: 'b1' }] },
        { path: '/cms/posts/p1/edit/', search: '?x=1' },
      ),
    ).toEqual({ kind: 'select', blogUuid: 'b1', to: '/cms/posts/p1/edit?x=1' });
  });

  it('goes to the blog picker with none, several, or a failed lookup', () => {
    const picker = { kind: 'redirect', to: '/blogs' };
    expect(blogsDecision({ ok: true, blogs: [] })).toEqual(picker);
    expect(blogsDecision({ ok: true, blogs: [{ uuid: 'b1' }, { uuid: 'b2' }] })).toEqual(picker);
    expect(blogsDecision({ ok: false })).toEqual(picker);
  });

  it('passes the address asked for on to the picker', () => {
    expect(
      blogsDecision({ ok: true, blogs: [{ uuid: 'b1' }, { uuid: 'b2' }] }, { path: '/cms/pages' }),
    ).toEqual({ kind: 'redirect', to: '/blogs?next=%2Fcms%2Fpages' });
  });
});

describe('safeNextPath', () => {
  it('keeps a panel path with its query and hash', () => {
    expect(safeNextPath('/cms/posts/0b6f/edit')).toBe('/cms/posts/0b6f/edit');
    expect(safeNextPath('/cms/settings?tab=plan#plan')).toBe('/cms/settings?tab=plan#plan');
    expect(safeNextPath('/super-admin/blogs')).toBe('/super-admin/blogs');
    expect(safeNextPath('/cms')).toBe('/cms');
  });

  it('refuses anything that is not a path of the signed-in panel on its own origin', () => {
    for (const raw of [
      null,
      undefined,
      '',
      'https://evil.example/cms/posts',
      '//evil.example/cms/posts',
      '/\\evil.example/cms',
      '\\evil.example',
      'javascript:alert(1)',
      'cms/posts',
      '/login',
      '/blogs',
      '/',
      '/cmsx',
      '/cms/../login',
      '/cms/%2e%2e/login',
      '/cms/posts\n',
      `/cms/${'a'.repeat(2001)}`,
    ]) {
      expect(safeNextPath(raw)).toBeNull();
    }
  });
});

describe('nextPathFor', () => {
  it('goes back to the address asked for when the role may open it', () => {
    expect(nextPathFor('/cms/pages', author, '/cms/dashboard')).toBe('/cms/pages');
    expect(nextPathFor('/cms/settings', admin, '/cms/dashboard')).toBe('/cms/settings');
  });

  it("lands as usual when the role may not open it, or it is not the panel's", () => {
    expect(nextPathFor('/cms/settings', author, '/cms/dashboard')).toBe('/cms/dashboard');
    expect(nextPathFor('/super-admin/blogs', admin, '/cms/dashboard')).toBe('/cms/dashboard');
    expect(nextPathFor('https://evil.example', admin, '/cms/dashboard')).toBe('/cms/dashboard');
    expect(nextPathFor(null, superAdmin, '/super-admin/blogs')).toBe('/super-admin/blogs');
  });
});
