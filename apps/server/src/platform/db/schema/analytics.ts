import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { id, ownerRef } from './columns.ts';

/*
 * Built-in analytics (docs/decisions/028-private-analytics.md). Nothing here names a person: a
 * visitor is a hash of address, user agent and blog under the day's salt, and the salt is
 * deleted once its day is over, so yesterday's hashes cannot be recomputed from an address.
 */

/** The day's salt, shared by every instance; older ones are deleted by the rollup. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date({ mode: 'string' }).primaryKey(),
  salt: text().notNull(),
});

/**
 * One row per counted request of the last days: a page view (`page`), a feed read (`feed`) or a
 * post read to its end (`read`, from the beacon). Rolled up into `analytics_rollups`, then
 * deleted after ANALYTICS_RAW_DAYS.
 */
export const analyticsViews = pgTable(
  'analytics_views',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    day: date({ mode: 'string' }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    kind: varchar({ length: 4 }).notNull(),
    /** 32 hex characters of the salted hash. */
    visitor: varchar({ length: 32 }).notNull(),
    path: text().notNull(),
    /** The post the page shows; kept as a number so a deleted post leaves its counts. */
    postId: integer(),
    referrerHost: text(),
    /** Identical requests of one flush (same visitor, page, referrer) are one row. */
    hits: integer().notNull().default(1),
    /** The visitor's first view of the day on this blog. */
    entry: boolean().notNull().default(false),
    device: varchar({ length: 8 }).notNull(),
    browser: varchar({ length: 24 }).notNull(),
  },
  (t) => [
    index().on(t.blogId, t.day, t.visitor),
    index().on(t.day),
    check('analytics_views_kind_check', sql`${t.kind} in ('page', 'feed', 'read')`),
  ],
);

/**
 * The sums of a day (`period` D) or, past two years, of a month (M), by dimension: `total`,
 * `post`, `referrer`, `entry`, `device`, `browser`, `feed`, `read` and `funnel` (`value` is
 * `<first part's post id>><post id>`: visitors who opened both that day).
 */
export const analyticsRollups = pgTable(
  'analytics_rollups',
  {
    blogId: ownerRef(() => blogs.id),
    period: varchar({ length: 1 }).notNull(),
    start: date({ mode: 'string' }).notNull(),
    dimension: varchar({ length: 16 }).notNull(),
    value: text().notNull(),
    visitors: bigint({ mode: 'number' }).notNull(),
    views: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.blogId, t.period, t.start, t.dimension, t.value] }),
    index().on(t.period, t.start),
    check('analytics_rollups_period_check', sql`${t.period} in ('D', 'M')`),
  ],
);

/** Days whose raw views have been summed: the API reads those from the rollups. */
export const analyticsRolledDays = pgTable('analytics_rolled_days', {
  day: date({ mode: 'string' }).primaryKey(),
  rolledAt: timestamp({ withTimezone: true }).notNull(),
});
