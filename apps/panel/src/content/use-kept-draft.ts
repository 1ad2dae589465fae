import { type UnsavedDraftKind, unsavedDraftOfferMessage } from '@bitacora/domain';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { activeBlogAtom, authUserAtom } from '../session/session-atoms.ts';
import { onSessionEnd } from '../session/session-end.ts';
import { browserStorage } from '../session/session-storage.ts';
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
  /** The copy kept when the session last ended, offered back; null when there is none. */
  offer: KeptDraftOffer | null;
  /** The fields to start the form from after 'Recuperar'. */
  recovered: Values | null;
  /** Whether the form differs from the saved post or page. */
  dirty: boolean;
  /** A successful save: the kept copy is no longer needed. */
  forget: () => void;
};

/**
 * The unsaved post or page kept in the browser when a 401/403 ends the session under the form
 * (keyed by user, blog and post or page), and offered back when the same form is opened again.
 */
export function useKeptDraft<Values extends DraftFields>(
  kind: UnsavedDraftKind,
  itemUuid: string | null,
  acceptsExtras?: (values: Record<string, unknown>) => boolean,
): KeptDraftState<Values> {
  const user = useAtomValue(authUserAtom);
  const blogUuid = useAtomValue(activeBlogAtom);
  const address = useMemo<DraftAddress | null>(
    () => (user && blogUuid ? { kind, userUuid: user.uuid, blogUuid, itemUuid } : null),
    [kind, user, blogUuid, itemUuid],
  );
  const addressKey = address ? JSON.stringify(address) : null;
  const [kept, setKept] = useState<{ key: string; draft: KeptDraft<Values> } | null>(null);
  const [recovered, setRecovered] = useState<Values | null>(null);
  const [dirty, setDirty] = useState(false);
  const latest = useRef<FormEdit<Values> | null>(null);
  const acceptsRef = useRef(acceptsExtras);
  acceptsRef.current = acceptsExtras;

  // biome-ignore lint/correctness/useExhaustiveDependencies: addressKey stands for address
  useEffect(() => {
    setRecovered(null);
    latest.current = null;
    if (!address || !addressKey) {
      setKept(null);
      return;
    }
    const draft = readKeptDraft<Values>(browserStorage(), address, acceptsRef.current);
    setKept(draft ? { key: addressKey, draft } : null);
  }, [addressKey]);

  const addressRef = useRef(address);
  addressRef.current = address;
  useEffect(
    () =>
      onSessionEnd(() => {
        const edit = latest.current;
        const where = addressRef.current;
        if (edit?.dirty && where) keepDraft(browserStorage(), where, edit.values, new Date());
      }),
    [],
  );

  const current = kept && kept.key === addressKey ? kept.draft : null;
  const offer: KeptDraftOffer | null =
    current && address
      ? {
          message: unsavedDraftOfferMessage(kind, current.savedAt),
          onRecover: () => {
            setRecovered(current.values);
            setKept(null);
            forgetDraft(browserStorage(), address);
          },
          onDiscard: () => {
            setKept(null);
            forgetDraft(browserStorage(), address);
          },
        }
      : null;

  return {
    onEdit: (edit) => {
      latest.current = edit;
      setDirty(edit.dirty);
    },
    offer,
    recovered,
    dirty,
    forget: () => {
      if (address) forgetDraft(browserStorage(), address);
    },
  };
}
