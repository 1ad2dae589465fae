import type { ApiClient } from '../client.ts';
import type {
  CreateRecommendationBody,
  Recommendation,
  RecommendationList,
  UpdateRecommendationBody,
} from '../schemas/recommendation.schema.ts';

/** `GET /api/recommendations`: the active blog's recommended sites. */
export function list(client: ApiClient): Promise<RecommendationList> {
  return client.request('/api/recommendations');
}

/** `POST /api/recommendations` with url, title and an optional reason. */
export function create(client: ApiClient, body: CreateRecommendationBody): Promise<Recommendation> {
  return client.request('/api/recommendations', { method: 'POST', body });
}

/** `PATCH /api/recommendations/{id}`: any of url, title and reason. */
export function update(
  client: ApiClient,
  id: number,
  body: UpdateRecommendationBody,
): Promise<Recommendation> {
  return client.request(`/api/recommendations/${id}`, { method: 'PATCH', body });
}

/** `DELETE /api/recommendations/{id}`. */
export function remove(client: ApiClient, id: number): Promise<void> {
  return client.request(`/api/recommendations/${id}`, { method: 'DELETE' });
}
