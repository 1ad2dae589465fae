type SessionEndListener = () => void;

const listeners = new Set<SessionEndListener>();

/**
 * Runs `listener` when a 401/403 ends the session, before it is cleared and the user is sent
 * to /login: an open form keeps its unsaved copy and lets that navigation through. Returns the
 * unsubscribe.
 */
export function onSessionEnd(listener: SessionEndListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener that the session is ending; one that fails does not stop the others. */
export function announceSessionEnd(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('Un aviso de fin de sesión falló', error);
    }
  }
}
