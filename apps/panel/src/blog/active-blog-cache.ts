import type { Blog } from '@bitacora/api';
import { atom } from 'jotai';

/** The active blog as last fetched, kept for the session so screens do not fetch it again. */
export const resolvedBlogAtom = atom<Blog | null>(null);

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
