import { SERVER_MESSAGES } from '@bitacora/domain';
import type { Blog } from '../db/rows.ts';
import type { AppContext } from './app-env.ts';
import type { Actor } from './policy.ts';

export const ROUTE_NOT_FOUND = SERVER_MESSAGES.routeNotFound;

/** The actor set by the policy; calling it on a public route is a programming error. */
export function getActor(c: AppContext): Actor {
  const actor = c.get('actor');
  if (!actor) throw new Error('getActor() on a route without authentication');
  return actor;
}

/** The blog set by the policy for `scope`/`path` routes. */
export function getBlog(c: AppContext): Blog {
  const blog = c.get('blog');
  if (!blog) throw new Error('getBlog() on a route without a blog');
  return blog;
}
