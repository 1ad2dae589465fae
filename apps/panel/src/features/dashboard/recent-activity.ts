import type { Comment, Post } from '@bitacora/api';
import type { DashboardActivity } from '@bitacora/ui';

/** How many entries the dashboard lists. */
export const RECENT_ACTIVITY_LIMIT = 6;

/** A post published in the same minute it was last changed is news of its publication. */
const SAME_CHANGE_MS = 60_000;

function time(value: string | null | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
}

function postText(post: Pick<Post, 'title' | 'status' | 'updatedAt' | 'publishedAt'>): string {
  if (post.status !== 'PUBLISHED') return `Borrador guardado: «${post.title}»`;
  const justPublished = Math.abs(time(post.updatedAt) - time(post.publishedAt)) < SAME_CHANGE_MS;
  return `${justPublished ? 'Post publicado' : 'Post actualizado'}: «${post.title}»`;
}

function commentText(comment: Pick<Comment, 'authorName' | 'post' | 'status'>): string {
  const post = typeof comment.post === 'string' ? comment.post : comment.post?.title;
  const where = post ? ` en «${post}»` : '';
  const pending = comment.status === 'PENDING' ? ' (pendiente de moderación)' : '';
  return `Comentario de ${comment.authorName}${where}${pending}`;
}

/**
 * The dashboard's recent activity from real data (docs/architecture.md#content-and-forms): the
 * latest post changes and comments, newest first.
 */
export function buildRecentActivity(
  posts: readonly Pick<Post, 'uuid' | 'title' | 'status' | 'updatedAt' | 'publishedAt'>[],
  comments: readonly Pick<Comment, 'uuid' | 'authorName' | 'post' | 'status' | 'createdAt'>[],
  limit = RECENT_ACTIVITY_LIMIT,
): DashboardActivity[] {
  const entries = [
    ...posts.map((post) => ({
      id: `post-${post.uuid}`,
      text: postText(post),
      date: post.updatedAt,
    })),
    ...comments.map((comment) => ({
      id: `comment-${comment.uuid}`,
      text: commentText(comment),
      date: comment.createdAt,
    })),
  ];
  return entries.sort((a, b) => time(b.date) - time(a.date)).slice(0, limit);
}
