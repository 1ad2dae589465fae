import { blogBaseUrl, forbiddenReason, ownVisitUrl } from '@bitacora/domain';
import { ForbiddenScreen, PanelLayout, useColorMode } from '@bitacora/ui';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { useOwnVisitLink } from '../features/blogs/index.ts';
import { PendingCommentsRefresh, usePendingComments } from '../features/comments/index.ts';
import { DASHBOARD_PATH, forbiddenPermission } from '../guard.ts';
import { PATHS } from '../paths.ts';
import { useActor } from '../session/actor.ts';
import { useActiveBlog } from '../session/use-active-blog.ts';
import { useLogout } from '../session/use-logout.ts';
import { RouteLoading } from './route-loading.tsx';

/**
 * The signed-in area (/cms and /super-admin) inside ui's PanelLayout: the sidebar, 'Ver Blog'
 * at the active blog's public address (through the mark that keeps members uncounted), the colour toggle and logout (user, token and active
 * blog are forgotten and the server ends the session, then /login). The layout closes its mobile
 * menu when the path changes.
 * A screen the role may not open is not loaded: the panel says why in its place.
 */
export function PanelShell() {
  // The role in the active blog: the sidebar and the refusals follow the blog being managed.
  const user = useActor();
  const activeBlog = useActiveBlog({ quiet: true });
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const logout = useLogout();
  const { mode, toggle } = useColorMode();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const pending = usePendingComments(api, user, blog?.id ?? null, location.pathname);
  const ownVisitLink = useOwnVisitLink(api, blog?.id ?? null, location.pathname);
  // Logout goes to /login first and ends the session once the panel is left, so a form with
  // unsaved changes can ask before, and staying keeps the session.
  const loggingOut = useRef(false);

  // A logout the writer chose not to finish (the form asked, they stayed) is over once they move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change
  useEffect(() => {
    loggingOut.current = false;
  }, [location.pathname]);
  useEffect(
    () => () => {
      if (loggingOut.current) logout();
    },
    [logout],
  );

  // The guard has already sent a visitor without a session to /login.
  if (!user) return null;
  const refused = forbiddenPermission(location.pathname, user);

  return (
    <PanelLayout
      user={user}
      activePath={location.pathname}
      colorMode={mode}
      onToggleColorMode={toggle}
      onLogout={() => {
        loggingOut.current = true;
        navigate(PATHS.login);
      }}
      onNavigate={({ href }) => navigate(href)}
      blogUrl={ownVisitUrl(blogBaseUrl(blog, window.location.host), ownVisitLink)}
      blogName={blog?.name}
      blogPlan={blog?.plan}
      badges={{ comments: pending.badge }}
    >
      {refused ? (
        <ForbiddenScreen
          reason={forbiddenReason(refused)}
          dashboardHref={DASHBOARD_PATH}
          onNavigate={({ href }) => navigate(href)}
        />
      ) : (
        <PendingCommentsRefresh value={pending.refresh}>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </PendingCommentsRefresh>
      )}
    </PanelLayout>
  );
}
