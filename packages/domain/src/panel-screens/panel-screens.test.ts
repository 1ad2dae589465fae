import { describe, expect, it } from 'vitest';
import { can } from '../permissions/index.ts';
import { PANEL_SCREENS, PROFILE_SCREEN, screenPermission } from './panel-screens.ts';

describe('panel screens', () => {
  it('asks each screen address for its own permission, and nothing of other addresses', () => {
    expect(screenPermission('/cms/settings')).toBe('manage:settings');
    expect(screenPermission('/cms/design')).toBe('manage:settings');
    expect(screenPermission('/cms/settings/import-export')).toBe('manage:settings');
    expect(screenPermission('/cms/users/new')).toBe('create:user');
    expect(screenPermission('/cms/posts/new')).toBeNull();
    expect(screenPermission('/cms/nada')).toBeNull();
  });

  it("keeps an author out of the admin's screens only", () => {
    const author = { id: 7, role: 'AUTHOR' as const };
    const closed = Object.entries(PANEL_SCREENS)
      .filter(([, screen]) => !can(author, screen.permission))
      .map(([key]) => key);
    expect(closed).toEqual([
      'analytics',
      'subscribers',
      'members',
      'categories',
      'menu',
      'users',
      'newUser',
      'design',
      'settings',
      'importExport',
      'recommendations',
      'manageBlogs',
      'platformSettings',
    ]);
  });

  it("names the profile by the user's uuid and reads it back", () => {
    const path = PROFILE_SCREEN.path('a/b');
    expect(path).toBe('/cms/user/edit/a%2Fb');
    expect(PROFILE_SCREEN.pattern.exec(path)?.[1]).toBe('a%2Fb');
  });
});
