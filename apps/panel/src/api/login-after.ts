import type { ApiError } from '@bitacora/api';
import { loginPathFor } from '../guard.ts';
import { PATHS, SIGNED_IN_AREAS } from '../paths.ts';

/**
 * Where a session that ended goes: an expired one (401) back to the signed-in screen it was on,
 * after signing in; a refused one (403) to a plain login, since the same screen would refuse again.
 */
export function loginAfter(
  error: Pick<ApiError, 'status'>,
  location: Pick<Location, 'pathname' | 'search'>,
): string {
  const signedInArea = SIGNED_IN_AREAS.some(
    (area) => location.pathname === area || location.pathname.startsWith(`${area}/`),
  );
  return error.status === 401 && signedInArea
    ? loginPathFor(location.pathname, location.search)
    : PATHS.login;
}
