import type { ApiClient } from '../client.ts';
import type { ListQuery } from '../schemas/common.schema.ts';
import type { TrashList } from '../schemas/trash.schema.ts';

/** `GET /api/trash`: the blog's trashed posts and pages, newest deletion first. */
export function list(client: ApiClient, query: ListQuery = {}): Promise<TrashList> {
  return client.request('/api/trash', { query });
}
