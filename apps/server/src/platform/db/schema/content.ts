import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { blogs } from './blogs.ts';
import {
  createdAt,
  id,
  languageCheck,
  languageColumn,
  ownerRef,
  publicUuid,
  timestamps,
} from './columns.ts';

/** Content outlives its author's account: the author becomes null. */
const authorRef = () => integer().references(() => users.id, { onDelete: 'set null' });

export const categories = pgTable(
  'categories',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    name: varchar({ length: 100 }).notNull(),
    slug: varchar({ length: 50 }).notNull(),
    language: languageColumn(),
    ...timestamps(),
  },
  (t) => [unique().on(t.blogId, t.slug), languageCheck('categories_language_check', t.language)],
);

export const media = pgTable(
  'media',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    uploadedBy: authorRef(),
    originalName: varchar({ length: 255 }).notNull(),
    entityType: varchar({ length: 16 }).notNull().default('general'),
    /** uuid of the post, page or series it was uploaded for; null for general media. */
    entityId: varchar({ length: 36 }),
    storageKey: text().notNull().unique(),
    mime: varchar({ length: 32 }).notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    variants: jsonb()
      .$type<
        Partial<
          Record<
            'small' | 'medium' | 'large',
            // `bytes` is known for sizes stored since feeds needed it (an enclosure's length).
            { key: string; width: number; height: number; bytes?: number }
          >
        >
      >()
      .notNull()
      .default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.blogId, t.createdAt),
    index().on(t.blogId, t.entityType, t.entityId),
    check('media_entity_type_check', sql`${t.entityType} in ('general', 'post', 'page', 'series')`),
  ],
);

export const series = pgTable(
  'series',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    authorId: authorRef(),
    title: varchar({ length: 200 }).notNull(),
    slug: varchar({ length: 200 }).notNull(),
    description: text().notNull().default(''),
    coverImage: text(),
    coverImageId: integer().references(() => media.id, { onDelete: 'set null' }),
    language: languageColumn(),
    ...timestamps(),
  },
  (t) => [
    unique().on(t.blogId, t.slug),
    index().on(t.authorId),
    languageCheck('series_language_check', t.language),
  ],
);

/** PostgreSQL's text-search document: lexemes with their positions. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The words of a title and an HTML body, for the staff's list search (docs/decisions/016, 065):
 * stems of the blog's language, accents left out, markup left out by the parser, the whole text
 * (gated parts included: the staff read them). Written by the same trigger as `reader_search`,
 * and without positions (no phrase search or ranking uses them), about half the size.
 */
const searchDocument = () => tsvector().notNull().default(sql`''::tsvector`);

/**
 * What a reader's search finds of a published item (docs/decisions/065-reader-search.md): its
 * title (weight A), excerpt and tags (B) and the text every visitor may read (C), through the
 * blog's language's configuration, accents left out. Written by the database's own trigger on
 * every write of the item, its tags or the blog's language (migration `reader_search`), so no
 * write path can forget it; never the text past a paywall marker.
 */
const readerSearch = () => tsvector();

const contentStatusCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('DRAFT', 'PUBLISHED', 'SCHEDULED', 'TRASHED')`);

/**
 * Scheduling and trash, shared by posts and pages (docs/decisions/014-scheduling-and-trash.md):
 * a SCHEDULED row goes public at `publishAt`; a TRASHED one keeps the status it had in
 * `statusBeforeTrash` and is deleted for good 30 days after `trashedAt`.
 */
const lifecycleColumns = () => ({
  publishAt: timestamp({ withTimezone: true }),
  trashedAt: timestamp({ withTimezone: true }),
  statusBeforeTrash: varchar({ length: 16 }),
});

/** What a post and a page hold alike: the address, the text, its state and featured image. */
const bodyColumns = () => ({
  title: varchar({ length: 200 }).notNull(),
  slug: varchar({ length: 200 }).notNull(),
  /** Sanitised HTML. */
  content: text().notNull(),
  excerpt: varchar({ length: 160 }).notNull().default(''),
  status: varchar({ length: 16 }).notNull().default('DRAFT'),
  image: text(),
  imageId: integer().references(() => media.id, { onDelete: 'set null' }),
  /**
   * Who reads it whole: `public`, `members` or `paid`
   * (docs/decisions/059-visibility-and-paywall.md).
   */
  visibility: varchar({ length: 16 }).notNull().default('public'),
  /** For a `paid` item, the tiers (uuids) that open it; empty: any paid tier. */
  visibilityTiers: jsonb().$type<string[]>().notNull().default([]),
  language: languageColumn(),
  /**
   * The versions of one text in several languages share it; null: no other version. A group
   * holds one item per language (docs/decisions/073-languages-and-translations.md).
   */
  translationGroup: uuid(),
});

/**
 * A post's or page's address is its slug in its language: the same slug may serve an English
 * and a Spanish version. The blog and slug lead, so a lookup by slug alone still reads it.
 */
const translatedItemIndexes = (
  table: 'posts' | 'pages',
  t: {
    blogId: AnyPgColumn;
    slug: AnyPgColumn;
    language: AnyPgColumn;
    translationGroup: AnyPgColumn;
  },
) => [
  unique(`${table}_blog_id_slug_language_unique`).on(t.blogId, t.slug, t.language),
  uniqueIndex(`${table}_translation_group_language_index`).on(t.translationGroup, t.language),
  languageCheck(`${table}_language_check`, t.language),
];

const visibilityCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('public', 'members', 'paid')`);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    authorId: authorRef(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    seriesId: integer().references(() => series.id, { onDelete: 'set null' }),
    sequenceNumber: integer(),
    ...bodyColumns(),
    /** The featured image's alternative text and caption; empty when not given. */
    imageAlt: varchar({ length: 250 }).notNull().default(''),
    imageCaption: varchar({ length: 300 }).notNull().default(''),
    /** Search engines' and social cards' words and image; empty or null for the defaults. */
    metaTitle: varchar({ length: 70 }).notNull().default(''),
    metaDescription: varchar({ length: 160 }).notNull().default(''),
    socialImage: text(),
    /** Kept out of search engines and the sitemap. */
    noindex: boolean().notNull().default(false),
    /** Takes no new comments; the public page says so instead of showing the form. */
    commentsClosed: boolean().notNull().default(false),
    /** Publishing it mails no subscriber ('No enviar por correo'). */
    skipNewsletter: boolean().notNull().default(false),
    /** Who its mail goes to: every subscriber, members only or paid members only. */
    newsletterAudience: varchar({ length: 8 }).notNull().default('all'),
    publishedAt: timestamp({ withTimezone: true }),
    /** Goes up by one on every save: a save based on an older one is refused (edit conflicts). */
    revision: integer().notNull().default(1),
    ...lifecycleColumns(),
    ...timestamps(),
    searchDocument: searchDocument(),
    readerSearch: readerSearch(),
  },
  (t) => [
    ...translatedItemIndexes('posts', t),
    index().on(t.blogId, t.status, t.publishedAt),
    index('posts_reader_search_index').using('gin', t.readerSearch),
    // The panel list's two orders, (updatedAt, id) and (title, id), each followed by every
    // column the list filters on: any filter and any page is read from the index alone, in
    // order, and only the page's rows are fetched (docs/benchmarks.md, post list at scale).
    index('posts_list_by_date_index').on(
      t.blogId,
      t.updatedAt,
      t.id,
      t.status,
      t.authorId,
      t.categoryId,
      t.seriesId,
    ),
    index('posts_list_by_title_index').on(
      t.blogId,
      t.title,
      t.id,
      t.status,
      t.authorId,
      t.categoryId,
      t.seriesId,
    ),
    index('posts_search_document_index').using('gin', t.searchDocument),
    // Led by the foreign key (its deletes), then the blog and the status: a list filtered by
    // author or category counts its total from the index alone, the trash left out.
    index().on(t.authorId, t.blogId, t.status),
    index().on(t.categoryId, t.blogId, t.status),
    index().on(t.seriesId, t.sequenceNumber),
    contentStatusCheck('posts_status_check', t.status),
    visibilityCheck('posts_visibility_check', t.visibility),
    check(
      'posts_newsletter_audience_check',
      sql`${t.newsletterAudience} in ('all', 'members', 'paid')`,
    ),
    // The sweep's and the trash job's scans: only the rows waiting, whatever the blog.
    index('posts_due_idx').on(t.publishAt).where(sql`${t.status} = 'SCHEDULED'`),
    index('posts_trashed_idx').on(t.trashedAt).where(sql`${t.status} = 'TRASHED'`),
    check(
      'posts_sequence_number_check',
      sql`${t.sequenceNumber} is null or ${t.sequenceNumber} >= 1`,
    ),
  ],
);

