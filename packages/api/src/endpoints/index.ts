import type { ApiClient } from '../client.ts';
import * as auth from './auth.ts';
import * as blogs from './blogs.ts';
import * as categories from './categories.ts';
import * as comments from './comments.ts';
import * as invitations from './invitations.ts';
import * as media from './media.ts';
import * as menu from './menu.ts';
import * as pages from './pages.ts';
import * as platform from './platform.ts';
import * as posts from './posts.ts';
import * as series from './series.ts';
import * as sessions from './sessions.ts';
import * as settings from './settings.ts';
import * as stats from './stats.ts';
import * as subscriptions from './subscriptions.ts';
import * as system from './system.ts';
import * as tags from './tags.ts';
import * as twoFactor from './two-factor.ts';
import * as users from './users.ts';

export type { UploadMediaInput } from './media.ts';

// biome-ignore lint/suspicious/noExplicitAny: the bound functions' own argument types are kept by Bound.
type EndpointFn = (client: ApiClient, ...args: any[]) => unknown;

/** An endpoint function with its client already given. */
export type Bound<F> = F extends (client: ApiClient, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

/** A resource's endpoint functions with their client already given. */
export type BoundGroup<G extends Record<string, EndpointFn>> = { [K in keyof G]: Bound<G[K]> };

/** Binds every function of a resource's module (each module holds only its calls). */
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
 * The endpoints grouped by resource, bound to one client:
 * `const api = createApi(client); await api.posts.list({ blogId })`. A group is its module in
 * `endpoints/` (`api.posts.list` is `list(client, …)` of `posts.ts`).
 */
export function createApi(client: ApiClient) {
  return {
    client,
    auth: bindGroup(client, auth),
    blogs: bindGroup(client, blogs),
    categories: bindGroup(client, categories),
    comments: bindGroup(client, comments),
    invitations: bindGroup(client, invitations),
    media: bindGroup(client, media),
    menu: bindGroup(client, menu),
    pages: bindGroup(client, pages),
    platform: bindGroup(client, platform),
    posts: bindGroup(client, posts),
    series: bindGroup(client, series),
    sessions: bindGroup(client, sessions),
    settings: bindGroup(client, settings),
    stats: bindGroup(client, stats),
    subscriptions: bindGroup(client, subscriptions),
    system: bindGroup(client, system),
    tags: bindGroup(client, tags),
    twoFactor: bindGroup(client, twoFactor),
    users: bindGroup(client, users),
  };
}

/** The grouped API {@link createApi} answers. */
export type Api = ReturnType<typeof createApi>;
