import type { EntrySignIn, LoginStep } from '@bitacora/api';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { BLOG_PARAM, loginPathFor } from '../../guard.ts';
import { PATHS } from '../../paths.ts';
import { activeBlogAtom, authTokenAtom, authUserAtom } from '../../session/session-atoms.ts';

/** A sign-in handed to /login to finish there: the step left, its challenge, and whose it is. */
export type PendingSignIn = { step: LoginStep; challenge: string; email: string };

/** What a navigation to /login may carry in its state. */
export type LoginRouteState = { pending?: PendingSignIn } | null;

/** The pending sign-in in /login's navigation state, when it is one. */
export function pendingSignInOf(state: unknown): PendingSignIn | null {
  const pending = (state as LoginRouteState)?.pending;
  if (!pending || typeof pending !== 'object') return null;
  const { step, challenge, email } = pending;
  if (typeof challenge !== 'string' || typeof email !== 'string') return null;
  if (step !== 'two-factor' && step !== 'email-code' && step !== 'enrol') return null;
  return { step, challenge, email };
}

/**
 * 'Ir a mi panel' after a signup or an accepted invitation: stores the session the server
 * answered, as login does, and opens the blog's dashboard. An account that still has a login
 * step (two-factor, a code for this device) goes to /login at that step, then to the same blog.
 */
export function useEnterPanel() {
  const navigate = useNavigate();
  const setToken = useSetAtom(authTokenAtom);
  const setUser = useSetAtom(authUserAtom);
  const setActiveBlog = useSetAtom(activeBlogAtom);

  return useCallback(
    (entry: EntrySignIn, blogUuid: string, email: string) => {
      // The guard makes the named blog the active one once it finds it among the user's.
      const dashboard = `${PATHS.dashboard}?${new URLSearchParams({ [BLOG_PARAM]: blogUuid })}`;
      if ('step' in entry) {
        const pending: PendingSignIn = { step: entry.step, challenge: entry.challenge, email };
        navigate(loginPathFor(PATHS.dashboard, `?${BLOG_PARAM}=${blogUuid}`), {
          state: { pending } satisfies LoginRouteState,
        });
        return;
      }
      try {
        // A new session starts without the previous one's blog.
        setActiveBlog(null);
        setToken(entry.token);
        setUser(entry.user);
      } catch (failure) {
        // Without storage the session cannot be kept: /login says so in its own words.
        console.error('No se pudo guardar la sesión', failure);
        navigate(PATHS.login);
        return;
      }
      navigate(dashboard, { replace: true });
    },
    [navigate, setToken, setUser, setActiveBlog],
  );
}
