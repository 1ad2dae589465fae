import { type Blog, isApiError } from '@bitacora/api';
import { BLOG_MESSAGES } from '@bitacora/domain';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useAlert } from '../../feedback/feedback.tsx';
import { PATHS } from '../../paths.ts';
import { resolvedBlogAtom } from '../../session/active-blog-cache.ts';
import { activeBlogAtom } from '../../session/session-atoms.ts';

/**
 * Blog selection: the chosen blog becomes the active one and the user goes to the dashboard,
 * or to `to` (the panel address asked for before the picker; a function of the blog when it
 * depends on the role held there).
 * The blog is fetched first, so the panel starts with its details; a failure alerts and
 * calls `onFailure` (the list reloads).
 */
export function useEnterBlog(
  onFailure: () => void,
  to: string | ((blog: Blog) => string) = PATHS.dashboard,
) {
  const api = useApi();
  const alert = useAlert();
  const navigate = useNavigate();
  const setActiveBlog = useSetAtom(activeBlogAtom);
  const setResolvedBlog = useSetAtom(resolvedBlogAtom);

  return async ({ uuid }: { uuid: string }) => {
    let blog: Blog;
    try {
      blog = await api.blogs.getByUuid(uuid);
      setResolvedBlog(blog);
      setActiveBlog(blog.uuid);
    } catch (failure) {
      if (isApiError(failure) && failure.isUnauthorized) return;
      console.error('No se pudo seleccionar el blog', failure);
      await alert(BLOG_MESSAGES.selectFailed);
      onFailure();
      return;
    }
    navigate(typeof to === 'string' ? to : to(blog));
  };
}
