import type { Blog } from '@bitacora/api';
import { BLOG_MESSAGES } from '@bitacora/domain';
import { BlogPickerScreen } from '@bitacora/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAlert } from '../../feedback/feedback.tsx';
import { DASHBOARD_PATH, NEXT_PARAM, nextPathFor } from '../../guard.ts';
import { PATHS } from '../../paths.ts';
import { actorFor } from '../../session/actor.ts';
import { activeBlogAtom, authUserAtom } from '../../session/session-atoms.ts';
import { useLogout } from '../../session/use-logout.ts';
import { useBlogList } from './use-blog-list.ts';
import { useEnterBlog } from './use-enter-blog.ts';

/**
 * Blog picker: entering clears the active blog; choosing one makes it active and goes
 * to the dashboard, or on to the panel address asked for (`?next=`); SUPER_ADMIN may edit a
 * blog in the modal; 'Reiniciar selección' clears it again and says so; 'Cerrar sesión' ends
 * the session as the panel's logout does.
 */
export default function BlogPickerRoute() {
  const user = useAtomValue(authUserAtom);
  const setActiveBlog = useSetAtom(activeBlogAtom);
  const logout = useLogout();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const alert = useAlert();
  const list = useBlogList();
  const next = searchParams.get(NEXT_PARAM);
  // Whether the address asked for may be opened depends on the role in the chosen blog.
  const to = (blog: Blog) => {
    const actor = actorFor(user, blog.uuid, blog);
    return actor ? nextPathFor(next, actor, DASHBOARD_PATH) : DASHBOARD_PATH;
  };
  const enter = useEnterBlog(() => void list.reload(), to);

  useEffect(() => setActiveBlog(null), [setActiveBlog]);

  if (!user) return <Navigate to="/login" replace />;

  return (
    <BlogPickerScreen
      status={list.status}
      blogs={list.blogs}
      error={list.error}
      role={user.role}
      publicDomain={window.location.host}
      onResetSelection={() => {
        setActiveBlog(null);
        void alert(BLOG_MESSAGES.selectionReset);
      }}
      onLogout={() => {
        logout();
        navigate(PATHS.login);
      }}
      onEnter={(input) => void enter(input)}
      onRetry={() => void list.reload()}
      onCreate={list.onCreate}
      onEdit={list.onEdit}
      editor={list.editor}
      isSaving={list.isSaving}
      saveError={list.saveError}
      onSave={list.onSave}
      onCloseEditor={list.onCloseEditor}
    />
  );
}
