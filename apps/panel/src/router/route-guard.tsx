import { isApiError } from '@bitacora/api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { activeBlogAtom, authTokenAtom, authUserAtom } from '../session/session-atoms.ts';
import { useDocumentTitle } from './document-title.ts';
import { adminBlogsDecision, guardRoute } from './guard.ts';
import { RouteLoading } from './route-loading.tsx';

/** Applies §2.2 to every navigation before the route renders, and names the tab after it. */
export function RouteGuard() {
  useDocumentTitle();
  const location = useLocation();
  const user = useAtomValue(authUserAtom);
  const token = useAtomValue(authTokenAtom);
  const activeBlog = useAtomValue(activeBlogAtom);
  const decision = guardRoute({ path: location.pathname, user, token, activeBlog });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'resolve-admin-blog' && user) return <ResolveAdminBlog adminId={user.id} />;
  return <Outlet />;
}

/** §2.2: an ADMIN without an active blog gets its only blog, else the blog picker. */
function ResolveAdminBlog({ adminId }: { adminId: number | string }) {
  const api = useApi();
  const navigate = useNavigate();
  const setActiveBlog = useSetAtom(activeBlogAtom);

  useEffect(() => {
    let cancelled = false;
    let unauthorized = false;
    api.blogs
      .list({ adminId })
      .then(
        ({ data }) => ({ ok: true as const, blogs: data }),
        (error: unknown) => {
          // A 401/403 already ended the session and went to /login.
          unauthorized = isApiError(error) && error.isUnauthorized;
          if (!unauthorized)
            console.error('No se pudieron obtener los blogs del administrador', error);
          return { ok: false as const };
        },
      )
      .then((result) => {
        if (cancelled || unauthorized) return;
        const next = adminBlogsDecision(result);
        if (next.kind === 'select') setActiveBlog(next.blogUuid);
        navigate(next.to, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [api, adminId, navigate, setActiveBlog]);

  return <RouteLoading />;
}
