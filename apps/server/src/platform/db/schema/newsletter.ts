import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { createdAt, id, ownerRef, publicUuid } from './columns.ts';
import { posts } from './content.ts';

const at = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A blog's email subscribers (docs/decisions/030-newsletter.md): one row per blog and address,
 * mailed only between `confirmedAt` (double opt-in, or an import that says so) and
 * `unsubscribedAt`.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    /** Stored lower-cased. */
    email: varchar({ length: 254 }).notNull(),
    name: varchar({ length: 100 }).notNull().default(''),
    /** FORM (the blog's form) or IMPORT (the panel's CSV). */
    source: varchar({ length: 8 }).notNull().default('FORM'),
    /**
     * The language of the subscriber's mails (docs/decisions/075-new-post-mails-per-language.md):
     * es, en, fr or pt. An insert that names none gets the blog's main language from the
     * database's trigger, as content does (decision 073).
     */
    language: varchar({ length: 2 }).notNull().default(sql`null`),
    confirmedAt: at(),
    unsubscribedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.blogId, t.email),
    index().on(t.blogId, t.confirmedAt),
    check('newsletter_subscribers_source_check', sql`${t.source} in ('FORM', 'IMPORT')`),
    check('newsletter_subscribers_language_check', sql`${t.language} in ('es', 'en', 'fr', 'pt')`),
  ],
);

/**
 * The links subscriber mails carry, one row each, only a hash of the token kept: CONFIRM
 * (single use) and UNSUBSCRIBE (repeatable until it expires), each for one subscriber of one
 * blog.
 */
export const newsletterLinks = pgTable(
  'newsletter_links',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    purpose: varchar({ length: 12 }).notNull(),
    blogId: ownerRef(() => blogs.id),
    subscriberId: ownerRef(() => newsletterSubscribers.id),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.expiresAt),
    check('newsletter_links_purpose_check', sql`${t.purpose} in ('CONFIRM', 'UNSUBSCRIBE')`),
  ],
);

/**
 * One post's mail to one subscriber, written before anything is sent: the unique pair is what
 * makes the mail go once. `state` moves pending → sending (claimed by one run, just before the
 * SMTP call) → sent, or back to pending with a later `nextAttemptAt`, or failed.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    postId: ownerRef(() => posts.id),
    subscriberId: ownerRef(() => newsletterSubscribers.id),
    state: varchar({ length: 8 }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull(),
    /** The run holding the row and until when; a run that died leaves it to be taken again. */
    claimedBy: varchar({ length: 64 }),
    claimedUntil: at(),
    error: text(),
    sentAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.postId, t.subscriberId),
    index().on(t.postId, t.state, t.nextAttemptAt),
    check(
      'newsletter_deliveries_state_check',
      sql`${t.state} in ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);
