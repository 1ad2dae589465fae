import { type AnyPgColumn, integer, timestamp, uuid } from 'drizzle-orm/pg-core';

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
