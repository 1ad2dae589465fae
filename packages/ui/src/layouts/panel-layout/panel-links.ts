import type { Role } from '@bitacora/domain';

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
  | 'settings'
  | 'manageBlogs';

export type PanelLinks = Record<PanelLinkKey, string>;

/** §2.1 routes of the sidebar; the profile is the user's own edit page. */
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
    settings: '/cms/settings',
    manageBlogs: '/super-admin/blogs',
  };
}

type SidebarItem = { key: PanelLinkKey; label: string; roles?: readonly Role[] };

/** §2.1 sidebar, in the spec's order; 'Gestionar Blogs' for SUPER_ADMIN only. */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'posts', label: 'Posts' },
  { key: 'comments', label: 'Comentarios' },
  { key: 'categories', label: 'Categorías' },
  { key: 'series', label: 'Series' },
  { key: 'pages', label: 'Páginas' },
  { key: 'menu', label: 'Menu' },
  { key: 'media', label: 'Medios' },
  { key: 'profile', label: 'Mi perfil' },
  { key: 'settings', label: 'Configuración' },
  { key: 'manageBlogs', label: 'Gestionar Blogs', roles: ['SUPER_ADMIN'] },
];

/** The sidebar items a role sees. */
export function sidebarItemsFor(role: Role): readonly SidebarItem[] {
  return SIDEBAR_ITEMS.filter((item) => !item.roles || item.roles.includes(role));
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
