import type { ApiClient } from '../client.ts';
import type {
  AnalyticsQuery,
  AnalyticsReport,
  OwnVisitLink,
  SeriesFunnelsReport,
} from '../schemas/analytics.schema.ts';
import type { MemberStats } from '../schemas/member-stats.schema.ts';

/** `GET /api/analytics?blogId=&from=&to=&granularity=`: the blog's visitors and views (PRO). */
export function getReport(
  client: ApiClient,
  query: AnalyticsQuery,
  blogId?: string | number,
): Promise<AnalyticsReport> {
  return client.request('/api/analytics', { query: { ...query, blogId } });
}

/** `GET /api/analytics/series?blogId=&from=&to=`: each series' completion funnel (PRO). */
export function getSeriesFunnels(
  client: ApiClient,
  query: Pick<AnalyticsQuery, 'from' | 'to'>,
  blogId?: string | number,
): Promise<SeriesFunnelsReport> {
  return client.request('/api/analytics/series', { query: { ...query, blogId } });
}

/** `GET /api/analytics/own-visit-link?blogId=`: the link that keeps a member's visits uncounted. */
export function getOwnVisitLink(
  client: ApiClient,
  blogId?: string | number,
): Promise<OwnVisitLink> {
  return client.request('/api/analytics/own-visit-link', { query: { blogId } });
}

/**
 * `GET /api/members/stats?blogId=&from=&to=&granularity=`: the members' figures of
 * 'Estadísticas' (PRO): revenue per month, joins, first payments, losses and conversion.
 */
export function getMemberStats(
  client: ApiClient,
  query: AnalyticsQuery,
  blogId?: string | number,
): Promise<MemberStats> {
  return client.request('/api/members/stats', { query: { ...query, blogId } });
}
