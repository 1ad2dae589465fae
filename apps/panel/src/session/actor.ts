import type { Blog, SessionUser } from '@bitacora/api';
import { atom, useAtomValue } from 'jotai';
import { resolvedBlogAtom } from './active-blog-cache.ts';
import { activeBlogAtom, authUserAtom, knownBlogRoleAtom } from './session-atoms.ts';

/**
 * Whom the panel asks `can()` about. ADMIN and AUTHOR are roles in a blog, not in the account:
 * the session's role only says the user administers some blog. So the signed-in user takes
 * the role the server gave them in the active blog; SUPER_ADMIN stays one everywhere; and
 * while the active blog's role is not known yet, the session's role stands.
 */
export function actorFor(
  user: SessionUser | null,
  activeBlog: string | null,
  blog: Pick<Blog, 'uuid' | 'role'> | null,
): SessionUser | null {
  if (user === null || user.role === 'SUPER_ADMIN') return user;
  if (blog === null || blog.uuid !== activeBlog) return user;
  // Only a blog role counts: a stale answer never makes the user a super admin.
  if (blog.role !== 'ADMIN' && blog.role !== 'AUTHOR') return user;
  return blog.role === user.role ? user : { ...user, role: blog.role };
}

/** The signed-in user as {@link actorFor} sees them; one value for the whole panel. */
export const actorAtom = atom((get) => {
  const user = get(authUserAtom);
  const fetched = get(resolvedBlogAtom);
  // Until the blog is fetched again (a reload), the role it gave last time stands in for it.
  const known = get(knownBlogRoleAtom);
  const remembered =
    known && user && known.user === user.uuid ? { uuid: known.blog, role: known.role } : null;
  return actorFor(user, get(activeBlogAtom), fetched ?? remembered);
});

/** The user every permission check of the panel is made for (sidebar, guard, rows, forms). */
export function useActor(): SessionUser | null {
  return useAtomValue(actorAtom);
}
