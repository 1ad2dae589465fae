import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionEnd } from './call-failure.ts';

export type ListState<T> = {
  status: 'loading' | 'ready' | 'error';
  items: T[];
  error: unknown;
};

/**
 * Loads a list once `load` is given (null while its inputs, such as the active blog, are not
 * known), again when `key` changes (a filter) and on `reload()`. A failure is logged; the
 * screen maps it to its message.
 */
export function useList<T>(load: (() => Promise<T[]>) | null, what: string, key?: unknown) {
  const [state, setState] = useState<ListState<T>>({ status: 'loading', items: [], error: null });
  const current = useRef(load);
  current.current = load;
  const generation = useRef(0);

  const run = useCallback(async () => {
    const fetchList = current.current;
    if (!fetchList) return;
    generation.current += 1;
    const mine = generation.current;
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    try {
      const items = await fetchList();
      if (mine === generation.current) setState({ status: 'ready', items, error: null });
    } catch (error) {
      if (!isSessionEnd(error)) console.error(`No se pudo cargar ${what}`, error);
      if (mine === generation.current) setState({ status: 'error', items: [], error });
    }
  }, [what]);

  const ready = load !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `key` (a filter) loads the list again.
  useEffect(() => {
    if (ready) void run();
    return () => {
      generation.current += 1;
    };
  }, [ready, run, key]);

  /** Replaces the loaded items (after a delete, a save or a moderation). */
  const setItems = useCallback((update: (items: T[]) => T[]) => {
    setState((previous) => ({ ...previous, items: update(previous.items) }));
  }, []);

  return { ...state, reload: run, setItems };
}
