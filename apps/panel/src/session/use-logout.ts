import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef } from 'react';
import { useApi } from '../api/use-api.ts';
import { authTokenAtom, clearSessionAtom } from './session-atoms.ts';

/**
 * Logout: the server ends the session of the stored token, and the browser forgets token, user
 * and active blog. The storage is cleared at once, whatever the server answers or however long
 * it takes (a later sign-in must not be cleared by a slow logout); a failed call only means the
 * token lives on the server until it expires, and it is no longer stored anywhere.
 * The returned function keeps its identity, so an unmount cleanup can hold it.
 */
export function useLogout(): () => void {
  const api = useApi();
  const token = useAtomValue(authTokenAtom);
  const clearSession = useSetAtom(clearSessionAtom);
  const latest = useRef({ api, token, clearSession });
  latest.current = { api, token, clearSession };
  return useCallback(() => {
    const current = latest.current;
    if (current.token) {
      current.api.sessions
        .logout(current.token)
        .catch((error: unknown) =>
          console.error('No se pudo cerrar la sesión en el servidor', error),
        );
    }
    current.clearSession();
  }, []);
}
