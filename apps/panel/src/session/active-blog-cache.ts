import type { Blog } from '@bitacora/api';
import { atom, type SetStateAction } from 'jotai';
import { authUserAtom, knownBlogRoleAtom } from './session-atoms.ts';

const fetchedBlogAtom = atom<Blog | null>(null);

/**
 * The active blog as last fetched, kept for the session so screens do not fetch it again. The
 * user's role in it is also remembered across reloads, so the panel offers the same screens
 * before the blog has been fetched again.
 */
export const resolvedBlogAtom = atom(
  (get) => get(fetchedBlogAtom),
  (get, set, update: SetStateAction<Blog | null>) => {
    const blog = typeof update === 'function' ? update(get(fetchedBlogAtom)) : update;
    set(fetchedBlogAtom, blog);
    const user = get(authUserAtom);
    if (user && blog && (blog.role === 'ADMIN' || blog.role === 'AUTHOR')) {
      set(knownBlogRoleAtom, { user: user.uuid, blog: blog.uuid, role: blog.role });
    }
  },
);

const inFlight = new Map<string, Promise<Blog>>();
const reported = new WeakSet<Promise<Blog>>();

/** Runs one lookup per blog at a time: the layout and the screen asking together share it. */
export function sharedBlogLookup(
  uuid: string,
  fetchBlog: (uuid: string) => Promise<Blog>,
): Promise<Blog> {
  const running = inFlight.get(uuid);
  if (running) return running;
  const promise = fetchBlog(uuid).finally(() => inFlight.delete(uuid));
  inFlight.set(uuid, promise);
  return promise;
}

/** True for the first caller only, so a shared lookup's failure is reported once. */
export function claimFailureReport(lookup: Promise<Blog>): boolean {
  if (reported.has(lookup)) return false;
  reported.add(lookup);
  return true;
}
