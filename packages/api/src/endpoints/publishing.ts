import type { ApiClient } from '../client.ts';
import type {
  CreatedPreviewLink,
  CreatePreviewLinkBody,
  OldAddressList,
  PreviewLinkList,
} from '../schemas/publishing.schema.ts';

/*
 * Only types come from the schemas: a value from there would bring zod's schemas into the
 * panel's bundle, and zod's start-up probe for `new Function` trips the panel's Trusted Types.
 */

/** The item an old address or a preview link belongs to, named as its own routes name it. */
export type PublishingItemRef =
  | { kind: 'post' | 'category'; id: number }
  | { kind: 'page' | 'series'; uuid: string };

/** The API path of the item, under which its old addresses and previews live. */
function itemPath(item: PublishingItemRef): string {
  switch (item.kind) {
    case 'post':
      return `/api/posts/${item.id}`;
    case 'category':
      return `/api/categories/${item.id}`;
    case 'page':
      return `/api/pages/uuid/${encodeURIComponent(item.uuid)}`;
    case 'series':
      return `/api/series/uuid/${encodeURIComponent(item.uuid)}`;
  }
}

/** `GET {item}/old-addresses`. */
export function listOldAddresses(
  client: ApiClient,
  item: PublishingItemRef,
): Promise<OldAddressList> {
  return client.request(`${itemPath(item)}/old-addresses`);
}

/** `DELETE {item}/old-addresses/{id}`: the old address stops leading to the item. */
export function removeOldAddress(
  client: ApiClient,
  item: PublishingItemRef,
  id: number,
): Promise<void> {
  return client.request(`${itemPath(item)}/old-addresses/${id}`, { method: 'DELETE' });
}

/** `GET {item}/previews` (posts and pages). */
export function listPreviewLinks(
  client: ApiClient,
  item: PublishingItemRef & { kind: 'post' | 'page' },
): Promise<PreviewLinkList> {
  return client.request(`${itemPath(item)}/previews`);
}

/** `POST {item}/previews`: the member's own preview, or a link to share. */
export function createPreviewLink(
  client: ApiClient,
  item: PublishingItemRef & { kind: 'post' | 'page' },
  body: CreatePreviewLinkBody = {},
): Promise<CreatedPreviewLink> {
  return client.request(`${itemPath(item)}/previews`, { method: 'POST', body });
}

/** `DELETE {item}/previews/{uuid}`: the link is refused from then on. */
export function revokePreviewLink(
  client: ApiClient,
  item: PublishingItemRef & { kind: 'post' | 'page' },
  uuid: string,
): Promise<void> {
  return client.request(`${itemPath(item)}/previews/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
  });
}
