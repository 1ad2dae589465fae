import { type ApiClient, readList } from '../client.ts';
import type { ListQuery, ListResponse } from '../schemas/common.schema.ts';
import type {
  CreateMenuItemBody,
  MenuItem,
  ReorderMenuBody,
  UpdateMenuItemBody,
} from '../schemas/menu.schema.ts';

/** `GET /api/menu?blogId=`, in menu order. */
export async function list(
  client: ApiClient,
  query: ListQuery = {},
): Promise<ListResponse<MenuItem>> {
  return readList<MenuItem>(await client.request('/api/menu', { query }));
}

/** `POST /api/menu` with label, url, order, blogId, and optional parentId and icon. */
export function create(client: ApiClient, body: CreateMenuItemBody): Promise<MenuItem> {
  return client.request('/api/menu', { method: 'POST', body });
}

/** `PATCH /api/menu/{id}` (the edit modal's save; the spec does not show its path). */
export function update(client: ApiClient, id: number, body: UpdateMenuItemBody): Promise<MenuItem> {
  return client.request(`/api/menu/${id}`, { method: 'PATCH', body });
}

/** `PATCH /api/menu/reorder` with every item's new order and the blogId. */
export function reorder(client: ApiClient, body: ReorderMenuBody): Promise<void> {
  return client.request('/api/menu/reorder', { method: 'PATCH', body });
}

/** `DELETE /api/menu/{id}?blogId=`. */
export function remove(client: ApiClient, id: number, blogId?: string | number): Promise<void> {
  return client.request(`/api/menu/${id}`, { method: 'DELETE', query: { blogId } });
}
