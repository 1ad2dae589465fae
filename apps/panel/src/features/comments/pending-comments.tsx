import type { Api } from '@bitacora/api';
import { can, pendingCommentsLabel } from '@bitacora/domain';
import type { SidebarBadge } from '@bitacora/ui';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { isSessionEnd } from '../../api/call-failure.ts';

/** What the comments screen calls after a moderation, so the sidebar's badge follows. */
const RefreshContext = createContext<() => void>(() => {});

export const PendingCommentsRefresh = RefreshContext.Provider;

/** Reads the sidebar's pending count again (a no-op outside the panel shell). */
export function useRefreshPendingComments(): () => void {
  return useContext(RefreshContext);
}

/**
 * The pending comments of the active blog that the viewer moderates, for the sidebar: read when
 * the blog is known, on each screen change (`path`) and on `refresh()`. Not polled: a badge a
 * few minutes old is fine, and an idle tab then costs the server nothing. A failure keeps the
 * last count; it is only a hint.
 */
export function usePendingComments(
  api: Api,
  viewer: Parameters<typeof can>[0],
  blogId: number | null,
  path: string,
): { badge: SidebarBadge | undefined; refresh: () => void } {
  const [count, setCount] = useState<number | null>(null);
  const allowed = blogId !== null && can(viewer, 'read:comment');
  const generation = useRef(0);

  const refresh = useCallback(() => {
    if (!allowed) return;
    generation.current += 1;
    const mine = generation.current;
    api.comments
      .pendingCount()
      .then((answer) => {
        if (mine === generation.current) setCount(answer.count);
      })
      .catch((error: unknown) => {
        if (!isSessionEnd(error))
          console.error('No se pudo leer los comentarios pendientes', error);
      });
  }, [api, allowed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen reads it again.
  useEffect(() => {
    if (!allowed) setCount(null);
    else refresh();
  }, [allowed, refresh, blogId, path]);

  const badge = count === null ? undefined : { count, label: pendingCommentsLabel(count) };
  return { badge, refresh };
}
