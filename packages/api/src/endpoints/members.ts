import type { ApiClient } from '../client.ts';
import type {
  MemberCompBody,
  MemberDetail,
  MemberImportReport,
  MemberList,
  MemberListQuery,
  MemberTipList,
} from '../schemas/member-admin.schema.ts';
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

/** `POST /api/members/{uuid}/comp`: gifts the member a membership, of a tier, until a day. */
export function comp(
  client: ApiClient,
  uuid: string,
  body: MemberCompBody = {},
): Promise<MemberDetail> {
  return client.request(`/api/members/${encodeURIComponent(uuid)}/comp`, {
    method: 'POST',
    body,
  });
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

/**
 * `POST /api/members/import` (multipart): another platform's members CSV (Ghost, Substack);
 * `paidUntil` (`YYYY-MM-DD`) is how long its paying members keep paid access here.
 */
export function importCsv(
  client: ApiClient,
  input: { file: Blob; fileName?: string; paidUntil?: string },
): Promise<MemberImportReport> {
  const form = new FormData();
  form.append('file', input.file, input.fileName ?? 'miembros.csv');
  if (input.paidUntil) form.append('paidUntil', input.paidUntil);
  return client.request('/api/members/import', { method: 'POST', body: form });
}

/** `GET /api/members/tips?page=&limit=`: the blog's paid tips, a page at a time. */
export function tips(
  client: ApiClient,
  query: { page?: number; limit?: number } = {},
): Promise<MemberTipList> {
  return client.request('/api/members/tips', { query });
}
