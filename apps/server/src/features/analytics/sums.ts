import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';

/** One dimension's sums for a blog and a day (or a month): the rollup table's shape. */
export interface SumRow {
  blogId: number;
  day: string;
  dimension: string;
  value: string;
  visitors: number;
  views: number;
}

/**
 * The sums of raw views from `from` to `to` (inclusive `YYYY-MM-DD`), of one blog or all. A
 * visitor counts once per day and dimension. A read counts only for a visitor whose page view of
 * that post was counted the same day, so a beacon sent without reading the page adds nothing.
 * The funnel pairs a series' first published part (as of now) with each part the same visitor
 * opened that day.
 */
export async function rawSums(
  db: Queryable,
  from: string,
  to: string,
  blogId?: number,
): Promise<SumRow[]> {
  const ofBlog: SQL = blogId === undefined ? sql`true` : sql`blog_id = ${blogId}`;
  const postsOfBlog: SQL = blogId === undefined ? sql`true` : sql`p.blog_id = ${blogId}`;
  const result = await db.execute(sql`
    with v as (
      select blog_id, day::text as day, kind, visitor, path, post_id, referrer_host, entry, device, browser, hits
      from analytics_views where day between ${from} and ${to} and ${ofBlog}
    ),
    pv as (select distinct blog_id, day, visitor, post_id from v where kind = 'page' and post_id is not null),
    firsts as (
      select distinct on (p.series_id) p.series_id, p.id as first_id
      from posts p
      where p.series_id is not null and p.status = 'PUBLISHED' and ${postsOfBlog}
      order by p.series_id, p.sequence_number asc nulls last, p.published_at asc, p.id asc
    )
    select blog_id, day, 'total' as dimension, '' as value, count(distinct visitor)::int as visitors, sum(hits)::int as views
      from v where kind = 'page' group by blog_id, day
    union all
    select blog_id, day, 'post', post_id::text, count(distinct visitor)::int, sum(hits)::int
      from v where kind = 'page' and post_id is not null group by blog_id, day, post_id
    union all
    select blog_id, day, 'referrer', referrer_host, count(distinct visitor)::int, sum(hits)::int
      from v where kind = 'page' and referrer_host is not null group by blog_id, day, referrer_host
    union all
    select blog_id, day, 'entry', path, count(distinct visitor)::int, sum(hits)::int
      from v where kind = 'page' and entry group by blog_id, day, path
    union all
    select blog_id, day, 'device', device, count(distinct visitor)::int, sum(hits)::int
      from v where kind = 'page' group by blog_id, day, device
    union all
    select blog_id, day, 'browser', browser, count(distinct visitor)::int, sum(hits)::int
      from v where kind = 'page' group by blog_id, day, browser
    union all
    select blog_id, day, 'feed', '', count(distinct visitor)::int, sum(hits)::int
      from v where kind = 'feed' group by blog_id, day
    union all
    select r.blog_id, r.day, 'read', r.post_id::text, count(distinct r.visitor)::int, count(distinct r.visitor)::int
      from v r join pv on pv.blog_id = r.blog_id and pv.day = r.day and pv.visitor = r.visitor and pv.post_id = r.post_id
      where r.kind = 'read' group by r.blog_id, r.day, r.post_id
    union all
    select a.blog_id, a.day, 'funnel', f.first_id::text || '>' || b.post_id::text, count(distinct a.visitor)::int, count(distinct a.visitor)::int
      from pv a
      join firsts f on f.first_id = a.post_id
      join pv b on b.blog_id = a.blog_id and b.day = a.day and b.visitor = a.visitor
      join posts p on p.id = b.post_id and p.series_id = f.series_id
      group by a.blog_id, a.day, f.first_id, b.post_id
  `);
  // PGlite answers `{ rows }`, the PostgreSQL driver the rows themselves.
  const rows = Array.isArray(result)
    ? (result as Record<string, unknown>[])
    : (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    blogId: Number(row.blog_id),
    day: String(row.day),
    dimension: String(row.dimension),
    value: String(row.value),
    visitors: Number(row.visitors),
    views: Number(row.views),
  }));
}
