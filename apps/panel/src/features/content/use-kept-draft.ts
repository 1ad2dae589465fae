import { type UnsavedDraftKind, unsavedDraftOfferMessage } from '@bitacora/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { activeBlogAtom, authUserAtom } from '../../session/session-atoms.ts';
import { onSessionEnd } from '../../session/session-end.ts';
import { browserStorage } from '../../session/session-storage.ts';
import {
  type DraftAddress,
  type DraftFields,
  forgetDraft,
  type KeptDraft,
  keepDraft,
  readKeptDraft,
} from './unsaved-draft.ts';

/** The form's latest fields and whether they differ from the saved post or page. */
export type FormEdit<Values> = { values: Values; dirty: boolean };

export type KeptDraftOffer = { message: string; onRecover: () => void; onDiscard: () => void };

export type KeptDraftState<Values> = {
  /** Report each edit of the form here (the screen's `onEdit`). */
  onEdit: (edit: FormEdit<Values>) => void;
  /** The copy kept from an earlier visit, offered back; null when there is none. */
  offer: KeptDraftOffer | null;
  /** The fields to start the form from after 'Recuperar'. */
  recovered: Values | null;
  /** The revision the recovered copy was typed over, when it says. */
  recoveredBase: number | null;
  /** Whether the form differs from the saved post or page. */
  dirty: boolean;
  /** The latest edit reported, or null before the first. */
  latest: () => FormEdit<Values> | null;
  /** A successful save, or changes left on purpose: the kept copy is no longer needed. */
  forget: () => void;
  /** The item was loaded again (reloaded, restored): the form starts from it, not the copy. */
  dropRecovered: () => void;
  /**
   * An automatic save of `values` went through: the copy goes unless the form has moved on
   * since, in which case the newer fields stay kept.
   */
  savedElsewhere: (values: Values) => void;
};

/** How long typing may go on before the copy in the browser catches up. */
const KEEP_DELAY_MS = 300;

/**
 * The unsaved post or page kept in the browser (keyed by user, blog and post or page) while
 * the form differs from what the server has: written shortly after each change, when the tab
 * is hidden or closed, and when a 401/403 ends the session under the form. It is offered back
 * when the same form is opened again, so a closed tab or a lost network loses nothing.
 * `baseRevision` names the revision the fields are typed over, kept with them.
 */
export function useKeptDraft<Values extends DraftFields>(
  kind: UnsavedDraftKind,
  itemUuid: string | null,
  acceptsExtras?: (values: Record<string, unknown>) => boolean,
  baseRevision: () => number | null = () => null,
): KeptDraftState<Values> {
  const user = useAtomValue(authUserAtom);
  const blogUuid = useAtomValue(activeBlogAtom);
  const address = useMemo<DraftAddress | null>(
    () => (user && blogUuid ? { kind, userUuid: user.uuid, blogUuid, itemUuid } : null),
    [kind, user, blogUuid, itemUuid],
  );
  const addressKey = address ? JSON.stringify(address) : null;
  const [kept, setKept] = useState<{ key: string; draft: KeptDraft<Values> } | null>(null);
  const [recovered, setRecovered] = useState<{ values: Values; base: number | null } | null>(null);
  const [dirty, setDirty] = useState(false);
  const latest = useRef<FormEdit<Values> | null>(null);
  const acceptsRef = useRef(acceptsExtras);
  acceptsRef.current = acceptsExtras;
  const baseRef = useRef(baseRevision);
  baseRef.current = baseRevision;
  const addressRef = useRef(address);
  addressRef.current = address;
  /** While a copy is waiting to be offered, edits must not overwrite it before the answer. */
  const offering = useRef(false);
  /** The fields an automatic save last put on the server: no copy is needed while they stand. */
  const savedByAutosave = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keepNowRef = useRef<() => void>(() => {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: addressKey stands for address
  useEffect(() => {
    setRecovered(null);
    latest.current = null;
    if (!address || !addressKey) {
      setKept(null);
      offering.current = false;
      return;
    }
    const draft = readKeptDraft<Values>(browserStorage(), address, acceptsRef.current);
    offering.current = draft !== null;
    setKept(draft ? { key: addressKey, draft } : null);
  }, [addressKey]);

  useEffect(() => {
    /** Writes the latest edit now: kept while it differs from the saved item, else forgotten. */
    const keepNow = () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      const edit = latest.current;
      const where = addressRef.current;
      if (!edit || !where || offering.current) return;
      // Dirty says the form differs from the item as loaded; after an automatic save the server
      // holds these fields, and a copy would be offered back for nothing.
      if (edit.dirty && JSON.stringify(edit.values) !== savedByAutosave.current)
        keepDraft(browserStorage(), where, edit.values, new Date(), baseRef.current());
      else forgetDraft(browserStorage(), where);
    };
    keepNowRef.current = keepNow;
    const onHide = () => {
      if (document.visibilityState === 'hidden') keepNow();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', keepNow);
    const stopSessionEnd = onSessionEnd(keepNow);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', keepNow);
      stopSessionEnd();
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const current = kept && kept.key === addressKey ? kept.draft : null;
  const offer: KeptDraftOffer | null =
    current && address
      ? {
          message: unsavedDraftOfferMessage(kind, current.savedAt),
          onRecover: () => {
            offering.current = false;
            setRecovered({ values: current.values, base: current.baseRevision ?? null });
            setKept(null);
            forgetDraft(browserStorage(), address);
          },
          onDiscard: () => {
            offering.current = false;
            setKept(null);
            forgetDraft(browserStorage(), address);
          },
        }
      : null;

  const forget = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (address) forgetDraft(browserStorage(), address);
  };

  return {
    onEdit: (edit) => {
      latest.current = edit;
      setDirty(edit.dirty);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => keepNowRef.current(), KEEP_DELAY_MS);
    },
    offer,
    recovered: recovered?.values ?? null,
    recoveredBase: recovered?.base ?? null,
    dirty,
    latest: () => latest.current,
    forget,
    dropRecovered: () => {
      savedByAutosave.current = null;
      setRecovered(null);
    },
    savedElsewhere: (values) => {
      const edit = latest.current;
      const json = JSON.stringify(values);
      savedByAutosave.current = json;
      if (!edit || JSON.stringify(edit.values) === json) forget();
    },
  };
}
