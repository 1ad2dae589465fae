import { type ApiClient, readList } from '../client.ts';
import type { ListQuery, ListResponse } from '../schemas/common.schema.ts';
import type { MergeTagBody, RenameTagBody, Tag } from '../schemas/tag.schema.ts';

/** `GET /api/tags` (ordered by name), each with its post count. */
export async function list(client: ApiClient, query: ListQuery = {}): Promise<ListResponse<Tag>> {
  return readList<Tag>(await client.request('/api/tags', { query }));
}

/** `PATCH /api/tags/{id}`: renames the tag; its slug follows the name. */
export function rename(client: ApiClient, id: number, body: RenameTagBody): Promise<Tag> {
  return client.request(`/api/tags/${id}`, { method: 'PATCH', body });
}

/** `POST /api/tags/{id}/merge`: its posts move to `into` and the tag goes. */
export function merge(client: ApiClient, id: number, body: MergeTagBody): Promise<Tag> {
  return client.request(`/api/tags/${id}/merge`, { method: 'POST', body });
}

/** `DELETE /api/tags/{id}`: the posts lose the tag and keep everything else. */
export function remove(client: ApiClient, id: number): Promise<void> {
  return client.request(`/api/tags/${id}`, { method: 'DELETE' });
}
