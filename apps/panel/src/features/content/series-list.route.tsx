import type { Series } from '@bitacora/api';
import { can, hasFeature } from '@bitacora/domain';
import { SeriesListScreen } from '@bitacora/ui';
import { useNavigate } from 'react-router';
import { serverText } from '../../api/call-failure.ts';
import { listAll } from '../../api/list-all.ts';
import { useApi } from '../../api/use-api.ts';
import { useList } from '../../api/use-list.ts';
import { PATHS } from '../../paths.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useUpgrade } from '../payments/index.ts';
import { termLanguages, useBlogLanguages } from './use-blog-languages.ts';
import { useOwnedDeletion } from './use-owned-deletion.ts';

/**
 * Series list. A FREE blog keeps the series it has but cannot start one (the server
 * refuses it): 'Añadir Serie' offers PRO instead of opening the form.
 */
export default function SeriesListRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const list = useList<Series>(
    blog ? () => listAll((page) => api.series.list({ blogId: blog.id, ...page })) : null,
    'las series',
  );
  const offer = useUpgrade();
  const languages = useBlogLanguages(api, blog);
  const deletion = useOwnedDeletion({
    list,
    user,
    permission: 'delete:series:own',
    remove: (series) => api.series.remove(series.uuid),
    what: 'la serie',
  });

  return (
    <SeriesListScreen
      viewer={user}
      status={activeBlog.status === 'error' ? 'error' : list.status}
      series={list.items}
      languages={termLanguages(languages.main, languages.inUse, list.items)}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      onCreate={() => navigate(PATHS.newSeries)}
      onEdit={({ uuid }) => navigate(PATHS.editSeries(uuid))}
      onDelete={({ uuid }) => void deletion.onDelete(uuid)}
      deleteError={deletion.deleteError}
      upgradeOffer={
        blog && !hasFeature(blog.plan, 'series')
          ? {
              canUpgrade: can(user, 'manage:billing'),
              upgradingInterval: offer.upgradingInterval,
              onUpgrade: ({ interval }) => void offer.upgrade(interval),
            }
          : null
      }
    />
  );
}
