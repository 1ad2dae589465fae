/** The panel's addresses, in one place: screens navigate with these, never with literals. */

const segment = (value: string) => encodeURIComponent(value);

export const PATHS = {
  login: '/login',
  signup: '/signup',
  blogPicker: '/blogs',
  superAdminBlogs: '/super-admin/blogs',
  dashboard: '/cms/dashboard',
  posts: '/cms/posts',
  newPost: '/cms/posts/new',
  editPost: (uuid: string) => `/cms/posts/${segment(uuid)}/edit`,
  pages: '/cms/pages',
  series: '/cms/series',
  newSeries: '/cms/series/new',
  editSeries: (uuid: string) => `/cms/series/${segment(uuid)}/edit`,
  users: '/cms/users',
  newUser: '/cms/users/new',
  editUser: (uuid: string) => `/cms/user/edit/${segment(uuid)}`,
  settings: '/cms/settings',
} as const;

/** The parts of the panel behind sign-in. */
export const SIGNED_IN_AREAS = ['/cms', '/super-admin'] as const;
