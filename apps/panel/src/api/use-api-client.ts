import { type ApiClient, type ApiError, createApiClient } from '@bitacora/api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { activeBlogAtom, authTokenAtom, clearSessionAtom } from '../session/session-atoms.ts';
import { announceSessionEnd } from '../session/session-end.ts';
import { loginAfter } from './login-after.ts';

/**
 * The client bound to the session: same origin, the bearer token, the active blog as
 * `X-Blog-Id`, and the one 401/403 handler: the session is cleared and the user goes to /login
 * (an open form first keeps its unsaved copy, see `onSessionEnd`). After an expired session
 * (401) the login leads back to the screen the writer was on, where that copy is offered.
 * The same instance is kept while token and active blog stay the same.
 */
export function useApiClient(): ApiClient {
  const token = useAtomValue(authTokenAtom);
  const activeBlog = useAtomValue(activeBlogAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const navigate = useNavigate();

  // Read through refs so the memoised client never holds a stale navigate or setter.
  const onUnauthorized = useRef((_error: ApiError) => {});
  onUnauthorized.current = (error) => {
    announceSessionEnd();
    clearSession();
    navigate(loginAfter(error, window.location), { replace: true });
  };

  return useMemo(
    () =>
      createApiClient({
        baseURL: '',
        getToken: () => token,
        getBlogId: () => activeBlog,
        onUnauthorized: (error) => onUnauthorized.current(error),
      }),
    [token, activeBlog],
  );
}
