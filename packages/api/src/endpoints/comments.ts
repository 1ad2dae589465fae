import { type ApiClient, readList } from '../client.ts';
import type {
  BulkCommentsBody,
  BulkCommentsResult,
  Comment,
  CommentAction,
  CreateCommentBody,
  CreateCommentResponse,
  CreateReplyBody,
  ListCommentsQuery,
  PendingCommentsCount,
} from '../schemas/comment.schema.ts';
import type { ListResponse } from '../schemas/common.schema.ts';

/** `GET /comments?status=` (no /api prefix); an empty status lists all. */
export async function list(
  client: ApiClient,
  query: ListCommentsQuery = {},
): Promise<ListResponse<Comment>> {
  return readList<Comment>(await client.request('/comments', { query: { status: '', ...query } }));
}

/** `PATCH /comments/{uuid}/{action}` with no body (no /api prefix). */
export function moderate(client: ApiClient, uuid: string, action: CommentAction): Promise<Comment> {
  return client.request(`/comments/${encodeURIComponent(uuid)}/${action}`, { method: 'PATCH' });
}

/** `POST /comments/{uuid}/replies`: the blog's reply to a comment, approved at once. */
export function reply(client: ApiClient, uuid: string, body: CreateReplyBody): Promise<Comment> {
  return client.request(`/comments/${encodeURIComponent(uuid)}/replies`, {
    method: 'POST',
    body,
  });
}

/** `DELETE /comments/{uuid}`: the comment and its replies. */
export async function remove(client: ApiClient, uuid: string): Promise<void> {
  await client.request(`/comments/${encodeURIComponent(uuid)}`, { method: 'DELETE' });
}

/** `POST /comments/bulk`: one action on many comments, or the undo of an approval. */
export function bulk(client: ApiClient, body: BulkCommentsBody): Promise<BulkCommentsResult> {
  return client.request('/comments/bulk', { method: 'POST', body });
}

/** `GET /comments/pending-count`: how many wait for moderation, for the sidebar. */
export function pendingCount(client: ApiClient): Promise<PendingCommentsCount> {
  return client.request('/comments/pending-count');
}

/** `POST /api/comments`: a visitor's comment, stored as PENDING. */
export function create(client: ApiClient, body: CreateCommentBody): Promise<CreateCommentResponse> {
  return client.request('/api/comments', { method: 'POST', body });
}
