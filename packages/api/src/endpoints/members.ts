import type { ApiClient } from '../client.ts';
import type { MemberDetail, MemberList, MemberListQuery } from '../schemas/member-admin.schema.ts';
import type { MemberTierList } from '../schemas/member-tier.schema.ts';

/** `GET /api/members?search=&tierId=&status=&page=&limit=`: the blog's members, a page at a time. */
export function list(
  client: ApiClient,
  query: MemberListQuery,
  blogId?: string | number,
): Promise<MemberList> {
  return client.request('/api/members', { query: { ...query, blogId } });
}

/** `GET /api/members/{uuid}`: the member with its memberships and payments. */
export function get(client: ApiClient, uuid: string): Promise<MemberDetail> {
  return client.request(`/api/members/${encodeURIComponent(uuid)}`);
}

/** `POST /api/members/{uuid}/comp`: gifts the member a membership. */
export function comp(client: ApiClient, uuid: string): Promise<MemberDetail> {
  return client.request(`/api/members/${encodeURIComponent(uuid)}/comp`, { method: 'POST' });
}

/** `DELETE /api/members/{uuid}/comp`: ends the gift. */
export function endComp(client: ApiClient, uuid: string): Promise<MemberDetail> {
  return client.request(`/api/members/${encodeURIComponent(uuid)}/comp`, { method: 'DELETE' });
}

/** `GET /api/members/export`: every member as CSV text. */
export function exportCsv(client: ApiClient): Promise<string> {
  return client.request('/api/members/export', { headers: { Accept: 'text/csv' } });
}

/** `GET /api/members/tiers`: the blog's tiers, for the list's filter. */
export function tiers(client: ApiClient): Promise<MemberTierList> {
  return client.request('/api/members/tiers');
}
