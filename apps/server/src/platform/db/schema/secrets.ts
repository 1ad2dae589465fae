import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server generates when they are not configured (JWT_SECRET, ALTCHA_HMAC_KEY,
 * TWO_FACTOR_KEY), kept in the database when it is PostgreSQL so every instance on it uses the
 * same ones (docs/decisions/031-generated-secrets-in-the-database.md). The first instance to
 * write a name wins; the others read its value.
 */
export const generatedSecrets = pgTable('generated_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
