import type { ApiClient } from '../client.ts';

// biome-ignore lint/suspicious/noExplicitAny: the bound functions' own argument types are kept by Bound.
export type EndpointFn = (client: ApiClient, ...args: any[]) => unknown;

/** An endpoint function with its client already given. */
export type Bound<F> = F extends (client: ApiClient, ...args: infer A) => infer R
  ? (...args: A) => R
  : never;

/** A resource's endpoint functions with their client already given. */
export type BoundGroup<G extends Record<string, EndpointFn>> = { [K in keyof G]: Bound<G[K]> };

/** Binds every function of a resource's module. */
function bindGroup(client: ApiClient, group: Record<string, EndpointFn>) {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(group)) {
    bound[name] = (...args: unknown[]) => fn(client, ...args);
  }
  return bound;
}

/**
 * Some groups only, bound to one client: a screen shown before the panel (the login) downloads
 * the calls it makes, not every group's. `bindGroups(client, { auth: authEndpoints })`.
 */
export function bindGroups<G extends Record<string, Record<string, EndpointFn>>>(
  client: ApiClient,
  groups: G,
): { [K in keyof G]: BoundGroup<G[K]> } {
  const bound: Record<string, unknown> = {};
  for (const [name, group] of Object.entries(groups)) bound[name] = bindGroup(client, group);
  return bound as { [K in keyof G]: BoundGroup<G[K]> };
}
