import { type ApiClient, readList } from '../client.ts';
import type {
  CheckSlugQuery,
  CheckSlugResponse,
  ListQuery,
  ListResponse,
} from '../schemas/common.schema.ts';
import type { CreateSeriesBody, Series, UpdateSeriesBody } from '../schemas/series.schema.ts';

/** `GET /api/series`. */
export async function list(
  client: ApiClient,
  query: ListQuery = {},
): Promise<ListResponse<Series>> {
  return readList<Series>(await client.request('/api/series', { query }));
}

/** `GET /api/series/uuid/{uuid}`, with its posts. */
export function getByUuid(client: ApiClient, uuid: string): Promise<Series> {
  return client.request(`/api/series/uuid/${encodeURIComponent(uuid)}`);
}

/** `POST /api/series`. */
export function create(client: ApiClient, body: CreateSeriesBody): Promise<Series> {
  return client.request('/api/series', { method: 'POST', body });
}

/** `PATCH /api/series/uuid/{uuid}`; `removeCoverImage: true` drops the cover. */
export function update(client: ApiClient, uuid: string, body: UpdateSeriesBody): Promise<Series> {
  return client.request(`/api/series/uuid/${encodeURIComponent(uuid)}`, {
    method: 'PATCH',
    body,
  });
}

/** `DELETE /api/series/uuid/{uuid}`; its posts leave the series. */
export function remove(client: ApiClient, uuid: string): Promise<void> {
  return client.request(`/api/series/uuid/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

/** `GET /api/series/check-slug?slug=`. */
export function checkSlug(client: ApiClient, query: CheckSlugQuery): Promise<CheckSlugResponse> {
  return client.request('/api/series/check-slug', { query });
}
