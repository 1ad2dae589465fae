import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { id, ownerRef, publicUuid, timestamps } from './columns.ts';

/** Money in minor units (@bitacora/domain's money rules): whole numbers, read as JS numbers. */
const minorUnits = () => bigint({ mode: 'number' }).notNull();

const CURRENCY_CHECK = sql.raw(`('ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU', 'USD')`);

/**
 * What a blog sells its members (issue 34): its tiers, each with a monthly and a yearly price in
 * the blog's currency. The free tier is a row too, so that it can be named and described; there is
 * exactly one per blog and it costs nothing.
 */
export const memberTiers = pgTable(
  'member_tiers',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    name: varchar({ length: 100 }).notNull(),
    description: text().notNull().default(''),
    benefits: jsonb().$type<string[]>().notNull().default([]),
    free: boolean().notNull().default(false),
    monthlyPrice: minorUnits().default(0),
    yearlyPrice: minorUnits().default(0),
    /** The blog's currency when the prices were last set: a price means nothing without it. */
    currency: varchar({ length: 3 }).notNull().default('USD'),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index().on(t.blogId, t.sortOrder),
    uniqueIndex('member_tiers_one_free_per_blog').on(t.blogId).where(sql`${t.free}`),
    check('member_tiers_currency_check', sql`${t.currency} in ${CURRENCY_CHECK}`),
    check('member_tiers_prices_check', sql`${t.monthlyPrice} >= 0 and ${t.yearlyPrice} >= 0`),
    check(
      'member_tiers_free_check',
      sql`not ${t.free} or (${t.monthlyPrice} = 0 and ${t.yearlyPrice} = 0 and ${t.active})`,
    ),
  ],
);
