import type { Page } from '@bitacora/api';
import { PagesListScreen } from '@bitacora/ui';
import { useNavigate } from 'react-router';
import { serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useContentList } from './use-content-list.ts';
import { useListFilterOptions } from './use-list-filter-options.ts';
import { useOwnedDeletion } from './use-owned-deletion.ts';
import { useUnschedule } from './use-unschedule.ts';

/**
 * Page list, a page at a time with the search, filters and order the address holds, bulk
 * actions, 'Desprogramar', delete (to the trash) after confirmation. List and delete failures
 * are logged; the
 * screen shows its own load failure, and a delete refused with the server's text shows it.
 */
export default function PagesListRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const { list, paging, bulk } = useContentList<Page>({
    load: blog ? (query) => api.pages.list({ blogId: blog.id, ...query }) : null,
    bulk: (ids, request) =>
      api.pages.bulk({
        ids,
        action: request.action as Parameters<typeof api.pages.bulk>[0]['action'],
      }),
    what: 'las páginas',
  });
  const options = useListFilterOptions(api, blog?.id ?? null, user, 'page');
  const deletion = useOwnedDeletion({
    list,
    user,
    permission: 'delete:page:own',
    remove: (page) => api.pages.remove(page.uuid),
    what: 'la página',
  });
  const unschedule = useUnschedule({
    list,
    toDraft: (page) => api.pages.update(page.uuid, { status: 'draft' }),
    what: 'la página',
  });

  return (
    <PagesListScreen
      viewer={user}
      status={activeBlog.status === 'error' ? 'error' : list.status}
      pages={list.items}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      deleteError={deletion.deleteError ?? unschedule.unscheduleError}
      deletingUuid={deletion.deletingUuid}
      onNavigate={({ href }) => navigate(href)}
      onDelete={({ uuid }) => void deletion.onDelete(uuid)}
      onUnschedule={({ uuid }) => void unschedule.onUnschedule(uuid)}
      unschedulingUuid={unschedule.unschedulingUuid}
      timeZone={blog?.timeZone}
      paging={{ ...paging, options }}
      bulk={bulk}
    />
  );
}
