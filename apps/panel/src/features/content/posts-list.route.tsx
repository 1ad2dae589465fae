import type { Post } from '@bitacora/api';
import { postPreviewUrl } from '@bitacora/domain';
import { PostsListScreen } from '@bitacora/ui';
import { useNavigate } from 'react-router';
import { serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useAlert } from '../../feedback/feedback.tsx';
import { PANEL_MESSAGES } from '../../feedback/panel-messages.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useContentList } from './use-content-list.ts';
import { useListFilterOptions } from './use-list-filter-options.ts';
import { useOwnedDeletion } from './use-owned-deletion.ts';
import { useUnschedule } from './use-unschedule.ts';

/**
 * Posts list: drafts and scheduled posts included, a page at a time with the search, filters
 * and order the address holds, bulk actions, 'Ver en el frontend', 'Desprogramar', delete (to
 * the trash) after confirmation.
 */
export default function PostsListRoute() {
  const api = useApi();
  const alert = useAlert();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const { list, paging, bulk } = useContentList<Post>({
    load: blog
      ? (query) => api.posts.list({ blogId: blog.id, includeDrafts: true, ...query })
      : null,
    bulk: (ids, request) =>
      api.posts.bulk({ ids, ...request } as Parameters<typeof api.posts.bulk>[0]),
    what: 'los posts',
  });
  const options = useListFilterOptions(api, blog?.id ?? null, user, 'post');
  const deletion = useOwnedDeletion({
    list,
    user,
    permission: 'delete:post:own',
    remove: (post) => api.posts.remove(post.id),
    what: 'el post',
    fallback: PANEL_MESSAGES.postDeleteFailed,
  });
  const unschedule = useUnschedule({
    list,
    toDraft: (post) => api.posts.update(post.id, { status: 'draft' }),
    what: 'el post',
  });

  return (
    <PostsListScreen
      viewer={user}
      status={activeBlog.status === 'error' ? 'error' : list.status}
      posts={list.items}
      error={serverText(list.error)}
      onRetry={() => void list.reload()}
      deleteError={deletion.deleteError ?? unschedule.unscheduleError}
      deletingUuid={deletion.deletingUuid}
      onNavigate={({ href }) => navigate(href)}
      onView={({ uuid }) => {
        const post = list.items.find((item) => item.uuid === uuid);
        const preview = postPreviewUrl({
          status: post?.status,
          slug: post?.slug,
          blog: post?.blog ?? blog,
          publicDomain: window.location.host,
        });
        if (preview.ok) window.open(preview.url, '_blank', 'noopener');
        else void alert(preview.message);
      }}
      onDelete={({ uuid }) => void deletion.onDelete(uuid)}
      onUnschedule={({ uuid }) => void unschedule.onUnschedule(uuid)}
      unschedulingUuid={unschedule.unschedulingUuid}
      timeZone={blog?.timeZone}
      paging={{ ...paging, options }}
      bulk={bulk}
    />
  );
}
