import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { createdAt, id, publicUuid, updatedAt } from './columns.ts';

export const users = pgTable('users', {
  id: id(),
  uuid: publicUuid(),
  /** Stored lower-cased; it cannot change after creation. */
  email: varchar({ length: 254 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull().default('Usuario'),
  bio: text(),
  picture: text(),
  passwordHash: text().notNull(),
  /** SUPER_ADMIN is a platform role; ADMIN/AUTHOR are per blog (blog_members). */
  isSuperAdmin: boolean().notNull().default(false),
  /**
   * Tokens carry this instant; a token minted before the last change is refused (a password
   * changed by hand in the database still ends every session).
   */
  passwordChangedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Signed-in sessions, one per login: the token names its row (`sid`), so a session can be ended
 * before its token expires. A token whose row is missing, ended or past `expiresAt` is refused.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random (v4), unguessable; also the session's address in `/api/sessions/{id}`. */
    id: uuid().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Moved by the requests the session makes, at most once every few minutes. */
    lastUsedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    /** As the browser sent it at sign-in, cut to a sane length. */
    userAgent: varchar({ length: 512 }),
    /** The client's address at sign-in, updated with `lastUsedAt`. */
    address: varchar({ length: 64 }),
    /** Set by logout, by ending it from another session, or by a password change. */
    revokedAt: timestamp({ withTimezone: true, precision: 3 }),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

export const blogMembers = pgTable(
  'blog_members',
  {
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: varchar({ length: 16 }).notNull().default('AUTHOR'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blogId, t.userId] }),
    index().on(t.userId),
    check('blog_members_role_check', sql`${t.role} in ('ADMIN', 'AUTHOR')`),
  ],
);

/** One-time signup codes; only a hash of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    email: varchar({ length: 254 }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    verifiedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.email, t.createdAt), index().on(t.expiresAt)],
);

/** Password reset links; only a hash of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId), index().on(t.expiresAt)],
);

/** Fixed-window counters (login attempts and friends), kept across restarts. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull().default(0),
    windowStart: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    expiresAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/** Solved captcha challenges (a hash of each), kept until they expire so none is used twice. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    hash: varchar({ length: 64 }).primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * Invitations to join a blog, mailed as a single-use link; only a hash of the token is kept.
 * One open invitation per blog and email: inviting again replaces it.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, like users.email. */
    email: varchar({ length: 254 }).notNull(),
    name: varchar({ length: 100 }).notNull().default(''),
    role: varchar({ length: 16 }).notNull().default('AUTHOR'),
    tokenHash: text().notNull().unique(),
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_open_blog_email_index')
      .on(t.blogId, t.email)
      .where(sql`${t.usedAt} is null`),
    check('invitations_role_check', sql`${t.role} in ('ADMIN', 'AUTHOR')`),
  ],
);
