import { type ApiClient, readList } from '../client.ts';
import type {
  Category,
  CreateCategoryBody,
  DeleteCategoryQuery,
  UpdateCategoryBody,
} from '../schemas/category.schema.ts';
import type { ListQuery, ListResponse } from '../schemas/common.schema.ts';

/** `GET /api/categories` (ordered by name). */
export async function list(
  client: ApiClient,
  query: ListQuery = {},
): Promise<ListResponse<Category>> {
  return readList<Category>(await client.request('/api/categories', { query }));
}

/** `POST /api/categories` with name, slug and blogId. */
export function create(client: ApiClient, body: CreateCategoryBody): Promise<Category> {
  return client.request('/api/categories', { method: 'POST', body });
}

/** `PATCH /api/categories/{id}`. */
export function update(client: ApiClient, id: number, body: UpdateCategoryBody): Promise<Category> {
  return client.request(`/api/categories/${id}`, { method: 'PATCH', body });
}

/**
 * `DELETE /api/categories/{id}`: its posts move to `moveTo` (required when it has any) and the
 * menu items that led to it go, in one step.
 */
export function remove(
  client: ApiClient,
  id: number,
  query: DeleteCategoryQuery = {},
): Promise<void> {
  return client.request(`/api/categories/${id}`, { method: 'DELETE', query });
}
