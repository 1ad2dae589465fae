import { addDays, utcDay } from '@bitacora/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../platform/db/client.ts';
import { analyticsRolledDays, type analyticsRollups, posts } from '../platform/db/schema/index.ts';

/*
 * The PRO demo blog's visits: six weeks of daily sums ending yesterday, so its 'Estadísticas'
 * shows a curve, top posts, referrers, devices and the series' funnel from the first minute.
 * Written by the first start, relative to its own day (a template built last month must not show
 * last month's weeks), as the daily sums the rollup would have left (analytics_rollups, period
 * 'D', with the days marked as summed): the screen reads them as it reads any summed day, and
 * no raw view, visitor hash or salt is made up. The numbers come from a fixed pseudo-random
 * sequence: every install shows the same curve, shifted to its own dates.
 */

export const DEMO_VISIT_DAYS = 42;

/** A small seeded generator (mulberry32): the same numbers on every start. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface PublishedPost {
  id: number;
  slug: string;
  day: string;
  seriesId: number | null;
  sequenceNumber: number | null;
}

type Rollup = typeof analyticsRollups.$inferInsert;

const REFERRERS: [string, number][] = [
  ['google.com', 0.3],
  ['duckduckgo.com', 0.06],
  ['instagram.com', 0.05],
  ['t.co', 0.04],
  ['facebook.com', 0.03],
  ['meneame.net', 0.02],
];
const DEVICES: [string, number][] = [
  ['mobile', 0.46],
  ['tablet', 0.07],
];
const BROWSERS: [string, number][] = [
  ['Safari', 0.27],
  ['Firefox', 0.09],
  ['Edge', 0.05],
  ['Samsung Internet', 0.03],
];
/** Readers of a series' first part who open each part the same day. */
const FUNNEL = [1, 0.48, 0.31, 0.22, 0.15];

/** The daily sums of one blog's demo visits over the DEMO_VISIT_DAYS days before `today`. */
export function demoVisitRollups(
  blogId: number,
  published: PublishedPost[],
  today: string,
): Rollup[] {
  const random = sequence(20_261_129);
  const rows: Rollup[] = [];
  const first = DEMO_VISIT_DAYS;
  for (let i = 0; i < first; i++) {
    const day = addDays(today, i - first);
    const add = (dimension: string, value: string, visitors: number, views: number) => {
      if (visitors > 0)
        rows.push({ blogId, period: 'D', start: day, dimension, value, visitors, views });
    };
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weekly = weekday === 0 ? 1.2 : weekday === 6 ? 1.1 : weekday === 1 ? 0.9 : 1;
    const growth = 0.6 + (0.5 * i) / (first - 1);
    const visitors = Math.round(80 * growth * weekly * (0.85 + random() * 0.3));
    const perVisitor = 1.5 + random() * 0.4;
    const views = Math.round(visitors * perVisitor);
    add('total', '', visitors, views);

    // Posts: a new one is read most in its first days, then settles.
    const live = published.filter((post) => post.day <= day);
    const weights = live.map((post) => {
      const age = (Date.parse(day) - Date.parse(post.day)) / 86_400_000;
      const opener = post.sequenceNumber === 1 ? 1.5 : 1;
      return (1 + 4 * Math.exp(-age / 5)) * opener * (0.8 + random() * 0.4);
    });
    const sum = weights.reduce((a, b) => a + b, 0);
    const postVisitors = new Map<number, number>();
    live.forEach((post, k) => {
      const readers = Math.round((visitors * 0.75 * (weights[k] ?? 0)) / sum);
      postVisitors.set(post.id, readers);
      add('post', String(post.id), readers, Math.round(readers * 1.2));
      const read = Math.round(readers * (0.35 + random() * 0.25));
      add('read', String(post.id), read, read);
      const entries = Math.round(readers * 0.6);
      add('entry', `/blog/${post.slug}`, entries, entries);
    });
    const home = Math.round(visitors * 0.3);
    add('entry', '/', home, home);

    for (const [host, share] of REFERRERS) {
      const n = Math.round(visitors * share * (0.6 + random() * 0.8));
      add('referrer', host, n, Math.round(n * 1.1));
    }
    const split = (dimension: string, shares: [string, number][], rest: string) => {
      let left = visitors;
      for (const [value, share] of shares) {
        const n = Math.min(left, Math.round(visitors * share * (0.85 + random() * 0.3)));
        left -= n;
        add(dimension, value, n, Math.round(n * perVisitor));
      }
      add(dimension, rest, left, Math.round(left * perVisitor));
    };
    split('device', DEVICES, 'desktop');
    split('browser', BROWSERS, 'Chrome');
    const feedReaders = Math.round(12 + i * 0.15 + random() * 4);
    add('feed', '', feedReaders, feedReaders * 3);

    // The series' funnel: of those who opened part 1 that day, how many opened each part.
    const bySeries = new Map<number, PublishedPost[]>();
    for (const post of live) {
      if (post.seriesId === null) continue;
      bySeries.set(post.seriesId, [...(bySeries.get(post.seriesId) ?? []), post]);
    }
    for (const parts of bySeries.values()) {
      parts.sort((a, b) => (a.sequenceNumber ?? 1e9) - (b.sequenceNumber ?? 1e9));
      const opener = parts[0] as PublishedPost;
      const base = postVisitors.get(opener.id) ?? 0;
      parts.forEach((part, k) => {
        const n = Math.round(base * (FUNNEL[k] ?? 0.1));
        add('funnel', `${opener.id}>${part.id}`, n, n);
      });
    }
  }
  return rows;
}

/**
 * Writes the blog's demo visits as summed days, through yesterday; returns how many daily sums.
 */
export async function seedDemoVisits(db: Queryable, blogId: number, now: Date): Promise<number> {
  const published = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      publishedAt: posts.publishedAt,
      seriesId: posts.seriesId,
      sequenceNumber: posts.sequenceNumber,
    })
    .from(posts)
    .where(
      and(eq(posts.blogId, blogId), eq(posts.status, 'PUBLISHED'), isNotNull(posts.publishedAt)),
    )
    .orderBy(asc(posts.id));
  if (published.length === 0) return 0;
  const today = utcDay(now);
  const rows = demoVisitRollups(
    blogId,
    published.map((post) => ({ ...post, day: utcDay(post.publishedAt as Date) })),
    today,
  );
  // One parameter for all of them: thousands of bound values cost more than the rows themselves.
  await db.execute(sql`
    insert into analytics_rollups (blog_id, period, start, dimension, value, visitors, views)
    select "blogId", period, start::date, dimension, value, visitors, views
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(
      "blogId" int, period text, start text, dimension text, value text, visitors bigint, views bigint)
    on conflict do nothing`);
  // The days are summed: the screen reads them from the sums, and the rollup leaves them be.
  await db
    .insert(analyticsRolledDays)
    .values({ day: addDays(today, -1), rolledAt: now })
    .onConflictDoNothing();
  return rows.length;
}
