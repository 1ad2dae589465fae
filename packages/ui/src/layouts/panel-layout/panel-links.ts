import {
  type Actor,
  can,
  hasFeature,
  PANEL_SCREENS,
  type PanelScreen,
  type Permission,
  PROFILE_SCREEN,
} from '@bitacora/domain';

/**
 * The sidebar's screens: a new user, 'Importar / Exportar' and 'Recomendaciones' open from their
 * own screens.
 */
export type PanelLinkKey =
  | Exclude<PanelScreen, 'newUser' | 'importExport' | 'recommendations'>
  | 'profile';

export type PanelLinks = Record<PanelLinkKey, string>;

/** Routes of the sidebar; the profile is the user's own edit page. */
export function defaultPanelLinks(userUuid: string): PanelLinks {
  const { newUser: _, importExport: __, recommendations: ___, ...screens } = PANEL_SCREENS;
  const links = Object.fromEntries(
    Object.entries(screens).map(([key, screen]) => [key, screen.path]),
  ) as Omit<PanelLinks, 'profile'>;
  return { ...links, profile: PROFILE_SCREEN.path(userUuid) };
}

/**
 * A sidebar item, shown when the viewer holds its screen's permission (the domain's pairing,
 * which the panel's guard and the server's route policy ask too), so the sidebar offers only
 * what will work.
 */
type SidebarItem = {
  key: PanelLinkKey;
  label: string;
  permission: Permission;
  /** A plan's feature the active blog must have for the item to show. */
  feature?: 'members';
};

const item = (key: PanelLinkKey, label: string, feature?: 'members'): SidebarItem => ({
  key,
  label,
  permission: key === 'profile' ? PROFILE_SCREEN.permission : PANEL_SCREENS[key].permission,
  ...(feature ? { feature } : {}),
});

/**
 * Sidebar, in the spec's order, with 'Usuarios' (the blog's team) for its admins before
 * 'Configuración'; 'Gestionar Blogs' and 'Ajustes de la plataforma' are SUPER_ADMIN's.
 */
export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  item('dashboard', 'Dashboard'),
  item('analytics', 'Estadísticas'),
  item('posts', 'Posts'),
  item('comments', 'Comentarios'),
  item('subscribers', 'Suscriptores'),
  item('members', 'Miembros'),
  item('categories', 'Categorías'),
  item('series', 'Series'),
  item('pages', 'Páginas'),
  item('trash', 'Papelera'),
  item('menu', 'Menu'),
  item('media', 'Medios'),
  item('profile', 'Mi perfil'),
  item('users', 'Usuarios'),
  item('design', 'Diseño'),
  item('settings', 'Configuración'),
  item('manageBlogs', 'Gestionar Blogs'),
  item('platformSettings', 'Ajustes de la plataforma'),
];

/** The sidebar items the viewer may open, and the active blog's plan offers (if known). */
export function sidebarItemsFor(viewer: Actor, blogPlan?: string): readonly SidebarItem[] {
  return SIDEBAR_ITEMS.filter(
    (item) =>
      can(viewer, item.permission) &&
      (!item.feature || (blogPlan !== undefined && hasFeature(blogPlan, item.feature))),
  );
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
