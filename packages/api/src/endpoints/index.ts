import type { ApiClient } from '../client.ts';
import * as auth from './auth.ts';
import * as blogs from './blogs.ts';
import * as categories from './categories.ts';
import * as comments from './comments.ts';
import * as invitations from './invitations.ts';
import * as media from './media.ts';
import * as menu from './menu.ts';
import * as pages from './pages.ts';
import * as posts from './posts.ts';
import * as series from './series.ts';
import * as sessions from './sessions.ts';
import * as settings from './settings.ts';
import * as stats from './stats.ts';
import * as subscriptions from './subscriptions.ts';
import * as system from './system.ts';
import * as users from './users.ts';

export * from './auth.ts';
export * from './blogs.ts';
export * from './categories.ts';
export * from './comments.ts';
export * from './invitations.ts';
export * from './media.ts';
export * from './menu.ts';
export * from './pages.ts';
export * from './posts.ts';
export * from './series.ts';
export * from './sessions.ts';
export * from './settings.ts';
export * from './stats.ts';
export * from './subscriptions.ts';
export * from './system.ts';
export * from './users.ts';

// biome-ignore lint/suspicious/noExplicitAny: the bound functions' own argument types are kept by Bound.
type EndpointFn = (client: ApiClient, ...args: any[]) => unknown;

/** An endpoint function with its client already given. */
export type Bound<F> = F extends (client: ApiClient, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

/** A group of endpoint functions with their client already given. */
export type BoundGroup<G extends Record<string, EndpointFn>> = { [K in keyof G]: Bound<G[K]> };

function bindGroup<G extends Record<string, EndpointFn>>(
  client: ApiClient,
  group: G,
): BoundGroup<G> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(group)) {
    bound[name] = (...args: unknown[]) => fn(client, ...args);
  }
  return bound as BoundGroup<G>;
}

/**
 * The endpoint functions grouped by resource, bound to one client:
 * `const api = createApi(client); await api.posts.list({ blogId })`. Each entry is the plain
 * function of the same call (`api.posts.list` is `listPosts(client, …)`).
 */
export function createApi(client: ApiClient) {
  return {
    client,
    auth: bindGroup(client, {
      login: auth.login,
      requestOtp: auth.requestOtp,
      verifyOtp: auth.verifyOtp,
      signup: auth.signup,
      forgotPassword: auth.forgotPassword,
      resetPassword: auth.resetPassword,
    }),
    blogs: bindGroup(client, {
      list: blogs.listBlogs,
      getByUuid: blogs.getBlogByUuid,
      create: blogs.createBlog,
      update: blogs.updateBlog,
      removeMember: invitations.removeMember,
    }),
    stats: bindGroup(client, { getCount: stats.getCount }),
    posts: bindGroup(client, {
      list: posts.listPosts,
      getByUuid: posts.getPostByUuid,
      create: posts.createPost,
      update: posts.updatePost,
      delete: posts.deletePost,
      checkSlug: posts.checkPostSlug,
    }),
    pages: bindGroup(client, {
      list: pages.listPages,
      getByUuid: pages.getPageByUuid,
      create: pages.createPage,
      update: pages.updatePage,
      delete: pages.deletePage,
      checkSlug: pages.checkPageSlug,
    }),
    series: bindGroup(client, {
      list: series.listSeries,
      getByUuid: series.getSeriesByUuid,
      create: series.createSeries,
      update: series.updateSeries,
      delete: series.deleteSeries,
      checkSlug: series.checkSeriesSlug,
    }),
    categories: bindGroup(client, {
      list: categories.listCategories,
      create: categories.createCategory,
      update: categories.updateCategory,
      delete: categories.deleteCategory,
    }),
    menu: bindGroup(client, {
      list: menu.listMenu,
      create: menu.createMenuItem,
      update: menu.updateMenuItem,
      reorder: menu.reorderMenu,
      delete: menu.deleteMenuItem,
    }),
    media: bindGroup(client, {
      list: media.listMedia,
      upload: media.uploadMedia,
      delete: media.deleteMedia,
    }),
    settings: bindGroup(client, {
      get: settings.getSettings,
      update: settings.updateSettings,
    }),
    subscriptions: bindGroup(client, {
      createPreference: subscriptions.createPreference,
      getStatus: subscriptions.getSubscriptionStatus,
    }),
    users: bindGroup(client, {
      list: users.listUsers,
      getByUuid: users.getUserByUuid,
      create: users.createUser,
      update: users.updateUser,
      uploadPicture: users.uploadUserPicture,
      uploadProfilePictureTest: users.uploadProfilePictureTest,
    }),
    sessions: bindGroup(client, {
      logout: sessions.logout,
      list: sessions.listSessions,
      end: sessions.endSession,
      endOthers: sessions.endOtherSessions,
    }),
    invitations: bindGroup(client, {
      list: invitations.listInvitations,
      create: invitations.createInvitation,
      resend: invitations.resendInvitation,
      cancel: invitations.cancelInvitation,
      get: invitations.getInvitation,
      accept: invitations.acceptInvitation,
    }),
    comments: bindGroup(client, {
      list: comments.listComments,
      moderate: comments.moderateComment,
      create: comments.createComment,
    }),
    system: bindGroup(client, {
      getHealth: system.getHealth,
      getCaptchaChallenge: system.getCaptchaChallenge,
      listOutbox: system.listOutbox,
    }),
  };
}

/** The grouped API {@link createApi} answers. */
export type Api = ReturnType<typeof createApi>;
