import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { blogs } from './blogs.ts';
import { createdAt, id, ownerRef, publicUuid, timestamps } from './columns.ts';

/**
 * A file a blog's admin uploaded to move a blog in: read once for a preview (`analysing` →
 * `ready`), then written by a background job once confirmed (`running` → `done` or `failed`).
 * The uploaded file lives at `DATA_DIR/imports/{uuid}` until the import ends.
 */
export const blogImports = pgTable(
  'blog_imports',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    fileName: varchar({ length: 255 }).notNull(),
    fileBytes: bigint({ mode: 'number' }).notNull(),
    /** A Ghost export's images, uploaded apart as a zip of `content/images` (`{uuid}.images`). */
    imagesFileName: varchar({ length: 255 }),
    format: varchar({ length: 16 }),
    state: varchar({ length: 16 }).notNull(),
    /** Counts and conflicts found by the analysis, shown before the admin confirms. */
    preview: jsonb(),
    /** What the admin chose when confirming (the old site's address for Ghost images…). */
    options: jsonb(),
    progress: jsonb(),
    /** Created, skipped and why, images not fetched. */
    report: jsonb(),
    error: text(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.blogId, t.createdAt),
    // One open import per blog: two uploads at once cannot both start one.
    uniqueIndex('blog_imports_open_index')
      .on(t.blogId)
      .where(sql`${t.state} in ('analysing', 'ready', 'running')`),
    check(
      'blog_imports_state_check',
      sql`${t.state} in ('analysing', 'ready', 'running', 'done', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * What each imported thing became, by the source's own key: running the same import again
 * finds these and creates nothing twice. `source` names the platform (and site, when the file
 * says which), `kind` the thing (post, page, category, tag, comment, image).
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    source: varchar({ length: 300 }).notNull(),
    kind: varchar({ length: 16 }).notNull(),
    sourceKey: varchar({ length: 2048 }).notNull(),
    targetId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.blogId, t.source, t.kind, t.sourceKey)],
);

/**
 * A zip of a whole blog, built by a background job at `DATA_DIR/exports/{uuid}.zip`. Its
 * download link is signed with the server's secret and stops working at `expiresAt`.
 */
export const blogExports = pgTable(
  'blog_exports',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    state: varchar({ length: 16 }).notNull(),
    progress: jsonb(),
    bytes: bigint({ mode: 'number' }),
    expiresAt: timestamp({ withTimezone: true }),
    error: text(),
    ...timestamps(),
  },
  (t) => [
    index().on(t.blogId, t.createdAt),
    // One export at a time per blog: two requests at once cannot both start one.
    uniqueIndex('blog_exports_running_index').on(t.blogId).where(sql`${t.state} = 'running'`),
    check('blog_exports_state_check', sql`${t.state} in ('running', 'done', 'failed')`),
  ],
);
