import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { blogs } from './blogs.ts';

/**
 * Each blog's key pairs as a fediverse actor (RSA for HTTP signatures, Ed25519 for object
 * proofs), as JWKs; made the first time the actor is asked for and kept, since other servers
 * keep its public keys (docs/decisions/078-fediverse-actors.md).
 */
export const fediverseKeys = pgTable('fediverse_keys', {
  blogId: integer()
    .primaryKey()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  rsa: jsonb().$type<{ publicKey: JsonWebKey; privateKey: JsonWebKey }>().notNull(),
  ed25519: jsonb().$type<{ publicKey: JsonWebKey; privateKey: JsonWebKey }>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The ActivityPub library's key-value store (fetched documents, idempotence marks): its key, an
 * array of strings, as JSON text, so a prefix of the array is a prefix of the text.
 */
export const fediverseKv = pgTable(
  'fediverse_kv',
  {
    key: text().primaryKey(),
    value: jsonb().notNull(),
    /** Null: kept until deleted. */
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('fediverse_kv_expires_at_idx').on(t.expiresAt)],
);

/**
 * Who follows a blog from the fediverse: the follower actor's id and the inboxes deliveries go
 * to (its shared inbox when it has one).
 */
export const fediverseFollowers = pgTable(
  'fediverse_followers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    blogId: integer()
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    actorUri: text().notNull(),
    inboxUri: text().notNull(),
    sharedInboxUri: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.blogId, t.actorUri)],
);
