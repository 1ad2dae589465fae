import type { TranslationSummary } from '@bitacora/api/schemas';
import { blogLanguages, LANGUAGES, type Language, normalizeLanguage } from '@bitacora/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { Blog } from '../../platform/db/rows.ts';
import { pages, posts } from '../../platform/db/schema/index.ts';
import type { Actor } from '../../platform/http/policy.ts';
import { blogMainLanguage } from './content-rules.ts';
import { mayRead } from './draft-visibility.ts';

/*
 * The other versions of a post or page (docs/decisions/073-languages-and-translations.md), as
 * its form lists them under 'Traducciones'. They follow the read rule of the item itself: an
 * AUTHOR never learns of another author's draft through a group it shares.
 */

/**
 * The versions of `item`'s translation group other than itself that `actor` may read, trashed
 * ones left out, in the order es, en, fr, pt. Nothing for an item in no group.
 */
export async function translationsOf(
  db: Queryable,
  actor: Actor,
  blog: Blog,
  table: typeof posts | typeof pages,
  item: { id: number; translationGroup: string | null },
): Promise<TranslationSummary[]> {
  if (item.translationGroup === null) return [];
  // Posts and pages share these columns; one table's type reads both.
  const t = table as typeof posts;
  const rows = await db
    .select({
      id: t.id,
      uuid: t.uuid,
      language: t.language,
      status: t.status,
      title: t.title,
      slug: t.slug,
      authorId: t.authorId,
    })
    .from(t)
    .where(
      and(
        eq(t.blogId, blog.id),
        eq(t.translationGroup, item.translationGroup),
        ne(t.id, item.id),
        ne(t.status, 'TRASHED'),
      ),
    );
  return rows
    .filter((row) => mayRead(actor, row))
    .map(({ authorId: _authorId, ...row }) => ({
      ...row,
      language: normalizeLanguage(row.language),
      status: row.status as TranslationSummary['status'],
    }))
    .sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language));
}

/** `dto` with its group's other versions, as one item's read and a write answer it. */
export async function withTranslations<D extends { id: number; translationGroup: string | null }>(
  db: Queryable,
  actor: Actor,
  blog: Blog,
  table: typeof posts | typeof pages,
  dto: D,
): Promise<D & { translations: TranslationSummary[] }> {
  return { ...dto, translations: await translationsOf(db, actor, blog, table, dto) };
}

/**
 * The languages the blog writes in, as its lists name them: the main one first, then every
 * other language a post or page outside the trash is in (es, en, fr, pt order). The panel
 * labels its rows and offers the 'Idioma' filter once there are two.
 */
export async function languagesInUse(db: Queryable, blogId: number): Promise<Language[]> {
  const inUse = (table: typeof posts | typeof pages) => {
    const t = table as typeof posts;
    return db
      .selectDistinct({ language: t.language })
      .from(t)
      .where(and(eq(t.blogId, blogId), ne(t.status, 'TRASHED')));
  };
  const [main, postRows, pageRows] = await Promise.all([
    blogMainLanguage(db, blogId),
    inUse(posts),
    inUse(pages),
  ]);
  return blogLanguages(
    main,
    [...postRows, ...pageRows].map((row) => row.language),
  );
}
