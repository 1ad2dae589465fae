import type { ApiError } from '@bitacora/api';
import { loginPathFor } from '../router/guard.ts';

/**
 * Where a session that ended goes: an expired one (401) back to the signed-in screen it was on,
 * after signing in; a refused one (403) to a plain login, since the same screen would refuse again.
 */
export function loginAfter(
  error: Pick<ApiError, 'status'>,
  location: Pick<Location, 'pathname' | 'search'>,
): string {
  const signedInArea = /^\/(?:cms|super-admin)(?:\/|$)/.test(location.pathname);
  return error.status === 401 && signedInArea
    ? loginPathFor(location.pathname, location.search)
    : '/login';
}
