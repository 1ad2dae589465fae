import { REVISION_MESSAGES, type UnsavedDraftKind } from '@bitacora/domain';
import { AutosaveStatus, Button, EditConflictDialog, RevisionHistory } from '@bitacora/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useUnsavedChangesGuard } from '../../feedback/use-unsaved-changes-guard.ts';
import { editConflictRevision } from './edit-conflict.ts';
import type { DraftFields } from './unsaved-draft.ts';
import { useAutosave } from './use-autosave.ts';
import { type FormEdit, type KeptDraftState, useKeptDraft } from './use-kept-draft.ts';
import { type RevisionCalls, useRevisionHistory } from './use-revision-history.ts';

/** A saved post or page as the session needs it. */
type Versioned = { revision: number; status: string };

export type EditSessionOptions<Values extends DraftFields, Item extends Versioned> = {
  kind: UnsavedDraftKind;
  /** The route's uuid; null on a new post or page. */
  itemUuid: string | null;
  /** The loaded post or page; null while loading or when new. */
  item: Item | null;
  /** Whether the viewer may save it (else nothing saves by itself and there is no history). */
  mayEdit: boolean;
  acceptsExtras?: (values: Record<string, unknown>) => boolean;
  /** Whether the fields are complete enough for an automatic save. */
  isSendable: (values: Values) => boolean;
  /** The automatic save, against `baseRevision`. */
  autosave: (values: Values, baseRevision: number | null) => Promise<Item>;
  /** Reads the post or page again ('Recargar'). */
  reload: () => Promise<Item>;
  /** A newer version to show: the form starts again from it. */
  onLoaded: (item: Item) => void;
  /** The 'Historial' calls; restore saves against `baseRevision`. */
  history: {
    list: RevisionCalls<Item>['list'];
    get: RevisionCalls<Item>['get'];
    restore: (revisionId: number, baseRevision: number | null) => Promise<Item>;
  } | null;
  /** An explicit save on its way: the automatic ones wait. */
  isSaving: boolean;
};

export type EditSession<Values> = {
  kept: KeptDraftState<Values>;
  /** The screen's `onEdit`. */
  onEdit: (edit: FormEdit<Values>) => void;
  /** The revision the form's fields are typed over, for the explicit save. */
  baseRevision: () => number | null;
  /**
   * A failed explicit save: when the post changed meanwhile, asks 'Recargar' / 'Mantener la
   * mía' (the latter runs `retry` against the newer revision) and answers true.
   */
  conflicted: (error: unknown, retry: () => void) => boolean;
  /** The explicit save went through. */
  saved: () => void;
  /** Beside the heading: the automatic save's state and 'Historial'. */
  tools: ReactNode;
  /** The conflict question and the history dialog. */
  dialogs: ReactNode;
};

type Conflict = { revision: number; retry: (() => void) | null };

/**
 * Everything that keeps a post or page form from losing or overwriting work
 * (docs/architecture.md#edit-conflicts-and-revisions): the copy in the browser, the automatic
 * save of drafts, the revision every save is based on and the question when it moved, and the
 * history with its restore.
 */
export function useEditSession<Values extends DraftFields, Item extends Versioned>(
  options: EditSessionOptions<Values, Item>,
): EditSession<Values> {
  const toast = useToast();
  const revision = useRef<number | null>(null);
  const loadedRevision = options.item?.revision ?? null;
  useEffect(() => {
    revision.current = loadedRevision;
  }, [loadedRevision]);
  const kept = useKeptDraft<Values>(
    options.kind,
    options.itemUuid,
    options.acceptsExtras,
    () => revision.current,
  );
  // A recovered copy is saved against the revision it was typed over.
  const { recoveredBase } = kept;
  useEffect(() => {
    if (recoveredBase !== null) revision.current = recoveredBase;
  }, [recoveredBase]);

  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const conflicted = (error: unknown, retry: (() => void) | null) => {
    const current = editConflictRevision(error);
    if (current === null) return false;
    setConflict({ revision: current, retry });
    return true;
  };

  const autosave = useAutosave<Values>({
    enabled: options.mayEdit && options.item !== null && options.item.status === 'DRAFT',
    paused: conflict !== null || options.isSaving,
    isSendable: options.isSendable,
    save: async (values) => {
      const saved = await optionsRef.current.autosave(values, revision.current);
      revision.current = saved.revision;
      kept.savedElsewhere(values);
    },
    onConflict: (current) => setConflict({ revision: current, retry: null }),
  });

  const guard = useUnsavedChangesGuard(!autosave.settled, kept.forget);

  /** A newer version of the item replaces the form and whatever the browser kept. */
  const showLoaded = (item: Item) => {
    revision.current = item.revision;
    kept.forget();
    kept.dropRecovered();
    optionsRef.current.onLoaded(item);
  };

  const history = useRevisionHistory<Item>(
    options.history
      ? {
          list: options.history.list,
          get: options.history.get,
          restore: (id) => optionsRef.current.history!.restore(id, revision.current),
        }
      : null,
    (item) => {
      showLoaded(item);
      toast(REVISION_MESSAGES.restored);
    },
    (error, retry) => conflicted(error, retry),
  );

  const reload = async () => {
    setIsReloading(true);
    try {
      showLoaded(await optionsRef.current.reload());
      setConflict(null);
    } catch (error) {
      if (!isSessionEnd(error)) console.error('No se pudo recargar', error);
    } finally {
      setIsReloading(false);
    }
  };

  const keepMine = () => {
    if (!conflict) return;
    revision.current = conflict.revision;
    setConflict(null);
    conflict.retry?.();
  };

  const tools = (
    <>
      {options.item && options.mayEdit ? <AutosaveStatus state={autosave.state} /> : null}
      {options.history && options.mayEdit ? (
        <Button variant="secondary" onClick={history.open}>
          {REVISION_MESSAGES.open}
        </Button>
      ) : null}
    </>
  );

  const dialogs = (
    <>
      <EditConflictDialog
        open={conflict !== null}
        isBusy={isReloading}
        onReload={() => void reload()}
        onKeepMine={keepMine}
        onDismiss={() => setConflict(null)}
      />
      <RevisionHistory {...history.props} />
    </>
  );

  return {
    kept,
    onEdit: (edit) => {
      kept.onEdit(edit);
      autosave.onEdit(edit.values, edit.dirty);
    },
    baseRevision: () => revision.current,
    conflicted,
    saved: () => {
      kept.forget();
      guard.markSaved();
    },
    tools,
    dialogs,
  };
}
