import type { Permission } from '../permissions/index.ts';

/**
 * The panel's screens with their address and the permission that opens them: the sidebar offers
 * a screen, and the panel's guard lets it open, on this one pairing (the server's route policy
 * asks the same permission of the calls behind each screen).
 */
export const PANEL_SCREENS = {
  dashboard: { path: '/cms/dashboard', permission: 'read:blog' },
  analytics: { path: '/cms/analytics', permission: 'manage:settings' },
  subscribers: { path: '/cms/subscribers', permission: 'manage:settings' },
  /** Members are a PRO feature; a FREE blog finds its tips here with the PRO offer. */
  members: { path: '/cms/members', permission: 'manage:settings' },
  posts: { path: '/cms/posts', permission: 'read:content' },
  comments: { path: '/cms/comments', permission: 'read:comment' },
  categories: { path: '/cms/categories', permission: 'manage:category' },
  series: { path: '/cms/series', permission: 'read:content' },
  pages: { path: '/cms/pages', permission: 'read:content' },
  trash: { path: '/cms/trash', permission: 'read:content' },
  menu: { path: '/cms/menu', permission: 'manage:menu' },
  media: { path: '/cms/media', permission: 'read:media' },
  users: { path: '/cms/users', permission: 'read:user' },
  newUser: { path: '/cms/users/new', permission: 'create:user' },
  /** The public blog's look: logo, icon, colour, fonts, custom CSS. */
  design: { path: '/cms/design', permission: 'manage:settings' },
  settings: { path: '/cms/settings', permission: 'manage:settings' },
  /** Reached from Configuración, not from the sidebar. */
  importExport: { path: '/cms/settings/import-export', permission: 'manage:settings' },
  /** The sites the blog recommends; reached from Configuración too. */
  recommendations: { path: '/cms/settings/recommendations', permission: 'manage:settings' },
  manageBlogs: { path: '/super-admin/blogs', permission: 'manage:blogs' },
  platformSettings: { path: '/super-admin/settings', permission: 'manage:blogs' },
} as const satisfies Record<string, { path: string; permission: Permission }>;

export type PanelScreen = keyof typeof PANEL_SCREENS;

/** The user's own profile: its address names them, so `update:user:own` is checked with it. */
export const PROFILE_SCREEN = {
  path: (userUuid: string) => `/cms/user/edit/${encodeURIComponent(userUuid)}`,
  pattern: /^\/cms\/user\/edit\/([^/]+)$/,
  permission: 'update:user:own',
} as const satisfies { path: (uuid: string) => string; pattern: RegExp; permission: Permission };

/** The permission a screen's exact address asks for, or null for an address that is no screen. */
export function screenPermission(path: string): Permission | null {
  for (const screen of Object.values(PANEL_SCREENS)) {
    if (screen.path === path) return screen.permission;
  }
  return null;
}
