import type { ApiClient } from '../client.ts';
import type {
  CreatePreferenceBody,
  CreatePreferenceResponse,
  SubscriptionStatus,
} from '../schemas/subscription.schema.ts';

/** `POST /api/subscriptions/create-preference`: the checkout address for the PRO plan. */
export function createPreference(
  client: ApiClient,
  body: CreatePreferenceBody,
): Promise<CreatePreferenceResponse> {
  return client.request('/api/subscriptions/create-preference', { method: 'POST', body });
}

/** `GET /api/subscriptions/status`. */
export function getStatus(client: ApiClient): Promise<SubscriptionStatus> {
  return client.request('/api/subscriptions/status');
}
