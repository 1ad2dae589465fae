import type { ApiClient } from '../client.ts';
import type {
  BlogSettings,
  DesignPreview,
  DesignPreviewBody,
  UpdateSettingsBody,
} from '../schemas/settings.schema.ts';

/** `GET /api/settings` of the active blog. */
export function get(client: ApiClient): Promise<BlogSettings> {
  return client.request('/api/settings');
}

/** `PUT /api/settings`; socialNetworks travels as a JSON string. */
export function update(client: ApiClient, body: UpdateSettingsBody): Promise<BlogSettings> {
  const { socialNetworks, ...rest } = body;
  const wire =
    socialNetworks === undefined
      ? rest
      : {
          ...rest,
          socialNetworks:
            typeof socialNetworks === 'string' ? socialNetworks : JSON.stringify(socialNetworks),
        };
  return client.request('/api/settings', { method: 'PUT', body: wire });
}

/** `POST /api/settings/domain/check`: checks the domain's DNS records now ('Comprobar ahora'). */
export function checkDomain(client: ApiClient): Promise<BlogSettings> {
  return client.request('/api/settings/domain/check', { method: 'POST' });
}

/** `POST /api/settings/design-preview`: a short-lived token showing the blog with this design. */
export function designPreview(client: ApiClient, body: DesignPreviewBody): Promise<DesignPreview> {
  return client.request('/api/settings/design-preview', { method: 'POST', body });
}
