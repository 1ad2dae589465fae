import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids and times the same way. */
export const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
export const publicUuid = () => uuid().notNull().defaultRandom().unique();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A row that belongs to another (a blog, a user, a post): required, and deleted with it. */
export const ownerRef = (target: () => AnyPgColumn) =>
  integer().notNull().references(target, { onDelete: 'cascade' });

/** When a row was made and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * What language an item is in (docs/decisions/073-languages-and-translations.md): es, en, fr or
 * pt. An insert that names none gets the blog's main language from the database's own trigger
 * (migration `languages`), so every write path (imports, the demo, the services) gets it right
 * without reading the settings; the default of null only lets the insert leave it out.
 */
export const languageColumn = () => varchar({ length: 2 }).notNull().default(sql`null`);

export const languageCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('es', 'en', 'fr', 'pt')`);
