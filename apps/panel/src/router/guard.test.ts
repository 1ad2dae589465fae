import { describe, expect, it } from 'vitest';
import { adminBlogsDecision, type GuardInput, type GuardUser, guardRoute } from './guard.ts';

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

  it('sends a visitor without a signed-in user from any panel route to login', () => {
    for (const path of ['/cms/dashboard', '/cms/posts/new', '/super-admin/blogs', '/cms']) {
      expect(guardRoute(at(path, { user: null }))).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('sends a user without a token to login (post, series and page screens need it)', () => {
    for (const path of ['/cms/posts/new', '/cms/series/abc/edit', '/cms/pages', '/cms/media']) {
      expect(guardRoute(at(path, { token: null }))).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('sends another role away from the super-admin area to the dashboard', () => {
    for (const user of [admin, author]) {
      expect(guardRoute(at('/super-admin/blogs', { user }))).toEqual({
        kind: 'redirect',
        to: '/cms/dashboard',
      });
      expect(guardRoute(at('/super-admin', { user }))).toEqual({
        kind: 'redirect',
        to: '/cms/dashboard',
      });
    }
  });

  it("sends an author away from the admin's screens to the dashboard", () => {
    for (const path of [
      '/cms/settings',
      '/cms/categories',
      '/cms/menu',
      '/cms/users',
      '/cms/users/new',
      '/cms/user/edit/u-admin',
    ]) {
      expect(guardRoute(at(path, { user: author }))).toEqual({
        kind: 'redirect',
        to: '/cms/dashboard',
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
    for (const path of ['/cms/settings', '/cms/users', '/cms/user/edit/u-author', '/cms/menu']) {
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

  it("looks up an admin's blogs when no blog is active", () => {
    expect(guardRoute(at('/cms/dashboard', { activeBlog: null }))).toEqual({
      kind: 'resolve-admin-blog',
    });
    expect(guardRoute(at('/cms/posts', { activeBlog: null }))).toEqual({
      kind: 'resolve-admin-blog',
    });
  });

  it('sends an author without an active blog to the blog picker', () => {
    expect(guardRoute(at('/cms/dashboard', { user: author, activeBlog: null }))).toEqual({
      kind: 'redirect',
      to: '/blogs',
    });
  });

  it('reads the path without trailing slash, query or hash', () => {
    expect(guardRoute(at('/cms/settings/?tab=plan', { user: author }))).toEqual({
      kind: 'redirect',
      to: '/cms/dashboard',
    });
    expect(guardRoute(at('/login#x', { user: null }))).toEqual({ kind: 'allow' });
  });

  it('leaves unknown addresses to the not-found page', () => {
    expect(guardRoute(at('/cmsx', { user: null }))).toEqual({ kind: 'allow' });
  });
});

describe('adminBlogsDecision', () => {
  it('makes the only blog active and goes to the dashboard', () => {
    expect(adminBlogsDecision({ ok: true, blogs: [{ uuid: 'b1' }] })).toEqual({
      kind: 'select',
      blogUuid: 'b1',
      to: '/cms/dashboard',
    });
  });

  it('goes to the blog picker with none, several, or a failed lookup', () => {
    const picker = { kind: 'redirect', to: '/blogs' };
    expect(adminBlogsDecision({ ok: true, blogs: [] })).toEqual(picker);
    expect(adminBlogsDecision({ ok: true, blogs: [{ uuid: 'b1' }, { uuid: 'b2' }] })).toEqual(
      picker,
    );
    expect(adminBlogsDecision({ ok: false })).toEqual(picker);
  });
});
