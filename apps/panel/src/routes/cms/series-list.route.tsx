import type { Series } from '@bitacora/api';
import { can, hasFeature } from '@bitacora/domain';
import { SeriesListScreen } from '@bitacora/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useActiveBlog } from '../../blog/use-active-blog.ts';
import { isSessionEnd, serverText } from '../../content/call-failure.ts';
import { listAll } from '../../content/list-all.ts';
import { PANEL_MESSAGES } from '../../content/panel-messages.ts';
import { useList } from '../../content/use-list.ts';
import { useAlert } from '../../feedback/feedback.tsx';
import { authUserAtom } from '../../session/session-atoms.ts';

/**
 * §2.3 series list. A FREE blog keeps the series it has but cannot start one (the server
 * refuses it): 'Añadir Serie' says so instead of opening the form.
 */
export default function SeriesListRoute() {
  const api = useApi();
  const alert = useAlert();
  const navigate = useNavigate();
  const user = useAtomValue(authUserAtom);
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<Series>(
    blog ? () => listAll((page) => api.series.list({ blogId: blog.id, ...page })) : null,
    'las series',
  );
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = async (uuid: string) => {
    const series = list.items.find((item) => item.uuid === uuid);
    if (!series) return;
    setDeleteError(null);
    if (!can(user, 'delete:series:own', series)) {
      setDeleteError(PANEL_MESSAGES.noPermission);
      return;
    }
    try {
      await api.series.delete(uuid);
      list.setItems((items) => items.filter((item) => item.uuid !== uuid));
    } catch (error) {
      if (!isSessionEnd(error)) {
        console.error('No se pudo eliminar la serie', error);
        setDeleteError(serverText(error));
      }
    }
  };

  return (
    <SeriesListScreen
      status={activeBlog.status === 'error' ? 'error' : list.status}
      series={list.items}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      onCreate={() => {
        if (blog && !hasFeature(blog.plan, 'series')) void alert(PANEL_MESSAGES.seriesNeedPro);
        else navigate('/cms/series/new');
      }}
      onEdit={({ uuid }) => navigate(`/cms/series/${encodeURIComponent(uuid)}/edit`)}
      onDelete={({ uuid }) => void remove(uuid)}
      deleteError={deleteError}
    />
  );
}
