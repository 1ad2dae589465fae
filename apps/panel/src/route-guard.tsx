import { type Blog, blogsEndpoints, isApiError } from '@bitacora/api';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useApiGroups } from './api/use-api-groups.ts';
import { type BlogsResult, blogsDecision, guardRoute } from './guard.ts';
import { resolvedBlogAtom } from './session/active-blog-cache.ts';
import { useActor } from './session/actor.ts';
import { activeBlogAtom, authTokenAtom } from './session/session-atoms.ts';
import { useDocumentTitle } from './shell/document-title.ts';
import { RouteLoading } from './shell/route-loading.tsx';

/**
 * Applies the route guard (docs/product.md#route-guard) to every navigation before the route
 * renders, and names the tab after it. A screen the role may not open still renders the panel: its
 * shell explains the refusal in place of the screen.
 */
export function RouteGuard() {
  useDocumentTitle();
  const location = useLocation();
  const user = useActor();
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
  if (decision.kind === 'enter-blog') {
    return <EnterNamedBlog key={decision.blogUuid} uuid={decision.blogUuid} to={decision.to} />;
  }
  if (decision.kind === 'resolve-blog' && user) {
    return <ResolveBlog />;
  }
  return <Outlet />;
}

/** The guard's only calls: the user's blogs. */
const GUARD_CALLS = { blogs: blogsEndpoints };

/** As many of the user's blogs as one page of the list holds. */
const NAMED_BLOG_LOOKUP_LIMIT = 100;

/**
 * A mailed link names the blog it is about: it becomes the active blog when it is one of the
 * user's (found in their list, so a blog of someone else's is never asked for and cannot end the
 * session with a 403); either way the user goes on to the address without the parameter.
 */
function EnterNamedBlog({ uuid, to }: { uuid: string; to: string }) {
  const api = useApiGroups(GUARD_CALLS);
  const navigate = useNavigate();
  const setActiveBlog = useSetAtom(activeBlogAtom);
  const setResolvedBlog = useSetAtom(resolvedBlogAtom);

  useEffect(() => {
    let cancelled = false;
    api.blogs.list({ limit: NAMED_BLOG_LOOKUP_LIMIT }).then(
      ({ data }) => {
        if (cancelled) return;
        const blog = data.find((candidate) => candidate.uuid === uuid);
        if (blog) {
          setResolvedBlog(blog);
          setActiveBlog(blog.uuid);
        }
        navigate(to, { replace: true });
      },
      (error: unknown) => {
        if (cancelled || (isApiError(error) && error.isUnauthorized)) return;
        console.error('No se pudo abrir el blog del enlace', error);
        navigate(to, { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, uuid, to, navigate, setActiveBlog, setResolvedBlog]);

  return <RouteLoading />;
}

/** Enough to tell one blog from several. */
const MEMBER_BLOGS_LIMIT = 2;

/**
 * An ADMIN or AUTHOR without an active blog enters its only blog and goes on to the
 * address it asked for; else the blog picker. Every blog it belongs to counts, whatever its
 * role there (ADMIN and AUTHOR are per blog): the picker offers each one.
 */
function ResolveBlog() {
  const api = useApiGroups(GUARD_CALLS);
  const navigate = useNavigate();
  const location = useLocation();
  const setActiveBlog = useSetAtom(activeBlogAtom);
  const setResolvedBlog = useSetAtom(resolvedBlogAtom);
  const { pathname, search } = location;

  useEffect(() => {
    let cancelled = false;
    let unauthorized = false;
    let found: readonly Blog[] = [];
    api.blogs
      .list({ limit: MEMBER_BLOGS_LIMIT })
      .then(
        ({ data }): BlogsResult => {
          found = data;
          return { ok: true, blogs: data };
        },
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
        if (next.kind === 'select') {
          // The listed blog already carries the role in it, so the panel opens with it.
          setResolvedBlog(found.find((blog) => blog.uuid === next.blogUuid) ?? null);
          setActiveBlog(next.blogUuid);
        }
        navigate(next.to, { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [api, pathname, search, navigate, setActiveBlog, setResolvedBlog]);

  return <RouteLoading />;
}