export const pages = pgTable(
  'pages',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    authorId: authorRef(),
    ...bodyColumns(),
    /** As a post's: one more on every save. */
    revision: integer().notNull().default(1),
    publishedAt: timestamp({ withTimezone: true }),
    ...lifecycleColumns(),
    ...timestamps(),
    searchDocument: searchDocument(),
    readerSearch: readerSearch(),
  },
  (t) => [
    ...translatedItemIndexes('pages', t),
    index().on(t.blogId, t.status),
    index('pages_reader_search_index').using('gin', t.readerSearch),
    index().on(t.authorId),
    index().on(t.blogId, t.updatedAt, t.id),
    index('pages_search_document_index').using('gin', t.searchDocument),
    contentStatusCheck('pages_status_check', t.status),
    visibilityCheck('pages_visibility_check', t.visibility),
    index('pages_due_idx').on(t.publishAt).where(sql`${t.status} = 'SCHEDULED'`),
    index('pages_trashed_idx').on(t.trashedAt).where(sql`${t.status} = 'TRASHED'`),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    label: varchar({ length: 100 }).notNull(),
    url: varchar({ length: 2048 }).notNull(),
    order: integer().notNull().default(0),
    parentId: integer().references((): AnyPgColumn => menuItems.id, { onDelete: 'set null' }),
    icon: varchar({ length: 64 }),
    ...timestamps(),
  },
  (t) => [index().on(t.blogId, t.order)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    uuid: publicUuid(),
    blogId: ownerRef(() => blogs.id),
    postId: ownerRef(() => posts.id),
    authorName: varchar({ length: 100 }).notNull(),
    authorEmail: varchar({ length: 254 }).notNull(),
    content: text().notNull(),
    status: varchar({ length: 16 }).notNull().default('PENDING'),
    /** A keyed hash of the visitor's address, for abuse checks without keeping the address. */
    ipHash: varchar({ length: 64 }),
    /**
     * The top-level comment this one answers (one level only, same post: checked by the
     * service); replies go with their parent.
     */
    parentId: integer().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    /** Written from the panel by the blog's staff: shown as the blog's reply, never moderated. */
    isStaffReply: boolean().notNull().default(false),
    /**
     * 'comment' (the form, the panel) or 'mencion': a webmention, another page that links to
     * the post (docs/decisions/080-webmentions.md).
     */
    kind: varchar({ length: 16 }).notNull().default('comment'),
    /** A mention's source page, verified to link to the post: one mention per source and post. */
    sourceUrl: text(),
    /** The author's page and picture a mention's source names (its h-card), when it does. */
    authorUrl: text(),
    authorPhoto: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.blogId, t.status, t.createdAt),
    index().on(t.postId, t.status),
    index().on(t.parentId),
    uniqueIndex().on(t.postId, t.sourceUrl),
    check('comments_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED', 'SPAM')`),
    check('comments_kind_check', sql`${t.kind} in ('comment', 'mencion')`),
  ],
);

/** A blog's tags: a post has many, made as authors type them; the slug is the tag's identity. */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    name: varchar({ length: 40 }).notNull(),
    slug: varchar({ length: 50 }).notNull(),
    language: languageColumn(),
    ...timestamps(),
  },
  (t) => [unique().on(t.blogId, t.slug), languageCheck('tags_language_check', t.language)],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: ownerRef(() => posts.id),
    tagId: ownerRef(() => tags.id),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index().on(t.tagId)],
);

/**
 * Every save of a post or page, as it stood after the save: its editable fields (`fields`, the
 * API's snapshot shape), who saved and when. Exactly one of `postId` and `pageId` is set; the
 * revisions go with their post or page.
 */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: id(),
    blogId: ownerRef(() => blogs.id),
    postId: integer().references(() => posts.id, { onDelete: 'cascade' }),
    pageId: integer().references(() => pages.id, { onDelete: 'cascade' }),
    /** The post's or page's `revision` this save produced. */
    revision: integer().notNull(),
    /** Who saved; null once their account is gone. */
    authorId: authorRef(),
    /** Saved by the form on its own: a run of these by one writer is kept as one. */
    autosave: boolean().notNull().default(false),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.postId, t.createdAt),
    index().on(t.pageId, t.createdAt),
    index().on(t.authorId),
    index().on(t.blogId),
    check('content_revisions_target_check', sql`(${t.postId} is null) <> (${t.pageId} is null)`),
  ],
);
