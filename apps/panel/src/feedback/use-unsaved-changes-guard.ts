import { atom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { onSessionEnd } from '../session/session-end.ts';

/** The answers of the question being asked ('Seguir editando' / 'Salir sin guardar'). */
export type LeavePrompt = { onStay: () => void; onLeave: () => void };

/** The navigation waiting for an answer, shown by the one LeavePromptHost of the app. */
export const leavePromptAtom = atom<LeavePrompt | null>(null);

export type UnsavedChangesGuard = {
  /** The form was saved: the navigation that follows (now or later) leaves without asking. */
  markSaved: () => void;
};

/**
 * Asks before a form with unsaved changes is left: an in-app navigation (sidebar, links, the
 * browser's back and forward) waits for the prompt's answer, and closing or reloading the tab
 * gets the browser's own question. A session that ends (401/403) leaves without asking: the
 * form keeps its copy in the browser instead.
 */
export function useUnsavedChangesGuard(
  dirty: boolean,
  /** 'Salir sin guardar' was chosen: the changes are given up (the browser's copy too). */
  onLeaveWithoutSaving?: () => void,
): UnsavedChangesGuard {
  const leaveRef = useRef(onLeaveWithoutSaving);
  leaveRef.current = onLeaveWithoutSaving;
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const released = useRef(false);

  useEffect(
    () =>
      onSessionEnd(() => {
        released.current = true;
      }),
    [],
  );

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !released.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const setPrompt = useSetAtom(leavePromptAtom);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Changes undone while the prompt was open: nothing is lost any more.
    if (!dirty) {
      blocker.reset();
      return;
    }
    setPrompt({
      onStay: () => blocker.reset(),
      onLeave: () => {
        leaveRef.current?.();
        blocker.proceed();
      },
    });
    return () => setPrompt(null);
  }, [blocker, dirty, setPrompt]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers still read the question from here.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    markSaved: () => {
      released.current = true;
    },
  };
}
