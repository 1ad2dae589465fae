import type { ApiClient } from '../client.ts';
import type { HealthResponse } from '../schemas/common.schema.ts';

/** `GET /api/health`: `{ status: 'ok' }` once the database answers. */
export function getHealth(client: ApiClient): Promise<HealthResponse> {
  return client.request('/api/health');
}
