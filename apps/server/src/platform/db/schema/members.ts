import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';
import { createdAt, id, ownerRef, publicUuid } from './columns.ts';

const at = () => timestamp({ withTimezone: true, precision: 3 });

/**
 * A blog's members (docs/decisions/058-members-sign-in-by-link.md): readers of one blog who
 * signed in by an emailed link, one row per blog and address. Not panel users: a member has no
 * password and no role, only a session on the blog's own host.
 */
export const members = pgTable(
  'members',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    /** Stored lower-cased. */
    email: varchar({ length: 254 }).notNull(),
    name: varchar({ length: 100 }).notNull().default(''),
    /** 'free' for now; paid and gifted memberships come with the tiers. */
    status: varchar({ length: 8 }).notNull().default('free'),
    createdAt: createdAt(),
    lastSeenAt: at(),
  },
  (t) => [
    unique().on(t.blogId, t.email),
    check('members_status_check', sql`${t.status} in ('free', 'paid', 'comped')`),
  ],
);

/** A member's signed-in browser: only a hash of the cookie's token is kept. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: id(),
    memberId: ownerRef(() => members.id),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
  },
  (t) => [index().on(t.memberId), index().on(t.expiresAt)],
);

/**
 * A mailed sign-in link, single use, for an address on one blog: the member row is made only
 * when the link is used, so asking for links creates nobody.
 */
export const memberSignInLinks = pgTable(
  'member_sign_in_links',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    /** Stored lower-cased. */
    email: varchar({ length: 254 }).notNull(),
    name: varchar({ length: 100 }).notNull().default(''),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    expiresAt: at().notNull(),
    usedAt: at(),
  },
  (t) => [index().on(t.blogId, t.email), index().on(t.expiresAt)],
);
