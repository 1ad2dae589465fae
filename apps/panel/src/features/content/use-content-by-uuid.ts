import { type ContentEntity, contentLoadErrorMessage } from '@bitacora/domain';
import { useEffect, useState } from 'react';
import { failureOf, isSessionEnd } from '../../api/call-failure.ts';

export type LoadedContent<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; item: T | null };

/**
 * The object a form edits, read by uuid; without a uuid (the new form) it is ready at once with
 * nothing. A failure is logged and becomes the load message for `entity`; a 401/403 shows
 * nothing more, since the API hook has already gone to /login.
 */
export function useContentByUuid<T>(
  uuid: string | undefined,
  load: (uuid: string) => Promise<T>,
  entity: ContentEntity,
  what: string,
): LoadedContent<T> {
  const [loaded, setLoaded] = useState<LoadedContent<T>>(
    uuid ? { status: 'loading' } : { status: 'ready', item: null },
  );

  // `load` is a method of the memoised api client: it changes only with the session.
  useEffect(() => {
    if (!uuid) {
      setLoaded({ status: 'ready', item: null });
      return;
    }
    let cancelled = false;
    setLoaded({ status: 'loading' });
    load(uuid).then(
      (item) => {
        if (!cancelled) setLoaded({ status: 'ready', item });
      },
      (error: unknown) => {
        if (cancelled || isSessionEnd(error)) return;
        console.error(`No se pudo cargar ${what}`, error);
        setLoaded({ status: 'error', message: contentLoadErrorMessage(entity, failureOf(error)) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [uuid, load, entity, what]);

  return loaded;
}
