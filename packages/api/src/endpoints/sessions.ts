import { type ApiClient, readList } from '../client.ts';
import type { ListResponse, MessageResponse } from '../schemas/common.schema.ts';
import type { ActiveSession, EndOtherSessionsResponse } from '../schemas/session.schema.ts';

/**
 * `POST /api/auth/logout`: ends the session of `token` on the server. Sent with that token
 * rather than the stored one (the panel forgets it at the same time), and outside the session's
 * 401 handling: a session already ended answers 401, which is what logout wanted anyway.
 */
export function logout(client: ApiClient, token: string): Promise<MessageResponse> {
  return client.request('/api/auth/logout', {
    method: 'POST',
    anonymous: true,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** `GET /api/sessions`: the caller's open sessions, the current one marked, most recent first. */
export async function list(client: ApiClient): Promise<ListResponse<ActiveSession>> {
  return readList<ActiveSession>(await client.request('/api/sessions'));
}

/** `DELETE /api/sessions/{id}`: ends one of the caller's sessions. */
export function end(client: ApiClient, id: string): Promise<MessageResponse> {
  return client.request(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** `POST /api/sessions/end-others`: ends every session of the caller but this one. */
export function endOthers(client: ApiClient): Promise<EndOtherSessionsResponse> {
  return client.request('/api/sessions/end-others', { method: 'POST' });
}
