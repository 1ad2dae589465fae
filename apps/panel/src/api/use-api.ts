import { type Api, type ApiError, createApi, createApiClient } from '@bitacora/api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { activeBlogAtom, authTokenAtom, clearSessionAtom } from '../session/session-atoms.ts';
import { announceSessionEnd } from '../session/session-end.ts';
import { downsizePhoto } from './downsize-photo.ts';
import { loginAfter } from './login-after.ts';

/**
 * The API bound to the session: same origin, the bearer token, the active blog as `X-Blog-Id`,
 * and the one 401/403 handler: the session is cleared and the user goes to /login (an open
 * form first keeps its unsaved copy, see `onSessionEnd`). After an expired session (401) the
 * login leads back to the screen the writer was on, where that copy is offered.
 * The same instance is kept while token and active blog stay the same.
 */
export function useApi(): Api {
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

  return useMemo(() => {
    const api = createApi(
      createApiClient({
        baseURL: '',
        getToken: () => token,
        getBlogId: () => activeBlog,
        onUnauthorized: (error) => onUnauthorized.current(error),
      }),
    );
    // Every panel upload (library, featured image, image in the body) passes here, so a phone
    // photo over the server's 5MB limit is downsized once, whichever screen sent it.
    const upload = api.media.upload;
    api.media.upload = async (input) =>
      upload({ ...input, image: await downsizePhoto(input.image) });
    return api;
  }, [token, activeBlog]);
}
