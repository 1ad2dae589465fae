import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_MAX_RANGE_DAYS,
  ANALYTICS_MESSAGES,
  type AnalyticsGranularity,
  CONTENT_FIELD_MESSAGES,
} from '@bitacora/domain';
import { z } from 'zod';

const day = z
  .string({ error: ANALYTICS_MESSAGES.badRange })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ANALYTICS_MESSAGES.badRange })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: ANALYTICS_MESSAGES.badRange,
  });

/**
 * `GET /api/analytics?from=&to=&granularity=`: UTC days, both included; `to` defaults to today
 * and `from` to 29 days before it.
 */
export const analyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    granularity: z
      .enum(ANALYTICS_GRANULARITIES, { error: CONTENT_FIELD_MESSAGES.granularityInvalid })
      .default('day'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: ANALYTICS_MESSAGES.badRange,
    path: ['from'],
  })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      Date.parse(q.to) - Date.parse(q.from) <= ANALYTICS_MAX_RANGE_DAYS * 86_400_000,
    { error: ANALYTICS_MESSAGES.rangeTooLong, path: ['from'] },
  );
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export interface AnalyticsPoint {
  /** First day of the bucket, `YYYY-MM-DD`. */
  start: string;
  visitors: number;
  views: number;
}

export interface AnalyticsRow {
  /** A referrer's host, an entry page's path, a device class or a browser family. */
  label: string;
  visitors: number;
  views: number;
}

export interface AnalyticsPostRow {
  uuid: string | null;
  title: string;
  slug: string | null;
  visitors: number;
  views: number;
  /** Readers who reached the end, per hundred visitors of the post (null without beacon data). */
  readThrough: number | null;
}

/** `GET /api/analytics`. Visitors are unique per day: a range adds each day's visitors. */
export interface AnalyticsReport {
  from: string;
  to: string;
  granularity: AnalyticsGranularity;
  totals: { visitors: number; views: number };
  points: AnalyticsPoint[];
  topPosts: AnalyticsPostRow[];
  referrers: AnalyticsRow[];
  entryPages: AnalyticsRow[];
  devices: AnalyticsRow[];
  browsers: AnalyticsRow[];
  feed: { readers: number; requests: number };
}

export interface SeriesFunnel {
  uuid: string;
  title: string;
  /** Parts in order; `readers`: visitors who opened part 1 and this part the same day. */
  parts: { title: string; slug: string; readers: number }[];
}

/** `GET /api/analytics/series`. */
export interface SeriesFunnelsReport {
  from: string;
  to: string;
  series: SeriesFunnel[];
}

/** `GET /api/analytics/own-visit-link`: the signed link behind the panel's 'Ver blog'. */
export interface OwnVisitLink {
  link: string;
  expiresAt: string;
}
