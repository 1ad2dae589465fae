import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { blogs } from './blogs.ts';
import { createdAt, id, languageCheck, languageColumn, ownerRef, publicUuid } from './columns.ts';

/**
 * An address a post, page, series or category had before its slug changed: the public blog
 * answers it with a 301 to the item's current address. The target is an id, never a slug, so
 * renaming A→B→C leaves A and B both pointing at the item itself (chains collapse by design).
 */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    kind: varchar({ length: 16 }).notNull(),
    oldSlug: varchar({ length: 200 }).notNull(),
    targetId: integer().notNull(),
    /**
     * The language of the address (decision 074): an old slug answers under its language's
     * code, so two versions may each leave the same slug behind.
     */
    language: languageColumn(),
    createdAt: createdAt(),
  },
  (t) => [
    unique().on(t.blogId, t.kind, t.language, t.oldSlug),
    languageCheck('slug_redirects_language_check', t.language),
    index().on(t.kind, t.targetId),
    check('slug_redirects_kind_check', sql`${t.kind} in ('post', 'page', 'series', 'category')`),
  ],
);

/**
 * A link that shows a post or page as it will look, to whoever holds it: only the token's hash
 * is kept. `shared` links are the ones listed in the panel ('Compartir vista previa'); the
 * others are a member's own short-lived 'Vista previa'.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    kind: varchar({ length: 16 }).notNull(),
    targetId: integer().notNull(),
    tokenHash: text().notNull().unique(),
    shared: boolean().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.kind, t.targetId),
    index().on(t.expiresAt),
    check('preview_links_kind_check', sql`${t.kind} in ('post', 'page')`),
  ],
);
