import type { CommentRules } from '@bitacora/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, id, publicUuid, updatedAt } from './columns.ts';

export const blogs = pgTable(
  'blogs',
  {
    id: id(),
    uuid: publicUuid(),
    name: varchar({ length: 100 }).notNull(),
    subdomain: varchar({ length: 63 }).notNull().unique(),
    /** Custom host name, lower-cased; unique across the platform. */
    domain: varchar({ length: 253 }).unique(),
    /**
     * The domain's proof of control: the value its `_bitacora` TXT record must hold. New with
     * each domain saved; the domain stays pending (not canonical, no certificate) until verified.
     */
    domainToken: varchar({ length: 64 }),
    domainVerifiedAt: timestamp({ withTimezone: true, precision: 3 }),
    domainCheckedAt: timestamp({ withTimezone: true, precision: 3 }),
    /** The last check's problem, in Spanish, as the settings show it. */
    domainError: text(),
    plan: varchar({ length: 8 }).notNull().default('FREE'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('blogs_plan_check', sql`${t.plan} in ('FREE', 'PRO')`)],
);

/** Blog settings: one row per blog. The custom domain lives on `blogs`. */
export const settings = pgTable(
  'settings',
  {
    blogId: integer()
      .primaryKey()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    title: varchar({ length: 200 }).notNull().default('Mi Blog'),
    description: text().notNull().default(''),
    language: varchar({ length: 8 }).notNull().default('es'),
    template: varchar({ length: 32 }).notNull().default('default'),
    googleAnalyticsId: varchar({ length: 32 }),
    socialNetworks: jsonb()
      .$type<{ twitter?: string; facebook?: string; instagram?: string; patreon?: string }>()
      .notNull()
      .default({}),
    /** Members must sign in with two-factor (those without it enrol at their next login). */
    requireTwoFactor: boolean().notNull().default(false),
    /** IANA zone scheduled times are shown and entered in. */
    timeZone: varchar({ length: 64 }).notNull().default('Europe/Madrid'),
    /** What holds or refuses visitors' comments; {} reads as the domain's defaults. */
    commentRules: jsonb().$type<Partial<CommentRules>>().notNull().default({}),
    /** The 'new post' mail carries the whole post; otherwise its excerpt and 'Leer más'. */
    newsletterFullContent: boolean().notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_template_check', sql`${t.template} in ('default', 'minimal', 'professional')`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    plan: varchar({ length: 8 }).notNull().default('PRO'),
    /** pending | active | paused | cancelled | expired */
    status: varchar({ length: 16 }).notNull().default('pending'),
    interval: varchar({ length: 8 }).notNull().default('monthly'),
    /** 'mercadopago' or 'sandbox'. */
    provider: varchar({ length: 32 }).notNull(),
    externalId: text(),
    externalPayerId: text(),
    nextPaymentDate: date({ mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.blogId, t.createdAt),
    unique().on(t.provider, t.externalId),
    check('subscriptions_plan_check', sql`${t.plan} in ('FREE', 'PRO')`),
  ],
);

/** Provider notifications, recorded once each so a repeated webhook is not applied twice. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: varchar({ length: 32 }).notNull(),
    eventId: text().notNull(),
    type: varchar({ length: 64 }).notNull(),
    blogId: integer().references(() => blogs.id, { onDelete: 'set null' }),
    payload: jsonb().notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique().on(t.provider, t.eventId), index().on(t.blogId)],
);
