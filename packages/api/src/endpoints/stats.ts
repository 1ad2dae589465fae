import type { ApiClient } from '../client.ts';
import type { CountResponse, StatsKind } from '../schemas/common.schema.ts';

/** `GET /api/stats/{kind}/count?blogId=`: how many posts, pages or categories a blog has. */
export function getCount(
  client: ApiClient,
  kind: StatsKind,
  blogId?: string | number,
): Promise<CountResponse> {
  return client.request(`/api/stats/${kind}/count`, { query: { blogId } });
}
