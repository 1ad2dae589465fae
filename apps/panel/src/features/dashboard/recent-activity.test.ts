import { describe, expect, it } from 'vitest';
import { buildRecentActivity } from './recent-activity.ts';

const post = (uuid: string, over: Record<string, unknown> = {}) => ({
  uuid,
  title: `Post ${uuid}`,
  status: 'PUBLISHED' as const,
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

const comment = (uuid: string, over: Record<string, unknown> = {}) => ({
  uuid,
  authorName: 'Lucía',
  post: { title: 'Viaje a Cádiz' },
  status: 'APPROVED' as const,
  createdAt: '2026-11-20T09:00:00.000Z',
  ...over,
});

describe('buildRecentActivity', () => {
  it('mixes post changes and comments, newest first', () => {
    const activity = buildRecentActivity(
      [post('a', { updatedAt: '2026-11-20T08:00:00.000Z', publishedAt: null, status: 'DRAFT' })],
      [comment('c')],
    );
    expect(activity).toEqual([
      {
        id: 'comment-c',
        text: 'Comentario de Lucía en «Viaje a Cádiz»',
        date: comment('c').createdAt,
      },
      { id: 'post-a', text: 'Borrador guardado: «Post a»', date: '2026-11-20T08:00:00.000Z' },
    ]);
  });

  it('tells a publication from a later edit', () => {
    const [published, edited] = buildRecentActivity(
      [
        post('p'),
        post('e', {
          updatedAt: '2026-11-19T10:00:00.000Z',
          publishedAt: '2026-11-01T00:00:00.000Z',
        }),
      ],
      [],
    );
    expect(published?.text).toBe('Post publicado: «Post p»');
    expect(edited?.text).toBe('Post actualizado: «Post e»');
  });

  it('marks pending comments and reads a plain post reference', () => {
    const [entry] = buildRecentActivity([], [comment('x', { status: 'PENDING', post: 'mi-post' })]);
    expect(entry?.text).toBe('Comentario de Lucía en «mi-post» (pendiente de moderación)');
    const [bare] = buildRecentActivity([], [comment('y', { post: null })]);
    expect(bare?.text).toBe('Comentario de Lucía');
  });

  it('keeps only the latest entries', () => {
    const posts = Array.from({ length: 10 }, (_, i) =>
      post(String(i), { updatedAt: `2026-11-${String(10 + i).padStart(2, '0')}T00:00:00.000Z` }),
    );
    const activity = buildRecentActivity(posts, [], 3);
    expect(activity.map((entry) => entry.id)).toEqual(['post-9', 'post-8', 'post-7']);
  });
});
