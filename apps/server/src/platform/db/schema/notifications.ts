import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { blogs } from './blogs.ts';
import { createdAt, id, ownerRef } from './columns.ts';
import { comments } from './content.ts';

/**
 * A visitor's wish to hear of replies to their comment (docs/decisions/025-comment-notifications.md):
 * nothing is mailed before `confirmedAt` (double opt-in), nothing after `unsubscribedAt`.
 */
export const commentSubscriptions = pgTable('comment_subscriptions', {
  id: id(),
  commentId: integer()
    .notNull()
    .unique()
    .references(() => comments.id, { onDelete: 'cascade' }),
  /** Stored lower-cased; the comment's own address when it was written. */
  email: varchar({ length: 254 }).notNull(),
  confirmedAt: timestamp({ withTimezone: true, precision: 3 }),
  unsubscribedAt: timestamp({ withTimezone: true, precision: 3 }),
  createdAt: createdAt(),
});

/**
 * The links comment mails carry, one row each, only a hash of the token kept. `purpose` says
 * what the link does: APPROVE and QUEUE for a staff member (`userId`), single use; CONFIRM and
 * UNSUBSCRIBE for a visitor's subscription. Every one expires.
 */
export const commentMailLinks = pgTable(
  'comment_mail_links',
  {
    id: id(),
    tokenHash: text().notNull().unique(),
    purpose: varchar({ length: 12 }).notNull(),
    blogId: ownerRef(() => blogs.id),
    commentId: ownerRef(() => comments.id),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer().references(() => commentSubscriptions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.expiresAt),
    check(
      'comment_mail_links_purpose_check',
      sql`${t.purpose} in ('APPROVE', 'QUEUE', 'CONFIRM', 'UNSUBSCRIBE')`,
    ),
  ],
);
