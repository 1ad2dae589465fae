import { type ApiClient, readContentList } from '../client.ts';
import type { CheckSlugQuery, CheckSlugResponse } from '../schemas/common.schema.ts';
import type {
  BulkPagesBody,
  BulkResult,
  ContentListResponse,
  ListPagesQuery,
} from '../schemas/content-list.schema.ts';
import type { CreatePageBody, Page, UpdatePageBody } from '../schemas/page.schema.ts';
import type {
  PageRevision,
  RestoreRevisionBody,
  RevisionSummary,
} from '../schemas/revision.schema.ts';

/** `GET /api/pages`. */
export async function list(
  client: ApiClient,
  query: ListPagesQuery = {},
): Promise<ContentListResponse<Page>> {
  return readContentList<Page>(await client.request('/api/pages', { query }));
}

/** `GET /api/pages/uuid/{uuid}`. */
export function getByUuid(client: ApiClient, uuid: string): Promise<Page> {
  return client.request(`/api/pages/uuid/${encodeURIComponent(uuid)}`);
}

/** `POST /api/pages`. */
export function create(client: ApiClient, body: CreatePageBody): Promise<Page> {
  return client.request('/api/pages', { method: 'POST', body });
}

/** `PATCH /api/pages/uuid/{uuid}`: fields, image, or `{ removeImage: true }`. */
export function update(client: ApiClient, uuid: string, body: UpdatePageBody): Promise<Page> {
  return client.request(`/api/pages/uuid/${encodeURIComponent(uuid)}`, { method: 'PATCH', body });
}

/** `DELETE /api/pages/uuid/{uuid}`: the page goes to the trash for 30 days. */
export function remove(client: ApiClient, uuid: string): Promise<void> {
  return client.request(`/api/pages/uuid/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

/** `POST /api/pages/uuid/{uuid}/restore`: out of the trash, in the state it had. */
export function restore(client: ApiClient, uuid: string): Promise<Page> {
  return client.request(`/api/pages/uuid/${encodeURIComponent(uuid)}/restore`, {
    method: 'POST',
  });
}

/** `DELETE /api/pages/uuid/{uuid}/permanent`: a trashed page, deleted for good. */
export function removePermanently(client: ApiClient, uuid: string): Promise<void> {
  return client.request(`/api/pages/uuid/${encodeURIComponent(uuid)}/permanent`, {
    method: 'DELETE',
  });
}

/** `POST /api/pages/bulk`: publish, unpublish or delete the selected pages, all or none. */
export function bulk(client: ApiClient, body: BulkPagesBody): Promise<BulkResult> {
  return client.request('/api/pages/bulk', { method: 'POST', body });
}

/** `GET /api/pages/check-slug?slug=`. */
export function checkSlug(client: ApiClient, query: CheckSlugQuery): Promise<CheckSlugResponse> {
  return client.request('/api/pages/check-slug', { query });
}

const pagePath = (uuid: string) => `/api/pages/uuid/${encodeURIComponent(uuid)}`;

/** `GET /api/pages/uuid/{uuid}/revisions`: the page's saves, newest first. */
export function revisions(client: ApiClient, uuid: string): Promise<{ data: RevisionSummary[] }> {
  return client.request(`${pagePath(uuid)}/revisions`);
}

/** `GET /api/pages/uuid/{uuid}/revisions/{revisionId}`. */
export function revision(
  client: ApiClient,
  uuid: string,
  revisionId: number,
): Promise<PageRevision> {
  return client.request(`${pagePath(uuid)}/revisions/${revisionId}`);
}

/** `POST /api/pages/uuid/{uuid}/revisions/{revisionId}/restore`. */
export function restoreRevision(
  client: ApiClient,
  uuid: string,
  revisionId: number,
  body: RestoreRevisionBody = {},
): Promise<Page> {
  return client.request(`${pagePath(uuid)}/revisions/${revisionId}/restore`, {
    method: 'POST',
    body,
  });
}
