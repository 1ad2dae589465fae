import type { ApiClient } from '../client.ts';
import { type BoundGroup, bindGroups } from './bind.ts';
import * as groups from './groups.ts';

export { type Bound, type BoundGroup, bindGroups } from './bind.ts';

export type { UploadMediaInput } from './media.ts';
/**
 * Not a group of {@link createApi}: every group comes with the signed-in panel's first screen, and only the
 * lazily loaded 'Suscriptores' screen calls these, with `api.client`.
 */
export * as memberEndpoints from './members.ts';
export type { PublishingItemRef } from './publishing.ts';
export * as subscriberEndpoints from './subscribers.ts';

type Groups = typeof groups;

/** The grouped API {@link createApi} answers. */
export type Api = { client: ApiClient } & { [K in keyof Groups]: BoundGroup<Groups[K]> };

/** The groups the screens before the panel call, to bind on their own with {@link bindGroups}. */
export * as authEndpoints from './auth.ts';
export * as blogsEndpoints from './blogs.ts';
export * as systemEndpoints from './system.ts';

/**
 * The endpoints grouped by resource, bound to one client:
 * `const api = createApi(client); await api.posts.list({ blogId })`. A group is its module in
 * `endpoints/` (`api.posts.list` is `list(client, …)` of `posts.ts`), listed in `groups.ts`.
 */
export function createApi(client: ApiClient): Api {
  return { client, ...bindGroups(client, groups) } as Api;
}
