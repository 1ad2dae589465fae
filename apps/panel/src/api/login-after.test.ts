import { describe, expect, it } from 'vitest';
import { safeNextPath } from '../guard.ts';
import { loginAfter } from './login-after.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('loginAfter', () => {
  it('sends an expired session back to the form it was on, after signing in', () => {
    const path = loginAfter({ status: 401 }, at('/cms/posts/abc/edit', '?tab=1'));
    const next = new URL(path, 'http://panel.test').searchParams.get('next');
    expect(path.startsWith('/login?')).toBe(true);
    expect(next).toBe('/cms/posts/abc/edit?tab=1');
    expect(safeNextPath(next)).toBe('/cms/posts/abc/edit?tab=1');
  });

  it('keeps the super admin area too', () => {
    expect(loginAfter({ status: 401 }, at('/super-admin/blogs'))).toBe(
      '/login?next=%2Fsuper-admin%2Fblogs',
    );
  });

  it('sends a refused call (403) to a plain login: the same screen would refuse again', () => {
    expect(loginAfter({ status: 403 }, at('/cms/settings'))).toBe('/login');
  });

  it('outside the signed-in area there is nothing to return to', () => {
    expect(loginAfter({ status: 401 }, at('/blogs'))).toBe('/login');
    expect(loginAfter({ status: 401 }, at('/cmsx'))).toBe('/login');
  });
});
