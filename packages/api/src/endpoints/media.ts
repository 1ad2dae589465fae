import { type ApiClient, readList, UPLOAD_TIMEOUT_MS } from '../client.ts';
import type { ListResponse } from '../schemas/common.schema.ts';
import type { ListMediaQuery, MediaItem, UploadMediaFields } from '../schemas/media.schema.ts';

/** What {@link upload} sends. */
export interface UploadMediaInput extends UploadMediaFields {
  /** The image (a File keeps its name). */
  image: Blob;
  /** The file name, when `image` is a Blob without one. */
  fileName?: string;
  /** How much of the image has been sent, 0 to 1 (in a browser). */
  onProgress?: (fraction: number) => void;
}

function fileNameOf(file: Blob, fallback: string): string {
  return typeof File !== 'undefined' && file instanceof File ? file.name : fallback;
}

/** `GET /api/media`. */
export async function list(
  client: ApiClient,
  query: ListMediaQuery = {},
): Promise<ListResponse<MediaItem>> {
  return readList<MediaItem>(await client.request('/api/media', { query }));
}

/**
 * `POST /api/media/upload`, multipart with `image`, `entityType` (general when absent) and
 * `entityId` (omitted for general); `onProgress` follows the bytes sent.
 */
export function upload(client: ApiClient, input: UploadMediaInput): Promise<MediaItem> {
  const form = new FormData();
  form.append('image', input.image, input.fileName ?? fileNameOf(input.image, 'imagen'));
  const entityType = input.entityType || 'general';
  form.append('entityType', entityType);
  if (input.entityId && entityType !== 'general') form.append('entityId', input.entityId);
  return client.request('/api/media/upload', {
    method: 'POST',
    body: form,
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: input.onProgress,
  });
}

/** `DELETE /api/media/{id}`. */
export function remove(client: ApiClient, id: number): Promise<void> {
  return client.request(`/api/media/${id}`, { method: 'DELETE' });
}
