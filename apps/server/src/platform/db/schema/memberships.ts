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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { id, ownerRef, publicUuid, timestamps } from './columns.ts';
import { members } from './members.ts';

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

const at = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A member's paid membership of a tier (docs/decisions/060-paid-memberships.md): one recurring
 * payment at the provider (`provider_id`, a preapproval), its interval and price as taken, and
 * the paid period. Access follows @bitacora/domain's membership rules (grace, cancel).
 */
export const memberSubscriptions = pgTable(
  'member_subscriptions',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    memberId: ownerRef(() => members.id),
    // A tier with memberships is deactivated, not deleted: the key refuses the deletion.
    tierId: integer()
      .notNull()
      .references(() => memberTiers.id, { onDelete: 'restrict' }),
    interval: varchar({ length: 8 }).notNull(),
    status: varchar({ length: 10 }).notNull().default('pending'),
    amount: minorUnits(),
    currency: varchar({ length: 3 }).notNull(),
    provider: varchar({ length: 16 }).notNull(),
    /** The provider's id of the recurring payment; null until the provider made it. */
    providerId: varchar({ length: 64 }).unique(),
    currentPeriodEnd: at(),
    /** When the member was told of a failed renewal, so that it is told once. */
    graceMailedAt: at(),
    /**
     * When a paid membership's access ended for good: its period and grace over (expired by the
     * schedule) or the payment of its period refunded in full. 'Estadísticas' counts lost members
     * by it; a membership replaced by another of the same member, or never paid, has none.
     */
    endedAt: at(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.memberId),
    index().on(t.blogId, t.endedAt),
    index().on(t.status, t.currentPeriodEnd),
    check('member_subscriptions_interval_check', sql`${t.interval} in ('monthly', 'yearly')`),
    check(
      'member_subscriptions_status_check',
      sql`${t.status} in ('pending', 'active', 'past_due', 'cancelled', 'expired')`,
    ),
    check('member_subscriptions_currency_check', sql`${t.currency} in ${CURRENCY_CHECK}`),
  ],
);

/**
 * A membership the blog's admin gifts (a comp): the member's status is `comped` while it holds.
 * Of a paid tier or of none (every paid post), until a moment or with no end; the feature's
 * schedule ends it when `until` passes. One per member. Not a ledger or a subscription row: it
 * is paid by nobody and renews never.
 */
export const memberComps = pgTable(
  'member_comps',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    memberId: ownerRef(() => members.id).unique(),
    tierId: integer().references(() => memberTiers.id, { onDelete: 'set null' }),
    until: at(),
    ...timestamps(),
  },
  (t) => [index().on(t.until)],
);

/**
 * A tip a reader starts ('Invítame un café'): the amount they chose, in the blog's currency, and
 * the name and message they left; the provider's one-off checkout (`provider_id`, a preference)
 * names it as its external reference. What was paid is the ledger's, kind 'tip'.
 */
export const memberTips = pgTable(
  'member_tips',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    amount: minorUnits(),
    currency: varchar({ length: 3 }).notNull(),
    name: varchar({ length: 80 }).notNull().default(''),
    message: text().notNull().default(''),
    /** The platform fee's basis points when the checkout was made: what the provider split. */
    feeBps: integer().notNull().default(0),
    provider: varchar({ length: 16 }).notNull(),
    providerId: varchar({ length: 64 }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.blogId, t.createdAt),
    check('member_tips_currency_check', sql`${t.currency} in ${CURRENCY_CHECK}`),
  ],
);

/**
 * The ledger: one row per payment at the provider, written from what the provider answers when
 * asked (never from a notice), so the same notice twice is one row. Every amount in minor units
 * of `currency`; net = gross − provider fee − platform fee.
 */
export const memberPayments = pgTable(
  'member_payments',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    /** What was paid for: a membership's period, or a tip ('Invítame un café'). */
    kind: varchar({ length: 12 }).notNull().default('membership'),
    memberId: integer().references(() => members.id, { onDelete: 'set null' }),
    subscriptionId: integer().references(() => memberSubscriptions.id, { onDelete: 'set null' }),
    tipId: integer().references(() => memberTips.id, { onDelete: 'set null' }),
    provider: varchar({ length: 16 }).notNull(),
    providerPaymentId: varchar({ length: 64 }).notNull(),
    gross: minorUnits(),
    providerFee: minorUnits(),
    platformFee: minorUnits(),
    net: minorUnits(),
    currency: varchar({ length: 3 }).notNull(),
    status: varchar({ length: 20 }).notNull(),
    refunded: minorUnits().default(0),
    /** The end of the period this payment paid for, once it was applied to the membership. */
    periodEnd: at(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex().on(t.provider, t.providerPaymentId),
    index().on(t.blogId, t.createdAt),
    index().on(t.subscriptionId),
    index().on(t.tipId),
    check('member_payments_kind_check', sql`${t.kind} in ('membership', 'tip')`),
    check(
      'member_payments_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'partially_refunded', 'refunded')`,
    ),
    check('member_payments_currency_check', sql`${t.currency} in ${CURRENCY_CHECK}`),
    check(
      'member_payments_sum_check',
      sql`${t.net} = ${t.gross} - ${t.providerFee} - ${t.platformFee} and ${t.net} >= 0 and ${t.refunded} between 0 and ${t.gross}`,
    ),
  ],
);

/**
 * A blog's own MercadoPago account, connected through the provider's OAuth for marketplaces
 * (docs/decisions/060-paid-memberships.md): one row per blog. Readers' payments to the blog are
 * created with its access token; both tokens are kept sealed (platform/secrets/seal.ts). While an
 * authorisation is under way, `state_nonce` holds the hash of its single-use state.
 */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id).unique(),
    provider: varchar({ length: 16 }).notNull(),
    /** connected | expired (the provider refused to refresh it: connect again) | none */
    status: varchar({ length: 10 }).notNull().default('none'),
    /** The seller's user id at the provider: its notices name it. */
    providerUserId: varchar({ length: 32 }),
    nickname: varchar({ length: 100 }),
    accessToken: text(),
    refreshToken: text(),
    expiresAt: at(),
    connectedAt: at(),
    refreshedAt: at(),
    liveMode: boolean().notNull().default(false),
    /** SHA-256 of the nonce of the authorisation under way; null once used. */
    stateNonce: varchar({ length: 64 }),
    ...timestamps(),
  },
  (t) => [
    index().on(t.providerUserId),
    index().on(t.expiresAt),
    check('payment_connections_status_check', sql`${t.status} in ('none', 'connected', 'expired')`),
  ],
);
