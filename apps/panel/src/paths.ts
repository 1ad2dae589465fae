import { PANEL_SCREENS, PROFILE_SCREEN } from '@bitacora/domain';

/**
 * The panel's addresses, in one place: screens navigate with these, never with literals. The
 * sidebar's screens come from the domain, which pairs each with the permission that opens it.
 */

const segment = (value: string) => encodeURIComponent(value);

export const PATHS = {
  login: '/login',
  signup: '/signup',
  blogPicker: '/blogs',
  superAdminBlogs: PANEL_SCREENS.manageBlogs.path,
  platformSettings: PANEL_SCREENS.platformSettings.path,
  dashboard: PANEL_SCREENS.dashboard.path,
  analytics: PANEL_SCREENS.analytics.path,
  subscribers: PANEL_SCREENS.subscribers.path,
  members: PANEL_SCREENS.members.path,
  posts: PANEL_SCREENS.posts.path,
  newPost: `${PANEL_SCREENS.posts.path}/new`,
  editPost: (uuid: string) => `${PANEL_SCREENS.posts.path}/${segment(uuid)}/edit`,
  pages: PANEL_SCREENS.pages.path,
  editPage: (uuid: string) => `${PANEL_SCREENS.pages.path}/${segment(uuid)}/edit`,
  trash: PANEL_SCREENS.trash.path,
  series: PANEL_SCREENS.series.path,
  newSeries: `${PANEL_SCREENS.series.path}/new`,
  editSeries: (uuid: string) => `${PANEL_SCREENS.series.path}/${segment(uuid)}/edit`,
  users: PANEL_SCREENS.users.path,
  newUser: PANEL_SCREENS.newUser.path,
  editUser: PROFILE_SCREEN.path,
  design: PANEL_SCREENS.design.path,
  settings: PANEL_SCREENS.settings.path,
  importExport: PANEL_SCREENS.importExport.path,
  recommendations: PANEL_SCREENS.recommendations.path,
} as const;

/** The parts of the panel behind sign-in. */
export const SIGNED_IN_AREAS = ['/cms', '/super-admin'] as const;
