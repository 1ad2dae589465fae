import { AUTOSAVE_DELAY_MS, type AutosaveState } from '@bitacora/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';
import { editConflictRevision, isOffline } from './edit-conflict.ts';

export type AutosaveOptions<Values> = {
  /**
   * Whether the server is written to: an existing draft. A published post or page (or a new
   * one) only keeps its changes in the browser until 'Guardar', so automatic saves never
   * change what readers see.
   */
  enabled: boolean;
  /** Held back (a conflict being answered, an explicit save on its way). */
  paused: boolean;
  /** Whether the fields are worth sending (a title and a body). */
  isSendable: (values: Values) => boolean;
  /** Sends the fields as an automatic save; throws as the API does. */
  save: (values: Values) => Promise<void>;
  /** The save was refused because the post changed meanwhile: the screen asks what to do. */
  onConflict: (currentRevision: number) => void;
};

export type Autosave<Values> = {
  state: AutosaveState;
  /** Report each edit here, with whether the form differs from the loaded item. */
  onEdit: (values: Values, dirty: boolean) => void;
  /** Whether everything typed is on the server (nothing for the leave prompt to ask about). */
  settled: boolean;
};

/** How often a save that found no network is tried again. */
const OFFLINE_RETRY_MS = 5000;

/** Whether the latest edit differs from the loaded item and from what was last sent. */
function waitsToBeSent(edit: { json: string; dirty: boolean } | null, savedJson: string | null) {
  return edit?.dirty === true && edit.json !== savedJson;
}

/**
 * Saves an existing draft by itself {@link AUTOSAVE_DELAY_MS} after the last change, and when
 * the tab is hidden; without a network it waits for the browser to be back online and tries
 * again. One save runs at a time; changes made during it are sent after it.
 */
export function useAutosave<Values>(options: AutosaveOptions<Values>): Autosave<Values> {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const [settled, setSettled] = useState(true);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const latest = useRef<{ values: Values; json: string; dirty: boolean } | null>(null);
  const savedJson = useRef<string | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const pending = useCallback(() => waitsToBeSent(latest.current, savedJson.current), []);

  const run = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { enabled, paused, isSendable, save, onConflict } = optionsRef.current;
    const edit = latest.current;
    if (!enabled || paused || running.current || !edit || !pending()) return;
    if (!isSendable(edit.values)) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setState({ kind: 'offline' });
      return;
    }
    running.current = true;
    setState({ kind: 'saving' });
    try {
      await save(edit.values);
      savedJson.current = edit.json;
      setState({ kind: 'saved', at: new Date() });
    } catch (error) {
      const conflict = editConflictRevision(error);
      if (conflict !== null) {
        setState({ kind: 'idle' });
        onConflict(conflict);
      } else if (isOffline(error)) setState({ kind: 'offline' });
      else if (!isSessionEnd(error)) {
        console.error('No se pudo guardar automáticamente', error);
        setState({ kind: 'failed' });
      }
      return;
    } finally {
      running.current = false;
      setSettled(!pending());
    }
    // Typed while the save was on its way: that goes next.
    if (pending()) timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
  }, [pending]);

  useEffect(() => {
    const retry = () => void run();
    const onHide = () => {
      if (document.visibilityState === 'hidden') void run();
    };
    const offline = () => {
      if (pending() && optionsRef.current.enabled) setState({ kind: 'offline' });
    };
    window.addEventListener('online', retry);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', onHide);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [run, pending]);

  // Without a network, tried again now and then too: not every way back online says so.
  const offline = state.kind === 'offline';
  useEffect(() => {
    if (!offline) return;
    const retry = setInterval(() => void run(), OFFLINE_RETRY_MS);
    return () => clearInterval(retry);
  }, [offline, run]);

  // Answering a conflict (or an explicit save) held the saves back: what waits goes now.
  useEffect(() => {
    if (!options.paused && options.enabled && pending())
      timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
  }, [options.paused, options.enabled, run, pending]);

  const onEdit = useCallback(
    (values: Values, dirty: boolean) => {
      const json = JSON.stringify(values);
      if (latest.current?.json === json && latest.current.dirty === dirty) return;
      latest.current = { values, json, dirty };
      const waiting = pending();
      setSettled(!waiting);
      const { enabled } = optionsRef.current;
      if (!enabled) {
        setState(waiting ? { kind: 'kept-locally' } : { kind: 'idle' });
        return;
      }
      if (!waiting) return;
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        setState({ kind: 'offline' });
        return;
      }
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    },
    [run, pending],
  );

  return { state, onEdit, settled };
}
