import type { ApiClient } from '../client.ts';
import type { PlatformSettings, UpdatePlatformSettingsBody } from '../schemas/two-factor.schema.ts';

/** `GET /api/platform-settings` (SUPER_ADMIN). */
export function getSettings(client: ApiClient): Promise<PlatformSettings> {
  return client.request('/api/platform-settings');
}

/** `PUT /api/platform-settings` (SUPER_ADMIN). */
export function updateSettings(
  client: ApiClient,
  body: UpdatePlatformSettingsBody,
): Promise<PlatformSettings> {
  return client.request('/api/platform-settings', { method: 'PUT', body });
}
