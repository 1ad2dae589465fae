import { type ApiClient, readList } from '../client.ts';
import type {
  Blog,
  CreateBlogBody,
  ListBlogsQuery,
  UpdateBlogBody,
} from '../schemas/blog.schema.ts';
import type { ListResponse, MessageResponse } from '../schemas/common.schema.ts';

/** `GET /api/blogs`, or `?adminId=` for one administrator's blogs (the route guard). */
export async function list(
  client: ApiClient,
  query: ListBlogsQuery = {},
): Promise<ListResponse<Blog>> {
  return readList<Blog>(await client.request('/api/blogs', { query }));
}

/** `GET /api/blogs/uuid/{uuid}`. */
export function getByUuid(client: ApiClient, uuid: string): Promise<Blog> {
  return client.request(`/api/blogs/uuid/${encodeURIComponent(uuid)}`);
}

/** `POST /api/blogs`. */
export function create(client: ApiClient, body: CreateBlogBody): Promise<Blog> {
  return client.request('/api/blogs', { method: 'POST', body });
}

/**
 * `PATCH /api/blogs/{id}` for a numeric id, `PATCH /api/blogs/uuid/{uuid}` for a uuid (the API uses
 * both).
 */
export function update(
  client: ApiClient,
  idOrUuid: number | string,
  body: UpdateBlogBody,
): Promise<Blog> {
  const ref = String(idOrUuid);
  const path = /^\d+$/.test(ref)
    ? `/api/blogs/${ref}`
    : `/api/blogs/uuid/${encodeURIComponent(ref)}`;
  return client.request(path, { method: 'PATCH', body });
}

/** `DELETE /api/blogs/{blogId}/members/{userUuid}`: the account stays; its access to the blog ends. */
export function removeMember(
  client: ApiClient,
  blogId: string | number,
  userUuid: string,
): Promise<MessageResponse> {
  return client.request(
    `/api/blogs/${encodeURIComponent(String(blogId))}/members/${encodeURIComponent(userUuid)}`,
    { method: 'DELETE' },
  );
}
