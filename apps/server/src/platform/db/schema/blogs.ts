import { sql } from 'drizzle-orm';
import {
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
import { createdAt, id, ownerRef, publicUuid, timestamps } from './columns.ts';

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
    ...timestamps(),
  },
  (t) => [check('blogs_plan_check', sql`${t.plan} in ('FREE', 'PRO')`)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    plan: varchar({ length: 8 }).notNull().default('PRO'),
    /** pending | active | paused | cancelled | expired */
    status: varchar({ length: 16 }).notNull().default('pending'),
    interval: varchar({ length: 8 }).notNull().default('monthly'),
    /** 'mercadopago' or 'sandbox'. */
    provider: varchar({ length: 32 }).notNull(),
    externalId: text(),
    externalPayerId: text(),
    nextPaymentDate: date({ mode: 'string' }),
    ...timestamps(),
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
