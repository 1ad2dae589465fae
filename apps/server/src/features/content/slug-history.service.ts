import {
  isGoneFromBlog,
  keepsOldAddress,
  type Language,
  oldAddressPath,
  oldPathOf,
  publicPathOf,
  type SlugRedirectKind,
} from '@bitacora/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { categories, pages, posts, series, slugRedirects } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import { blogMainLanguage } from './content-rules.ts';

/*
 * Slug history (docs/product.md#slug-history): an item's old slugs answer with a 301 to where it
 * is now. Rows name the item by id, so a chain A→B→C is two rows to the same item; a slug an item
 * takes (back, or new) is never a redirect at the same time.
 */

/**
 * A slug now used by a live item of `kind` in `language` stops being an old address of
 * anything in that language; another language's old address of the same slug stays. Series and
 * categories name no language: their slugs are the blog's in every language.
 */
export async function claimSlug(
  db: Queryable,
  blogId: number,
  kind: SlugRedirectKind,
  slug: string,
  language?: Language,
): Promise<void> {
  await db
    .delete(slugRedirects)
    .where(
      and(
        eq(slugRedirects.blogId, blogId),
        eq(slugRedirects.kind, kind),
        language === undefined ? undefined : eq(slugRedirects.language, language),
        eq(slugRedirects.oldSlug, slug),
      ),
    );
}

/** Posts and pages have an address per language; series and categories one slug for all. */
const perLanguage = (kind: SlugRedirectKind) => kind === 'post' || kind === 'page';

/**
 * After an item's slug changed from `oldSlug` to `newSlug` (in the same transaction): the new
 * slug is claimed, and the old one, if the public could reach it, now leads to the item.
 */
export async function recordSlugChange(
  db: Queryable,
  change: {
    blogId: number;
    kind: SlugRedirectKind;
    targetId: number;
    oldSlug: string;
    newSlug: string;
    /**
     * A post's or page's language before the change, where its old address answers, and after
     * it when it changed; series and categories name none.
     */
    language?: Language;
    newLanguage?: Language;
    status?: string | null;
  },
): Promise<void> {
  const newLanguage = change.newLanguage ?? change.language;
  if (change.oldSlug === change.newSlug && newLanguage === change.language) return;
  await claimSlug(db, change.blogId, change.kind, change.newSlug, newLanguage);
  // A version that changed language leaves its address in the old one behind as a change of
  // slug does.
  if (!keepsOldAddress({ ...change, oldLanguage: change.language, newLanguage })) return;
  await db
    .insert(slugRedirects)
    .values({
      blogId: change.blogId,
      kind: change.kind,
      oldSlug: change.oldSlug,
      targetId: change.targetId,
      ...(change.language === undefined ? {} : { language: change.language }),
    })
    .onConflictDoUpdate({
      target: [
        slugRedirects.blogId,
        slugRedirects.kind,
        slugRedirects.language,
        slugRedirects.oldSlug,
      ],
      set: { targetId: change.targetId, createdAt: sql`now()` },
    });
}

/**
 * Items that go take their old addresses with them. Target ids are their tables' own keys, so
 * the kind alone places them; the trash's job passes many blogs' items at once.
 */
export async function forgetSlugHistory(
  db: Queryable,
  kind: SlugRedirectKind,
  targetIds: readonly number[],
): Promise<void> {
  if (targetIds.length === 0) return;
  await db
    .delete(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), inArray(slugRedirects.targetId, [...targetIds])));
}

/** An item's old addresses, oldest first, each with its public path. */
export async function listOldAddresses(
  db: Queryable,
  blogId: number,
  kind: SlugRedirectKind,
  targetId: number,
) {
  const [rows, main] = await Promise.all([
    db
      .select({
        id: slugRedirects.id,
        slug: slugRedirects.oldSlug,
        language: slugRedirects.language,
        createdAt: slugRedirects.createdAt,
      })
      .from(slugRedirects)
      .where(
        and(
          eq(slugRedirects.blogId, blogId),
          eq(slugRedirects.kind, kind),
          eq(slugRedirects.targetId, targetId),
        ),
      )
      .orderBy(asc(slugRedirects.createdAt), asc(slugRedirects.id)),
    blogMainLanguage(db, blogId),
  ]);
  // A series' or category's old slug is the blog's in every language: its path is the main one's.
  return rows.map(({ language, ...row }) => ({
    ...row,
    path: oldAddressPath(kind, row.slug, {
      language: perLanguage(kind) ? (language as Language) : main,
      main,
    }),
  }));
}

