import type {
  AnalyticsPostRow,
  AnalyticsReport,
  AnalyticsRow,
  SeriesFunnelsReport,
} from '@bitacora/api/schemas';
import {
  ANALYTICS_MESSAGES,
  type AnalyticsGranularity,
  addDays,
  bucketStart,
  bucketsBetween,
  hasFeature,
  utcDay,
} from '@bitacora/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { analyticsRollups, posts, series } from '../../platform/db/schema/index.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { lastRolledDay } from './rollup.ts';
import { rawSums, type SumRow } from './sums.ts';

const TOP = 10;

/** The analytics are PRO's (the pricing sells them): FREE gets a 403 naming the plan. */
export function assertAnalytics(blog: Blog) {
  if (!hasFeature(blog.plan, 'analytics')) throw forbidden(ANALYTICS_MESSAGES.needPro);
}

export function rangeOf(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = query.to ?? utcDay(now);
  const from = query.from ?? addDays(to, -29);
  return { from, to };
}

/**
 * A blog's sums over a range: summed days from the rollups (months past two years), the days not
 * summed yet straight from the raw views.
 */
async function sumsOf(db: Queryable, blogId: number, from: string, to: string) {
  const last = await lastRolledDay(db);
  const rows: SumRow[] = [];
  if (last !== null && from <= last) {
    const stored = await db
      .select()
      .from(analyticsRollups)
      .where(
        and(
          eq(analyticsRollups.blogId, blogId),
          sql`((${analyticsRollups.period} = 'D' and ${analyticsRollups.start} between ${from} and ${to < last ? to : last})
            or (${analyticsRollups.period} = 'M' and ${analyticsRollups.start} between ${`${from.slice(0, 7)}-01`} and ${to}))`,
        ),
      );
    for (const row of stored) {
      rows.push({
        blogId,
        day: row.start,
        dimension: row.dimension,
        value: row.value,
        visitors: row.visitors,
        views: row.views,
      });
    }
  }
  const liveFrom = last !== null && last >= from ? addDays(last, 1) : from;
  if (liveFrom <= to) rows.push(...(await rawSums(db, liveFrom, to, blogId)));
  return rows;
}

function byValue(rows: SumRow[], dimension: string) {
  const out = new Map<string, { visitors: number; views: number }>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const known = out.get(row.value) ?? { visitors: 0, views: 0 };
    known.visitors += row.visitors;
    known.views += row.views;
    out.set(row.value, known);
  }
  return out;
}

function table(rows: SumRow[], dimension: string, limit = TOP): AnalyticsRow[] {
  return [...byValue(rows, dimension)]
    .map(([label, sums]) => ({ label, ...sums }))
    .sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.label.localeCompare(b.label))
    .slice(0, limit);
}

/** `GET /api/analytics`. */
export async function analyticsReport(
  db: Queryable,
  blog: Blog,
  query: { from?: string | undefined; to?: string | undefined; granularity: AnalyticsGranularity },
  now: Date,
): Promise<AnalyticsReport> {
  assertAnalytics(blog);
  const { from, to } = rangeOf(query, now);
  const { granularity } = query;
  const rows = await sumsOf(db, blog.id, from, to);
  const points = new Map(
    bucketsBetween(from, to, granularity).map((start) => [start, { visitors: 0, views: 0 }]),
  );
  const totals = { visitors: 0, views: 0 };
  for (const row of rows) {
    if (row.dimension !== 'total') continue;
    const point = points.get(bucketStart(row.day < from ? from : row.day, granularity));
    if (point) {
      point.visitors += row.visitors;
      point.views += row.views;
    }
    totals.visitors += row.visitors;
    totals.views += row.views;
  }
  const postSums = [...byValue(rows, 'post')]
    .sort((a, b) => b[1].visitors - a[1].visitors || b[1].views - a[1].views)
    .slice(0, TOP);
  const reads = byValue(rows, 'read');
  const ids = postSums.map(([id]) => Number(id));
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: posts.id, uuid: posts.uuid, title: posts.title, slug: posts.slug })
          .from(posts)
          .where(and(eq(posts.blogId, blog.id), inArray(posts.id, ids)));
  const postsById = new Map(found.map((p) => [p.id, p]));
  const topPosts: AnalyticsPostRow[] = postSums.map(([id, sums]) => {
    const post = postsById.get(Number(id));
    const read = reads.get(id)?.visitors ?? 0;
    return {
      uuid: post?.uuid ?? null,
      title: post?.title ?? 'Post eliminado',
      slug: post?.slug ?? null,
      ...sums,
      readThrough: read > 0 && sums.visitors > 0 ? Math.round((read / sums.visitors) * 100) : null,
    };
  });
  const feed = byValue(rows, 'feed').get('') ?? { visitors: 0, views: 0 };
  return {
    from,
    to,
    granularity,
    totals,
    points: [...points].map(([start, sums]) => ({ start, ...sums })),
    topPosts,
    referrers: table(rows, 'referrer'),
    entryPages: table(rows, 'entry'),
    devices: table(rows, 'device', 5),
    browsers: table(rows, 'browser', 10),
    feed: { readers: feed.visitors, requests: feed.views },
  };
}

/** `GET /api/analytics/series`: every series with published parts, part 1 first. */
export async function seriesFunnels(
  db: Queryable,
  blog: Blog,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<SeriesFunnelsReport> {
  assertAnalytics(blog);
  const { from, to } = rangeOf(query, now);
  const parts = await db
    .select({
      seriesUuid: series.uuid,
      seriesTitle: series.title,
      id: posts.id,
      title: posts.title,
      slug: posts.slug,
    })
    .from(posts)
    .innerJoin(series, eq(series.id, posts.seriesId))
    .where(and(eq(posts.blogId, blog.id), eq(posts.status, 'PUBLISHED')))
    .orderBy(
      asc(series.title),
      asc(series.id),
      sql`${posts.sequenceNumber} asc nulls last`,
      asc(posts.publishedAt),
      asc(posts.id),
    );
  const funnel = byValue(await sumsOf(db, blog.id, from, to), 'funnel');
  const out = new Map<string, SeriesFunnelsReport['series'][number] & { first: number }>();
  for (const part of parts) {
    let entry = out.get(part.seriesUuid);
    if (!entry) {
      entry = { uuid: part.seriesUuid, title: part.seriesTitle, parts: [], first: part.id };
      out.set(part.seriesUuid, entry);
    }
    entry.parts.push({
      title: part.title,
      slug: part.slug,
      readers: funnel.get(`${entry.first}>${part.id}`)?.visitors ?? 0,
    });
  }
  return { from, to, series: [...out.values()].map(({ first: _, ...rest }) => rest) };
}
