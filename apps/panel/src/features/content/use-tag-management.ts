import type { Tag } from '@bitacora/api';
import { readServerText, TAG_MESSAGES } from '@bitacora/domain';
import type { TagsSectionProps } from '@bitacora/ui';
import { useState } from 'react';
import { bodyOf, isSessionEnd } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';

/** The categories screen's tag section: the blog's tags and their rename, merge and delete. */
export function useTagManagement(blogId: number | null): TagsSectionProps {
  const api = useApi();
  const list = useList<Tag>(
    blogId === null ? null : () => listAll((page) => api.tags.list({ blogId, ...page })),
    'las etiquetas',
  );
  const [isSaving, setIsSaving] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  /** Runs a change, then reads the list again: a merge or rename changes other rows' counts. */
  const run = async (change: () => Promise<unknown>) => {
    setIsSaving(true);
    setActionError(null);
    try {
      await change();
      await list.reload();
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo cambiar la etiqueta', error);
        setActionError(
          readServerText(bodyOf(error), ['error', 'message']) ?? TAG_MESSAGES.saveFailed,
        );
      }
    } finally {
      setIsSaving(false);
    }
  };

  return {
    status: list.status,
    tags: list.items,
    error: list.status === 'error' ? TAG_MESSAGES.loadFailed : null,
    onRetry: () => void list.reload(),
    actionError,
    isSaving,
    onRename: ({ id, name }) => void run(() => api.tags.rename(id, { name })),
    onMerge: ({ id, into }) => void run(() => api.tags.merge(id, { into })),
    onDelete: ({ id }) => void run(() => api.tags.remove(id)),
  };
}
