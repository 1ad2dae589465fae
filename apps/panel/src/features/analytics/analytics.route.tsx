import type { AnalyticsReport, MemberStats, SeriesFunnel } from '@bitacora/api';
import { addDays, can, hasFeature, utcDay } from '@bitacora/domain';
import { type AnalyticsRange, AnalyticsScreen } from '@bitacora/ui';
import { useCallback, useEffect, useState } from 'react';
import { isSessionEnd, serverText } from '../../api/call-failure.ts';
import { useApi } from '../../api/use-api.ts';
import { useActor } from '../../session/actor.ts';
import { useActiveBlog } from '../../session/use-active-blog.ts';
import { useUpgrade } from '../payments/index.ts';

/** A preset's range ends today (UTC, as the server counts days). */
function withPreset(range: AnalyticsRange): AnalyticsRange {
  if (range.preset === 'custom') return range;
  const to = utcDay(new Date());
  return { ...range, to, from: addDays(to, -(Number(range.preset) - 1)) };
}

/**
 * 'Estadísticas': the blog's built-in analytics and its members' figures for the chosen range,
 * loaded again when the range changes; a FREE blog gets the PRO offer instead.
 */
export default function AnalyticsRoute() {
  const api = useApi();
  const user = useActor();
  const offer = useUpgrade();
  const activeBlog = useActiveBlog();
  const blog = activeBlog.status === 'ready' ? activeBlog.blog : null;
  const [range, setRange] = useState<AnalyticsRange>(() =>
    withPreset({ preset: '30', from: '', to: '', granularity: 'day' }),
  );
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [report, setReport] = useState<AnalyticsReport | null>(null);
  const [funnels, setFunnels] = useState<SeriesFunnel[]>([]);
  const [members, setMembers] = useState<MemberStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counted = blog ? hasFeature(blog.plan, 'analytics') : false;

  const load = useCallback(async () => {
    if (!blog || !counted || !range.from || !range.to || range.from > range.to) return;
    setStatus('loading');
    setError(null);
    const query = { from: range.from, to: range.to };
    try {
      const grouped = { ...query, granularity: range.granularity };
      // The members' figures are the memberships feature's endpoint, for the same range.
      const [nextReport, nextFunnels, nextMembers] = await Promise.all([
        api.analytics.getReport(grouped, blog.id),
        api.analytics.getSeriesFunnels(query, blog.id),
        api.analytics.getMemberStats(grouped, blog.id),
      ]);
      setReport(nextReport);
      setFunnels(nextFunnels.series);
      setMembers(nextMembers);
      setStatus('ready');
    } catch (failure) {
      if (isSessionEnd(failure)) return;
      console.error('No se pudieron cargar las estadísticas', failure);
      setError(serverText(failure));
      setStatus('error');
    }
  }, [api, blog, counted, range]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <AnalyticsScreen
      status={activeBlog.status === 'error' ? 'error' : status}
      report={report}
      funnels={funnels}
      members={members}
      range={range}
      onRangeChange={(next) => setRange(withPreset(next))}
      error={error}
      onRetry={() => void load()}
      upgradeOffer={
        blog && !counted
          ? {
              canUpgrade: user ? can(user, 'manage:billing') : false,
              upgradingInterval: offer.upgradingInterval,
              onUpgrade: ({ interval }) => void offer.upgrade(interval),
            }
          : null
      }
    />
  );
}
