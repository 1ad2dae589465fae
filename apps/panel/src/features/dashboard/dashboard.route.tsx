import { type DashboardSummary, isApiError, type StatsKind } from '@bitacora/api';
import { blogBaseUrl, dashboardBlogMissingMessage } from '@bitacora/domain';
import {
  type DashboardActivity,
  type DashboardChecklistState,
  DashboardScreen,
  type DashboardStats,
} from '@bitacora/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/use-api.ts';
import { useAlert, useToast } from '../../feedback/feedback.tsx';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import {
  type FirstStepsMarks,
  readFirstStepsMarks,
  writeFirstStepsMark,
} from './first-steps-marks.ts';
import { buildRecentActivity, RECENT_ACTIVITY_LIMIT } from './recent-activity.ts';

const KINDS: readonly StatsKind[] = ['posts', 'pages', 'categories'];
const EMPTY: DashboardStats = { posts: null, pages: null, categories: null };

export const SHARE_MESSAGES = {
  copied: (address: string) => `Dirección copiada: ${address}`,
  copyByHand: (address: string) =>
    `No se pudo copiar la dirección. Cópiala desde aquí y compártela: ${address}`,
} as const;

/**
 * Dashboard: the three counts in parallel (a failed one counts 0 and is named in an alert), the
 * first steps, pending comments, subscribers and the week's visits (`GET /api/dashboard`; left
 * out when it fails), recent activity from the blog's latest posts and comments, and the quick
 * actions. A blog that cannot be fetched is cleared, alerted with its status and left for /blogs.
 */
export default function DashboardRoute() {
  const api = useApi();
  const navigate = useNavigate();
  const user = useActor();
  const activeBlog = useActiveBlog({ missingMessage: dashboardBlogMissingMessage });
  const blogId = activeBlog.status === 'ready' ? activeBlog.blog.id : null;
  const [stats, setStats] = useState<DashboardStats>(EMPTY);
  const [activity, setActivity] = useState<DashboardActivity[]>([]);
  const [failedCounts, setFailedCounts] = useState<StatsKind[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [isRefreshing, setIsRefreshing] = useState(false);
  const [summary, setSummary] = useState<DashboardSummary | null>(null);
  const blogUuid = activeBlog.status === 'ready' ? activeBlog.blog.uuid : null;
  const [marks, setMarks] = useState<FirstStepsMarks>({ shared: false, hidden: false });
  const toast = useToast();
  const alert = useAlert();

  useEffect(() => {
    if (blogUuid !== null) setMarks(readFirstStepsMarks(blogUuid));
  }, [blogUuid]);

  const load = useCallback(
    async (id: number) => {
      // A failed count is 0; the screen also says which failed.
      const counts = await Promise.all(
        KINDS.map((kind) =>
          api.stats.getCount(kind, id).then(
            (answer) => ({ kind, count: answer.count, failed: false }),
            (error: unknown) => {
              if (!(isApiError(error) && error.isUnauthorized)) {
                console.error(`No se pudo contar (${kind})`, error);
              }
              return { kind, count: 0, failed: true };
            },
          ),
        ),
      );
      const [posts, comments, summary] = await Promise.all([
        api.posts
          .list({ blogId: id, includeDrafts: true, limit: RECENT_ACTIVITY_LIMIT })
          .then((list) => list.data, logged('posts')),
        api.comments
          .list({ blogId: id, limit: RECENT_ACTIVITY_LIMIT })
          .then((list) => list.data, logged('comentarios')),
        api.stats.getDashboard(id).then(
          (answer): DashboardSummary | null => answer,
          (error: unknown) => {
            if (!(isApiError(error) && error.isUnauthorized)) {
              console.error('No se pudo leer el resumen del blog', error);
            }
            return null;
          },
        ),
      ]);
      return {
        stats: {
          posts: counts[0]?.count ?? 0,
          pages: counts[1]?.count ?? 0,
          categories: counts[2]?.count ?? 0,
        },
        failedCounts: counts.filter((entry) => entry.failed).map((entry) => entry.kind),
        activity: buildRecentActivity(posts, comments),
        summary,
      };
    },
    [api],
  );

  useEffect(() => {
    if (blogId === null) return;
    let cancelled = false;
    void load(blogId).then((result) => {
      if (cancelled) return;
      setStats(result.stats);
      setFailedCounts(result.failedCounts);
      setActivity(result.activity);
      setSummary(result.summary);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [blogId, load]);

  const refresh = async () => {
    if (blogId === null) return;
    setIsRefreshing(true);
    const result = await load(blogId);
    setStats(result.stats);
    setFailedCounts(result.failedCounts);
    setActivity(result.activity);
    setSummary(result.summary);
    setIsRefreshing(false);
  };

  const share = async () => {
    if (activeBlog.status !== 'ready') return;
    const address = `${blogBaseUrl(activeBlog.blog, window.location.host)}/`;
    try {
      await navigator.clipboard.writeText(address);
      toast(SHARE_MESSAGES.copied(address));
    } catch (error) {
      console.error('No se pudo copiar la dirección del blog', error);
      await alert(SHARE_MESSAGES.copyByHand(address));
    }
    // Seen in full either way: the step is done once the blogger has the address in hand.
    setMarks(writeFirstStepsMark(activeBlog.blog.uuid, 'shared'));
  };

  const checklist: DashboardChecklistState | null =
    summary?.checklist && !marks.hidden ? { ...summary.checklist, shared: marks.shared } : null;

  const status = activeBlog.status === 'error' ? 'error' : loaded ? 'ready' : 'loading';

  return (
    <DashboardScreen
      status={status}
      stats={stats}
      failedCounts={failedCounts}
      activity={activity}
      isRefreshing={isRefreshing}
      onRefresh={() => void refresh()}
      onNavigate={({ href }) => navigate(href)}
      viewer={user}
      overview={summary}
      checklist={checklist}
      onShare={() => void share()}
      onHideChecklist={() => {
        if (blogUuid !== null) setMarks(writeFirstStepsMark(blogUuid, 'hidden'));
      }}
    />
  );
}

/** Activity is a bonus: a list that cannot be read leaves its entries out. */
function logged(what: string) {
  return (error: unknown) => {
    if (!(isApiError(error) && error.isUnauthorized)) {
      console.error(`No se pudo leer la actividad reciente (${what})`, error);
    }
    return [];
  };
}
