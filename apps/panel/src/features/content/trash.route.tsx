import type { TrashItem } from '@bitacora/api';
import { TRASH_MESSAGES } from '@bitacora/domain';
import { TrashScreen } from '@bitacora/ui';
import { useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { useToast } from '../../feedback/feedback.tsx';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { CONTENT_KINDS } from './content-kind.ts';

/**
 * 'Papelera': deleted posts and pages. 'Restaurar' puts one back as it was; 'Eliminar
 * definitivamente' (after the screen's confirmation) deletes it for good. Either takes the row
 * out of the list.
 */
export default function TrashRoute() {
  const api = useApi();
  const toast = useToast();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<TrashItem>(
    blog ? () => listAll((page) => api.trash.list({ blogId: blog.id, ...page })) : null,
    'la papelera',
  );
  const [busyUuid, setBusyUuid] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const act = async (
    item: TrashItem,
    call: () => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setActionError(null);
    setBusyUuid(item.uuid);
    try {
      await call();
      list.setItems((items) => items.filter((row) => row.uuid !== item.uuid));
      toast(done);
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error(`No se pudo cambiar «${item.title}» en la papelera`, error);
        setActionError(serverText(error) ?? failed);
      }
    } finally {
      setBusyUuid(null);
    }
  };

  return (
    <TrashScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      items={list.items}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      actionError={actionError}
      busyUuid={busyUuid}
      onRestore={(item) =>
        void act(
          item,
          () => CONTENT_KINDS[item.kind].calls(api).restore(item),
          TRASH_MESSAGES.restored(item.title),
          TRASH_MESSAGES.restoreFailed,
        )
      }
      onDeleteForGood={(item) =>
        void act(
          item,
          () => CONTENT_KINDS[item.kind].calls(api).removePermanently(item),
          TRASH_MESSAGES.deleted(item.title),
          TRASH_MESSAGES.deleteFailed,
        )
      }
    />
  );
}
