import type { Blog } from '@bitacora/api';
import { POST_MESSAGES } from '@bitacora/domain';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../api/use-api.ts';
import { useAlert } from '../feedback/feedback.tsx';
import { PATHS } from '../paths.ts';
import { claimFailureReport, resolvedBlogAtom, sharedBlogLookup } from './active-blog-cache.ts';
import { blogFailureAction } from './blog-failure.ts';
import { activeBlogAtom } from './session-atoms.ts';

export type ActiveBlogState =
  | { status: 'loading' }
  | { status: 'ready'; blog: Blog }
  | { status: 'error' };

export type UseActiveBlogOptions = {
  /**
   * A screen's own message for a blog that cannot be fetched (the dashboard's includes the
   * status); with it every failure clears the selection and goes to /blogs.
   */
  missingMessage?: (status: number) => string;
  /** Only resolve: no alert, no redirect (the panel layout, for 'Ver Blog'). */
  quiet?: boolean;
};

// Several screens mounting together without an active blog show the alert once.
let noBlogAlertShown: Promise<void> | null = null;

/**
 * The active blog: resolves the stored uuid, once per session. Without an active blog it
 * alerts and goes to /blogs; a blog that no longer exists is cleared, alerted and left for
 * /blogs; another failure is alerted and answers `error`. A 401/403 is the session's end,
 * handled by the API hook.
 */
export function useActiveBlog(options: UseActiveBlogOptions = {}): ActiveBlogState {
  const api = useApi();
  const alert = useAlert();
  const navigate = useNavigate();
  const [activeBlog, setActiveBlog] = useAtom(activeBlogAtom);
  const cached = useAtomValue(resolvedBlogAtom);
  const setCached = useSetAtom(resolvedBlogAtom);
  const [failedUuid, setFailedUuid] = useState<string | null>(null);
  const missingMessage = useRef(options.missingMessage);
  missingMessage.current = options.missingMessage;

  const quiet = options.quiet === true;
  const hit = cached !== null && activeBlog !== null && cached.uuid === activeBlog;

  useEffect(() => {
    if (activeBlog === null) {
      if (!quiet && !noBlogAlertShown) {
        noBlogAlertShown = alert(POST_MESSAGES.noBlog).finally(() => {
          noBlogAlertShown = null;
        });
        void noBlogAlertShown.then(() => navigate(PATHS.blogPicker, { replace: true }));
      }
      return;
    }
    if (hit) return;
    let cancelled = false;
    const promise = sharedBlogLookup(activeBlog, api.blogs.getByUuid);
    promise.then(
      (blog) => {
        if (!cancelled) setCached(blog);
      },
      async (error: unknown) => {
        if (cancelled) return;
        setFailedUuid(activeBlog);
        if (quiet || !claimFailureReport(promise)) return;
        const action = blogFailureAction(error, missingMessage.current);
        if (action.kind === 'none') return;
        if (action.kind === 'alert') console.error('No se pudo obtener el blog activo', error);
        await alert(action.message);
        if (action.kind !== 'leave') return;
        navigate(PATHS.blogPicker, { replace: true });
        // Forgotten once the screen has gone, so it does not also report 'no blog selected'.
        setActiveBlog(null);
        setCached(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [activeBlog, hit, quiet, api, alert, navigate, setActiveBlog, setCached]);

  if (hit) return { status: 'ready', blog: cached };
  if (activeBlog === null || failedUuid === activeBlog) return { status: 'error' };
  return { status: 'loading' };
}