/** Removes one old address of the item; another item's, or none, is a 404. */
export async function removeOldAddress(
  db: Queryable,
  blogId: number,
  kind: SlugRedirectKind,
  targetId: number,
  redirectId: number,
  notFoundMessage: string,
): Promise<void> {
  const gone = await db
    .delete(slugRedirects)
    .where(
      and(
        eq(slugRedirects.id, redirectId),
        eq(slugRedirects.blogId, blogId),
        eq(slugRedirects.kind, kind),
        eq(slugRedirects.targetId, targetId),
      ),
    )
    .returning({ id: slugRedirects.id });
  if (gone.length === 0) throw notFound(notFoundMessage);
}

const CURRENT_SLUG = {
  post: { table: posts, published: true },
  page: { table: pages, published: true },
  series: { table: series, published: false },
  category: { table: categories, published: false },
} as const;

/** Where an old address leads: the item's current path, or a 410 like its current address. */
export type OldAddressAnswer = { moved: string } | { gone: true };

/**
 * What an old address of `kind` in `languages.language` answers now: the item's public path (in
 * its language, with its code when that is not the blog's main one); for a post or page in the
 * trash that was published, gone (410) as its current address is; null when the slug was never
 * one of its addresses in that language or the item is not public (a 404).
 */
export async function redirectTarget(
  db: Queryable,
  blogId: number,
  kind: SlugRedirectKind,
  slug: string,
  languages: { language: Language; main: Language },
): Promise<OldAddressAnswer | null> {
  const { table, published } = CURRENT_SLUG[kind];
  const item = table as typeof posts;
  const [row] = await db
    .select({
      slug: item.slug,
      language: item.language,
      status: published ? item.status : sql<string>`'PUBLISHED'`,
      statusBeforeTrash: published ? item.statusBeforeTrash : sql<null>`null`,
    })
    .from(slugRedirects)
    .innerJoin(item, eq(item.id, slugRedirects.targetId))
    .where(
      and(
        eq(slugRedirects.blogId, blogId),
        eq(slugRedirects.kind, kind),
        perLanguage(kind) ? eq(slugRedirects.language, languages.language) : undefined,
        eq(slugRedirects.oldSlug, slug),
        eq(item.blogId, blogId),
        published ? inArray(item.status, ['PUBLISHED', 'TRASHED']) : undefined,
      ),
    )
    .limit(1);
  if (!row) return null;
  if (isGoneFromBlog(row)) return { gone: true };
  if (row.status !== 'PUBLISHED') return null;
  // A series or category answers in the language the old address was asked in.
  const language = perLanguage(kind) ? (row.language as Language) : languages.language;
  return { moved: publicPathOf(kind, row.slug, { language, main: languages.main }) };
}

/**
 * What a path of the blog's previous site answers (an imported item's permalink there, kept by
 * the import): as an old slug does, or null when it is not one.
 */
export async function oldPathTarget(
  db: Queryable,
  blogId: number,
  pathname: string,
  main: Language,
): Promise<OldAddressAnswer | null> {
  const path = oldPathOf(pathname);
  if (path === null) return null;
  const [row] = await db
    .select({ kind: slugRedirects.kind, language: slugRedirects.language })
    .from(slugRedirects)
    .where(
      and(
        eq(slugRedirects.blogId, blogId),
        eq(slugRedirects.oldSlug, path),
        inArray(slugRedirects.kind, ['post', 'page']),
      ),
    )
    .limit(1);
  return row
    ? redirectTarget(db, blogId, row.kind as SlugRedirectKind, path, {
        language: row.language as Language,
        main,
      })
    : null;
}

/**
 * Keeps an imported item's permalink on its previous site as an old address of the item, unless
 * it is where the item is now or already leads to another item.
 */
export async function keepOldPath(
  db: Queryable,
  item: {
    blogId: number;
    kind: 'post' | 'page';
    targetId: number;
    slug: string;
    language: Language;
    main: Language;
  },
  permalink: string,
): Promise<boolean> {
  const path = oldPathOf(permalink);
  const now = publicPathOf(item.kind, item.slug, { language: item.language, main: item.main });
  if (path === null || path === oldPathOf(now)) return false;
  const kept = await db
    .insert(slugRedirects)
    .values({
      blogId: item.blogId,
      kind: item.kind,
      oldSlug: path,
      targetId: item.targetId,
      language: item.language,
    })
    .onConflictDoNothing()
    .returning({ id: slugRedirects.id });
  return kept.length > 0;
}
