import { postPreviewUrl } from '@bitacora/domain';
import { PostsListScreen } from '@bitacora/ui';
import { useAlert } from '../../feedback/feedback.tsx';
import { POST_KIND } from './content-kind.ts';
import { useContentListRoute } from './use-content-list-route.ts';

/**
 * Posts list: the content list shared with pages (`useContentListRoute`), drafts and scheduled
 * posts included, and 'Ver en el frontend'.
 */
export default function PostsListRoute() {
  const alert = useAlert();
  const { blog, items, listProps, mainLanguage } = useContentListRoute(POST_KIND);

  return (
    <PostsListScreen
      {...listProps}
      posts={items}
      onView={({ uuid }) => {
        const post = items.find((item) => item.uuid === uuid);
        const preview = postPreviewUrl({
          status: post?.status,
          slug: post?.slug,
          blog: post?.blog ?? blog,
          publicDomain: window.location.host,
          language: post?.language,
          mainLanguage,
        });
        if (preview.ok) window.open(preview.url, '_blank', 'noopener');
        else void alert(preview.message);
      }}
    />
  );
}
