import type { ApiClient } from '../client.ts';
import * as groups from './groups.ts';

export type { UploadMediaInput } from './media.ts';
export type { PublishingItemRef } from './publishing.ts';
/**
 * Not a group of {@link createApi}: every group is in the panel's first download, and only the
 * lazily loaded 'Suscriptores' screen calls these, with `api.client`.
 */
export * as subscriberEndpoints from './subscribers.ts';

// biome-ignore lint/suspicious/noExplicitAny: the bound functions' own argument types are kept by Bound.
type EndpointFn = (client: ApiClient, ...args: any[]) => unknown;

/** An endpoint function with its client already given. */
export type Bound<F> = F extends (client: ApiClient, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

/** A resource's endpoint functions with their client already given. */
export type BoundGroup<G extends Record<string, EndpointFn>> = { [K in keyof G]: Bound<G[K]> };

type Groups = typeof groups;

/** The grouped API {@link createApi} answers. */
export type Api = { client: ApiClient } & { [K in keyof Groups]: BoundGroup<Groups[K]> };

/** Binds every function of a resource's module. */
function bindGroup(client: ApiClient, group: Record<string, EndpointFn>) {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(group)) {
    bound[name] = (...args: unknown[]) => fn(client, ...args);
  }
  return bound;
}

/**
 * The endpoints grouped by resource, bound to one client:
 * `const api = createApi(client); await api.posts.list({ blogId })`. A group is its module in
 * `endpoints/` (`api.posts.list` is `list(client, …)` of `posts.ts`), listed in `groups.ts`.
 */
export function createApi(client: ApiClient): Api {
  const api: Record<string, unknown> = { client };
  for (const [name, group] of Object.entries(groups)) {
    api[name] = bindGroup(client, group as Record<string, EndpointFn>);
  }
  return api as Api;
}
