import {
  type Language,
  normalizeLanguage,
  pageSlugIssue,
  SERVER_MESSAGES,
  slugTakenInTrashMessage,
  slugTakenMessage,
  validateEditorContent,
} from '@bitacora/domain';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { media, pages, posts, type series, settings } from '../../platform/db/schema/index.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { conflict, invalidField } from '../../platform/http/errors.ts';
import { keyFromMediaUrl } from '../../platform/storage/storage.ts';
import { structureContent } from './anchors-and-notes.ts';
import { sanitizeRichText } from './sanitize-html.ts';

/*
 * Rules shared by posts, pages and series: slugs unique per blog (a post's and a page's per blog
 * and language), cleaned rich text, and images that belong to the same blog.
 */

type SluggedTable = typeof posts | typeof pages | typeof series;

/** The blog's main language: its items' when they name none (docs/decisions/073). */
export async function blogMainLanguage(db: Queryable, blogId: number): Promise<Language> {
  const [row] = await db
    .select({ language: settings.language })
    .from(settings)
    .where(eq(settings.blogId, blogId));
  return normalizeLanguage(row?.language);
}

/**
 * Is `slug` used by another item of `table` in the blog (ignoring `exceptId`)? With a
 * `language`, only by an item in that language: a post's or page's slug is its language's.
 */
export async function slugExists(
  db: Queryable,
  table: SluggedTable,
  blogId: number,
  slug: string,
  except?: { id?: number; uuid?: string },
  language?: Language,
): Promise<boolean> {
  const conditions: SQL[] = [eq(table.blogId, blogId), eq(table.slug, slug)];
  if (except?.id !== undefined) conditions.push(ne(table.id, except.id));
  if (except?.uuid !== undefined) conditions.push(ne(table.uuid, except.uuid));
  if (language !== undefined && (table === posts || table === pages))
    conditions.push(eq((table as typeof posts).language, language));
  const [row] = await db
    .select({ id: table.id })
    .from(table as typeof posts)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/**
 * A taken slug is a 409 with the spec's message. A post or page in the trash keeps its slug
 * (so its restore never collides); the message then says where the slug is. A page may not
 * take an address of the blog's own (`search`), a 400: asked only when the slug is new to it.
 */
export async function assertSlugFree(
  db: Queryable,
  table: SluggedTable,
  blogId: number,
  slug: string,
  exceptId?: number,
  language?: Language,
): Promise<void> {
  const reserved = table === pages ? pageSlugIssue(slug) : null;
  if (reserved !== null) throw invalidField('slug', reserved);
  const except = exceptId === undefined ? {} : { id: exceptId };
  if (await slugExists(db, table, blogId, slug, except, language)) {
    const trashed =
      (table === posts || table === pages) &&
      (await slugInTrash(db, table as typeof posts, blogId, slug, language));
    throw conflict(trashed ? slugTakenInTrashMessage(slug) : slugTakenMessage(slug));
  }
}

async function slugInTrash(
  db: Queryable,
  table: typeof posts,
  blogId: number,
  slug: string,
  language: Language | undefined,
) {
  const conditions = [eq(table.blogId, blogId), eq(table.slug, slug), eq(table.status, 'TRASHED')];
  if (language !== undefined) conditions.push(eq(table.language, language));
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Runs a write; a unique violation the pre-check could not see (a race) is the same 409. */
export async function withSlugConflict<T>(slug: string | undefined, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(slug ? slugTakenMessage(slug) : undefined);
    throw error;
  }
}

/**
 * Editor HTML cleaned for storage, with its headings' anchors, tables of contents and notes made
 * anew. The domain's content rule is applied again to what is kept: HTML that had text only
 * inside dropped tags (a script) is no content once cleaned.
 */
export function cleanContent(html: string): string {
  const clean = structureContent(sanitizeRichText(html));
  const problem = validateEditorContent(clean);
  if (problem !== null) throw invalidField('content', problem);
  return clean;
}

/** An image id must name media of the same blog; another blog's media reads as unknown. */
export async function assertMediaInBlog(
  db: Queryable,
  blogId: number,
  imageId: number | null | undefined,
): Promise<void> {
  if (imageId == null) return;
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.id, imageId), eq(media.blogId, blogId)));
  if (!row) throw invalidField('imageId', SERVER_MESSAGES.imageNotInBlog);
}

/**
 * The media row an image address names, when it is one of the blog's own (its original or a
 * variant under /media/); any other address (another blog's, an external one) links nothing.
 */
export async function mediaIdForAddress(
  db: Queryable,
  blogId: number,
  address: string | null | undefined,
): Promise<number | null> {
  const key = address ? keyFromMediaUrl(address) : null;
  if (!key) return null;
  const originalKey = key.replace(/-(small|medium|large)(\.[a-z]+)$/, '$2');
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.blogId, blogId), eq(media.storageKey, originalKey)));
  return row?.id ?? null;
}

/** `{ data, total }` pages: `page` counts from 1. */
export const offsetOf = (input: { page: number; limit: number }) => (input.page - 1) * input.limit;
