import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { createdAt, id, ownerRef, publicUuid, timestamps, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    uuid: publicUuid(),
    /** Stored lower-cased; it cannot change after creation. */
    email: varchar({ length: 254 }).notNull().unique(),
    name: varchar({ length: 100 }).notNull().default('Usuario'),
    bio: text(),
    picture: text(),
    /**
     * The account's social links, only the set ones (`ProfileLinks`, docs/decisions/067-author-pages.md);
     * read through `storedProfileLinks`, which leaves out whatever the rule would refuse.
     */
    socialLinks: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    passwordHash: text().notNull(),
    /** SUPER_ADMIN is a platform role; ADMIN/AUTHOR are per blog (blog_members). */
    isSuperAdmin: boolean().notNull().default(false),
    /**
     * Tokens carry this instant; a token minted before the last change is refused (a password
     * changed by hand in the database still ends every session).
     */
    passwordChangedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /**
     * The TOTP secret once two-factor sign-in is on, encrypted (features/accounts/two-factor-crypto.ts); the
     * server never shows it again after enrolment.
     */
    twoFactorSecret: text(),
    /** A secret shown for enrolment and not yet confirmed with a code (encrypted like the other). */
    twoFactorPendingSecret: text(),
    /** When two-factor sign-in was turned on; null while it is off. */
    twoFactorEnabledAt: timestamp({ withTimezone: true, precision: 3 }),
    /** The last TOTP time step accepted: a code of that step or an earlier one is refused. */
    twoFactorLastStep: bigint({ mode: 'number' }),
    /** 'Avisos de comentarios': EACH (a mail per comment), DIGEST (one a day) or OFF. */
    commentNotifications: varchar({ length: 8 }).notNull().default('EACH'),
    ...timestamps(),
  },
  (t) => [
    check(
      'users_comment_notifications_check',
      sql`${t.commentNotifications} in ('EACH', 'DIGEST', 'OFF')`,
    ),
  ],
);

/** Ten single-use recovery codes per user with two-factor on; only a keyed hash is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: ownerRef(() => users.id),
    codeHash: varchar({ length: 64 }).notNull(),
    usedAt: timestamp({ withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.userId, t.codeHash)],
);

/**
 * Devices a user has signed in from (the panel's random device id, hashed): a sign-in from one
 * not listed gets an emailed code first when NEW_DEVICE_CODE is on.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: ownerRef(() => users.id),
    deviceHash: varchar({ length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** Platform-wide settings the super admin changes: one row (id 1). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer().primaryKey(),
    /** Every account must sign in with two-factor (those without it enrol at their next login). */
    requireTwoFactor: boolean().notNull().default(false),
    /** The platform's share of readers' one-off payments (tips), in basis points (decision 060). */
    platformFeeBps: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_fee_check', sql`${t.platformFeeBps} between 0 and 5000`),
  ],
);

/**
 * Signed-in sessions, one per login: the token names its row (`sid`), so a session can be ended
 * before its token expires. A token whose row is missing, ended or past `expiresAt` is refused.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** Random (v4), unguessable; also the session's address in `/api/sessions/{id}`. */
    id: uuid().primaryKey(),
    userId: ownerRef(() => users.id),
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
    blogId: ownerRef(() => blogs.id),
    userId: ownerRef(() => users.id),
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
    userId: ownerRef(() => users.id),
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
    blogId: ownerRef(() => blogs.id),
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
