import type { ApiClient } from '../client.ts';
import type { CountResponse, StatsKind } from '../schemas/common.schema.ts';
import type { DashboardSummary } from '../schemas/dashboard.schema.ts';

/** `GET /api/stats/{kind}/count?blogId=`: how many posts, pages or categories a blog has. */
export function getCount(
  client: ApiClient,
  kind: StatsKind,
  blogId?: string | number,
): Promise<CountResponse> {
  return client.request(`/api/stats/${kind}/count`, { query: { blogId } });
}

/** `GET /api/dashboard?blogId=`: pending comments, subscribers, first steps and visits. */
export function getDashboard(
  client: ApiClient,
  blogId?: string | number,
): Promise<DashboardSummary> {
  return client.request('/api/dashboard', { query: { blogId } });
}
