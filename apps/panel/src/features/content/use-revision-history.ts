import type { RevisionSummary } from '@bitacora/api';
import { REVISION_MESSAGES } from '@bitacora/domain';
import type { RevisionHistoryProps, RevisionPreview } from '@bitacora/ui';
import { useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';

/** The calls behind a post's or page's 'Historial'. */
export type RevisionCalls<Restored> = {
  list: () => Promise<{ data: RevisionSummary[] }>;
  get: (
    revisionId: number,
  ) => Promise<{ id: number; fields: { title: string; excerpt: string; content: string } }>;
  restore: (revisionId: number) => Promise<Restored>;
};

export type RevisionHistoryControl = {
  open: () => void;
  props: RevisionHistoryProps;
};

/**
 * The 'Historial' dialog's state: the list loaded when it opens, the chosen revision loaded for
 * its preview, and 'Restaurar esta versión' through the caller's restore (a normal save). A
 * restore the server refuses because the post changed meanwhile goes to `onFailure` first
 * (with a way to try again), which answers whether it handled it.
 */
export function useRevisionHistory<Restored>(
  calls: RevisionCalls<Restored> | null,
  onRestored: (restored: Restored) => void,
  onFailure: (error: unknown, retry: () => void) => boolean,
): RevisionHistoryControl {
  const [isOpen, setIsOpen] = useState(false);
  const [status, setStatus] = useState<RevisionHistoryProps['status']>('loading');
  const [revisions, setRevisions] = useState<RevisionSummary[]>([]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [preview, setPreview] = useState<RevisionPreview | null>(null);
  const [isRestoring, setIsRestoring] = useState(false);
  const [restoreError, setRestoreError] = useState<string | null>(null);

  const open = () => {
    if (!calls) return;
    setIsOpen(true);
    setStatus('loading');
    setSelectedId(null);
    setPreview(null);
    setRestoreError(null);
    calls.list().then(
      (list) => {
        setRevisions(list.data);
        setStatus('ready');
      },
      (error: unknown) => {
        if (isSessionEnd(error)) return;
        console.error('No se pudo cargar el historial', error);
        setStatus('error');
      },
    );
  };

  const select = (id: number) => {
    if (!calls) return;
    setSelectedId(id);
    calls.get(id).then(
      (revision) =>
        setPreview({
          id: revision.id,
          title: revision.fields.title,
          excerpt: revision.fields.excerpt,
          content: revision.fields.content,
        }),
      (error: unknown) => {
        if (isSessionEnd(error)) return;
        console.error('No se pudo cargar la revisión', error);
        setRestoreError(serverText(error) ?? REVISION_MESSAGES.loadFailed);
      },
    );
  };

  const restore = async (id: number) => {
    if (!calls) return;
    setIsRestoring(true);
    setRestoreError(null);
    try {
      const restored = await calls.restore(id);
      setIsOpen(false);
      onRestored(restored);
    } catch (error) {
      if (isSessionEnd(error)) return;
      if (onFailure(error, () => void restore(id))) {
        setIsOpen(false);
        return;
      }
      console.error('No se pudo restaurar la revisión', error);
      setRestoreError(serverText(error) ?? REVISION_MESSAGES.restoreFailed);
    } finally {
      setIsRestoring(false);
    }
  };

  return {
    open,
    props: {
      open: isOpen,
      status,
      revisions,
      selectedId,
      preview,
      isRestoring,
      restoreError,
      onSelect: select,
      onRestore: (id) => void restore(id),
      onClose: () => setIsOpen(false),
    },
  };
}
