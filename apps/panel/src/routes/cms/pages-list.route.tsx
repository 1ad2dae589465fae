import type { Page } from '@bitacora/api';
import { can } from '@bitacora/domain';
import { PagesListScreen } from '@bitacora/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useActiveBlog } from '../../blog/use-active-blog.ts';
import { isSessionEnd, serverText } from '../../content/call-failure.ts';
import { listAll } from '../../content/list-all.ts';
import { PANEL_MESSAGES } from '../../content/panel-messages.ts';
import { useList } from '../../content/use-list.ts';
import { authUserAtom } from '../../session/session-atoms.ts';

/**
 * §2.3 page list, delete after confirmation. §8: list and delete failures are logged; the
 * screen shows its own load failure, and a delete refused with the server's text shows it.
 */
export default function PagesListRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const user = useAtomValue(authUserAtom);
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<Page>(
    blog ? () => listAll((page) => api.pages.list({ blogId: blog.id, ...page })) : null,
    'las páginas',
  );
  const [deletingUuid, setDeletingUuid] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async (uuid: string) => {
    const page = list.items.find((item) => item.uuid === uuid);
    if (!page) return;
    setDeleteError(null);
    if (!can(user, 'delete:page:own', page)) {
      setDeleteError(PANEL_MESSAGES.noPermission);
      return;
    }
    setDeletingUuid(uuid);
    try {
      await api.pages.delete(uuid);
      list.setItems((items) => items.filter((item) => item.uuid !== uuid));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo eliminar la página', error);
        setDeleteError(serverText(error));
      }
    } finally {
      setDeletingUuid(null);
    }
  };

  return (
    <PagesListScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      pages={list.items}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      deleteError={deleteError}
      deletingUuid={deletingUuid}
      onNavigate={({ href }) => navigate(href)}
      onDelete={({ uuid }) => void remove(uuid)}
    />
  );
}
