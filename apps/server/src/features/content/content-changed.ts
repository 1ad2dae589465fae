import type { ContentVersions } from '../../platform/cache/content-versions.ts';

/**
 * The one notice that what a blog shows changed (every blog's, without one): the pages, feeds
 * and lists cached from it are built again, here and on every other instance, once the promise
 * resolves. Called after the change is committed; without versions (some tests) nothing is
 * cached, so there is nothing to tell.
 */
export function contentChanged(
  versions: ContentVersions | undefined,
  blogId?: number,
): Promise<void> {
  return versions?.bump(blogId) ?? Promise.resolve();
}
