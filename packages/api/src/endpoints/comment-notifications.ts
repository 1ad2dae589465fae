import type { ApiClient } from '../client.ts';
import type { CommentNotifications } from '../schemas/comment-notification.schema.ts';

/** `GET /api/comment-notifications`: the caller's 'Avisos de comentarios'. */
export function get(client: ApiClient): Promise<CommentNotifications> {
  return client.request('/api/comment-notifications');
}

/** `PUT /api/comment-notifications`: each comment, a daily digest, or none. */
export function update(
  client: ApiClient,
  body: CommentNotifications,
): Promise<CommentNotifications> {
  return client.request('/api/comment-notifications', { method: 'PUT', body });
}
