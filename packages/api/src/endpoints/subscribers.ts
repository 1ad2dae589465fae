import type { ApiClient } from '../client.ts';
import type { SubscriberList } from '../schemas/newsletter.schema.ts';

/** `GET /api/subscribers?q=&page=`: the blog's subscribers, counts, growth and plan limit. */
export function list(
  client: ApiClient,
  query: { q?: string; page?: number },
  blogId?: string | number,
): Promise<SubscriberList> {
  return client.request('/api/subscribers', { query: { ...query, blogId } });
}

/** `DELETE /api/subscribers/{uuid}`. */
export function remove(client: ApiClient, uuid: string): Promise<void> {
  return client.request(`/api/subscribers/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

/** `GET /api/subscribers/export`: every subscriber as CSV text. */
export function exportCsv(client: ApiClient): Promise<string> {
  return client.request('/api/subscribers/export', { headers: { Accept: 'text/csv' } });
}

/** `POST /api/subscribers/import`: a CSV's text, read in the browser. */
export function importCsv(
  client: ApiClient,
  csv: string,
): Promise<{ added: number; confirmed: number; skipped: number }> {
  return client.request('/api/subscribers/import', { method: 'POST', body: { csv } });
}

/** `PUT /api/subscribers/settings`: the whole post in the mail, or the excerpt and 'Leer más'. */
export function saveSettings(
  client: ApiClient,
  fullContent: boolean,
): Promise<{ fullContent: boolean }> {
  return client.request('/api/subscribers/settings', { method: 'PUT', body: { fullContent } });
}
