import type { ActiveSession } from '@bitacora/api';
import { SESSION_MESSAGES } from '@bitacora/domain';
import type { ActiveSessionsProps } from '@bitacora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useToast } from '../../feedback/feedback.tsx';

type Loaded =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; sessions: ActiveSession[] };

/**
 * 'Sesiones activas' of 'Mi perfil': loads the signed-in user's sessions (again when the token
 * changes, as after changing one's own password), ends one or all the others, and says how it
 * went. `enabled` is false on anyone else's profile, where nothing is loaded.
 */
export function useActiveSessions(enabled: boolean): ActiveSessionsProps | undefined {
  const api = useApi();
  const toast = useToast();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [ending, setEnding] = useState<string | 'others' | null>(null);
  const [endError, setEndError] = useState<string | null>(null);
  const generation = useRef(0);

  /** Loads the list; `quiet` keeps the current one on screen until the new one arrives. */
  const load = useCallback(
    async (quiet: boolean) => {
      const mine = ++generation.current;
      if (!quiet) setLoaded({ status: 'loading' });
      try {
        const { data } = await api.sessions.list();
        if (mine === generation.current) setLoaded({ status: 'ready', sessions: data });
      } catch (error) {
        if (mine !== generation.current || isSessionEnd(error)) return;
        console.error('No se pudieron cargar las sesiones', error);
        setLoaded({ status: 'error' });
      }
    },
    [api],
  );

  useEffect(() => {
    if (!enabled) return;
    void load(true);
    return () => {
      generation.current++;
    };
  }, [enabled, load]);

  const run = async (what: string | 'others', action: () => Promise<string>) => {
    setEnding(what);
    setEndError(null);
    try {
      toast(await action());
      await load(true);
    } catch (error) {
      if (isSessionEnd(error)) return;
      console.error('No se pudo cerrar la sesión', error);
      setEndError(serverText(error) ?? SESSION_MESSAGES.endFailed);
      await load(true);
    } finally {
      setEnding(null);
    }
  };

  if (!enabled) return undefined;
  return {
    status: loaded.status,
    sessions: loaded.status === 'ready' ? loaded.sessions : [],
    onRetry: () => void load(false),
    ending,
    endError,
    onEnd: (session) =>
      void run(session.id, async () => {
        await api.sessions.end(session.id);
        return SESSION_MESSAGES.ended;
      }),
    onEndOthers: () =>
      void run('others', async () => {
        const { ended } = await api.sessions.endOthers();
        return SESSION_MESSAGES.othersEnded(ended);
      }),
  };
}
