import { type Actor, can, type Permission } from '@bitacora/domain';

export type PanelLinkKey =
  | 'dashboard'
  | 'posts'
  | 'comments'
  | 'categories'
  | 'series'
  | 'pages'
  | 'menu'
  | 'media'
  | 'profile'
  | 'users'
  | 'settings'
  | 'manageBlogs';

export type PanelLinks = Record<PanelLinkKey, string>;

/** Routes of the sidebar; the profile is the user's own edit page. */
export function defaultPanelLinks(userUuid: string): PanelLinks {
  return {
    dashboard: '/cms/dashboard',
    posts: '/cms/posts',
    comments: '/cms/comments',
    categories: '/cms/categories',
    series: '/cms/series',
    pages: '/cms/pages',
    menu: '/cms/menu',
    media: '/cms/media',
    profile: `/cms/user/edit/${userUuid}`,
    users: '/cms/users',
    settings: '/cms/settings',
    manageBlogs: '/super-admin/blogs',
  };
}

/**
 * A sidebar item, shown when the viewer holds its permission: the same permission the screen's
 * route and the server's route policy ask for, so the sidebar offers only what will work.
 */
type SidebarItem = { key: PanelLinkKey; label: string; permission: Permission };

/**
 * Sidebar, in the spec's order, with 'Usuarios' (the blog's team) for its admins before
 * 'Configuración'; 'Gestionar Blogs' is SUPER_ADMIN's.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { key: 'dashboard', label: 'Dashboard', permission: 'read:blog' },
  { key: 'posts', label: 'Posts', permission: 'read:content' },
  { key: 'comments', label: 'Comentarios', permission: 'read:comment' },
  { key: 'categories', label: 'Categorías', permission: 'manage:category' },
  { key: 'series', label: 'Series', permission: 'read:content' },
  { key: 'pages', label: 'Páginas', permission: 'read:content' },
  { key: 'menu', label: 'Menu', permission: 'manage:menu' },
  { key: 'media', label: 'Medios', permission: 'read:media' },
  { key: 'profile', label: 'Mi perfil', permission: 'update:user:own' },
  { key: 'users', label: 'Usuarios', permission: 'read:user' },
  { key: 'settings', label: 'Configuración', permission: 'manage:settings' },
  { key: 'manageBlogs', label: 'Gestionar Blogs', permission: 'manage:blogs' },
];

/** The sidebar items the viewer may open. */
export function sidebarItemsFor(viewer: Actor): readonly SidebarItem[] {
  return SIDEBAR_ITEMS.filter((item) => can(viewer, item.permission));
}

/**
 * The item to mark as current: the longest href equal to the path or a parent of it, so
 * '/cms/posts/new' marks Posts.
 */
export function activeLinkKey(
  activePath: string,
  links: PanelLinks,
  keys: readonly PanelLinkKey[],
): PanelLinkKey | null {
  const path = activePath.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/';
  let best: PanelLinkKey | null = null;
  let bestLength = -1;
  for (const key of keys) {
    const href = links[key].replace(/\/+$/, '');
    const matches = path === href || path.startsWith(`${href}/`);
    if (matches && href.length > bestLength) {
      best = key;
      bestLength = href.length;
    }
  }
  return best;
}
