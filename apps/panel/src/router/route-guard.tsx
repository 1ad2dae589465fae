import { isApiError } from '@bitacora/api';
import type { Role } from '@bitacora/domain';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { activeBlogAtom, authTokenAtom, authUserAtom } from '../session/session-atoms.ts';
import { useDocumentTitle } from './document-title.ts';
import { type BlogsResult, blogsDecision, guardRoute } from './guard.ts';
import { RouteLoading } from './route-loading.tsx';

/**
 * Applies §2.2 to every navigation before the route renders, and names the tab after it. A
 * screen the role may not open still renders the panel: its shell explains the refusal in place
 * of the screen.
 */
export function RouteGuard() {
  useDocumentTitle();
  const location = useLocation();
  const user = useAtomValue(authUserAtom);
  const token = useAtomValue(authTokenAtom);
  const activeBlog = useAtomValue(activeBlogAtom);
  const decision = guardRoute({
    path: location.pathname,
    search: location.search,
    user,
    token,
    activeBlog,
  });

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'resolve-blog' && user) {
    return <ResolveBlog userId={user.id} role={user.role} />;
  }
  return <Outlet />;
}

/** Enough to tell one blog from several. */
const MEMBER_BLOGS_LIMIT = 2;

/**
 * §2.2: an ADMIN (its administered blogs) or AUTHOR (the blogs it belongs to) without an active
 * blog enters its only blog and goes on to the address it asked for; else the blog picker.
 */
function ResolveBlog({ userId, role }: { userId: number | string; role: Role }) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const setActiveBlog = useSetAtom(activeBlogAtom);
  const { pathname, search } = location;

  useEffect(() => {
    let cancelled = false;
    let unauthorized = false;
    const lookup =
      role === 'ADMIN'
        ? api.blogs.list({ adminId: userId })
        : api.blogs.list({ limit: MEMBER_BLOGS_LIMIT });
    lookup
      .then(
        ({ data }): BlogsResult => ({ ok: true, blogs: data }),
        (error: unknown): BlogsResult => {
          // A 401/403 already ended the session and went to /login.
          unauthorized = isApiError(error) && error.isUnauthorized;
          if (!unauthorized) console.error('No se pudieron obtener los blogs del usuario', error);
          return { ok: false };
        },
      )
      .then((result) => {
        if (cancelled || unauthorized) return;
        const next = blogsDecision(result, { path: pathname, search });
        if (next.kind === 'select') setActiveBlog(next.blogUuid);
        navigate(next.to, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [api, userId, role, pathname, search, navigate, setActiveBlog]);

  return <RouteLoading />;
}
