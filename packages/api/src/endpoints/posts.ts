import { type ApiClient, readContentList } from '../client.ts';
import type { CheckSlugQuery, CheckSlugResponse } from '../schemas/common.schema.ts';
import type {
  BulkPostsBody,
  BulkResult,
  ContentListResponse,
  ListPostsQuery,
} from '../schemas/content-list.schema.ts';
import type { CreatePostBody, Post, UpdatePostBody } from '../schemas/post.schema.ts';
import type {
  PostRevision,
  RestoreRevisionBody,
  RevisionSummary,
} from '../schemas/revision.schema.ts';

/** `GET /api/posts?blogId=&includeDrafts=true&…`. */
export async function list(
  client: ApiClient,
  query: ListPostsQuery = {},
): Promise<ContentListResponse<Post>> {
  return readContentList<Post>(await client.request('/api/posts', { query }));
}

/** `GET /api/posts/uuid/{uuid}`. */
export function getByUuid(client: ApiClient, uuid: string): Promise<Post> {
  return client.request(`/api/posts/uuid/${encodeURIComponent(uuid)}`);
}

/** `POST /api/posts`; the answer carries the new post's `id` and `uuid`. */
export function create(client: ApiClient, body: CreatePostBody): Promise<Post> {
  return client.request('/api/posts', { method: 'POST', body });
}

/** `PATCH /api/posts/{id}`: fields, or `{ image, imageId }`, or `{ removeImage: true }`. */
export function update(client: ApiClient, id: number, body: UpdatePostBody): Promise<Post> {
  return client.request(`/api/posts/${id}`, { method: 'PATCH', body });
}

/**
 * `DELETE /api/posts/{id}` (the spec does not show it; it mirrors the update's path): the post
 * goes to the trash for 30 days.
 */
export function remove(client: ApiClient, id: number): Promise<void> {
  return client.request(`/api/posts/${id}`, { method: 'DELETE' });
}

/** `POST /api/posts/{id}/restore`: out of the trash, in the state it had. */
export function restore(client: ApiClient, id: number): Promise<Post> {
  return client.request(`/api/posts/${id}/restore`, { method: 'POST' });
}

/** `DELETE /api/posts/{id}/permanent`: a trashed post, deleted for good. */
export function removePermanently(client: ApiClient, id: number): Promise<void> {
  return client.request(`/api/posts/${id}/permanent`, { method: 'DELETE' });
}

/**
 * `POST /api/posts/bulk`: one action on the selected posts, all or none; a refusal (409)
 * names each refused post in `details.refused`.
 */
export function bulk(client: ApiClient, body: BulkPostsBody): Promise<BulkResult> {
  return client.request('/api/posts/bulk', { method: 'POST', body });
}

/** `GET /api/posts/check-slug?slug=&excludeUuid=`. */
export function checkSlug(client: ApiClient, query: CheckSlugQuery): Promise<CheckSlugResponse> {
  return client.request('/api/posts/check-slug', { query });
}

/** `GET /api/posts/{id}/revisions`: the post's saves, newest first. */
export function revisions(client: ApiClient, id: number): Promise<{ data: RevisionSummary[] }> {
  return client.request(`/api/posts/${id}/revisions`);
}

/** `GET /api/posts/{id}/revisions/{revisionId}`: one save with its fields. */
export function revision(client: ApiClient, id: number, revisionId: number): Promise<PostRevision> {
  return client.request(`/api/posts/${id}/revisions/${revisionId}`);
}

/** `POST /api/posts/{id}/revisions/{revisionId}/restore`: saved again as a new revision. */
export function restoreRevision(
  client: ApiClient,
  id: number,
  revisionId: number,
  body: RestoreRevisionBody = {},
): Promise<Post> {
  return client.request(`/api/posts/${id}/revisions/${revisionId}/restore`, {
    method: 'POST',
    body,
  });
}
